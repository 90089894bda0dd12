import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogModule, catalogParts } from './catalog-parts.ts';
import { criticalPath } from './critical-path.ts';
import { FIRST_PAGES } from './src/app/first-pages.ts';
import { frameHints } from './frame-hints.ts';
import { inlineEntryCss } from './inline-css.ts';
import { muiNoCssVars } from './mui-no-css-vars.ts';
import { precompress } from './precompress.ts';
import { installableApp } from './pwa.ts';
import { routerProduction } from './router-production.ts';
import { stagedEntry } from './staged-entry.ts';

// The query layer (TanStack Query): every signed-in page's, none of /login's.
const QUERY = /node_modules[\\/]@tanstack[\\/]/;
const SHARED = /packages[\\/]shared[\\/]src[\\/]/;
/**
 * The 'boot' chunk: i18next and the translation hook, the API client with its token helpers
 * (and jose's JWT decoding, and what it notes on a first visit), the query client's holder, the
 * limits, and Vite's preload helper, which every lazy import calls (its own 0.7 KB file before
 * decision 0094). They import only
 * React and each other. Listed file by file on purpose: taking react-i18next whole (its provider
 * and init, which the entry alone imports, or Trans, which pages import) changed how the other
 * chunks were cut, and the entry then imported pages' chunks statically.
 */
const BOOT = [
  /node_modules[\\/]i18next[\\/]/,
  /node_modules[\\/]react-i18next[\\/]dist[\\/]es[\\/](utils|unescape|defaults|i18nInstance|context|useTranslation)\.js$/,
  /node_modules[\\/]use-sync-external-store[\\/]/,
  /node_modules[\\/]jose[\\/]/,
  /src[\\/]lib[\\/](api-client|token|early-requests|next-task|first-visit-gets)\.ts$/,
  // The paths the service worker keeps, which the API client notes on a first visit.
  /src[\\/]sw[\\/]api-cache\.ts$/,
  /src[\\/]app[\\/]server-state[\\/]current\.ts$/,
  /packages[\\/]shared[\\/]src[\\/]limits\.ts$/,
  /vite\/preload-helper/,
];
const MUI = /node_modules[\\/](@mui|@emotion|react-transition-group|@popperjs)[\\/]/;
// The first page most visits open; its MUI parts ship with the entry.
const signIn = criticalPath(['src/features/auth/pages/LoginPage.tsx']);
// The frame of every signed-in page (bars, side menu, tooltips): loaded together with it.
const layout = criticalPath(['src/app/layout/AppLayout.tsx']);
// The rest of that frame: the server-state layer, the shell's queries and prefetches.
const frame = criticalPath(
  [
    'src/app/server-state/ServerState.tsx',
    'src/app/layout/AppLayout.tsx',
    'src/app/server-state/prefetch-shell.ts',
  ],
  { entry: false },
);
// All that /login may load, at once or later (the form's schemas at the first keystroke).
const signInReach = criticalPath(['src/features/auth/pages/LoginPage.tsx'], {
  entry: false,
  dynamic: true,
});

// The entry's own modules: no group below may take one out of it.
const entry = criticalPath([]);
/**
 * Each first page's code (decision 0092) and what it imports statically. Decision 0094: the
 * small modules such a page shares with other pages, each of them a file of 0.1 to 3 KB and a
 * round trip on a phone, go in one file per page.
 */
const firstPages = FIRST_PAGES.map(({ page, modules }) => ({
  page,
  reach: criticalPath(modules, { entry: false }),
}));
const appCode = (id: string) => /apps[\\/]web[\\/]src[\\/]/.test(id) || SHARED.test(id);
/**
 * The rules engine, but for the matches' config module, which the match pages' shared helpers
 * read: with it, every page loading those helpers would load the engine too.
 */
const inEngine = (id: string) =>
  SHARED.test(id) && /[\\/]futsal[\\/]/.test(id) && !/match-config\.ts$/.test(id);
/** The live console and the rules engine: each a chunk of its own, which other pages load too. */
const ownChunk = (id: string) => /features[\\/]live[\\/]/.test(id) || inEngine(id);
const signedIn = (id: string) => frame.has(id) || firstPages.some((p) => p.reach.has(id));

/**
 * A catalog part's chunk name, `en-teams`: a language's first part and its validation messages
 * go in one chunk, `en-first`.
 */
const catalogChunk = (id: string) => {
  const catalog = catalogModule(id);
  if (!catalog) return null;
  return `${catalog.lng}-${catalog.part === 'messages' ? 'first' : catalog.part}`;
};

const apiPort = process.env.API_PORT ?? process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [
    muiNoCssVars(),
    routerProduction(),
    catalogParts(),
    react({ compiler: { compilationMode: 'annotation' } }),
    signIn.plugin,
    layout.plugin,
    frame.plugin,
    signInReach.plugin,
    entry.plugin,
    ...firstPages.map((p) => p.reach.plugin),
    inlineEntryCss(),
    frameHints(),
    stagedEntry(),
    precompress(),
    installableApp(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: {
      treeshake: {
        // The shared package's modules only declare (schemas, catalogs, the engine): an import of
        // one name from its barrel must not keep every zod schema, and zod, in the entry.
        moduleSideEffects: (id) => (SHARED.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // React itself, changed only with a version bump: cached across deployments. Also
              // keeps react-dom (MUI's portals import it) from being dragged into mui-common,
              // which the entry would then preload.
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 4,
            },
            {
              // Modules the entry imports and lazy pages import too (see BOOT): left to the
              // default split they were six files of 1 to 15 KB that every page loads at once.
              name: 'boot',
              test: (id) => BOOT.some((re) => re.test(id)),
              includeDependenciesRecursively: false,
              priority: 3,
            },
            {
              // What /login renders (styling engine, inputs, buttons, alert): one file the
              // entry preloads, and nothing more, so the sign-in page stays light.
              name: 'mui-shell',
              test: (id) => MUI.test(id) && signIn.has(id),
              priority: 3,
            },
            {
              // The MUI parts of the signed-in frame (app bar, drawer, list items, tooltip):
              // every signed-in page needs them, and split by share count they were ten
              // small files.
              name: 'mui-layout',
              test: (id) => MUI.test(id) && layout.has(id) && !signIn.has(id),
              priority: 2,
            },
            {
              // MUI parts that most lazy pages share (inputs, select/menu, modal, alert, icon button...)
              // go in one chunk. Left alone, each became its own tiny common chunk and /login
              // fetched some 30 files; rarely shared parts (drawer, tooltip...) still split per page.
              name: 'mui-common',
              test: MUI,
              minShareCount: 8,
              priority: 1,
            },
            {
              // The signed-in frame's own code (the query layer, the shell's queries, menus and
              // prefetches) and TanStack Query: one file instead of some thirty of one or two KB, each a round trip
              // on a phone. Nothing /login loads goes in, or /login would fetch the whole frame.
              name: 'app-frame',
              test: (id) =>
                QUERY.test(id) ||
                (frame.has(id) && !MUI.test(id) && !signIn.has(id) && !signInReach.has(id)),
              // Only these modules: by default a group takes their imports too, and would take
              // the router, zod and i18next out of the entry, which /login then had to fetch.
              includeDependenciesRecursively: false,
              priority: 0,
            },
            {
              // App modules of the sign-in page that the signed-in frame and first pages use too
              // (theme toggle, language switch, page title): one file, on every page (0094).
              name: 'shell',
              test: (id) => appCode(id) && signIn.has(id) && !entry.has(id) && signedIn(id),
              includeDependenciesRecursively: false,
              priority: 3,
            },
            {
              // A language's first catalog part and its validation messages, which /login and
              // every page ask for together: one file a language instead of two (0094). Each
              // page's part, named for it (0106).
              name: catalogChunk,
              test: (id) => catalogChunk(id) !== null,
              priority: 3,
            },
            {
              // zod and the auth forms' schemas, which /login loads at its form's first keystroke
              // and the other forms when opened (no page parses replies in production, 0105): one
              // file. Left to the default split, the schema and zod's ISO dates were one more (0094).
              name: 'schemas',
              test: (id) =>
                /node_modules[\\/]zod[\\/]|shared[\\/]src[\\/]schemas[\\/]auth\.ts$/.test(id),
              includeDependenciesRecursively: false,
              priority: 3,
            },
            {
              // The rules engine: the console, the match's details and the public live page
              // replay with it. Its period helpers were a file of their own beside it (0094).
              name: 'engine',
              test: inEngine,
              includeDependenciesRecursively: false,
              priority: 1,
            },
            ...firstPages.map(({ page, reach }) => ({
              name: `${page}-shared`,
              test: (id: string) =>
                (appCode(id) || MUI.test(id)) &&
                reach.has(id) &&
                !entry.has(id) &&
                !signInReach.has(id) &&
                !frame.has(id) &&
                !ownChunk(id),
              minShareCount: 2,
              includeDependenciesRecursively: false,
              priority: 0,
            })),
            {
              // Icons two or more signed-in pages share: each was its own ~1 KB file, one
              // round trip apiece on a phone. The sign-in path's icons stay in mui-shell.
              name: 'icons',
              test: (id) =>
                /node_modules[\\/]@mui[\\/]icons-material[\\/]/.test(id) && !signIn.has(id),
              minShareCount: 2,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
