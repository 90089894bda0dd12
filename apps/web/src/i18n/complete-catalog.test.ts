import { describe, expect, it } from 'vitest';
import i18n, { completeCatalog } from './index';

describe('a language picked on /login, then used on other pages (decision 0069)', () => {
  it('gets the rest of its catalog before the switch', async () => {
    // As on /login: Italian chosen there came with its first part only.
    const first = (await import('./locales/it.json?part=first')).default;
    i18n.addResourceBundle('it', 'translation', first, true, true);
    expect(i18n.exists('auth.login.title', { lng: 'it' })).toBe(true);
    expect(i18n.exists('menu.teams', { lng: 'it' })).toBe(false);
    // The test setup, like the server-state route, asked for whole catalogs.
    await completeCatalog('it');
    expect(i18n.exists('menu.teams', { lng: 'it' })).toBe(true);
  });
});
