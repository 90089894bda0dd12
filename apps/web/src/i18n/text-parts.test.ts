import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sectionsUsed } from '../../text-usage';
import { isRouteHandle, PAGE_KEYS, type TPageKey } from '../app/pages';
import { routes, signedInRoutes } from '../app/router';
import es from './locales/es.json';
import { FIRST_SECTIONS, PAGE_TEXTS, partWith, TEXT_PART_NAMES, TEXT_PARTS } from './text-parts';

const src = path.resolve(import.meta.dirname, '..');
const SECTIONS = Object.keys(es);
const ROUTER = readFileSync(path.join(src, 'app/router.tsx'), 'utf8');

/**
 * The catalog loader names every part, and catalogs hold keys no page reads: not a page's use.
 * Nor the roles table: its permission names (`stats.read`) are not catalog keys.
 */
const notCode = (file: string) =>
  /[\\/]i18n[\\/]index\.ts$|[\\/]messages[\\/]|[\\/]shared[\\/]src[\\/]roles\.ts$/.test(file);

/** The sections a page's code names beyond /login's, with its layout's. */
function pageSections(...modules: string[]): string[] {
  const used = sectionsUsed(
    modules.map((m) => path.join(src, m)),
    SECTIONS,
    notCode,
  );
  return [...used].filter((s) => !FIRST_SECTIONS.includes(s)).sort();
}

/** The module router.tsx imports for a page key, read from its source (`page('…', key, lazy`). */
function pageModule(key: TPageKey): string {
  const lazy = new RegExp(`page\\(\\s*'[^']*',\\s*'${key}',\\s*(\\w+)`).exec(ROUTER)?.[1];
  const file =
    lazy && new RegExp(`const ${lazy} = [^;]*?import\\('\\.\\./([^']+)'\\)`).exec(ROUTER);
  if (!file?.[1]) throw new Error(`router.tsx: no page module for ${key}`);
  return `${file[1]}.tsx`;
}

/** Page keys of a route tree. */
function keysOf(tree: RouteObject[]): Set<TPageKey> {
  const keys = new Set<TPageKey>();
  const walk = (list: RouteObject[]) => {
    for (const route of list) {
      if (isRouteHandle(route.handle)) keys.add(route.handle.page);
      walk(route.children ?? []);
    }
  };
  walk(tree);
  return keys;
}

const APP_LAYOUT = 'app/layout/AppLayout.tsx';
const PUBLIC_LAYOUT = 'app/layout/PublicLayout.tsx';

describe("each page's catalog part (decision 0106)", () => {
  const signedIn = keysOf(signedInRoutes);
  const everyPage = keysOf(routes);

  it('knows every page of the router, and which layout it is drawn in', () => {
    expect([...everyPage].sort()).toEqual([...PAGE_KEYS].sort());
    expect([...everyPage].filter((k) => !signedIn.has(k)).sort()).toEqual([
      'pricing',
      'subscriptionFailure',
      'subscriptionPending',
      'subscriptionSuccess',
    ]);
  });

  // Parses every page's module graph with the TypeScript parser: about 20 s on a busy 2-core
  // machine, past the web tests' default timeout when other tests run beside it.
  it(
    "holds exactly the sections its pages' code and layout name, beyond /login's",
    { timeout: 90_000 },
    () => {
      const wanted = new Map<string, Set<string>>();
      const add = (part: string, sections: string[]) =>
        wanted.set(part, new Set([...(wanted.get(part) ?? []), ...sections]));
      for (const key of PAGE_KEYS) {
        const layout = signedIn.has(key) ? APP_LAYOUT : PUBLIC_LAYOUT;
        add(PAGE_TEXTS[key], pageSections(pageModule(key), layout));
      }
      add('liveShare', pageSections('features/live-share/pages/LiveSharePage.tsx'));
      add('answer', pageSections('features/availability/pages/AnswerPage.tsx'));
      add(
        'accountDeletion',
        pageSections('features/account-deletion/pages/ConfirmDeletionPage.tsx'),
      );
      add('invitation', pageSections('features/staff/pages/InvitationPage.tsx'));
      const declared = Object.fromEntries(
        TEXT_PART_NAMES.map((p) => [p, [...TEXT_PARTS[p]].sort()]),
      );
      const read = Object.fromEntries([...wanted].map(([p, s]) => [p, [...s].sort()]));
      expect(declared).toEqual(read);
    },
  );

  it("gives /login, the sign-up form and the frame's error pages nothing beyond the first part", () => {
    for (const module of [
      'features/auth/pages/LoginPage.tsx',
      'features/auth/pages/RegisterPage.tsx',
      'app/AppRoot.tsx',
      'app/RouteError.tsx',
      'app/guards.tsx',
      'app/server-state/ServerState.tsx',
    ]) {
      expect(pageSections(module), module).toEqual([]);
    }
  });

  it('loads the live page and every page the router names with their part', () => {
    expect(ROUTER).toMatch(/const liveSharePage = withTexts\('liveShare',/);
    expect(ROUTER).toMatch(/const answerPage = withTexts\('answer',/);
    expect(ROUTER).toMatch(/const confirmDeletionPage = withTexts\('accountDeletion',/);
    expect(ROUTER).toMatch(/lazy: withTexts\(PAGE_TEXTS\[key\], lazy\)/);
    expect(ROUTER).toMatch(/index: true,\s*lazy: withTexts\(PAGE_TEXTS\.teams, teamsPage\)/);
  });

  it('puts every section of the catalog in the first part or in some page part', () => {
    const placed = new Set([...FIRST_SECTIONS, ...TEXT_PART_NAMES.flatMap((p) => TEXT_PARTS[p])]);
    expect([...placed].sort()).toEqual([...SECTIONS].sort());
  });

  it('finds the smallest part holding a section, and none for a first or unknown one', () => {
    expect(partWith('live')).toBe('match');
    expect(partWith('teamUx')).toBe('teams');
    expect(partWith('menu')).toBe('pricing');
    expect(partWith('auth')).toBeNull();
    expect(partWith('nothing')).toBeNull();
  });
});

describe('sectionsUsed', () => {
  it('reads keys in strings and template heads, through static, re-exported and dynamic imports; not comments, type-only imports or bare names', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'text-usage-'));
    const write = (name: string, code: string) => writeFileSync(path.join(dir, name), code);
    write(
      'page.tsx',
      [
        "import { label } from './label';",
        "import type { Live } from './live';",
        "export * from './again';",
        "const Dialog = () => import('./dialog');",
        "// t('teams.inAComment')",
        "/* 'players.inABlock' */",
        "const route = 'players';",
        "export const x = [label, Dialog, route, t('common.ok')];",
      ].join('\n'),
    );
    write('label.ts', "export const label = 'stats.kpi.record';");
    write('live.ts', "export type Live = 'live.us'; export const unused = 'live.rival';");
    write('again.ts', 'export const zone = (k: string) => `reports.${k}`;');
    write(
      'dialog.tsx',
      'export default (t: (k: string) => string, n: string) => t(`matches.type.${n}`);',
    );
    expect([...sectionsUsed([path.join(dir, 'page.tsx')], SECTIONS)].sort()).toEqual([
      'common',
      'matches',
      'reports',
      'stats',
    ]);
  });

  it('follows the shared package, and leaves out what `skip` names', () => {
    // AuthContext imports the shared package for types only; a comment there names `pricing.`.
    expect(pageSections('features/auth/AuthContext.ts')).toEqual([]);
    const charts = path.join(src, 'features/stats/components/bar-charts.tsx');
    expect(sectionsUsed([charts], SECTIONS).size).toBeGreaterThan(0);
    expect(sectionsUsed([charts], SECTIONS, (f) => f === charts).size).toBe(0);
  });
});
