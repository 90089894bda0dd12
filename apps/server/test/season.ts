import type { TPlayer } from '@futsal/shared';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { createTeam } from './club';
import { registerAndLogin, type RegisteredUser } from './helpers';
import { createMatch, createSquad, ev, lineupOf, logEvents, putLineup } from './matches';

/** Noon UTC `days` days before now. */
export const daysAgo = (days: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - days);
  d.setUTCHours(12, 0, 0, 0);
  return d.toISOString();
};

export interface Season {
  coach: RegisteredUser;
  teamId: string;
  teamName: string;
  players: TPlayer[];
  matchIds: { a: string; b: string; c: string };
}

/**
 * Three finished matches with known events (hand-computed figures in stats.test.ts):
 * A home league 3 days ago 2–1, B away league 10 days ago 1–2, C home friendly 45 days ago 1–0.
 * Lineups: players 1–5 start, 6–14 on the bench.
 */
export async function buildSeason(app: App, teamName = 'Atlético Estadística'): Promise<Season> {
  const coach = await registerAndLogin(app);
  const team = await createTeam(app, coach.token, { name: teamName });
  const players = await createSquad(app, coach.token, team.id);
  const id = (n: number) => players[n - 1]?.id ?? '';
  const match = async (overrides: Record<string, unknown>) => {
    const m = await createMatch(app, coach.token, team.id, overrides);
    const res = await putLineup(app, coach.token, m.id, lineupOf(players));
    expect(res.statusCode, res.body).toBe(200);
    return m.id;
  };
  const a = await match({ date: daysAgo(3), isHome: true, type: 'league', opponent: 'Rival A' });
  await logEvents(app, coach.token, a, [
    ev('period_start', 'first', 0),
    ev('goal', 'first', 3, {
      playerId: id(1),
      assistPlayerId: id(2),
      goalType: 'corner',
      finishingType: 'right_foot',
    }),
    ev('shot', 'first', 5, { playerId: id(3), onTarget: true }),
    ev('rival_goal', 'first', 12, { goalType: 'penalty' }),
    ev('foul', 'first', 15, { playerId: id(4) }),
    ev('period_end', 'first', 20),
    ev('period_start', 'second', 20),
    ev('substitution', 'second', 25, { playerOutId: id(5), playerInId: id(6) }),
    ev('goal', 'second', 27, {
      playerId: id(6),
      goalType: 'game_situation',
      finishingType: 'left_foot',
    }),
    ev('yellow_card', 'second', 30, { playerId: id(4) }),
    ev('period_end', 'second', 40),
  ]);
  const b = await match({ date: daysAgo(10), isHome: false, type: 'league', opponent: 'Rival B' });
  await logEvents(app, coach.token, b, [
    ev('period_start', 'first', 0),
    ev('rival_goal', 'first', 10),
    ev('period_end', 'first', 20),
    ev('period_start', 'second', 20),
    ev('rival_goal', 'second', 35),
    ev('rival_red_card', 'second', 36),
    ev('goal', 'second', 37, { playerId: id(1) }, 30),
    ev('period_end', 'second', 40),
  ]);
  const c = await match({ date: daysAgo(45), isHome: true, type: 'friendly', opponent: 'Rival C' });
  await logEvents(app, coach.token, c, [
    ev('period_start', 'first', 0),
    ev('goal', 'first', 5, { playerId: id(1) }),
    ev('period_end', 'first', 20),
    ev('period_start', 'second', 20),
    ev('period_end', 'second', 40),
  ]);
  return { coach, teamId: team.id, teamName, players, matchIds: { a, b, c } };
}

/** Custom range covering the whole fixture. */
export const wholeRange = () =>
  `range=custom&from=${daysAgo(60).slice(0, 10)}&to=${daysAgo(0).slice(0, 10)}`;
