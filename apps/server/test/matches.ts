import { randomUUID } from 'node:crypto';
import type { TMatch, TMatchEventRequest, TMatchPeriod, TPlayer } from '@futsal/shared';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { createPlayer, createTeam } from './club';
import { bearer, registerAndLogin, type RegisteredUser } from './helpers';

export const matchBody = (overrides: Record<string, unknown> = {}) => ({
  opponent: 'Inter Movistar',
  date: '2026-03-14T18:30:00+01:00',
  location: 'Pabellón Municipal',
  isHome: true,
  type: 'league',
  periods: 2,
  periodDuration: 20,
  ...overrides,
});

export async function createMatch(
  app: App,
  token: string,
  teamId: string,
  overrides: Record<string, unknown> = {},
): Promise<TMatch> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/matches/team/${teamId}`,
    headers: bearer(token),
    payload: matchBody(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TMatch>();
}

/** `count` players numbered from 1, each with the given status unless overridden. */
export async function createSquad(
  app: App,
  token: string,
  teamId: string,
  count = 14,
): Promise<TPlayer[]> {
  const list: TPlayer[] = [];
  for (let n = 1; n <= count; n++) {
    list.push(
      await createPlayer(app, token, teamId, {
        name: `Jugador ${n}`,
        number: n,
        nationalId: `ID-${n}-0000`,
      }),
    );
  }
  return list;
}

export const lineupOf = (players: readonly TPlayer[], starters = 5, substitutes = 9) => ({
  starters: players.slice(0, starters).map((p) => p.id),
  substitutes: players.slice(starters, starters + substitutes).map((p) => p.id),
});

export function putLineup(app: App, token: string, matchId: string, body: Record<string, unknown>) {
  return app.inject({
    method: 'PUT',
    url: `/api/matches/${matchId}/lineup`,
    headers: bearer(token),
    payload: body,
  });
}

/** A coach with a team, 14 players and a scheduled match whose lineup is the first 5 + the next 9. */
export interface MatchSetup {
  coach: RegisteredUser;
  teamId: string;
  players: TPlayer[];
  match: TMatch;
}

export async function setupMatch(
  app: App,
  overrides: Record<string, unknown> = {},
): Promise<MatchSetup> {
  const coach = await registerAndLogin(app);
  const team = await createTeam(app, coach.token);
  const players = await createSquad(app, coach.token, team.id);
  const match = await createMatch(app, coach.token, team.id, overrides);
  const res = await putLineup(app, coach.token, match.id, lineupOf(players));
  expect(res.statusCode, res.body).toBe(200);
  return { coach, teamId: team.id, players, match: res.json<TMatch>() };
}

/** An event with a fresh client UUID. */
export function ev(
  type: TMatchEventRequest['type'],
  period: TMatchPeriod,
  minute: number,
  extra: Record<string, unknown> = {},
  second = 0,
): TMatchEventRequest {
  return { id: randomUUID(), type, period, minute, second, ...extra } as TMatchEventRequest;
}

export function postEvent(app: App, token: string | null, matchId: string, event: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/events/match/${matchId}`,
    headers: token ? bearer(token) : {},
    payload: event as Record<string, unknown>,
  });
}

/** Posts events one by one, each expected to be created. */
export async function logEvents(
  app: App,
  token: string,
  matchId: string,
  events: readonly TMatchEventRequest[],
) {
  for (const e of events) {
    const res = await postEvent(app, token, matchId, e);
    expect(res.statusCode, res.body).toBe(201);
  }
}

export async function getLog(
  app: App,
  token: string,
  matchId: string,
): Promise<TMatchEventRequest[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/events/match/${matchId}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ events: TMatchEventRequest[] }>().events;
}

/**
 * A correction after the final whistle: the first event of `type` in the match's log voided
 * (39' of the second half). Neither the status nor, for a shot or a foul, the score moves.
 */
export async function voidFirst(
  app: App,
  token: string,
  matchId: string,
  type: TMatchEventRequest['type'],
): Promise<void> {
  const voided = (await getLog(app, token, matchId)).find((e) => e.type === type);
  expect(voided, `a ${type} in the log`).toBeDefined();
  const res = await postEvent(
    app,
    token,
    matchId,
    ev('void', 'second', 39, { voidsEventId: voided?.id }),
  );
  expect(res.statusCode, res.body).toBe(201);
}
