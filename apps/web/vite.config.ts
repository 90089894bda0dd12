import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogParts } from './catalog-parts.ts';
import { criticalPath } from './critical-path.ts';
import { inlineEntryCss } from './inline-css.ts';
import { muiNoCssVars } from './mui-no-css-vars.ts';
import { precompress } from './precompress.ts';

const SHARED = /packages[\\/]shared[\\/]src[\\/]/;
const MUI = /node_modules[\\/](@mui|@emotion|react-transition-group|@popperjs)[\\/]/;
// The first page most visits open; its MUI parts ship with the entry.
const signIn = criticalPath(['src/features/auth/pages/LoginPage.tsx']);
// The frame of every signed-in page (bars, side menu, tooltips): loaded together with it.
const layout = criticalPath(['src/app/layout/AppLayout.tsx']);

const apiPort = process.env.API_PORT ?? process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [
    muiNoCssVars(),
    catalogParts(),
    react(),
    signIn.plugin,
    layout.plugin,
    inlineEntryCss(),
    precompress(),
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
