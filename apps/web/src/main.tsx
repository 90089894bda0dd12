// Roboto, variable, in the weights the theme uses (400 to 700), Latin subsets only: the
// Latin file from the app's cache (lib/cached-font.ts), latin-ext from fonts.css, which
// blocks the first paint (@fontsource's files, seven subsets each with the small ones
// inlined, made it 46 kB). Other scripts fall back to the system sans-serif.
// `font-display: optional`: a font that is not there by the first paint waits
// for the next visit instead of swapping in and shifting the page (Lighthouse
// measured the footer jumping on the live console).
import './theme/fonts.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { i18nReady } from './i18n';
import { addCachedFont, cacheFontWhenIdle } from './lib/cached-font';
import { whenIdle } from './lib/idle';
import { nextTask } from './lib/next-task';
import type { $ZodConfig } from 'zod/v4/core';

// The CSP allows no eval, so zod's compiled parsers can never run here; without
// `jitless` zod still probes with `new Function`, and the browser reports the
// probe as a CSP violation (Lighthouse's best practices flag it). Set through
// zod's documented global before zod loads, so the entry does not carry zod.
(globalThis as { __zod_globalConfig?: $ZodConfig }).__zod_globalConfig = { jitless: true };

// Spec §8: a failed lazy load of page resources raises a preload error (a new
// deployment replaced the chunks): reload once to pick up the new files.
window.addEventListener('vite:preloadError', (event) => {
  const key = 'preloadErrorReloadedAt';
  const last = Number(sessionStorage.getItem(key) ?? 0);
  if (Date.now() - last > 10_000) {
    sessionStorage.setItem(key, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  }
});

const container = document.getElementById('root');
if (!container) throw new Error('#root missing');

// Evaluating the entry's modules is one task; starting the page (the router asks for its code
// and its data) and rendering each get their own, so no start-up task is long enough to block
// a phone's input for long (decision 0082).
async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  // Roboto from the app's cache, added before the first render so no text swaps faces.
  const font = addCachedFont();
  const router = createAppRouter();
  // Render once the detected language's texts are in (no flash of Spanish);
  // a failed catalog load still renders, in the Spanish fallback.
  await Promise.all([i18nReady.catch(() => undefined), font, nextTask()]);
  // A transition, so React renders the first screen in slices that yield to the browser (input,
  // paint) instead of one long task: the whole MUI tree of a page is tens of milliseconds on a phone.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  // Stored for the next start only when it was not there (or could not be read) now.
  if (!(await font)) void cacheFontWhenIdle();
}

void start(container);

// The service worker (decision 0133) of the production build, registered once the page has
// loaded and the browser is idle: its precaching must not compete with the first load's files.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    whenIdle(() => void import('./app/pwa/service-worker').then((m) => m.startServiceWorker()));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
