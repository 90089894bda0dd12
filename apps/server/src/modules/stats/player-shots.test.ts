import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expectedGoals, ZPlayerStatsResponse } from '@futsal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePlan } from '../../../test/club';
import { bearer, createTestApp, registerAndLogin, type TestApp } from '../../../test/helpers';
import { ev, logEvents, postEvent, setupMatch, type MatchSetup } from '../../../test/matches';
import { daysAgo, wholeRange } from '../../../test/season';

let t: TestApp;
let m: MatchSetup;
let goalId = '';
const id = (n: number) => m.players[n - 1]?.id ?? '';
beforeAll(async () => {
  t = await createTestApp();
  m = await setupMatch(t.app, { date: daysAgo(1) });
  await givePlan(t.db, m.coach.user.id, 'starter');
  const shot = ev('shot', 'first', 2, { playerId: id(1) });
  const goal = ev('goal', 'first', 5, { playerId: id(1) });
  const other = ev('shot', 'first', 6, { playerId: id(2) });
  goalId = goal.id;
  await logEvents(t.app, m.coach.token, m.match.id, [
    ev('period_start', 'first', 0),
    shot,
    ev('shot_place', 'first', 2, { shotEventId: shot.id, x: 0.95, y: 0.5, outcome: 'saved' }),
    goal,
    ev('shot_place', 'first', 5, { shotEventId: goal.id, x: 0.8, y: 0.5, goalMouth: 'low_left' }),
    other,
    ev('shot_place', 'first', 6, { shotEventId: other.id, x: 0.75, y: 0.2 }),
    ev('rival_shot', 'first', 7),
    ev('period_end', 'first', 20),
    ev('period_start', 'second', 20),
    ev('period_end', 'second', 40),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token: string | null = m.coach.token) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const playerShots = async (n: number) => {
  const res = await get(`/api/stats/player/${id(n)}?${wholeRange()}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZPlayerStatsResponse.parse(res.json()).shotFigures;
};

describe("a player's shot map through the API and the PDF (decision 0170)", () => {
  it("answers the player's own shots with their zones, goal mouth and xG; a void recomputes them", async () => {
    const s = await playerShots(1);
    expect(s).toMatchObject({ shots: 2, goals: 1, goalMouth: { low_left: 1 }, mapLeftOff: 0 });
    expect(s.map.map((x) => [x.zone, x.goal, x.playerId])).toEqual([
      ['area_central', false, id(1)],
      ['mid_central', true, id(1)],
    ]);
    expect(s.xg).toBeCloseTo(
      expectedGoals('area_central', null, 'even') + expectedGoals('mid_central', null, 'even'),
      3,
    );
    expect(Object.keys(s.zones).sort()).toEqual(['area_central', 'mid_central']);
    expect((await playerShots(2)).map.map((x) => x.zone)).toEqual(['mid_wide']);

    const v = await postEvent(t.app, m.coach.token, m.match.id, {
      ...ev('void', 'second', 39),
      voidsEventId: goalId,
    });
    expect(v.statusCode, v.body).toBe(201);
    const after = await playerShots(1);
    expect(after).toMatchObject({ shots: 1, goals: 0, goalMouth: {} });
    expect(after.xg).toBeCloseTo(expectedGoals('area_central', null, 'even'), 3);
    expect(Object.keys(after.zones)).toEqual(['area_central']);
  });

  it('answers 404 to another coach and 401 to anonymous', async () => {
    const other = await registerAndLogin(t.app);
    expect((await get(`/api/stats/player/${id(1)}?${wholeRange()}`, other.token)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/stats/player/${id(1)}?${wholeRange()}`, null)).statusCode).toBe(401);
  });

  it("prints the player's shots section in the player PDF and the team's in the team PDF", async () => {
    const text = async (url: string) => {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      const file = path.join(t.tmpDir, `shots-${Math.random().toString(36).slice(2)}.pdf`);
      writeFileSync(file, res.rawPayload);
      return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    };
    const player = await text(`/api/reports/player/${id(2)}?${wholeRange()}&lng=en`);
    expect(player).toContain("Player's shots");
    expect(player).toContain('Goals vs the model from 50 shots (1 so far).');
    expect(player).toContain('Shots by zone');
    const team = await text(`/api/reports/team/${m.teamId}?${wholeRange()}&lng=es`);
    expect(team).toContain('Tiros y goles esperados');
    // Shots 2–1 and goals 0–0 after the void; xG 0.30 + 0.05 ours, the rival's unplaced 0.08.
    expect(team).toMatch(/2\s*–\s*1\s+0\s*–\s*0\s+0,35\s+0,08\s*\n\s*Tiros\s+Goles\s+xG a favor/);
    expect(team).toContain('Tiros por zona');
  });
});
