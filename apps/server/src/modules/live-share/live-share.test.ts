import type { TLiveShareStatus, TPublicLiveMatch } from '@futsal/shared';
import { LIVE_TOKEN_RE } from '@futsal/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerAndLogin, type TestApp } from '../../../test/helpers';
import { createTeam, givePlan } from '../../../test/club';
import { createMatch, ev, logEvents, setupMatch, type MatchSetup } from '../../../test/matches';

/** The public page's clock reads this; tests move it. */
const clock = { now: new Date() };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: { now: () => clock.now } });
});
afterAll(async () => {
  await t?.close();
});

/** A coach with a match and a plan that shares live links (starter, PLAN_TABLE). */
async function paidMatch(app = t.app, db = t.db): Promise<MatchSetup> {
  const s = await setupMatch(app);
  await givePlan(db, s.coach.user.id, 'starter');
  return s;
}

const share = (s: MatchSetup, method: 'GET' | 'POST' | 'DELETE', token = s.coach.token) =>
  t.app.inject({ method, url: `/api/matches/${s.match.id}/share`, headers: bearer(token) });

const publicLive = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/public/live/${encodeURIComponent(token)}` });

async function switchOn(s: MatchSetup): Promise<string> {
  const res = await share(s, 'POST');
  expect(res.statusCode, res.body).toBe(201);
  const token = res.json<TLiveShareStatus>().token;
  if (!token) throw new Error('no token');
  return token;
}

const minutesAfter = (start: Date, minutes: number) =>
  new Date(start.getTime() + minutes * 60_000).toISOString();

describe('the coach switches the live link on, reads it again and revokes it', () => {
  it('is off at first, on with a token after POST, and the same link on a second POST (200)', async () => {
    const s = await paidMatch();
    const before = await share(s, 'GET');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ active: false, token: null, createdAt: null });

    const token = await switchOn(s);
    expect(token).toMatch(LIVE_TOKEN_RE);
    const status = (await share(s, 'GET')).json<TLiveShareStatus>();
    expect(status).toMatchObject({ active: true, token });
    expect(Date.parse(status.createdAt ?? '')).not.toBeNaN();

    const again = await share(s, 'POST');
    expect(again.statusCode).toBe(200);
    expect(again.json<TLiveShareStatus>().token).toBe(token);
  });

  it('stores only a nonce and a hash: the token itself is in no column', async () => {
    const s = await paidMatch();
    const token = await switchOn(s);
    const rows = await t.db.execute(
      sql`select * from match_live_shares where match_id = ${s.match.id}`,
    );
    const dump = JSON.stringify(rows);
    expect(dump).toContain(s.match.id);
    expect(dump).not.toContain(token);
  });

  it('revokes: the public page answers 404 at once, a second revoke is 404, and a new link differs', async () => {
    const s = await paidMatch();
    const token = await switchOn(s);
    expect((await publicLive(token)).statusCode).toBe(200);

    const revoked = await share(s, 'DELETE');
    expect(revoked.statusCode).toBe(204);
    const gone = await publicLive(token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({
      error: { code: 'NOT_FOUND', message: expect.any(String) },
    });
    expect((await share(s, 'DELETE')).statusCode).toBe(404);
    expect((await share(s, 'GET')).json()).toMatchObject({ active: false, token: null });

    const fresh = await switchOn(s);
    expect(fresh).not.toBe(token);
    expect((await publicLive(fresh)).statusCode).toBe(200);
    expect((await publicLive(token)).statusCode).toBe(404);
  });

  it("answers another coach 404 for the owner's match, and nobody signed out", async () => {
    const s = await paidMatch();
    const other = await registerAndLogin(t.app);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await share(s, method, other.token)).statusCode).toBe(404);
      const anonymous = await t.app.inject({ method, url: `/api/matches/${s.match.id}/share` });
      expect(anonymous.statusCode).toBe(401);
    }
    // The refused POST made no link.
    expect((await share(s, 'GET')).json()).toMatchObject({ active: false });
  });

  it('refuses a malformed match id with 400 MATCH_ID_INVALID', async () => {
    const s = await paidMatch();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/matches/not-a-uuid/share',
      headers: bearer(s.coach.token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('MATCH_ID_INVALID');
  });
});

describe('GET /api/public/live/{token}', () => {
  it('shows teams, score, period and a timeline with names and numbers only, without signing in', async () => {
    const s = await paidMatch();
    const token = await switchOn(s);
    const [p1, p2, p3, , , p6] = s.players;
    if (!p1 || !p2 || !p3 || !p6) throw new Error('squad');
    await logEvents(t.app, s.coach.token, s.match.id, [
      ev('period_start', 'first', 0),
      ev('goal', 'first', 3, { playerId: p2.id, assistPlayerId: p3.id }),
      ev('yellow_card', 'first', 5, { playerId: p1.id }),
      ev('foul', 'first', 6, { playerId: p1.id }),
      ev('substitution', 'first', 7, { playerOutId: p1.id, playerInId: p6.id }),
      ev('rival_goal', 'first', 9),
      ev('timeout', 'first', 10),
    ]);

    const res = await publicLive(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const live = res.json<TPublicLiveMatch>();
    expect(live).toMatchObject({
      teamName: 'CD Prueba',
      opponent: 'Inter Movistar',
      isHome: true,
      status: 'live',
      score: { us: 1, rival: 1 },
      period: 'first',
      running: true,
      finished: false,
      shootout: null,
      clock: { periodEndSec: 1200, regularSec: 2400 },
    });
    expect(live.timeline.map((e) => e.type)).toEqual([
      'period_start',
      'goal',
      'yellow_card',
      'substitution',
      'rival_goal',
      'timeout',
    ]);
    const goal = live.timeline[1];
    expect(goal).toMatchObject({
      display: "3'",
      side: 'us',
      player: { name: p2.name, number: p2.number },
      assist: { name: p3.name, number: p3.number },
    });
    expect(live.timeline[3]).toMatchObject({
      player: { name: p6.name, number: p6.number },
      playerOut: { name: p1.name, number: p1.number },
    });

    // Nothing of a player but name and number; no venue either.
    const body = res.body;
    for (const p of s.players) expect(body).not.toContain(p.nationalId);
    for (const p of s.players) expect(body).not.toContain(p.id);
    expect(body).not.toContain('Pabellón Municipal');
    for (const key of [
      'nationalId',
      'phone',
      'email',
      'dateOfBirth',
      'medical',
      'photo',
      'location',
    ])
      expect(body).not.toContain(`"${key}"`);
  });

  it('names the competition and the round', async () => {
    const s = await paidMatch();
    const comp = await t.app.inject({
      method: 'POST',
      url: `/api/tournaments/team/${s.teamId}`,
      headers: bearer(s.coach.token),
      payload: { name: 'Liga Alevín', type: 'tournament', startDate: '2026-09-01' },
    });
    expect(comp.statusCode, comp.body).toBe(201);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/matches/${s.match.id}`,
      headers: bearer(s.coach.token),
      payload: { competitionId: comp.json<{ id: string }>().id, competitionRound: 'Jornada 4' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const live = (await publicLive(await switchOn(s))).json<TPublicLiveMatch>();
    expect(live).toMatchObject({
      competition: 'Liga Alevín',
      round: 'Jornada 4',
      status: 'scheduled',
      period: null,
      running: false,
      score: { us: 0, rival: 0 },
      timeline: [],
    });
  });

  it('shows a match that has no lineup yet', async () => {
    const coach = await registerAndLogin(t.app);
    await givePlan(t.db, coach.user.id, 'starter');
    const team = await createTeam(t.app, coach.token, { name: 'CD Sin Convocatoria' });
    const match = await createMatch(t.app, coach.token, team.id, { isHome: false });
    const on = await t.app.inject({
      method: 'POST',
      url: `/api/matches/${match.id}/share`,
      headers: bearer(coach.token),
    });
    expect(on.statusCode).toBe(201);
    const res = await publicLive(on.json<TLiveShareStatus>().token ?? '');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      teamName: 'CD Sin Convocatoria',
      isHome: false,
      period: null,
      timeline: [],
    });
  });

  it('answers an unknown, a revoked and a malformed token with the same 404', async () => {
    const s = await paidMatch();
    const token = await switchOn(s);
    expect((await share(s, 'DELETE')).statusCode).toBe(204);
    const unknown = await publicLive('A'.repeat(43));
    const revoked = await publicLive(token);
    const malformed = await publicLive('not-a-token');
    for (const res of [unknown, revoked, malformed]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(revoked.json()).toEqual(unknown.json());
    expect(malformed.json()).toEqual(unknown.json());
  });

  it('stops when the match is deleted', async () => {
    const s = await paidMatch();
    const token = await switchOn(s);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/matches/${s.match.id}`,
      headers: bearer(s.coach.token),
    });
    expect(del.statusCode).toBe(204);
    expect((await publicLive(token)).statusCode).toBe(404);
  });

  it('runs the clock from the latest event, never past the end of the period, and stops it at the whistle', async () => {
    const s = await paidMatch();
    const token = await switchOn(s);
    const p2 = s.players[1];
    if (!p2) throw new Error('squad');
    const kickOff = new Date(Date.now() - 60 * 60_000);
    await logEvents(t.app, s.coach.token, s.match.id, [
      ev('period_start', 'first', 0, { createdAt: minutesAfter(kickOff, 0) }),
      ev('goal', 'first', 3, { playerId: p2.id, createdAt: minutesAfter(kickOff, 4) }),
    ]);
    const clockAt = async (minutes: number) => {
      clock.now = new Date(minutesAfter(kickOff, minutes));
      return (await publicLive(token)).json<TPublicLiveMatch>().clock.elapsedSec;
    };
    // 30 s after the goal logged at 3:00 (the ball was out a minute before it: no pause is logged).
    expect(await clockAt(4.5)).toBe(3 * 60 + 30);
    // Before the goal's wall time, the clock is where the goal was.
    expect(await clockAt(3)).toBe(3 * 60);
    expect(await clockAt(90)).toBe(20 * 60);

    await logEvents(t.app, s.coach.token, s.match.id, [
      ev('period_end', 'first', 20, { createdAt: minutesAfter(kickOff, 30) }),
    ]);
    const live = (await publicLive(token)).json<TPublicLiveMatch>();
    expect(live).toMatchObject({ running: false, period: 'first', clock: { periodEndSec: null } });
    expect(await clockAt(45)).toBe(20 * 60);
  });
  it("follows the log's own clock when the console logs it: standing while paused", async () => {
    const s = await paidMatch();
    const token = await switchOn(s);
    const kickOff = Date.now() - 60 * 60_000;
    const wall = (minutes: number) => kickOff + minutes * 60_000;
    await logEvents(t.app, s.coach.token, s.match.id, [
      ev('period_start', 'first', 0, { at: wall(0) }),
      ev('clock_pause', 'first', 5, { at: wall(5) }),
    ]);
    const liveAt = async (minutes: number) => {
      clock.now = new Date(wall(minutes));
      return (await publicLive(token)).json<TPublicLiveMatch>();
    };
    const paused = await liveAt(9);
    expect(paused.clock).toMatchObject({ elapsedSec: 5 * 60, periodEndSec: null });
    expect(paused.running).toBe(true);
    await logEvents(t.app, s.coach.token, s.match.id, [
      ev('clock_resume', 'first', 5, { at: wall(10) }),
    ]);
    expect((await liveAt(12)).clock).toMatchObject({ elapsedSec: 7 * 60, periodEndSec: 20 * 60 });
  });
});

describe('logs', () => {
  it('never carry a live token, neither from the API nor from the web page it opens', async () => {
    const lines: string[] = [];
    const logged = await createTestApp(
      { LOG_LEVEL: 'trace' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      const s = await paidMatch(logged.app, logged.db);
      const res = await logged.app.inject({
        method: 'POST',
        url: `/api/matches/${s.match.id}/share`,
        headers: bearer(s.coach.token),
      });
      const token = res.json<TLiveShareStatus>().token ?? '';
      expect(token).toMatch(LIVE_TOKEN_RE);
      await logged.app.inject({ method: 'GET', url: `/api/public/live/${token}` });
      await logged.app.inject({ method: 'GET', url: `/live/${token}` });
      expect(lines.join('\n')).toContain('/live/[redacted]');
      expect(lines.join('\n')).not.toContain(token);
    } finally {
      await logged.close();
    }
  });
});
