// `npm start`: build the web app when its build is missing or older than its
// sources, then serve UI and API from one process on PORT (default 3000).
import { spawn } from 'node:child_process';
import { webBuildIsStale, buildWeb, root } from './web-build.mjs';

if (webBuildIsStale()) {
  console.log('Building the web app (first run or sources changed)…');
  await buildWeb();
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
