/**
 * One route under load, with a CPU profile of the loaded part only (not a figure: `npm run bench` is that).
 *
 *   PROFILE_ROUTE=me|teams|players PROFILE_DB=memory://|postgres://… PROFILE_OUT=/tmp/me.cpuprofile \
 *     npx tsx bench/profile.ts
 *   node bench/profile-summary.mjs /tmp/me.cpuprofile
 *
 * Built and loaded as bench/run.ts does (production config, autocannon in the same process).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { subscriptions } from '../apps/server/src/db/schema';
import { load } from './lib';
import { auth, seedTeam } from './scenarios';

const route = process.env.PROFILE_ROUTE ?? 'me';
const databaseUrl = process.env.PROFILE_DB ?? 'memory://';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'futsal-profile-'));
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_ENABLED: 'false',
  JWT_SECRET: 'b'.repeat(48),
});
const database = await openDatabase(config);
const app = await buildApp(config, { database });
try {
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const user = {
    firstName: 'Profile',
    lastName: 'User',
    email: `profile-${Date.now()}@example.com`,
    password: 'Profile12345',
  };
  const post = (p: string, body: unknown) =>
    fetch(`${url}/api/auth/${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const { user: created } = (await (await post('register', user)).json()) as {
    user: { id: string };
  };
  await database.db.insert(subscriptions).values({
    userId: created.id,
    plan: 'club',
    period: 'monthly',
    status: 'active',
    startDate: new Date(),
    autoRenew: true,
  });
  const { token } = (await (
    await post('login', { email: user.email, password: user.password })
  ).json()) as { token: string };
  const ctx = { url, token, db: database.db, userId: created.id, embedded: false };
  const { teamId } = await seedTeam(ctx, 25);
  const paths: Record<string, string> = {
    me: '/api/auth/me',
    teams: '/api/teams',
    players: `/api/teams/${teamId}/players`,
  };
  const target = paths[route];
  if (!target) throw new Error(`PROFILE_ROUTE: one of ${Object.keys(paths).join(', ')}`);
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  const m = await load(`GET ${target}`, { url: `${url}${target}`, headers: auth(ctx) });
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(
    process.env.PROFILE_OUT ?? `/tmp/futsal-${route}.cpuprofile`,
    JSON.stringify(profile),
  );
  session.disconnect();
  console.log(`${m.name}: ${m.rps.toFixed(0)} req/s, p99 ${m.p99} ms, ${m.errors} errors`);
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
