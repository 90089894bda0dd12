import { ZUserResponse, ZUserSettingsResponse, type TUserSettingsResponse } from '@futsal/shared';
import type { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from '../../../components/ThemeToggle';
import i18n from '../../../i18n';
import { announcePreferenceChange, PENDING_PREFERENCES_KEY } from '../../../lib/preference-events';
import { TOKEN_KEY } from '../../../lib/token';
import { controlIdle } from '../../../test/idle';
import { fakeJwt, renderWithApp } from '../../../test/utils';
import { reply, testUser } from '../../../test/replies';
import { settingsKeys } from '../api/get-settings';
import { SettingsSync } from './SettingsSync';

const fetchMock = vi.fn<typeof fetch>();
const profile = testUser();
const base = { defaultPeriods: 2, defaultPeriodDuration: 20, seasonStartMonth: 8 };

function serve(settings: Pick<TUserSettingsResponse, 'language' | 'theme' | 'updatedAt'>) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/auth/me')) return reply(ZUserResponse, { user: profile });
    if (url.endsWith('/settings') && init?.method === 'PUT') {
      return reply(ZUserSettingsResponse, {
        ...base,
        ...settings,
        ...JSON.parse(String(init.body)),
        updatedAt: '2026-02-01T00:00:00.000Z',
      });
    }
    return reply(ZUserSettingsResponse, { ...base, ...settings });
  });
}
const puts = () =>
  fetchMock.mock.calls
    .filter(([i, init]) => String(i).endsWith('/settings') && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
/** The settings reply is in and the effects that read it have run. */
async function applied(queryClient: QueryClient) {
  await waitFor(() => expect(queryClient.getQueryData(settingsKeys.mine)).toBeTruthy());
  await act(async () => {});
}
const app = (
  <>
    <SettingsSync />
    <ThemeToggle />
  </>
);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  localStorage.setItem(
    TOKEN_KEY,
    fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('<SettingsSync />', () => {
  it("applies the user's stored language and theme after login, and writes them to the client's cache", async () => {
    serve({ language: 'it', theme: 'dark', updatedAt: '2026-01-01T00:00:00.000Z' });
    const { router } = renderWithApp(app, { path: '/teams' });
    await waitFor(() => expect(i18n.language).toBe('it'));
    await waitFor(() => expect(localStorage.getItem('darkMode')).toBe('true'));
    expect(localStorage.getItem('i18nextLng')).toBe('it');
    expect(new URLSearchParams(router.state.location.search).get('lng')).toBe('it');
    expect(puts()).toEqual([]);
  });

  it('stores nothing the user did not choose: a device opening a never-saved account keeps its own', async () => {
    // The coach's phone, in English and dark, opens the account first (issue 35).
    localStorage.setItem('darkMode', 'true');
    await i18n.changeLanguage('en');
    serve({ language: null, theme: null, updatedAt: null });
    const { queryClient } = renderWithApp(app, { path: '/teams' });
    await applied(queryClient);
    expect(i18n.language).toBe('en');
    expect(puts()).toEqual([]);
    expect(localStorage.getItem('darkMode')).toBe('true');
    await i18n.changeLanguage('es');
  });

  it('leaves the language and theme alone when only other settings were saved', async () => {
    localStorage.setItem('darkMode', 'true');
    serve({ language: null, theme: null, updatedAt: '2026-01-01T00:00:00.000Z' });
    const { queryClient } = renderWithApp(app, { path: '/teams' });
    await applied(queryClient);
    expect(i18n.language).toBe('es');
    expect(localStorage.getItem('darkMode')).toBe('true');
    expect(puts()).toEqual([]);
  });

  it('saves at sign-in a switch made before it, which wins over the stored one', async () => {
    // On the login page nobody listens: the choice waits in the browser.
    announcePreferenceChange({ language: 'pt' });
    expect(localStorage.getItem(PENDING_PREFERENCES_KEY)).toBe('{"language":"pt"}');
    serve({ language: 'it', theme: 'dark', updatedAt: '2026-01-01T00:00:00.000Z' });
    renderWithApp(app, { path: '/teams' });
    await waitFor(() => expect(puts()).toEqual([{ language: 'pt' }]));
    await waitFor(() => expect(localStorage.getItem('darkMode')).toBe('true'));
    expect(i18n.language).not.toBe('it');
    expect(localStorage.getItem(PENDING_PREFERENCES_KEY)).toBeNull();
  });

  it('saves a later switch made in the top bar', async () => {
    serve({ language: 'es', theme: 'light', updatedAt: '2026-01-01T00:00:00.000Z' });
    renderWithApp(app, { path: '/teams' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([i]) => String(i).endsWith('/settings'))).toBe(true),
    );
    fireEvent.click(await screen.findByTestId('theme-toggle'));
    await waitFor(() => expect(puts()).toEqual([{ theme: 'dark' }]));
  });

  it('asks for them only once the page is drawn and the browser idle (decision 0084)', async () => {
    const idle = controlIdle();
    serve({ language: 'it', theme: 'dark', updatedAt: '2026-01-01T00:00:00.000Z' });
    renderWithApp(app, { path: '/teams' });
    await screen.findByTestId('theme-toggle');
    const asked = () => fetchMock.mock.calls.some(([i]) => String(i).endsWith('/settings'));
    expect(asked()).toBe(false);
    idle.idle();
    await waitFor(() => expect(asked()).toBe(true));
    await waitFor(() => expect(i18n.language).toBe('it'));
  });
});
