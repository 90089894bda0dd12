import { DEFAULT_USER_SETTINGS } from '@futsal/shared';
import { describe, expect, it } from 'vitest';
import { bearer, useTestApp, registerAndLogin } from '../../../test/helpers';

/** A user who never saved: the defaults, and no language or theme chosen (decision 0117). */
const NEVER_SAVED = { ...DEFAULT_USER_SETTINGS, language: null, theme: null, updatedAt: null };

const t = useTestApp({}, { startMailOutbox: false });

const get = (token: string | null) =>
  t.app.inject({ method: 'GET', url: '/api/settings', headers: token ? bearer(token) : {} });
const put = (token: string | null, payload: unknown, lang = 'es') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    payload: payload as Record<string, unknown>,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': lang },
  });

describe('GET/PUT /api/settings', () => {
  it('answers 401 to anonymous callers, whatever the body', async () => {
    for (const res of [
      await get(null),
      await put(null, { theme: 'dark' }),
      await put(null, { theme: 'purple' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers the defaults, never saved, to a new user', async () => {
    const a = await registerAndLogin(t.app);
    const res = await get(a.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(NEVER_SAVED);
  });

  it('stores no language or theme the user did not pick: each is chosen on its own', async () => {
    const a = await registerAndLogin(t.app);
    const periods = await put(a.token, { defaultPeriods: 3 });
    expect(periods.json()).toMatchObject({ language: null, theme: null, defaultPeriods: 3 });
    expect(periods.json().updatedAt).toEqual(expect.any(String));
    const theme = await put(a.token, { theme: 'dark' });
    expect(theme.json()).toMatchObject({ language: null, theme: 'dark', defaultPeriods: 3 });
    expect((await get(a.token)).json()).toEqual(theme.json());
  });

  it('updates only the fields sent and keeps them', async () => {
    const a = await registerAndLogin(t.app);
    const first = await put(a.token, { theme: 'dark', language: 'it' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ ...DEFAULT_USER_SETTINGS, theme: 'dark', language: 'it' });
    expect(first.json().updatedAt).toEqual(expect.any(String));
    const second = await put(a.token, {
      defaultPeriods: 4,
      defaultPeriodDuration: 25,
      seasonStartMonth: 1,
    });
    expect(second.json()).toMatchObject({
      language: 'it',
      theme: 'dark',
      defaultPeriods: 4,
      defaultPeriodDuration: 25,
      seasonStartMonth: 1,
    });
    expect((await get(a.token)).json()).toEqual(second.json());
  });

  it("never shows or changes another user's settings: B reads its own defaults after A saved", async () => {
    const a = await registerAndLogin(t.app);
    const b = await registerAndLogin(t.app);
    await put(a.token, { theme: 'dark', language: 'pt', seasonStartMonth: 3 });
    expect((await get(b.token)).json()).toEqual(NEVER_SAVED);
    await put(b.token, { language: 'en' });
    expect((await get(a.token)).json()).toMatchObject({
      theme: 'dark',
      language: 'pt',
      seasonStartMonth: 3,
    });
  });

  it('refuses values out of range with translated field details and stores nothing', async () => {
    const a = await registerAndLogin(t.app);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ defaultPeriods: 0 }, 'defaultPeriods', 'El número de periodos debe estar entre 1 y 4'],
      [{ defaultPeriods: 5 }, 'defaultPeriods', 'El número de periodos debe estar entre 1 y 4'],
      [
        { defaultPeriodDuration: 4 },
        'defaultPeriodDuration',
        'La duración del periodo debe estar entre 5 y 45 minutos',
      ],
      [
        { defaultPeriodDuration: 46 },
        'defaultPeriodDuration',
        'La duración del periodo debe estar entre 5 y 45 minutos',
      ],
      [
        { seasonStartMonth: 13 },
        'seasonStartMonth',
        'El mes de inicio de temporada debe estar entre 1 y 12',
      ],
      [{ language: 'fr' }, 'language', 'Idioma no disponible'],
      [{ theme: 'blue' }, 'theme', 'El tema debe ser claro u oscuro'],
    ];
    for (const [body, path, message] of cases) {
      const res = await put(a.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [{ path, message }],
      });
    }
    expect((await put(a.token, { defaultPeriods: 1, defaultPeriodDuration: 5 })).statusCode).toBe(
      200,
    );
    expect((await put(a.token, { defaultPeriods: 4, defaultPeriodDuration: 45 })).statusCode).toBe(
      200,
    );
    expect((await put(a.token, { theme: 'blue', language: 'en' })).statusCode).toBe(400);
    expect((await get(a.token)).json()).toMatchObject({
      language: null,
      theme: null,
      defaultPeriods: 4,
    });
    const en = await put(a.token, { seasonStartMonth: 0 }, 'en');
    expect(en.json().error.details[0].message).toBe(
      'The season start month must be between 1 and 12',
    );
  });

  it('seasonStartMonth(userId): the stored month, else the default', async () => {
    const a = await registerAndLogin(t.app);
    const b = await registerAndLogin(t.app);
    await put(a.token, { seasonStartMonth: 2 });
    const { SettingsService } = await import('./settings.service');
    const { SettingsRepository } = await import('./settings.repository');
    const service = new SettingsService(new SettingsRepository(t.db));
    expect(await service.seasonStartMonth(a.user.id)).toBe(2);
    expect(await service.seasonStartMonth(b.user.id)).toBe(DEFAULT_USER_SETTINGS.seasonStartMonth);
  });
});
