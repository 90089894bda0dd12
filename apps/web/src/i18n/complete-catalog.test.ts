import { describe, expect, it } from 'vitest';
import i18n, { completeCatalog, loadTexts } from './index';

describe('a language picked on /login, then used on another page (decisions 0069, 0106)', () => {
  it("gets the opened pages' parts before the switch", async () => {
    // As on /login: Italian chosen there came with its first part only.
    const first = (await import('./locales/it.json?part=first')).default;
    i18n.addResourceBundle('it', 'translation', first, true, true);
    expect(i18n.exists('auth.login.title', { lng: 'it' })).toBe(true);
    expect(i18n.exists('menu.teams', { lng: 'it' })).toBe(false);
    // The teams list opens (in Spanish), then the switch to Italian.
    await loadTexts('teams');
    await completeCatalog('it');
    expect(i18n.exists('menu.teams', { lng: 'it' })).toBe(true);
    expect(i18n.exists('teams.list', { lng: 'it' })).toBe(true);
  });
});
