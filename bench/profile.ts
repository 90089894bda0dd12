/**
 * One route under load, with a CPU profile of the loaded part only (not a figure: `npm run bench` is that).
 *
 *   PROFILE_ROUTE=me|teams|players|stats PROFILE_DB=memory://|postgres://… PROFILE_OUT=/tmp/me.cpuprofile \
 *     npx tsx bench/profile.ts
 *   node bench/profile-summary.mjs /tmp/me.cpuprofile
 *
 * Built and loaded as bench/run.ts does (production config, autocannon in the same process).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { startBenchApp } from './app';
import { load } from './lib';
import { auth, playedSeason, seedTeam } from './scenarios';

const route = process.env.PROFILE_ROUTE ?? 'me';
const databaseUrl = process.env.PROFILE_DB ?? 'memory://';
const { ctx, close } = await startBenchApp(databaseUrl);
try {
  const url = ctx.url;
  const { teamId } = await seedTeam(ctx, 25);
  // The season figures of 60 finished matches of ~300 events, as the seasonStats row loads them.
  const season = route === 'stats' ? (await playedSeason(ctx, 60, 300, 1)).teamId : teamId;
  const today = new Date().toISOString().slice(0, 10);
  const paths: Record<string, string> = {
    me: '/api/auth/me',
    teams: '/api/teams',
    players: `/api/teams/${teamId}/players`,
    stats: `/api/stats/team/${season}?range=custom&from=2000-01-01&to=${today}`,
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
  await close();
}
