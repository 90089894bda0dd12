import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogModule, catalogParts } from '../../catalog-parts';
import es from './locales/es.json';
import { FIRST_SECTIONS, TEXT_PART_NAMES, TEXT_PARTS } from './text-parts';

const src = path.resolve(import.meta.dirname, '..');

async function part(name: string): Promise<Record<string, unknown>> {
  const load = catalogParts().load as (id: string) => Promise<{ code: string } | null>;
  const out = await load.call({}, `${src}/i18n/locales/es.json?part=${name}`);
  if (!out) throw new Error('no part');
  return JSON.parse(out.code.replace(/^export default /, '').replace(/;$/, '')) as Record<
    string,
    unknown
  >;
}

describe('the catalog in parts (decisions 0069, 0106)', () => {
  it('gives each part its sections, whole, as the catalog holds them', async () => {
    const first = await part('first');
    expect(Object.keys(first).sort()).toEqual([...FIRST_SECTIONS].sort());
    for (const name of TEXT_PART_NAMES) {
      const texts = await part(name);
      expect(Object.keys(texts).sort(), name).toEqual([...TEXT_PARTS[name]].sort());
      for (const section of TEXT_PARTS[name]) {
        expect(texts[section], `${name}.${section}`).toEqual(es[section as keyof typeof es]);
      }
    }
  });

  it('refuses a part it does not know, and leaves other modules alone', async () => {
    await expect(part('rest')).rejects.toThrow(/no part named rest/);
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
    expect(catalogModule(`${src}/i18n/locales/pt.json?part=matchDetails`)).toEqual({
      lng: 'pt',
      part: 'matchDetails',
    });
    // A language's own module, which goes in its first chunk.
    expect(catalogModule('\0virtual:catalog/es')).toEqual({ lng: 'es', part: 'first' });
    const shared = path.resolve(src, '../../../packages/shared/src/messages');
    expect(catalogModule(`${shared}/en.ts`)).toEqual({ lng: 'en', part: 'messages' });
    for (const other of [
      `${src}/i18n/locales/es.json`,
      `${src}/i18n/locales/es.json?part=rest`,
      `${src}/i18n/index.ts`,
      `${shared}/index.ts`,
      `${src}/features/messages/es.ts`,
      'virtual:catalog/es',
    ])
      expect(catalogModule(other), other).toBeNull();
  });
});
