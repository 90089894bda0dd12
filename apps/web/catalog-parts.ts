/// <reference types="node" />
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_SECTIONS, TEXT_PARTS } from './src/i18n/text-parts.ts';

/** `first` (what /login shows), or a page's part (decision 0106). */
export type TCatalogPart = 'first' | keyof typeof TEXT_PARTS;

/** The sections a part holds, or null for a name that is no part. */
function partSections(part: string): readonly string[] | null {
  if (part === 'first') return FIRST_SECTIONS;
  return Object.hasOwn(TEXT_PARTS, part) ? TEXT_PARTS[part as keyof typeof TEXT_PARTS] : null;
}

const PART = /^(.*[\\/]src[\\/]i18n[\\/]locales[\\/][a-z]{2}\.json)\?part=(\w+)$/;

const CATALOG_MODULE =
  /[\\/](?:src[\\/]i18n[\\/]locales[\\/]([a-z]{2})\.json\?part=(\w+)|shared[\\/]src[\\/]messages[\\/]([a-z]{2})\.ts)$/;

/**
 * A language's catalog module, by its id: a part of its UI catalog (`src/i18n/index.ts` loads
 * them as `locales/xx.json?part=`), or its validation messages (`@futsal/shared/messages/xx`).
 */
export function catalogModule(id: string): { lng: string; part: TCatalogPart | 'messages' } | null {
  const language = /^\0virtual:catalog\/([a-z]{2})$/.exec(id)?.[1];
  if (language) return { lng: language, part: 'first' };
  const match = CATALOG_MODULE.exec(id);
  if (!match) return null;
  const lng = match[1] ?? match[3];
  const part = match[2] ?? 'messages';
  if (part !== 'messages' && !partSections(part)) return null;
  return lng ? { lng, part: part as TCatalogPart | 'messages' } : null;
}

const LOCALES = join(dirname(new URL(import.meta.url).pathname), 'src/i18n/locales');
const MESSAGES = join(
  dirname(new URL(import.meta.url).pathname),
  '../../packages/shared/src/messages',
);
const LANGUAGE = /^virtual:catalog\/([a-z]{2})$/;

/**
 * `virtual:catalog/xx`, a language's way into its catalog: its first part and validation
 * messages, and a loader for each page's part, written from `TEXT_PARTS` so the app cannot name
 * a part the plugin does not serve. It goes in the language's first chunk (vite.config.ts), so
 * a page's part costs one request and /login carries only its language's loaders.
 */
function languageModule(lng: string): string {
  const file = (part: string) => JSON.stringify(`${LOCALES}/${lng}.json?part=${part}`);
  const loaders = Object.keys(TEXT_PARTS).map((part) => `${part}: () => import(${file(part)})`);
  return [
    `export { default as first } from ${file('first')};`,
    `export { ${lng} as messages } from ${JSON.stringify(`${MESSAGES}/${lng}.ts`)};`,
    `export const parts = { ${loaders.join(', ')} };`,
  ].join('\n');
}

/**
 * `locales/xx.json?part=<name>`: that part's sections of the catalog, as a module; and
 * `virtual:catalog/xx`, each language's way into them (src/i18n/index.ts).
 */
export function catalogParts(): Plugin {
  return {
    name: 'catalog-parts',
    enforce: 'pre',
    resolveId(id) {
      return LANGUAGE.test(id) && existsSync(`${LOCALES}/${id.slice(-2)}.json`) ? `\0${id}` : null;
    },
    async load(id) {
      const lng = LANGUAGE.exec(id.replace(/^\0/, ''))?.[1];
      if (id.startsWith('\0') && lng) return { code: languageModule(lng), moduleType: 'js' };
      const match = PART.exec(id);
      if (!match?.[1]) return null;
      const sections = partSections(match[2] ?? '');
      if (!sections) throw new Error(`catalog-parts: no part named ${match[2]} (${id})`);
      const catalog = JSON.parse(await readFile(match[1], 'utf8')) as Record<string, unknown>;
      const part = Object.fromEntries(sections.map((key) => [key, catalog[key]]));
      return { code: `export default ${JSON.stringify(part)};`, moduleType: 'js' };
    },
  };
}
