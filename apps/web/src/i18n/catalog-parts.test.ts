import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogModule, catalogParts, FIRST_SECTIONS } from '../../catalog-parts';
import es from './locales/es.json';

const src = path.resolve(import.meta.dirname, '..');

/** What /login renders before the rest of the catalog (decision 0069): its page, frame, buttons, error page. */
const LOGIN_PATH = [
  'features/auth/pages/LoginPage.tsx',
  'features/auth/components/AuthShell.tsx',
  'components/PasswordField.tsx',
  'components/LanguageSelect.tsx',
  'components/LanguageMenu.tsx',
  'components/ThemeToggle.tsx',
  'components/FullPageSpinner.tsx',
  'app/RouteError.tsx',
  'app/AppRoot.tsx',
  'app/guards.tsx',
  'features/auth/AuthProvider.tsx',
];

async function part(name: 'first' | 'rest'): Promise<Record<string, unknown>> {
  const load = catalogParts().load as (id: string) => Promise<{ code: string } | null>;
  const out = await load.call({}, `${src}/i18n/locales/es.json?part=${name}`);
  if (!out) throw new Error('no part');
  return JSON.parse(out.code.replace(/^export default /, '').replace(/;$/, '')) as Record<
    string,
    unknown
  >;
}

describe('the catalog in two parts', () => {
  it('has every text /login shows in its first part', () => {
    const sections = new Set<string>();
    for (const file of LOGIN_PATH) {
      const code = readFileSync(path.join(src, file), 'utf8');
      for (const m of code.matchAll(/\bt\(\s*['`]([a-zA-Z]+)\./g)) if (m[1]) sections.add(m[1]);
    }
    expect(sections.size).toBeGreaterThan(3);
    for (const section of sections) expect(FIRST_SECTIONS).toContain(section);
  });

  it('splits a catalog into the first sections and the rest, losing nothing', async () => {
    const [first, rest] = await Promise.all([part('first'), part('rest')]);
    expect(Object.keys(first).sort()).toEqual([...FIRST_SECTIONS].sort());
    expect(Object.keys(rest).some((k) => FIRST_SECTIONS.includes(k))).toBe(false);
    expect({ ...first, ...rest }).toEqual(es);
  });

  it('leaves other modules alone', async () => {
    const load = catalogParts().load as (id: string) => Promise<unknown>;
    expect(await load.call({}, `${src}/i18n/locales/es.json`)).toBeNull();
  });
});

describe('catalogModule', () => {
  it("names a language's catalog parts and its messages, by the ids the build sees, and nothing else", () => {
    expect(catalogModule(`${src}/i18n/locales/it.json?part=first`)).toEqual({
      lng: 'it',
      part: 'first',
    });
    expect(catalogModule(`${src}/i18n/locales/pt.json?part=rest`)).toEqual({
      lng: 'pt',
      part: 'rest',
    });
    const shared = path.resolve(src, '../../../packages/shared/src/messages');
    expect(catalogModule(`${shared}/en.ts`)).toEqual({ lng: 'en', part: 'messages' });
    for (const other of [
      `${src}/i18n/locales/es.json`,
      `${src}/i18n/index.ts`,
      `${shared}/index.ts`,
      `${src}/features/messages/es.ts`,
    ])
      expect(catalogModule(other), other).toBeNull();
  });
});
