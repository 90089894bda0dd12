// Shared setup of the web unit tests (jsdom).
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { setCurrentQueryClient } from '../app/server-state/current';
import { forgetEarly } from '../lib/early-requests';
import i18n, { loadWholeCatalog } from '../i18n';

// Spanish is the source language: tests read the spec texts.
// Pages rendered alone get every text, as behind the server-state route (decision 0069).
beforeEach(async () => {
  await i18n.changeLanguage('es');
  await loadWholeCatalog();
});

// Lazy routes and MUI are slow to first render on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  setCurrentQueryClient(null);
  forgetEarly();
});

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
