/// <reference types="node" />
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/**
 * The UI catalog's top-level sections /login shows (its form, the sign-in frame, the theme and
 * language buttons, the error page). The rest (every other page's texts, ~90 % of a catalog)
 * loads with the routes behind the server-state layout (decision 0069).
 */
export const FIRST_SECTIONS = ['app', 'auth', 'common', 'errorPage', 'languages', 'layout'];

const PART = /^(.*[\\/]src[\\/]i18n[\\/]locales[\\/][a-z]{2}\.json)\?part=(first|rest)$/;

const CATALOG_MODULE =
  /[\\/](?:src[\\/]i18n[\\/]locales[\\/]([a-z]{2})\.json\?part=(first|rest)|shared[\\/]src[\\/]messages[\\/]([a-z]{2})\.ts)$/;

/**
 * A language's catalog module, by its id: its UI catalog's first or rest part (`src/i18n/index.ts`
 * loads them as `locales/xx.json?part=`), or its validation messages (`@futsal/shared/messages/xx`).
 */
export function catalogModule(
  id: string,
): { lng: string; part: 'first' | 'rest' | 'messages' } | null {
  const match = CATALOG_MODULE.exec(id);
  if (!match) return null;
  const lng = match[1] ?? match[3];
  const part = (match[2] as 'first' | 'rest' | undefined) ?? 'messages';
  return lng ? { lng, part } : null;
}

/** `locales/xx.json?part=first|rest`: that part of the catalog, as a module. */
export function catalogParts(): Plugin {
  return {
    name: 'catalog-parts',
    enforce: 'pre',
    async load(id) {
      const match = PART.exec(id);
      if (!match?.[1]) return null;
      const catalog = JSON.parse(await readFile(match[1], 'utf8')) as Record<string, unknown>;
      const first = match[2] === 'first';
      const part = Object.fromEntries(
        Object.entries(catalog).filter(([key]) => FIRST_SECTIONS.includes(key) === first),
      );
      return { code: `export default ${JSON.stringify(part)};`, moduleType: 'js' };
    },
  };
}
