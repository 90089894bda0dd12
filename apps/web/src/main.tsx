import '@fontsource/roboto/300.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { i18nReady } from './i18n';

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

const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing');
const root = createRoot(container);
// Render once the detected language's texts are in (no flash of Spanish);
// a failed catalog load still renders, in the Spanish fallback.
void i18nReady
  .catch(() => undefined)
  .then(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
