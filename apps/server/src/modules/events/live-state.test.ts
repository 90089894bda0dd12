import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { ev, logEvents, postEvent, setupMatch, type MatchSetup } from '../../../test/matches';
import { matchFigures, matchPlayerLines, matchQuintets } from '../../db/schema';
import { MatchesRepository } from '../matches/matches.repository';
import { rederiveMatch } from '../stats/figures.repository';
import { EventsRepository } from './events.repository';
import { EventsService } from './events.service';
import { LiveStateCache } from './live-state';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Another API instance on the same database: its own service, its own cache. */
const otherInstance = () =>
  new EventsService({
    matches: new MatchesRepository(t.db),
    events: new EventsRepository(t.db),
  });

const appendElsewhere = async (s: MatchSetup, event: ReturnType<typeof ev>) => {
  const { outcomes } = await otherInstance().append(
    { userId: s.coach.user.id, jti: 'other-instance' },
    s.match.id,
    [event],
    'en',
  );
  expect(outcomes[0]?.result).toBe('created');
};

const figuresOf = async (matchId: string) =>
  (await t.db.select().from(matchFigures).where(eq(matchFigures.matchId, matchId)))[0];

/** The derived rows without their write time, in a stable order. */
const derivedRows = async (matchId: string) => {
  const figures = await figuresOf(matchId);
  const lines = await t.db
    .select()
    .from(matchPlayerLines)
    .where(eq(matchPlayerLines.matchId, matchId));
  const quintets = await t.db
    .select()
    .from(matchQuintets)
    .where(eq(matchQuintets.matchId, matchId));
  const { updatedAt: _at, ...team } = figures ?? { updatedAt: null };
  return {
    team,
    lines: lines.sort((a, b) => a.playerId.localeCompare(b.playerId)),
    quintets: quintets.sort((a, b) => a.playerIds.localeCompare(b.playerIds)),
  };
};

describe('the live state an instance keeps between appends (decision 0058)', () => {
  it("sees another instance's append: score, figures and the next append's judgement", async () => {
    const s = await setupMatch(t.app);
    const [p1, p2] = s.players.map((p) => p.id);
    // Instance A (the app) caches the state of a live match with one goal.
    await logEvents(t.app, s.coach.token, s.match.id, [
      ev('period_start', 'first', 0),
      ev('goal', 'first', 2, { playerId: p1 }),
    ]);
    // Instance B appends a goal and a red card A has never seen.
    await appendElsewhere(s, ev('goal', 'first', 3, { playerId: p2 }));
    await appendElsewhere(s, ev('red_card', 'first', 4, { playerId: p2 }));
    // A's next append counts B's goal, and judges against B's sending-off.
    const shot = await postEvent(
      t.app,
      s.coach.token,
      s.match.id,
      ev('shot', 'first', 5, { playerId: p1, onTarget: true }),
    );
    expect(shot.statusCode, shot.body).toBe(201);
    expect(shot.json().match.score).toEqual({ us: 2, rival: 0 });
    expect((await figuresOf(s.match.id))?.goalsFor).toBe(2);
    const sentOff = await postEvent(
      t.app,
      s.coach.token,
      s.match.id,
      ev('shot', 'first', 6, { playerId: p2, onTarget: false }),
    );
    expect(sentOff.statusCode, sentOff.body).toBe(409);
  });

  it("sees another instance's void of a goal A counted", async () => {
    const s = await setupMatch(t.app);
    const [p1] = s.players.map((p) => p.id);
    const goal = ev('goal', 'first', 2, { playerId: p1 });
    await logEvents(t.app, s.coach.token, s.match.id, [ev('period_start', 'first', 0), goal]);
    await appendElsewhere(s, ev('void', 'first', 3, { voidsEventId: goal.id }));
    const shot = await postEvent(
      t.app,
      s.coach.token,
      s.match.id,
      ev('shot', 'first', 5, { playerId: p1, onTarget: true }),
    );
    expect(shot.statusCode, shot.body).toBe(201);
    expect(shot.json().match.score).toEqual({ us: 0, rival: 0 });
    const figures = await figuresOf(s.match.id);
    expect(figures?.goalsFor).toBe(0);
    expect(figures?.shots).toBe(1);
  });

  it('sees a roster change (a player added mid-match) in the derived rows', async () => {
    const s = await setupMatch(t.app);
    const [p1] = s.players.map((p) => p.id);
    await logEvents(t.app, s.coach.token, s.match.id, [ev('period_start', 'first', 0)]);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/players/team/${s.teamId}`,
      headers: { authorization: `Bearer ${s.coach.token}` },
      payload: {
        name: 'Fichaje',
        number: 30,
        positions: { primary: 'winger' },
        preferredFoot: 'left',
        status: 'available',
        nationalId: 'ID-30-0000',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    await logEvents(t.app, s.coach.token, s.match.id, [
      ev('shot', 'first', 1, { playerId: p1, onTarget: false }),
    ]);
    const lines = await t.db
      .select()
      .from(matchPlayerLines)
      .where(eq(matchPlayerLines.matchId, s.match.id));
    expect(lines.find((l) => l.playerId === added.json().id)?.participation).toBe('not_selected');
  });

  it('writes, change by change, the same rows a full re-derivation writes', async () => {
    const s = await setupMatch(t.app);
    const [p1, p2, p3, , p5, p6] = s.players.map((p) => p.id);
    const goal = ev('goal', 'first', 9, { playerId: p3, assistPlayerId: p1 });
    await logEvents(t.app, s.coach.token, s.match.id, [
      ev('period_start', 'first', 0),
      ev('shot', 'first', 1, { playerId: p1, onTarget: true }),
      ev('foul', 'first', 2, { playerId: p2 }),
      ev('substitution', 'first', 4, { playerOutId: p5, playerInId: p6 }),
      ev('goal', 'first', 6, { playerId: p2 }),
      goal,
      ev('yellow_card', 'first', 10, { playerId: p6 }),
      ev('void', 'first', 11, { voidsEventId: goal.id }),
      ev('period_end', 'first', 20),
      ev('period_start', 'second', 20),
      ev('rival_goal', 'second', 25),
    ]);
    const incremental = await derivedRows(s.match.id);
    await rederiveMatch(t.db, s.match.id);
    expect(await derivedRows(s.match.id)).toEqual(incremental);
    expect(incremental.team).toMatchObject({ goalsFor: 1, goalsAgainst: 1 });
  });
});

describe('LiveStateCache', () => {
  const state = (count: number) => ({
    configKey: 'config-a',
    mark: { count, lastSeq: count },
    log: [],
    ids: new Set<string>(),
    rejected: new Set<string>(),
  });

  it('gives an entry only for the same log mark and config, and never twice without a put', () => {
    const cache = new LiveStateCache();
    cache.put('m', state(3));
    expect(cache.valid('m', 'config-a', { count: 3, lastSeq: 4 })).toBeNull();
    cache.put('m', state(3));
    expect(cache.valid('m', 'config-b', { count: 3, lastSeq: 3 })).toBeNull();
    cache.put('m', state(3));
    expect(cache.valid('m', 'config-a', { count: 3, lastSeq: 3 })).not.toBeNull();
    // Taken by a transaction: a second one (or a failed first one) finds nothing.
    expect(cache.valid('m', 'config-a', { count: 3, lastSeq: 3 })).toBeNull();
  });

  it('keeps at most its bound, the least recently used out first', () => {
    const cache = new LiveStateCache(2);
    cache.put('a', state(1));
    cache.put('b', state(1));
    cache.put('a', state(1));
    cache.put('c', state(1));
    expect(cache.size).toBe(2);
    expect(cache.valid('b', 'config-a', { count: 1, lastSeq: 1 })).toBeNull();
    expect(cache.valid('a', 'config-a', { count: 1, lastSeq: 1 })).not.toBeNull();
  });
});
