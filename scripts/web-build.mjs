// Shared by `npm start` and the browser tests: is apps/web/dist current, and build it.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isStale, root } from './stale.mjs';

export { root };
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');
// The build's own files (vite.config.ts and its plugins beside it) count as sources too.
const sources = [
  path.join(webDir, 'src'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'package.json'),
  ...readdirSync(webDir)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.join(webDir, f)),
  path.join(webDir, 'public'),
  path.join(root, 'packages/shared/src'),
];

export function webBuildIsStale() {
  return isStale(builtIndex, sources);
}

export function buildWeb() {
  return new Promise((resolve, reject) => {
    const vite = viteBin();
    const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
      cwd: webDir,
      stdio: 'inherit',
      // Always the production build: run from the browser tests, vitest's NODE_ENV=test would
      // otherwise give React's development build, which `npm start` would then serve.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`web build failed with exit code ${code}`)),
    );
  });
}

/** Vite's CLI as installed for apps/web (npm may or may not hoist it). */
export function viteBin() {
  const pkg = createRequire(path.join(webDir, 'package.json')).resolve('vite/package.json');
  return path.join(path.dirname(pkg), 'bin/vite.js');
}
