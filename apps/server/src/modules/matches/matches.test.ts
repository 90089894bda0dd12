import type { TMatch } from '@futsal/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BAD_IDS, createTeam, givePlan, missingId } from '../../../test/club';
import {
  apiCaller,
  useTestApp,
  registerAndLogin,
  type RegisteredUser,
} from '../../../test/helpers';
import { createMatch, ev, logEvents, matchBody, setupMatch } from '../../../test/matches';
import { matchEvents, matches } from '../../db/schema';
import { MatchesRepository } from './matches.repository';

const t = useTestApp();

const call = apiCaller(() => t.app);

async function createCompetition(token: string, teamId: string, name = 'Liga Regional') {
  const res = await call('POST', `/tournaments/team/${teamId}`, token, {
    name,
    type: 'tournament',
    startDate: '2026-01-10',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>();
}

async function coachWithTeam(): Promise<{ coach: RegisteredUser; teamId: string }> {
  const coach = await registerAndLogin(t.app);
  const team = await createTeam(t.app, coach.token);
  return { coach, teamId: team.id };
}

describe('POST /api/matches/team/{teamId}', () => {
  it('creates a scheduled match with _id, no lineup and a 0-0 score', async () => {
    const { coach, teamId } = await coachWithTeam();
    const res = await call(
      'POST',
      `/matches/team/${teamId}`,
      coach.token,
      matchBody({ competitionRound: 'Jornada 3' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const match = res.json<TMatch>();
    expect(match).toMatchObject({
      _id: match.id,
      teamId,
      opponent: 'Inter Movistar',
      date: '2026-03-14T17:30:00.000Z',
      location: 'Pabellón Municipal',
      stadium: 'Pabellón Municipal',
      isHome: true,
      type: 'league',
      periods: 2,
      periodDuration: 20,
      status: 'scheduled',
      score: { us: 0, rival: 0 },
      competitionId: null,
      competitionRound: 'Jornada 3',
      lineup: null,
    });
  });

  it('accepts a competition of the same team and refuses another team’s (400 COMPETITION_NOT_IN_TEAM)', async () => {
    const { coach, teamId } = await coachWithTeam();
    await givePlan(t.db, coach.user.id, 'club');
    const competition = await createCompetition(coach.token, teamId);
    const ok = await call(
      'POST',
      `/matches/team/${teamId}`,
      coach.token,
      matchBody({ competitionId: competition.id }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().competitionId).toBe(competition.id);

    const otherTeam = await createTeam(t.app, coach.token, { name: 'CD Segundo' });
    const foreign = await createCompetition(coach.token, otherTeam.id);
    for (const competitionId of [foreign.id, missingId()]) {
      const res = await call(
        'POST',
        `/matches/team/${teamId}`,
        coach.token,
        matchBody({ competitionId }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('COMPETITION_NOT_IN_TEAM');
    }
    expect(await t.db.select().from(matches).where(eq(matches.teamId, teamId))).toHaveLength(1);
  });

  it('refuses bad input with 400 and its catalog keys, storing nothing', async () => {
    const { coach, teamId } = await coachWithTeam();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ opponent: 'ab' }, 'opponent', 'validation.match.opponent'],
      [{ date: 'tomorrow' }, 'date', 'validation.match.dateRequired'],
      [{ location: '' }, 'location', 'validation.match.locationRequired'],
      [{ type: 'exhibition' }, 'type', 'validation.match.typeRequired'],
      [{ periods: 5 }, 'periods', 'validation.match.periods'],
      [{ periodDuration: 4 }, 'periodDuration', 'validation.match.periodDuration'],
      [{ competitionId: 'x' }, 'competitionId', 'errors.COMPETITION_ID_INVALID'],
    ];
    for (const [over, path, key] of cases) {
      const res = await call('POST', `/matches/team/${teamId}`, coach.token, matchBody(over));
      expect(res.statusCode, path).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.details).toContainEqual(expect.objectContaining({ path, key }));
    }
    expect(await t.db.select().from(matches).where(eq(matches.teamId, teamId))).toHaveLength(0);
  });

  it("answers 404 for another user's team, 401 anonymous, 400 TEAM_ID_INVALID for bad ids", async () => {
    const { teamId } = await coachWithTeam();
    const other = await registerAndLogin(t.app);
    expect(
      (await call('POST', `/matches/team/${teamId}`, other.token, matchBody())).statusCode,
    ).toBe(404);
    expect((await call('POST', `/matches/team/${teamId}`, null, matchBody())).statusCode).toBe(401);
    for (const bad of BAD_IDS) {
      const res = await call('POST', `/matches/team/${bad}`, other.token, matchBody());
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.code).toBe('TEAM_ID_INVALID');
    }
    expect(await t.db.select().from(matches).where(eq(matches.teamId, teamId))).toHaveLength(0);
  });
});

describe('GET /api/matches/team/{teamId}', () => {
  it('lists newest first, with the score of the log', async () => {
    const s = await setupMatch(t.app, { date: '2026-03-01T18:00:00Z' });
    const newer = await createMatch(t.app, s.coach.token, s.teamId, {
      date: '2026-04-01T18:00:00Z',
      opponent: 'ElPozo Murcia',
    });
    const [p1, p2] = s.players.map((p) => p.id);
    await logEvents(t.app, s.coach.token, s.match.id, [
      ev('period_start', 'first', 0),
      ev('goal', 'first', 3, { playerId: p1 }),
      ev('goal', 'first', 7, { playerId: p2 }),
      ev('rival_goal', 'first', 12),
    ]);
    const res = await call('GET', `/matches/team/${s.teamId}`, s.coach.token);
    expect(res.statusCode).toBe(200);
    const list = res.json<TMatch[]>();
    expect(list.map((m) => m.id)).toEqual([newer.id, s.match.id]);
    expect(list[1]).toMatchObject({ status: 'live', score: { us: 2, rival: 1 } });
    const state = await call('GET', `/matches/${s.match.id}/state`, s.coach.token);
    expect(state.json().state.score).toEqual(list[1]?.score);
  });

  it("answers 404 for another user's team, 401 anonymous, 400 for bad ids", async () => {
    const { teamId } = await coachWithTeam();
    const other = await registerAndLogin(t.app);
    expect((await call('GET', `/matches/team/${teamId}`, other.token)).statusCode).toBe(404);
    expect((await call('GET', `/matches/team/${teamId}`, null)).statusCode).toBe(401);
    expect((await call('GET', '/matches/team/undefined', other.token)).json().error.code).toBe(
      'TEAM_ID_INVALID',
    );
  });
});

describe('GET /api/matches/tournament/{tournamentId}?teamId=', () => {
  it("lists the competition's matches; the team must be the competition's", async () => {
    const { coach, teamId } = await coachWithTeam();
    await givePlan(t.db, coach.user.id, 'club');
    const competition = await createCompetition(coach.token, teamId);
    const inCup = await createMatch(t.app, coach.token, teamId, { competitionId: competition.id });
    await createMatch(t.app, coach.token, teamId);
    const res = await call(
      'GET',
      `/matches/tournament/${competition.id}?teamId=${teamId}`,
      coach.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TMatch[]>().map((m) => m.id)).toEqual([inCup.id]);

    const otherTeam = await createTeam(t.app, coach.token, { name: 'CD Segundo' });
    const mismatch = await call(
      'GET',
      `/matches/tournament/${competition.id}?teamId=${otherTeam.id}`,
      coach.token,
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.code).toBe('COMPETITION_NOT_IN_TEAM');
    const badTeam = await call(
      'GET',
      `/matches/tournament/${competition.id}?teamId=teams`,
      coach.token,
    );
    expect(badTeam.json().error.code).toBe('TEAM_ID_INVALID');
    const badId = await call('GET', `/matches/tournament/new?teamId=${teamId}`, coach.token);
    expect(badId.json().error.code).toBe('COMPETITION_ID_INVALID');

    const other = await registerAndLogin(t.app);
    expect(
      (await call('GET', `/matches/tournament/${competition.id}?teamId=${teamId}`, other.token))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/matches/tournament/${competition.id}?teamId=${teamId}`, null))
        .statusCode,
    ).toBe(401);
  });
});

describe('GET, PUT, DELETE /api/matches/{id}', () => {
  it('reads, updates and deletes for the owner only; deleting removes the events', async () => {
    const s = await setupMatch(t.app);
    const other = await registerAndLogin(t.app);
    const url = `/matches/${s.match.id}`;
    expect((await call('GET', url, s.coach.token)).json()).toEqual(s.match);
    for (const [method, body] of [['GET'], ['PUT', { opponent: 'Barça' }], ['DELETE']] as const) {
      expect((await call(method, url, other.token, body)).statusCode, method).toBe(404);
      expect((await call(method, url, null, body)).statusCode, method).toBe(401);
      expect(
        (await call(method, '/matches/null', s.coach.token, body)).json().error.code,
        method,
      ).toBe('MATCH_ID_INVALID');
    }
    const put = await call('PUT', url, s.coach.token, {
      opponent: 'Barça Futsal',
      isHome: false,
      competitionRound: 'Final',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      opponent: 'Barça Futsal',
      isHome: false,
      competitionRound: 'Final',
      location: s.match.location,
    });

    await logEvents(t.app, s.coach.token, s.match.id, [ev('period_start', 'first', 0)]);
    const del = await call('DELETE', url, s.coach.token);
    expect(del.statusCode).toBe(204);
    expect((await call('GET', url, s.coach.token)).statusCode).toBe(404);
    expect(
      await t.db.select().from(matchEvents).where(eq(matchEvents.matchId, s.match.id)),
    ).toHaveLength(0);
  });

  it('follows decision 0007 for status changes (409 MATCH_STATUS_TRANSITION otherwise)', async () => {
    const { coach, teamId } = await coachWithTeam();
    const m = await createMatch(t.app, coach.token, teamId);
    const status = async (s: string) => call('PUT', `/matches/${m.id}`, coach.token, { status: s });
    const refused = async (s: string) => {
      const res = await status(s);
      expect(res.statusCode, s).toBe(409);
      expect(res.json().error.code).toBe('MATCH_STATUS_TRANSITION');
    };
    await refused('live');
    await refused('finished');
    expect((await status('postponed')).json().status).toBe('postponed');
    await refused('live');
    expect((await status('scheduled')).json().status).toBe('scheduled');
    expect((await status('postponed')).json().status).toBe('postponed');
    expect((await status('cancelled')).json().status).toBe('cancelled');
    await refused('scheduled');
    await refused('postponed');
    expect((await status('cancelled')).statusCode).toBe(200);
    const bad = await status('paused');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].key).toBe('validation.match.status');
  });

  it('a live match cannot be postponed by hand; a postponed one takes no events', async () => {
    const s = await setupMatch(t.app);
    const second = await createMatch(t.app, s.coach.token, s.teamId);
    await logEvents(t.app, s.coach.token, s.match.id, [ev('period_start', 'first', 0)]);
    const res = await call('PUT', `/matches/${s.match.id}`, s.coach.token, { status: 'postponed' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('MATCH_STATUS_TRANSITION');
    // The format is the engine's config: fixed once events exist.
    const format = await call('PUT', `/matches/${s.match.id}`, s.coach.token, {
      periodDuration: 25,
    });
    expect(format.statusCode).toBe(409);
    expect(format.json().error.code).toBe('MATCH_FORMAT_LOCKED');
    expect(
      (await call('PUT', `/matches/${s.match.id}`, s.coach.token, { periodDuration: 20 }))
        .statusCode,
    ).toBe(200);

    const lineup = { starters: s.players.slice(0, 5).map((p) => p.id), substitutes: [] };
    expect(
      (await call('PUT', `/matches/${second.id}/lineup`, s.coach.token, lineup)).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/matches/${second.id}`, s.coach.token, { status: 'postponed' }))
        .statusCode,
    ).toBe(200);
    const event = await call(
      'POST',
      `/events/match/${second.id}`,
      s.coach.token,
      ev('period_start', 'first', 0),
    );
    expect(event.statusCode).toBe(409);
    expect(event.json().error.code).toBe('MATCH_NOT_PLAYABLE');
  });
});

describe('GET /api/matches/{id}/state', () => {
  it("answers the engine's replay: score, clock, on court, fouls, time-outs, minutes and participation", async () => {
    const s = await setupMatch(t.app);
    const [p1 = '', p2, p3, p4, p5, p6 = ''] = s.players.map((p) => p.id);
    await logEvents(t.app, s.coach.token, s.match.id, [
      ev('period_start', 'first', 0),
      ev('foul', 'first', 2, { playerId: p2 }),
      ev('substitution', 'first', 5, { playerOutId: p1, playerInId: p6 }),
      ev('timeout', 'first', 6),
      ev('goal', 'first', 8, { playerId: p6 }),
    ]);
    const res = await call('GET', `/matches/${s.match.id}/state?clockSec=600`, s.coach.token);
    expect(res.statusCode, res.body).toBe(200);
    const { match, state } = res.json();
    expect(match.id).toBe(s.match.id);
    expect(state.score).toEqual({ us: 1, rival: 0 });
    expect(state.clock).toMatchObject({ elapsedSec: 600, minute: 10 });
    expect(state.onCourt.sort()).toEqual([p2, p3, p4, p5, p6].sort());
    expect(state.fouls.current).toEqual({ us: 1, rival: 0 });
    expect(state.timeouts.left).toEqual({ us: 0, rival: 1 });
    expect(state.secondsPlayed[p1]).toBe(300);
    expect(state.participation[p1]).toBe('starter');
    expect(state.participation[p6]).toBe('substitute_played');
    expect(state.participation[s.players[6]?.id ?? '']).toBe('substitute');
    expect(state.timeline.first.length).toBeGreaterThan(0);
    expect(state.summary.goals).toEqual({ us: 1, rival: 0 });

    const other = await registerAndLogin(t.app);
    expect((await call('GET', `/matches/${s.match.id}/state`, other.token)).statusCode).toBe(404);
    expect((await call('GET', `/matches/${s.match.id}/state`, null)).statusCode).toBe(401);
  });
});

describe('results for the team statistics', () => {
  it('counts finished matches only, with the score of their log', async () => {
    const s = await setupMatch(t.app, { periods: 1 });
    const [p1 = ''] = s.players.map((p) => p.id);
    const live = await createMatch(t.app, s.coach.token, s.teamId);
    await call('PUT', `/matches/${live.id}/lineup`, s.coach.token, {
      starters: s.players.slice(0, 5).map((p) => p.id),
      substitutes: [],
    });
    await logEvents(t.app, s.coach.token, live.id, [
      ev('period_start', 'first', 0),
      ev('rival_goal', 'first', 1),
    ]);
    await logEvents(t.app, s.coach.token, s.match.id, [
      ev('period_start', 'first', 0),
      ev('goal', 'first', 5, { playerId: p1 }),
      ev('goal', 'first', 9, { playerId: p1 }),
      ev('rival_goal', 'first', 15),
      ev('period_end', 'first', 20),
    ]);
    expect((await call('GET', `/matches/${s.match.id}`, s.coach.token)).json().status).toBe(
      'finished',
    );
    const results = await new MatchesRepository(t.db).finishedResults([s.teamId]);
    expect(results).toEqual([{ teamId: s.teamId, goalsFor: 2, goalsAgainst: 1 }]);

    // The team list's statistics are those finished results (the live match does not count).
    const teams = (await call('GET', '/teams', s.coach.token)).json<
      { id: string; statistics: unknown }[]
    >();
    expect(teams.find((team) => team.id === s.teamId)?.statistics).toEqual({
      gamesPlayed: 1,
      wins: 1,
      draws: 0,
      losses: 0,
      goalsFor: 2,
      goalsAgainst: 1,
    });
  });

  it('a deleted competition leaves its matches without one (ON DELETE SET NULL)', async () => {
    const { coach, teamId } = await coachWithTeam();
    const competition = await createCompetition(coach.token, teamId);
    const m = await createMatch(t.app, coach.token, teamId, { competitionId: competition.id });
    expect(
      (await call('DELETE', `/tournaments/${competition.id}`, coach.token)).statusCode,
    ).toBeLessThan(300);
    expect((await call('GET', `/matches/${m.id}`, coach.token)).json().competitionId).toBeNull();
  });
});
