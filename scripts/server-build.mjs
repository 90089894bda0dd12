// `npm start` runs the server from one bundled file (decisions 0060, 0070):
// loading ~150 TypeScript modules through tsx's loader, then ~600 package
// files one by one, was most of a restart. The bundle holds the server,
// @futsal/shared and the pure-JavaScript packages; the packages in STAY_OUTSIDE
// load from node_modules. Rebuilt, like the web build, when missing or older
// than its sources.
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
  // The bundle holds the pure-JavaScript packages: an update of the lock file must rebuild it.
  path.join(root, 'package-lock.json'),
];

export function serverBundleIsStale() {
  return isStale(serverBundle, sources);
}

/**
 * Packages left in node_modules: native addons, packages that find files next
 * to themselves (WebAssembly, fonts, static assets, worker scripts), and the
 * SDKs the server imports only at first use (decision 0070).
 */
const STAY_OUTSIDE = [
  '@electric-sql/pglite', // its .wasm and .data files
  '@node-rs/argon2', // native
  'sharp', // native, loaded at first use
  'pdfmake', // fonts, loaded at first use
  '@fastify/swagger-ui', // static assets
  'pino', // worker-thread transports by file path
  'tinypool', // its thread entry by file path; loaded at the first PDF report
  'thread-stream',
  'pg-native', // optional native driver pg looks for
  'stripe',
  'mercadopago',
  'nodemailer',
  'ioredis',
  'file-type',
  'exceljs', // loaded at first use (a squad's import)
  'papaparse',
  '@aws-sdk/client-s3',
];

/**
 * The PDF reports' thread entry (decision 0164), bundled beside the server as pdf-worker.mjs,
 * where the server looks for it (modules/reports/report-renderer.ts).
 */
const pdfWorker = path.join(serverDir, 'src/modules/reports/pdf-worker.ts');

export async function buildServer(outfile = serverBundle) {
  // esbuild as the web build's Vite has it installed (no dependency of its own).
  const vite = createRequire(path.join(root, 'apps/web/package.json')).resolve('vite/package.json');
  const esbuild = createRequire(vite).resolve('esbuild');
  const { build } = await import(pathToFileURL(esbuild).href);
  await build({
    entryPoints: {
      [path.basename(outfile, '.mjs')]: path.join(serverDir, 'src/main.ts'),
      'pdf-worker': pdfWorker,
    },
    outdir: path.dirname(outfile),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    external: STAY_OUTSIDE.flatMap((d) => [d, `${d}/*`]),
    // CommonJS packages inside an ES module bundle still call require().
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
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
