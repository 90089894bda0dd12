import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from './index';
import pt from './locales/pt.json';
import { TEXT_PARTS } from './text-parts';

afterEach(() => vi.restoreAllMocks());

describe('a key of a section the page did not load (decision 0106)', () => {
  it('loads the part holding it and draws again, with a warning the browser tests catch', async () => {
    // Portuguese as a page's part left it: the first part and the teams list's.
    const first = (await import('./locales/pt.json?part=first')).default;
    const teams = Object.fromEntries(
      TEXT_PARTS.teams.map((section) => [section, pt[section as keyof typeof pt]]),
    );
    i18n.addResourceBundle('pt', 'translation', { ...first, ...teams }, true, true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const redrawn = vi.fn();
    i18n.on('languageChanged', redrawn);

    expect(i18n.t('live.us', { lng: 'pt' })).toBe('live.us');
    await vi.waitFor(() => expect(redrawn).toHaveBeenCalled());
    expect(i18n.t('live.us', { lng: 'pt' })).not.toBe('live.us');
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      /"live\.us" is not in the parts of the pages opened/,
    );
    i18n.off('languageChanged', redrawn);
  });

  it('leaves alone a key of no catalog section, and one of a section the language holds', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(i18n.t('Some message from a server', { lng: 'es' })).toBe('Some message from a server');
    expect(i18n.t('teams.noSuchKey', { lng: 'es' })).toBe('teams.noSuchKey');
    expect(i18n.t('auth.noSuchKey', { lng: 'es' })).toBe('auth.noSuchKey');
    expect(warn).not.toHaveBeenCalled();
  });
});
