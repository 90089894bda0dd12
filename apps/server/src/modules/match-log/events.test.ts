import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BAD_IDS, createTeam, missingId } from '../../../test/club';
import { bearer, useTestApp, registerAndLogin } from '../../../test/helpers';
import {
  createMatch,
  ev,
  getLog,
  logEvents,
  postEvent,
  setupMatch,
  type MatchSetup,
} from '../../../test/matches';
import { matchEvents } from '../../db/schema';

const t = useTestApp();

const rowsOf = (matchId: string) =>
  t.db.select().from(matchEvents).where(eq(matchEvents.matchId, matchId));
const getMatch = async (s: MatchSetup) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/matches/${s.match.id}`,
      headers: bearer(s.coach.token),
    })
  ).json();
const ids = (s: MatchSetup) => s.players.map((p) => p.id);

describe('POST /api/events/match/{matchId}', () => {
  it('stores a new event (201), answers a re-send with the stored event (200) and keeps one row', async () => {
    const s = await setupMatch(t.app);
    const kickOff = ev('period_start', 'first', 0);
    const first = await postEvent(t.app, s.coach.token, s.match.id, kickOff);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      event: kickOff,
      duplicate: false,
      match: { status: 'live', score: { us: 0, rival: 0 } },
    });
    const again = await postEvent(t.app, s.coach.token, s.match.id, { ...kickOff, minute: 3 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ event: kickOff, duplicate: true, seq: first.json().seq });
    expect(await rowsOf(s.match.id)).toHaveLength(1);
  });

  it('keeps one row when the same event is sent concurrently', async () => {
    const s = await setupMatch(t.app);
    await logEvents(t.app, s.coach.token, s.match.id, [ev('period_start', 'first', 0)]);
    const goal = ev('goal', 'first', 2, { playerId: ids(s)[0] });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postEvent(t.app, s.coach.token, s.match.id, goal)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect((await rowsOf(s.match.id)).filter((r) => r.id === goal.id)).toHaveLength(1);
    expect((await getMatch(s)).score).toEqual({ us: 1, rival: 0 });
  });

  it('serializes concurrent appends of one match: two players for one free place, one gets it', async () => {
    const s = await setupMatch(t.app);
    const [p1, , , , , p6, p7] = ids(s);
    await logEvents(t.app, s.coach.token, s.match.id, [
      ev('period_start', 'first', 0),
      ev('red_card', 'first', 1, { playerId: p1 }),
    ]);
    const a = ev('substitution', 'first', 4, { playerInId: p6 });
    const b = ev('substitution', 'first', 4, { playerInId: p7 });
    const answers = await Promise.all(
      [a, b].map((e) => postEvent(t.app, s.coach.token, s.match.id, e)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((r) => r.statusCode === 409);
    expect(refused?.json().error.details).toContainEqual(
      expect.objectContaining({ path: 'rule', message: 'TOO_MANY_ON_COURT' }),
    );
    expect(await rowsOf(s.match.id)).toHaveLength(3);
  });

  it('requires a lineup first (409 LINEUP_REQUIRED)', async () => {
    const coach = await registerAndLogin(t.app);
    const team = await createTeam(t.app, coach.token);
    const match = await createMatch(t.app, coach.token, team.id);
    const res = await postEvent(t.app, coach.token, match.id, ev('period_start', 'first', 0));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('LINEUP_REQUIRED');
    expect(await rowsOf(match.id)).toHaveLength(0);
  });

  it("answers 404 for another user's match and 401 without a token, storing nothing", async () => {
    const s = await setupMatch(t.app);
    const other = await registerAndLogin(t.app);
    const res = await postEvent(t.app, other.token, s.match.id, ev('period_start', 'first', 0));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    expect(
      (await postEvent(t.app, s.coach.token, missingId(), ev('period_start', 'first', 0)))
        .statusCode,
    ).toBe(404);
    const anon = await postEvent(t.app, null, s.match.id, ev('period_start', 'first', 0));
    expect(anon.statusCode).toBe(401);
    expect(await rowsOf(s.match.id)).toHaveLength(0);
  });

  it('refuses bad ids and bad input with 400 and a code, storing nothing', async () => {
    const s = await setupMatch(t.app);
    for (const bad of BAD_IDS) {
      const res = await postEvent(t.app, s.coach.token, bad, ev('period_start', 'first', 0));
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.code).toBe('MATCH_ID_INVALID');
    }
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...ev('period_start', 'first', 0), id: 'not-a-uuid' }, 'id', 'validation.matchEvent.id'],
      [{ ...ev('period_start', 'first', 0), type: 'dance' }, 'type', 'validation.matchEvent.type'],
      [
        { ...ev('period_start', 'first', 0), minute: 201 },
        'minute',
        'validation.matchEvent.minute',
      ],
      [
        { ...ev('period_start', 'first', 0), period: 'third' },
        'period',
        'validation.matchEvent.period',
      ],
      [
        { ...ev('goal', 'first', 1), playerId: undefined },
        'playerId',
        'validation.matchEvent.playerId',
      ],
    ];
    for (const [body, path, key] of cases) {
      const res = await postEvent(t.app, s.coach.token, s.match.id, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.details).toContainEqual(expect.objectContaining({ path, key }));
    }
    expect(await rowsOf(s.match.id)).toHaveLength(0);
  });

  it('refuses events that break the rules (409 MATCH_RULE_VIOLATION) and stores nothing', async () => {
    const s = await setupMatch(t.app);
    const [p1, p2, , , , p6, p7] = ids(s);
    await logEvents(t.app, s.coach.token, s.match.id, [
      ev('period_start', 'first', 0),
      ev('red_card', 'first', 1, { playerId: p1 }),
      ev('timeout', 'first', 2),
      // Two minutes later the team may be completed by a substitute.
      ev('substitution', 'first', 3, { playerInId: p6 }),
    ]);
    const before = (await rowsOf(s.match.id)).length;
    const refused = async (event: Record<string, unknown>, rule: string) => {
      const res = await postEvent(t.app, s.coach.token, s.match.id, event);
      expect(res.statusCode, res.body).toBe(409);
      const { error } = res.json();
      expect(error.code).toBe('MATCH_RULE_VIOLATION');
      expect(error.details[0]).toMatchObject({ path: 'type', key: `match.rule.${rule}` });
      expect(error.message).toBe(error.details[0].message);
      expect(error.details).toContainEqual({
        path: 'rule',
        key: `match.rule.${rule}`,
        message: rule,
      });
      expect(error.details).toContainEqual({
        path: 'eventId',
        key: `match.rule.${rule}`,
        message: event.id,
      });
    };
    // The expelled player cannot come back.
    await refused(
      ev('substitution', 'first', 5, { playerOutId: p2, playerInId: p1 }),
      'PLAYER_EXPELLED',
    );
    // A sixth player on court.
    await refused(ev('substitution', 'first', 5, { playerInId: p7 }), 'TOO_MANY_ON_COURT');
    // One time-out per half.
    await refused(ev('timeout', 'first', 6), 'TIMEOUT_NOT_AVAILABLE');
    expect(await rowsOf(s.match.id)).toHaveLength(before);
  });

  it('a void removes a goal from the score; the status goes live then finished with the periods', async () => {
    const s = await setupMatch(t.app);
    const [p1, p2] = ids(s);
    const goal = ev('goal', 'first', 4, { playerId: p1, assistPlayerId: p2 });
    await logEvents(t.app, s.coach.token, s.match.id, [
      ev('period_start', 'first', 0),
      goal,
      ev('rival_goal', 'first', 9),
    ]);
    expect(await getMatch(s)).toMatchObject({ status: 'live', score: { us: 1, rival: 1 } });
    const undo = await postEvent(
      t.app,
      s.coach.token,
      s.match.id,
      ev('void', 'first', 10, { voidsEventId: goal.id }),
    );
    expect(undo.statusCode, undo.body).toBe(201);
    expect(undo.json().match).toEqual({ status: 'live', score: { us: 0, rival: 1 } });
    await logEvents(t.app, s.coach.token, s.match.id, [
      ev('period_end', 'first', 20),
      ev('period_start', 'second', 20),
      ev('goal', 'second', 30, { playerId: p2 }),
    ]);
    expect((await getMatch(s)).status).toBe('live');
    await logEvents(t.app, s.coach.token, s.match.id, [ev('period_end', 'second', 40)]);
    expect(await getMatch(s)).toMatchObject({ status: 'finished', score: { us: 1, rival: 1 } });
    // After the final whistle the engine refuses play, but a result can still be corrected.
    const late = await postEvent(
      t.app,
      s.coach.token,
      s.match.id,
      ev('goal', 'second', 40, { playerId: p2 }),
    );
    expect(late.statusCode).toBe(409);
    const log = await getLog(t.app, s.coach.token, s.match.id);
    expect(log.map((e) => e.type)).toEqual([
      'period_start',
      'goal',
      'rival_goal',
      'void',
      'period_end',
      'period_start',
      'goal',
      'period_end',
    ]);
    const rivalGoal = log[2];
    const fix = await postEvent(
      t.app,
      s.coach.token,
      s.match.id,
      ev('void', 'second', 40, { voidsEventId: rivalGoal?.id }),
    );
    expect(fix.statusCode, fix.body).toBe(201);
    expect(fix.json().match).toEqual({ status: 'finished', score: { us: 1, rival: 0 } });
  });

  it('scopes event ids to their match: another account reusing a UUID learns nothing and blocks nothing', async () => {
    const a = await setupMatch(t.app);
    const kickOff = ev('period_start', 'first', 0);
    await logEvents(t.app, a.coach.token, a.match.id, [kickOff]);
    const b = await setupMatch(t.app);
    const res = await postEvent(t.app, b.coach.token, b.match.id, kickOff);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().duplicate).toBe(false);
    // A's own re-send is still recognised as its duplicate, and each log holds exactly one copy.
    const again = await postEvent(t.app, a.coach.token, a.match.id, kickOff);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().duplicate).toBe(true);
    expect((await getLog(t.app, a.coach.token, a.match.id)).map((e) => e.id)).toEqual([kickOff.id]);
    expect((await getLog(t.app, b.coach.token, b.match.id)).map((e) => e.id)).toEqual([kickOff.id]);
  });
});

describe('POST /api/events/match/{matchId}/batch', () => {
  const batch = (s: MatchSetup, token: string | null, events: unknown[]) =>
    t.app.inject({
      method: 'POST',
      url: `/api/events/match/${s.match.id}/batch`,
      headers: token ? bearer(token) : {},
      payload: { events },
    });

  it('applies in order, idempotent per event, with a result per event', async () => {
    const s = await setupMatch(t.app);
    const [p1] = ids(s);
    const kickOff = ev('period_start', 'first', 0);
    const goal = ev('goal', 'first', 3, { playerId: p1 });
    await logEvents(t.app, s.coach.token, s.match.id, [kickOff]);
    const bad = ev('timeout', 'first', 5);
    const events = [
      kickOff,
      goal,
      ev('timeout', 'first', 4),
      bad,
      goal,
      ev('rival_goal', 'first', 6),
    ];
    const res = await batch(s, s.coach.token, events);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.results.map((r: { result: string }) => r.result)).toEqual([
      'duplicate',
      'created',
      'created',
      'refused',
      'duplicate',
      'created',
    ]);
    expect(body.results[3]).toMatchObject({ id: bad.id, error: { code: 'MATCH_RULE_VIOLATION' } });
    expect(body.match).toEqual({ status: 'live', score: { us: 1, rival: 1 } });
    expect(await rowsOf(s.match.id)).toHaveLength(4);
    // Re-sending the whole batch stores nothing new.
    const again = await batch(s, s.coach.token, events);
    expect(again.json().results.map((r: { result: string }) => r.result)).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'refused',
      'duplicate',
      'duplicate',
    ]);
    expect(await rowsOf(s.match.id)).toHaveLength(4);
  });

  it('answers 404 to another user, 401 to anonymous and 400 to an empty batch', async () => {
    const s = await setupMatch(t.app);
    const other = await registerAndLogin(t.app);
    expect((await batch(s, other.token, [ev('period_start', 'first', 0)])).statusCode).toBe(404);
    expect((await batch(s, null, [ev('period_start', 'first', 0)])).statusCode).toBe(401);
    const empty = await batch(s, s.coach.token, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('VALIDATION_ERROR');
    expect(await rowsOf(s.match.id)).toHaveLength(0);
  });
});

describe('GET /api/events/match/{matchId}', () => {
  it('answers the log oldest first to its owner only', async () => {
    const s = await setupMatch(t.app);
    const [p1] = ids(s);
    // Logged late: the goal at 2' arrives after the shot at 5'; the log keeps append order.
    const events = [
      ev('period_start', 'first', 0),
      ev('shot', 'first', 5, { playerId: p1 }),
      ev('goal', 'first', 2, { playerId: p1 }),
    ];
    await logEvents(t.app, s.coach.token, s.match.id, events);
    expect((await getLog(t.app, s.coach.token, s.match.id)).map((e) => e.id)).toEqual(
      events.map((e) => e.id),
    );
    const other = await registerAndLogin(t.app);
    const url = `/api/events/match/${s.match.id}`;
    expect(
      (await t.app.inject({ method: 'GET', url, headers: bearer(other.token) })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/events/match/undefined',
      headers: bearer(s.coach.token),
    });
    expect(bad.json().error.code).toBe('MATCH_ID_INVALID');
  });

  it('has no route to change or delete an event', async () => {
    const s = await setupMatch(t.app);
    const e = ev('period_start', 'first', 0);
    await logEvents(t.app, s.coach.token, s.match.id, [e]);
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/events/match/${s.match.id}`,
        headers: bearer(s.coach.token),
      });
      expect(res.statusCode).toBe(404);
    }
    expect(await rowsOf(s.match.id)).toHaveLength(1);
  });
});
