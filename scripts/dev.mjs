// `npm run dev`: API in watch mode on API_PORT (default 3000) and Vite with hot
// reload on 5173, which proxies /api to the API.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root, viteBin } from './web-build.mjs';

const children = [
  spawn(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'apps/server/src/main.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PORT: process.env.API_PORT ?? '3000' },
    },
  ),
  spawn(process.execPath, [viteBin()], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
