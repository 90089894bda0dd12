// Shared setup of the web unit tests (jsdom).
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { setCurrentQueryClient } from '../app/server-state/current';
import { forgetEarly } from '../lib/early-requests';
import i18n, { loadTexts } from '../i18n';
import { TEXT_PART_NAMES } from '../i18n/text-parts';

// Spanish is the source language: tests read the spec texts.
// Pages rendered alone get every text, as if each page had been opened (decision 0106).
beforeEach(async () => {
  await i18n.changeLanguage('es');
  for (const part of TEXT_PART_NAMES) await loadTexts(part);
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

// jsdom lays nothing out and does not scroll: the app's WindowScroll (decision 0118) calls it on
// each navigation to another page.
Object.defineProperty(window, 'scrollTo', { writable: true, value: () => {} });

// jsdom has <dialog> without close(), which the console's dialogs use (they open by their
// attribute, decision 0186). The browser tests run the real one.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.close) {
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
