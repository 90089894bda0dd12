import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { LanguageSelect } from '../components/LanguageSelect';
import { languageDetector, toLanguageCode } from './detector';
import i18n, { initOptions } from './index';

function setBrowserLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  Object.defineProperty(window.navigator, 'language', { value: languages[0], configurable: true });
}

/** A fresh i18next started like the app's, at the current URL and storage. */
async function detect(): Promise<string> {
  const instance = i18next.createInstance();
  await instance
    .use(languageDetector)
    .init({ ...initOptions, resources: { es: { translation: {} } } });
  return instance.language;
}

describe('language detection (spec §1)', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    setBrowserLanguages(['en-US', 'en']);
  });

  it('stores the two-letter code of a regional browser language in i18nextLng', async () => {
    setBrowserLanguages(['es-ES', 'es']);
    expect(await detect()).toBe('es');
    expect(localStorage.getItem('i18nextLng')).toBe('es');
    localStorage.clear();
    setBrowserLanguages(['pt-BR']);
    expect(await detect()).toBe('pt');
    expect(localStorage.getItem('i18nextLng')).toBe('pt');
  });

  it('follows ?lng= first, then i18nextLng, then the browser', async () => {
    setBrowserLanguages(['it-IT']);
    localStorage.setItem('i18nextLng', 'en');
    window.history.replaceState(null, '', '/teams?lng=pt');
    expect(await detect()).toBe('pt');
    window.history.replaceState(null, '', '/teams');
    localStorage.setItem('i18nextLng', 'en-GB');
    expect(await detect()).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    localStorage.clear();
    expect(await detect()).toBe('it');
    setBrowserLanguages(['fr-FR']);
    localStorage.clear();
    expect(await detect()).toBe('es');
  });

  it('reduces tags to their language', () => {
    expect(['es-ES', 'pt_BR', 'EN', 'it'].map(toLanguageCode)).toEqual(['es', 'pt', 'en', 'it']);
  });
});

describe('<LanguageSelect /> inside the signed-in layout', () => {
  it('switches the language and writes ?lng= into the current URL, keeping the rest', async () => {
    const router = createMemoryRouter(
      [{ path: '/teams/:teamId/players', element: <LanguageSelect /> }],
      {
        initialEntries: ['/teams/t1/players?view=grid#top'],
      },
    );
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    fireEvent.click(screen.getByTestId('language-select'));
    fireEvent.click(await screen.findByTestId('language-option-en'));
    await screen.findByText('EN');
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    const { pathname, search, hash } = router.state.location;
    expect(pathname).toBe('/teams/t1/players');
    expect(new URLSearchParams(search).get('lng')).toBe('en');
    expect(new URLSearchParams(search).get('view')).toBe('grid');
    expect(hash).toBe('#top');
  });
});
