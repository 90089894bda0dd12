import { ZPlayerAttendance, type TPlayerAttendance, type TTraining } from '@futsal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { BAD_IDS, givePlan, missingId } from '../../../test/club';
import { bearer, createTestApp, registerAndLogin, type TestApp } from '../../../test/helpers';
import { buildSeason, daysAgo, type Season } from '../../../test/season';
import { eq } from 'drizzle-orm';
import { playerStatusChanges } from '../../db/schema';
import { isoWeek, mondayOf, mondaysOf } from './attendance';

let t: TestApp;
let s: Season;
let other: Awaited<ReturnType<typeof registerAndLogin>>;

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  token: string | null,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const ok = async (method: 'PUT' | 'POST', url: string, payload: unknown) => {
  const res = await call(method, url, s.coach.token, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
};
const pid = (n: number) => s.players[n - 1]?.id ?? '';
const day = (n: number) => daysAgo(n).slice(0, 10);

/** A training `days` ago with player 1 (and 2) called up and player 1's attendance taken. */
async function training(days: number, attendance: string | null, reason = '') {
  const res = await ok('POST', `/trainings/team/${s.teamId}`, {
    startsAt: daysAgo(days),
    durationMinutes: 90,
    place: 'Pabellón',
  });
  const id = res.json<TTraining>().id;
  await ok('PUT', `/callups/training/${id}`, {
    players: [{ playerId: pid(1) }, { playerId: pid(2) }],
  });
  if (attendance)
    await ok('PUT', `/callups/training/${id}/attendance`, {
      entries: [{ playerId: pid(1), attendance, reason }],
    });
  return id;
}

async function matchCallup(matchId: string, attendance: string) {
  await ok('PUT', `/callups/match/${matchId}`, {
    players: s.players.slice(0, 14).map((p) => ({ playerId: p.id })),
  });
  await ok('PUT', `/callups/match/${matchId}/attendance`, {
    entries: [{ playerId: pid(1), attendance }],
  });
}

beforeAll(async () => {
  t = await createTestApp();
  s = await buildSeason(t.app);
  other = await registerAndLogin(t.app);
  // Matches (buildSeason): A 3 days ago, B 10, C 45; player 1 plays all 40 minutes of each.
  await matchCallup(s.matchIds.a, 'present');
  await matchCallup(s.matchIds.b, 'late');
  await training(2, 'present');
  await training(4, 'absent', 'Exámenes');
  await training(11, 'absent', ' Exámenes ');
  await training(12, null);
  await training(100, 'present'); // outside the period asked below
  const cancelled = await training(5, 'present');
  await ok('PUT', `/trainings/${cancelled}`, { status: 'cancelled' });
});
afterAll(async () => {
  await t?.close();
});

const range = `range=custom&from=${day(60)}&to=${day(0)}`;
const attendance = async (n: number, query = range): Promise<TPlayerAttendance> => {
  const res = await call('GET', `/stats/player/${pid(n)}/attendance?${query}`, s.coach.token);
  expect(res.statusCode, res.body).toBe(200);
  return ZPlayerAttendance.parse(res.json());
};

describe('GET /api/stats/player/{playerId}/attendance', () => {
  it('counts trainings and matches by attendance, cancelled and out-of-period events left out', async () => {
    const r = await attendance(1);
    expect(r.period).toMatchObject({ range: 'custom', from: day(60), to: day(0) });
    expect(r.trainings).toEqual({
      calledUp: 4,
      present: 1,
      late: 0,
      absent: 2,
      notRecorded: 1,
      rate: 0.333,
    });
    expect(r.matches).toEqual({
      calledUp: 2,
      present: 1,
      late: 1,
      absent: 0,
      notRecorded: 0,
      rate: 1,
    });
    // The reason is trimmed, so both absences fall under one.
    expect(r.absenceReasons).toEqual([{ reason: 'Exámenes', count: 2 }]);
  });

  it('lists every ISO week of the period with minutes, matches played and trainings attended', async () => {
    const r = await attendance(1);
    const expected = new Map<string, [number, number, number, number]>();
    const put = (days: number, [sec, played, att, called]: [number, number, number, number]) => {
      const key = mondayOf(day(days));
      const w = expected.get(key) ?? [0, 0, 0, 0];
      expected.set(key, [w[0] + sec, w[1] + played, w[2] + att, w[3] + called]);
    };
    put(3, [2400, 1, 0, 0]);
    put(10, [2400, 1, 0, 0]);
    put(45, [2400, 1, 0, 0]);
    put(2, [0, 0, 1, 1]);
    put(4, [0, 0, 0, 1]);
    put(11, [0, 0, 0, 1]);
    put(12, [0, 0, 0, 1]);
    const weeks = r.weeks.filter(
      (w) => w.secondsPlayed + w.matchesPlayed + w.trainingsAttended + w.trainingsCalledUp > 0,
    );
    expect(
      weeks.map((w) => [
        w.monday,
        w.secondsPlayed,
        w.matchesPlayed,
        w.trainingsAttended,
        w.trainingsCalledUp,
      ]),
    ).toEqual([...expected].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, ...v]));
    // Every week, one after the other, from the week of `from` to the week of `to`.
    expect(r.weeks[0]?.monday).toBe(mondayOf(day(60)));
    expect(r.weeks.at(-1)?.monday).toBe(mondayOf(day(0)));
    expect(r.weeks).toHaveLength(mondaysOf({ from: day(60), to: day(0) }).length);
    expect(r.weeks.every((w) => w.week === isoWeek(w.monday))).toBe(true);
  });

  it('gives a player on the bench no minutes and another player their own call-ups', async () => {
    const r = await attendance(2);
    expect(r.trainings).toMatchObject({ calledUp: 4, notRecorded: 4, rate: 0 });
    expect(r.weeks.reduce((n, w) => n + w.secondsPlayed, 0)).toBe(3 * 2400);
    const bench = await attendance(7);
    expect(bench.weeks.reduce((n, w) => n + w.secondsPlayed + w.matchesPlayed, 0)).toBe(0);
    expect(bench.matches).toMatchObject({ calledUp: 2, notRecorded: 2 });
  });

  it('defaults to the season and narrows to the last 30 days', async () => {
    const season = await attendance(1, '');
    expect(season.period.range).toBe('season');
    const month = await attendance(1, 'range=30d');
    expect(month.trainings.calledUp).toBe(4);
    expect(month.weeks.reduce((n, w) => n + w.secondsPlayed, 0)).toBe(2 * 2400);
  });

  it('answers 400 for a bad period or id, 404 for another user and an unknown player, 401 signed out', async () => {
    const url = `/stats/player/${pid(1)}/attendance`;
    const bad = [
      'range=week',
      'range=custom',
      `range=custom&from=${day(0)}&to=${day(10)}`,
      'range=custom&from=2020-01-01&to=2026-01-01',
      'range=custom&from=2026-13-01&to=2026-14-01',
    ];
    for (const q of bad) {
      const res = await call('GET', `${url}?${q}`, s.coach.token);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    const long = await call(
      'GET',
      `${url}?range=custom&from=2020-01-01&to=2026-01-01`,
      s.coach.token,
    );
    expect(JSON.stringify(long.json().error.details)).toContain('dos años');
    for (const id of BAD_IDS) {
      const res = await call('GET', `/stats/player/${id}/attendance`, s.coach.token);
      expect(res.statusCode, id).toBe(400);
    }
    expect((await call('GET', url, other.token)).statusCode).toBe(404);
    expect(
      (await call('GET', `/stats/player/${missingId()}/attendance`, s.coach.token)).statusCode,
    ).toBe(404);
    expect((await call('GET', url, null)).statusCode).toBe(401);
  });
});

describe("a player's injuries on the load (decision 0188)", () => {
  const history = (playerId: string) =>
    t.db
      .select({ id: playerStatusChanges.id, status: playerStatusChanges.status })
      .from(playerStatusChanges)
      .where(eq(playerStatusChanges.playerId, playerId))
      .orderBy(playerStatusChanges.changedAt);

  it('keeps each status a player is given, by whichever route, and marks the injured days', async () => {
    // Player 5 was created available; the form, then the medical staff's kind of edit, change it.
    await ok('PUT', `/players/${pid(5)}`, { status: 'injured' });
    await ok('PUT', `/players/${pid(5)}`, { name: 'Sergio Lesionado' });
    await ok('PUT', `/players/${pid(5)}`, { status: 'available' });
    await ok('PUT', `/players/${pid(5)}`, { status: 'injured' });
    const kept = await history(pid(5));
    // A change of another field keeps no row: only the four statuses it had.
    expect(kept.map((r) => r.status)).toEqual(['available', 'injured', 'available', 'injured']);
    // Dated as a coach would have set them: injured 20 days ago, back 13 days ago, injured
    // again 2 days ago (the rows' own times are this test's seconds).
    const dates = [59, 20, 13, 2].map((n) => daysAgo(n));
    for (const [i, row] of kept.entries())
      await t.db
        .update(playerStatusChanges)
        .set({ changedAt: new Date(dates[i] ?? '') })
        .where(eq(playerStatusChanges.id, row.id));
    const r = await attendance(5);
    expect(r.spells).toEqual([
      { status: 'injured', from: day(20), to: day(14) },
      { status: 'injured', from: day(2), to: null },
    ]);
    const injured = new Map<string, number>();
    for (let n = 20; n >= 14; n -= 1)
      injured.set(mondayOf(day(n)), (injured.get(mondayOf(day(n))) ?? 0) + 1);
    for (let n = 2; n >= 0; n -= 1)
      injured.set(mondayOf(day(n)), (injured.get(mondayOf(day(n))) ?? 0) + 1);
    expect(r.weeks.filter((w) => w.daysInjured > 0).map((w) => [w.monday, w.daysInjured])).toEqual(
      [...injured].sort(([a], [b]) => a.localeCompare(b)),
    );
    // A player who was never injured has no spell and no injured day.
    const fit = await attendance(1);
    expect(fit.spells).toEqual([]);
    expect(fit.weeks.every((w) => w.daysInjured === 0)).toBe(true);
  });

  it('dates a status from the day the coach gives, after the change before it and never ahead', async () => {
    // Player 8 was created today: the injury began before, so the first status gives way.
    await ok('PUT', `/players/${pid(8)}`, { status: 'injured', statusSince: day(5) });
    expect((await attendance(8)).spells).toEqual([{ status: 'injured', from: day(5), to: null }]);
    expect((await history(pid(8))).map((r) => r.status)).toEqual(['injured']);
    // Back before the injury began: refused, and nothing stored.
    const early = await call('PUT', `/players/${pid(8)}`, s.coach.token, {
      status: 'available',
      statusSince: day(6),
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'statusSince', message: expect.stringContaining('posterior') }],
    });
    const ahead = await call('PUT', `/players/${pid(8)}`, s.coach.token, {
      status: 'available',
      statusSince: '2099-01-01',
    });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().error.details[0]).toMatchObject({ path: 'statusSince' });
    expect((await history(pid(8))).map((r) => r.status)).toEqual(['injured']);
    // Back two days ago: the injury ran from five days ago to three days ago.
    await ok('PUT', `/players/${pid(8)}`, { status: 'available', statusSince: day(2) });
    expect((await attendance(8)).spells).toEqual([{ status: 'injured', from: day(5), to: day(3) }]);
  });

  it('dates a new player injured since before they were added', async () => {
    const res = await ok('POST', `/players/team/${s.teamId}`, {
      name: 'Fichaje Lesionado',
      number: 61,
      status: 'injured',
      statusSince: day(7),
    });
    const created = await call(
      'GET',
      `/stats/player/${res.json<{ id: string }>().id}/attendance?${range}`,
      s.coach.token,
    );
    expect(ZPlayerAttendance.parse(created.json()).spells).toEqual([
      { status: 'injured', from: day(7), to: null },
    ]);
  });

  it('keeps none of an erased player', async () => {
    await ok('PUT', `/players/${pid(6)}`, { status: 'injured' });
    expect((await history(pid(6))).length).toBeGreaterThan(0);
    const res = await call('DELETE', `/players/${pid(6)}`, s.coach.token);
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await history(pid(6))).toEqual([]);
  });
});

describe('the player PDF', () => {
  it('prints the attendance table and the weekly load, never the absence reasons', async () => {
    await givePlan(t.db, s.coach.user.id, 'starter');
    const res = await call('GET', `/reports/player/${pid(1)}?${range}&lng=es`, s.coach.token);
    expect(res.statusCode, res.body).toBe(200);
    const file = path.join(t.tmpDir, 'attendance-report.pdf');
    writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Convocado');
    expect(text).toMatch(/Entrenamientos\s+4\s+1\s+0\s+2\s+1\s+33\s?%/);
    expect(text).toMatch(/Partidos\s+2\s+1\s+1\s+0\s+0\s+100\s?%/);
    expect(text).toContain('Carga semanal');
    // The week of match A: 40 minutes, one match played.
    expect(text).toMatch(
      new RegExp(`${Number(isoWeek(mondayOf(day(3))).slice(-2))} · .*\\s40\\s+1\\s`),
    );
    expect(text).not.toContain('Exámenes');
  });
});

describe('ISO weeks', () => {
  it('labels weeks by the year of their Thursday', () => {
    expect(isoWeek('2020-12-28')).toBe('2020-W53');
    expect(isoWeek('2021-01-04')).toBe('2021-W01');
    expect(isoWeek('2024-12-30')).toBe('2025-W01');
    expect(isoWeek('2026-01-05')).toBe('2026-W02');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondaysOf({ from: '2026-11-29', to: '2026-11-30' })).toEqual([
      '2026-11-23',
      '2026-11-30',
    ]);
  });
});
