import { expect } from 'vitest';
import type { App } from '../src/app';
import { createMatch, ev, lineupOf, logEvents, putLineup } from './matches';
import { daysAgo, type Season } from './season';

/**
 * Issue 38's opponent report: on top of `buildSeason`, a second finished match against Rival A
 * spelt " rivál a " (20 days ago, won 2–1) with placed rival shots, fouls in both halves (one
 * voided), a rival red card, and a scheduled one spelt "RIVAL A". Figures by hand in
 * opponent.test.ts.
 */
export async function addRivalAMatches(app: App, s: Season): Promise<{ d: string; next: string }> {
  const id = (n: number) => s.players[n - 1]?.id ?? '';
  const token = s.coach.token;
  const m = await createMatch(app, token, s.teamId, {
    date: daysAgo(20),
    isHome: false,
    type: 'league',
    opponent: ' rivál a ',
  });
  expect((await putLineup(app, token, m.id, lineupOf(s.players))).statusCode).toBe(200);
  const voided = ev('rival_foul', 'first', 4);
  const shot = ev('rival_shot', 'first', 6);
  const goal = ev('rival_goal', 'first', 8, { goalType: 'corner' });
  await logEvents(app, token, m.id, [
    ev('period_start', 'first', 0),
    ev('rival_foul', 'first', 2),
    voided,
    ev('void', 'first', 4, { voidsEventId: voided.id }, 10),
    shot,
    ev('shot_place', 'first', 6, {
      shotEventId: shot.id,
      x: 0.7,
      y: 0.5,
      outcome: 'saved',
      situation: 'transition',
    }),
    goal,
    ev('shot_place', 'first', 8, { shotEventId: goal.id, x: 0.9, y: 0.4 }),
    ev('period_end', 'first', 20),
    ev('period_start', 'second', 20),
    ev('rival_foul', 'second', 25),
    ev('foul', 'second', 26, { playerId: id(2) }),
    ev('rival_red_card', 'second', 30),
    ev('goal', 'second', 32, { playerId: id(1) }),
    ev('goal', 'second', 35, { playerId: id(3) }),
    ev('period_end', 'second', 40),
  ]);
  const next = await createMatch(app, token, s.teamId, {
    date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    opponent: 'RIVAL A',
  });
  return { d: m.id, next: next.id };
}
