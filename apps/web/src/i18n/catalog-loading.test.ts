import i18next, { type BackendModule } from 'i18next';
import { describe, expect, it } from 'vitest';
import { fallbackFor, initOptions } from './index';

/** A fresh i18next started like the app's, recording which catalogs it asks for. */
async function requested(lng: string): Promise<string[]> {
  const asked: string[] = [];
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(language, _ns, callback) {
      asked.push(language);
      callback(null, {});
    },
  };
  await i18next
    .createInstance()
    .use(backend)
    .init({ ...initOptions, lng });
  return asked;
}

describe('catalog loading (issue 11: only the language in use)', () => {
  it('falls back to Spanish only for a language the app does not speak', () => {
    expect(fallbackFor('en')).toEqual([]);
    expect(fallbackFor('pt-BR')).toEqual([]);
    expect(fallbackFor('fr')).toEqual(['es']);
    expect(fallbackFor(undefined)).toEqual(['es']);
  });

  it('fetches the one catalog of the language shown', async () => {
    expect(await requested('en')).toEqual(['en']);
    expect(await requested('it-IT')).toEqual(['it']);
    expect(await requested('fr')).toEqual(['es']);
  });
});
