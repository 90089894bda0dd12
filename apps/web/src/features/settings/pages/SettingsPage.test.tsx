import {
  ZErrorBody,
  ZUserResponse,
  ZUserSettingsResponse,
  type TUserSettingsResponse,
} from '@futsal/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { TOKEN_KEY } from '../../../lib/token';
import { fakeJwt, renderWithApp } from '../../../test/utils';
import { reply, testUser } from '../../../test/replies';
import { SettingsPage } from './SettingsPage';

const fetchMock = vi.fn<typeof fetch>();
const profile = testUser();
const stored: TUserSettingsResponse = {
  language: 'es',
  theme: 'light',
  defaultPeriods: 2,
  defaultPeriodDuration: 20,
  seasonStartMonth: 8,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const puts = () =>
  fetchMock.mock.calls.filter(
    ([i, init]) => String(i).endsWith('/settings') && init?.method === 'PUT',
  );

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  localStorage.setItem(
    TOKEN_KEY,
    fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 }),
  );
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/auth/me')) return reply(ZUserResponse, { user: profile });
    if (url.endsWith('/settings') && init?.method === 'PUT') {
      return reply(ZUserSettingsResponse, {
        ...stored,
        ...JSON.parse(String(init.body)),
        updatedAt: '2026-02-01T00:00:00.000Z',
      });
    }
    if (url.endsWith('/settings')) return reply(ZUserSettingsResponse, stored);
    return reply(ZErrorBody, { error: { code: 'NOT_FOUND', message: 'No encontrado' } }, 404);
  });
});
afterEach(() => vi.unstubAllGlobals());

async function choose(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByLabelText(label));
  await userEvent.setup().click(await screen.findByRole('option', { name: option }));
}

describe('<SettingsPage />', () => {
  it('shows the stored settings', async () => {
    renderWithApp(<SettingsPage />, { path: '/settings' });
    expect((await screen.findByLabelText('Idioma')).textContent).toBe('Español');
    expect(screen.getByLabelText('Número de periodos').textContent).toBe('2 periodos');
    expect(
      (screen.getByLabelText('Duración del periodo (minutos)') as HTMLInputElement).value,
    ).toBe('20');
    expect(screen.getByLabelText('Mes de inicio de temporada').textContent).toBe('Agosto');
    expect(screen.getByTestId('settings-theme-light').getAttribute('aria-pressed')).toBe('true');
  }, 20_000);

  it('refuses a period length out of 5–45 with the shared text and saves nothing', async () => {
    renderWithApp(<SettingsPage />, { path: '/settings' });
    const u = userEvent.setup();
    const duration = await screen.findByLabelText('Duración del periodo (minutos)');
    await u.clear(duration);
    await u.type(duration, '50');
    await u.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(
      await screen.findByText('La duración del periodo debe estar entre 5 y 45 minutos'),
    ).toBeTruthy();
    expect(puts()).toHaveLength(0);
  }, 20_000);

  it('saves every field and applies language (with ?lng=) and theme at once', async () => {
    const { router } = renderWithApp(<SettingsPage />, { path: '/settings' });
    const u = userEvent.setup();
    await choose('Número de periodos', '4 periodos');
    const duration = screen.getByLabelText('Duración del periodo (minutos)');
    await u.clear(duration);
    await u.type(duration, '25');
    await choose('Mes de inicio de temporada', 'Enero');
    await u.click(screen.getByTestId('settings-theme-dark'));
    await choose('Idioma', 'English');
    await u.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(String(puts()[0]?.[1]?.body))).toEqual({
      language: 'en',
      theme: 'dark',
      defaultPeriods: 4,
      defaultPeriodDuration: 25,
      seasonStartMonth: 1,
    });
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(localStorage.getItem('darkMode')).toBe('true');
    expect(new URLSearchParams(router.state.location.search).get('lng')).toBe('en');
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeTruthy();
  }, 30_000);

  it("shows this device's language and theme when never chosen, and saves only what changed", async () => {
    localStorage.setItem('darkMode', 'true');
    const unchosen = { ...stored, language: null, theme: null, updatedAt: null };
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/auth/me')) return reply(ZUserResponse, { user: profile });
      if (url.endsWith('/settings') && init?.method === 'PUT') {
        return reply(ZUserSettingsResponse, {
          ...unchosen,
          ...JSON.parse(String(init.body)),
          updatedAt: '2026-02-01T00:00:00.000Z',
        });
      }
      return reply(ZUserSettingsResponse, unchosen);
    });
    renderWithApp(<SettingsPage />, { path: '/settings' });
    expect((await screen.findByLabelText('Idioma')).textContent).toBe('Español');
    expect(screen.getByTestId('settings-theme-dark').getAttribute('aria-pressed')).toBe('true');
    await choose('Número de periodos', '3 periodos');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(String(puts()[0]?.[1]?.body))).toEqual({ defaultPeriods: 3 });
    expect(localStorage.getItem('darkMode')).toBe('true');
  }, 30_000);
});
