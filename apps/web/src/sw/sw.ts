/// <reference lib="webworker" />
/**
 * The service worker (decision 0133), built by vite-plugin-pwa (injectManifest) into
 * dist/sw.js: the app's code precached, every client-side route booting from the precached
 * index.html, and the live console's API data from the network first, from the device when
 * there is none (api-cache.ts). Typed by its own tsconfig (WebWorker lib).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { API_CACHE, cachedApiKind, squadOnlyResponse } from './api-cache';
import { mirroredLogUrl, sendAndMirror } from './log-mirror';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first worker takes the open page at once (the console opened before it was installed works
// offline too); a new version waits until the coach accepts the update prompt (SKIP_WAITING).
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The app's routes (a reload of the console with no signal); the API and its pages are the server's.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api(\/|$|\?)/] }),
);

const apiStrategy = (squad: boolean) =>
  new NetworkFirst({
    cacheName: API_CACHE,
    // A signal too weak to answer in time counts as none: the stored reply shows instead.
    networkTimeoutSeconds: 6,
    // Replies vary by language and encoding: the stored one is the best there is offline.
    matchOptions: { ignoreVary: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: 40,
        maxAgeSeconds: 7 * 24 * 3600,
        purgeOnQuotaError: true,
      }),
      ...(squad
        ? [
            {
              cacheWillUpdate: ({ response }: { response: Response }) =>
                squadOnlyResponse(response),
            },
          ]
        : []),
    ],
  });
const plain = apiStrategy(false);
const squad = apiStrategy(true);

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.search === '' &&
    cachedApiKind(url.pathname) !== null,
  (options) => (cachedApiKind(options.url.pathname) === 'squad' ? squad : plain).handle(options),
);

// The events this device sends reach the stored log too (log-mirror.ts).
registerRoute(
  ({ request, url }) => url.origin === self.location.origin && mirroredLogUrl(request) !== null,
  ({ request }) => sendAndMirror(request, mirroredLogUrl(request) ?? ''),
  'POST',
);
