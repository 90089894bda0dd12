import { cachedApiKind } from '../sw/api-cache';

/**
 * The GETs the service worker keeps on the device (sw/api-cache.ts) that this page sent before a
 * worker controlled it: on a device's first visit, the console's match, log and squad. When the
 * first worker takes the page they are sent once more, through it (app/pwa/service-worker.tsx),
 * so the console opened on that visit reloads with no signal too.
 */
const sent = new Set<string>();
let taken = false;

function uncontrolled(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    navigator.serviceWorker.controller === null
  );
}

/** Notes a GET of `url` (the API's path from the origin) sent while no worker sees the page. */
export function noteGet(url: string): void {
  if (taken || !uncontrolled()) return;
  // The worker keeps only plain GETs (no query string) of the paths it caches.
  if (!url.includes('?') && cachedApiKind(url) !== null) sent.add(url);
}

/** The noted GETs, once: after the first worker took the page, nothing more is noted. */
export function takeUncontrolledGets(): string[] {
  taken = true;
  const urls = [...sent];
  sent.clear();
  return urls;
}
