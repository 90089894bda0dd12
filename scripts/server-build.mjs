// `npm start` runs the server from one bundled file (decision 0060): loading
// ~150 TypeScript modules through tsx's loader was most of a restart. The
// bundle holds the server and @futsal/shared; packages stay in node_modules.
// Rebuilt, like the web build, when missing or older than its sources.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isStale, root } from './stale.mjs';

const serverDir = path.join(root, 'apps/server');
export const serverBundle = path.join(serverDir, 'dist/main.mjs');
const sources = [
  path.join(serverDir, 'src'),
  path.join(serverDir, 'package.json'),
  path.join(root, 'packages/shared/src'),
  path.join(root, 'scripts/server-build.mjs'),
];

export function serverBundleIsStale() {
  return isStale(serverBundle, sources);
}

export async function buildServer() {
  // esbuild as the web build's Vite has it installed (no dependency of its own).
  const vite = createRequire(path.join(root, 'apps/web/package.json')).resolve('vite/package.json');
  const esbuild = createRequire(vite).resolve('esbuild');
  const { build } = await import(pathToFileURL(esbuild).href);
  const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies ?? {}).filter((d) => d !== '@futsal/shared');
  await build({
    entryPoints: [path.join(serverDir, 'src/main.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    // Packages (and their subpaths) load from node_modules as before.
    external: external.flatMap((d) => [d, `${d}/*`]),
    plugins: [
      {
        // Modules that find files next to themselves (migrations, the repository root) keep their own URL.
        name: 'own-import-meta-url',
        setup(b) {
          b.onLoad({ filter: /\.ts$/ }, (args) => {
            const text = readFileSync(args.path, 'utf8');
            if (!text.includes('import.meta.url')) return undefined;
            const url = JSON.stringify(pathToFileURL(args.path).href);
            return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
          });
        },
      },
    ],
  });
}
