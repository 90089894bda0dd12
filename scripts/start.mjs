// `npm start`: build the web app and bundle the server when missing or older
// than their sources, then serve UI and API from one process on PORT (default 3000).
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { prepareStartEnv } from './quick-start.mjs';
import { buildServer, serverBundle, serverBundleIsStale } from './server-build.mjs';
import { webBuildIsStale, buildWeb, root } from './web-build.mjs';

if (webBuildIsStale()) {
  console.log('Building the web app (first run or sources changed)…');
  await buildWeb();
}

// The bundle starts in a fraction of tsx's time (decision 0060); if it cannot be built, tsx runs the sources.
let bundled = true;
if (serverBundleIsStale()) {
  try {
    await buildServer();
  } catch (err) {
    console.warn(`Could not bundle the server (${err?.message ?? err}); running it through tsx.`);
    bundled = false;
  }
}

// NODE_ENV defaults to production; the quick start opts in to the sandbox there, loudly (decision 0162).
const notice = prepareStartEnv(process.env, root);
if (notice) console.warn(notice);
if (bundled) {
  // In this process: a second Node.js would cost its own boot on every restart (decision 0070).
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(serverBundle).href);
} else {
  const server = spawn(
    process.execPath,
    ['--enable-source-maps', '--import', 'tsx', 'apps/server/src/main.ts'],
    { cwd: root, stdio: 'inherit', env: process.env },
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
