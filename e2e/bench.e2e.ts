import { afterEach, describe, expect, it, onTestFailed } from 'vitest';
// @ts-expect-error plain ESM helper shared with `npm start`, no types
import { root } from '../scripts/web-build.mjs';
import { NpmCommand } from './npm-command';

/**
 * The README's `npm run bench`, as written, cut short: one second per load, on PGlite, the rows
 * that build a coach, a squad and live matches, grow a club, and replay the engine. It checks
 * the bench still runs (it broke once on a plan limit and once on the stream cap, which no test saw),
 * not its figures.
 */
let command: NpmCommand | null = null;
afterEach(async () => {
  await command?.stop();
  command = null;
});

describe('npm run bench', () => {
  it('runs its scenarios to the end with no failed request', async () => {
    command = new NpmCommand(['run', 'bench'], {
      cwd: root as string,
      env: {
        ...process.env,
        BENCH_ONLY: 'authMe,eventAppends,streamFanOut,teamsGrowth,engine',
        BENCH_DB: 'pglite',
        BENCH_SECONDS: '1',
      },
    });
    const run = command;
    onTestFailed(() => console.error(`--- npm run bench ---\n${run.output}`));
    expect(await run.done, run.output).toBe(0);
    const rows = run.output.split('\n').filter((line) => / req\/s {2}p99 /.test(line));
    const names = rows.map((line) => line.split(/ {2,}/)[0]);
    expect(names).toContain('baseline: bare Fastify route');
    expect(names).toContain('GET /api/auth/me [PGlite]');
    expect(names.filter((n) => n?.startsWith('POST /api/events/match/{id}'))).toHaveLength(2);
    expect(names.some((n) => n?.includes('teams'))).toBe(true);
    expect(rows.filter((line) => line.includes('errors!'))).toEqual([]);
    expect(run.output).toMatch(/live stream \[PGlite\]: append → 50 streams of one match/);
    expect(run.output).toMatch(/rules engine: replay of a \d+-event log/);
  }, 240_000);
});
