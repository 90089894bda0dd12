import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { ZMatchStatsResponse, type TMatchEvent } from '@futsal/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { ev, logEvents, postEvent, setupMatch, type MatchSetup } from '../../../test/matches';
import { lockHolder, waiterBehind } from '../../../test/pg-locks';
import {
  matchEvents,
  matchFigures,
  matches,
  matchPlayerLines,
  matchQuintets,
  players,
} from '../../db/schema';
import { MatchesRepository } from '../matches/matches.repository';
import { rederiveMatch } from '../stats/figures.repository';
import { StatsRepository } from '../stats/stats.repository';
import { EventsRepository } from './events.repository';
import { EventsService } from './events.service';
import { normalizeIds } from './event-outcome';
import { LiveStateCache, type LiveState } from './live-state';

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

const lastSeqOf = async (matchId: string) =>
  (
    await t.db
      .select({ seq: sql<number>`max(${matchEvents.seq})::int` })
      .from(matchEvents)
      .where(eq(matchEvents.matchId, matchId))
  )[0]?.seq;

/**
 * The match's figures as a reader gets them: GET /stats/match derives the rows first when they
 * are behind the log, which a live append leaves them (decision 0085).
 */
const statsOf = async (s: MatchSetup) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/stats/match/${s.match.id}`,
    headers: { authorization: `Bearer ${s.coach.token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZMatchStatsResponse.parse(res.json());
};

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
    expect((await statsOf(s)).team.redCards.for).toBe(1);
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
    const { team } = await statsOf(s);
    expect(team.shots).toEqual({ for: 1, onTarget: 1 });
    expect((await figuresOf(s.match.id))?.goalsFor).toBe(0);
  });

  it('appends from the cached state without the locked path once the match is cached', async () => {
    const s = await setupMatch(t.app);
    const [p1] = s.players.map((p) => p.id);
    await logEvents(t.app, s.coach.token, s.match.id, [ev('period_start', 'first', 0)]);
    const locked = vi.spyOn(EventsRepository.prototype, 'lockForAppend');
    const guarded = vi.spyOn(EventsRepository.prototype, 'appendGuarded');
    const shot = ev('shot', 'first', 1, { playerId: p1, onTarget: false });
    try {
      await logEvents(t.app, s.coach.token, s.match.id, [
        shot,
        ev('goal', 'first', 2, { playerId: p1 }),
      ]);
      expect(guarded).toHaveBeenCalledTimes(2);
      expect(locked).not.toHaveBeenCalled();
      // A re-send and a refusal are answered by the locked path, from the stored log, as before.
      const again = await postEvent(t.app, s.coach.token, s.match.id, shot);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ duplicate: true, event: { id: shot.id } });
      const refused = await postEvent(
        t.app,
        s.coach.token,
        s.match.id,
        ev('period_start', 'first', 3),
      );
      expect(refused.statusCode, refused.body).toBe(409);
      expect(locked).toHaveBeenCalledTimes(2);
    } finally {
      locked.mockRestore();
      guarded.mockRestore();
    }
  });

  it("takes the locked path after any change to its match row or its team's player rows, and only its own (decision 0088)", async () => {
    const s = await setupMatch(t.app);
    const other = await setupMatch(t.app);
    const [p1] = s.players.map((p) => p.id);
    const bench = s.players.at(-1)?.id ?? '';
    await logEvents(t.app, s.coach.token, s.match.id, [ev('period_start', 'first', 0)]);
    let minute = 1;
    /** One more shot; whether the append had to take the locked path. */
    const appendTookLock = async () => {
      const locked = vi.spyOn(EventsRepository.prototype, 'lockForAppend');
      try {
        await logEvents(t.app, s.coach.token, s.match.id, [
          ev('shot', 'first', minute++, { playerId: p1, onTarget: false }),
        ]);
        return locked.mock.calls.length > 0;
      } finally {
        locked.mockRestore();
      }
    };
    expect(await appendTookLock()).toBe(false);
    // Changes made straight in the database, as another instance or a script would: no cache is told.
    const [row] = await t.db.select().from(players).where(eq(players.id, bench));
    if (!row) throw new Error('the bench player is missing');
    const signingId = randomUUID();
    const changes: [string, () => Promise<unknown>][] = [
      [
        'the match row',
        () =>
          t.db.update(matches).set({ location: 'Otro pabellón' }).where(eq(matches.id, s.match.id)),
      ],
      [
        'a rename',
        () =>
          t.db
            .update(players)
            .set({ name: 'Otro' })
            .where(eq(players.id, p1 ?? '')),
      ],
      [
        'a status',
        () => t.db.update(players).set({ status: 'injured' }).where(eq(players.id, bench)),
      ],
      ['a new player', () => t.db.insert(players).values({ ...row, id: signingId, number: 99 })],
      ['a deletion', () => t.db.delete(players).where(eq(players.id, signingId))],
    ];
    for (const [label, change] of changes) {
      await change();
      expect(await appendTookLock(), label).toBe(true);
      expect(await appendTookLock(), `${label}, then`).toBe(false);
    }
    await t.db
      .update(players)
      .set({ name: 'Ajeno' })
      .where(eq(players.id, other.players[0]?.id ?? ''));
    expect(await appendTookLock(), "another team's player").toBe(false);
    await t.db.update(matches).set({ location: 'Ajeno' }).where(eq(matches.id, other.match.id));
    expect(await appendTookLock(), "another team's match").toBe(false);
  });

  it('sees an event written to the log by something else than an append (no match row change)', async () => {
    const s = await setupMatch(t.app);
    const [p1] = s.players.map((p) => p.id);
    await logEvents(t.app, s.coach.token, s.match.id, [ev('period_start', 'first', 0)]);
    const goal = ev('goal', 'first', 1, { playerId: p1 });
    await t.db
      .insert(matchEvents)
      .values({ id: goal.id, matchId: s.match.id, type: goal.type, payload: normalizeIds(goal) });
    const shot = await postEvent(
      t.app,
      s.coach.token,
      s.match.id,
      ev('shot', 'first', 2, { playerId: p1, onTarget: false }),
    );
    expect(shot.statusCode, shot.body).toBe(201);
    expect(shot.json().match.score).toEqual({ us: 1, rival: 0 });
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
    const { players: lines } = await statsOf(s);
    expect(lines.find((l) => l.playerId === added.json().id)?.participation).toBe('not_selected');
  });

  it('leaves the derived rows behind the log, and a read derives them first (decision 0085)', async () => {
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
    const repo = new StatsRepository(t.db);
    // Written by the locked path at the first event, not since.
    expect(await repo.isStale(s.match.id)).toBe(true);
    expect((await figuresOf(s.match.id))?.shots).toBe(0);
    const read = await statsOf(s);
    expect(read.score).toEqual({ us: 1, rival: 1 });
    expect(read.team.shots).toEqual({ for: 2, onTarget: 2 });
    expect(read.team.yellowCards).toBe(1);
    expect(await repo.isStale(s.match.id)).toBe(false);
    const derived = await derivedRows(s.match.id);
    expect(derived.team).toMatchObject({
      goalsFor: 1,
      goalsAgainst: 1,
      derivedSeq: await lastSeqOf(s.match.id),
    });
    await rederiveMatch(t.db, s.match.id);
    expect(await derivedRows(s.match.id)).toEqual(derived);
  });
});

/**
 * An append that waited for the match lock reads other tables as of its start
 * (READ COMMITTED): the log's last seq it reads can miss an append committed
 * meanwhile. Only the locked row is read at its newest version. Needs two
 * connections, so PostgreSQL (TEST_DATABASE_URL) only.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('an append that waited for the match lock', () => {
  it("counts another instance's append that committed while it waited", async () => {
    const s = await setupMatch(t.app);
    const [p1, p2] = s.players.map((p) => p.id);
    // Instance A (the app) caches the live match.
    await logEvents(t.app, s.coach.token, s.match.id, [
      ev('period_start', 'first', 0),
      ev('goal', 'first', 2, { playerId: p1 }),
    ]);
    const { client: holder, pid: holderPid } = await lockHolder();
    try {
      await holder.query('begin');
      await holder.query('select 1 from matches where id = $1 for update', [s.match.id]);
      // Instance B's red card (no score change) waits first, then A's shot waits behind it.
      const elsewhere = appendElsewhere(s, ev('red_card', 'first', 3, { playerId: p2 }));
      const bPid = await waiterBehind(holder, [holderPid]);
      const shot = postEvent(
        t.app,
        s.coach.token,
        s.match.id,
        ev('shot', 'first', 4, { playerId: p1, onTarget: true }),
      );
      await waiterBehind(holder, [holderPid, bPid], [bPid]);
      await holder.query('commit');
      await elsewhere;
      const res = await shot;
      expect(res.statusCode, res.body).toBe(201);
    } finally {
      await holder.end();
    }
    // The figures count B's red card and A's shot: the stored log, whole.
    const { team } = await statsOf(s);
    expect(team.redCards.for).toBe(1);
    expect(team.shots.for).toBe(2);
    // And A's next judgement knows p2 was sent off.
    const sentOff = await postEvent(
      t.app,
      s.coach.token,
      s.match.id,
      ev('shot', 'first', 5, { playerId: p2, onTarget: false }),
    );
    expect(sentOff.statusCode, sentOff.body).toBe(409);
  });
});

describe('appends of several matches at once (decision 0080)', () => {
  const authOf = (s: MatchSetup) => ({ userId: s.coach.user.id, jti: 'batch' });
  /** The transaction that wrote each event: one statement is one transaction. */
  const writtenBy = async (ids: string[]) => {
    const rows = await t.db
      .select({ id: matchEvents.id, tx: sql<string>`${matchEvents}.xmin::text` })
      .from(matchEvents)
      .where(inArray(matchEvents.id, ids));
    return ids.map((id) => rows.find((r) => r.id === id)?.tx);
  };

  it('writes them in one statement, each against its own guard and owner', async () => {
    const service = otherInstance();
    const setups: MatchSetup[] = [];
    for (let i = 0; i < 4; i++) setups.push(await setupMatch(t.app));
    // This instance caches each match (a coach of its own each); the first append takes the locked path.
    for (const s of setups)
      await service.append(authOf(s), s.match.id, [ev('period_start', 'first', 0)], 'en');
    // Another instance appends to the second match: this instance's state of it no longer stands.
    const [, stale] = setups;
    if (!stale) throw new Error('no second match');
    await appendElsewhere(
      stale,
      ev('shot', 'first', 1, { playerId: stale.players[0]?.id, onTarget: false }),
    );
    const goals = setups.map((s) => ev('goal', 'first', 2, { playerId: s.players[0]?.id }));
    // Made in one turn: the first is sent at once, the other three wait for it and go together.
    const results = await Promise.all(
      setups.map((s, i) => service.append(authOf(s), s.match.id, [goals[i] as TMatchEvent], 'en')),
    );
    for (const r of results) {
      expect(r.outcomes[0]?.result).toBe('created');
      expect(r.match.score).toEqual({ us: 1, rival: 0 });
    }
    const [first, second, third, fourth] = await writtenBy(goals.map((g) => g.id));
    // The stale one failed its guard in that statement, wrote nothing there, and the locked path wrote it.
    expect(third).toBe(fourth);
    expect(new Set([first, second, third]).size).toBe(3);
    for (const s of setups) expect((await statsOf(s)).score).toEqual({ us: 1, rival: 0 });
    expect((await statsOf(stale)).team.shots.for).toBe(2);
  });

  it("answers null to each append of a statement that failed, and writes none of them; alone, the error is the append's", async () => {
    const events = new EventsRepository(t.db);
    const setups: MatchSetup[] = [];
    for (let i = 0; i < 3; i++) setups.push(await setupMatch(t.app));
    const appendTo = async (s: MatchSetup, scoreUs = 0) => {
      const locked = await events.lockForAppend(s.match.id, s.coach.user.id);
      if (!locked) throw new Error('no match');
      const { mark } = await events.listWithMark(s.match.id);
      const event = normalizeIds(ev('period_start', 'first', 0));
      const guard = { ownerId: s.coach.user.id, ...locked, mark };
      return {
        event,
        written: () => events.appendGuarded(guard, { match: { ...locked.match, scoreUs }, event }),
      };
    };
    // A score past PostgreSQL's integer: reading it fails the whole statement.
    const [x, bad, good] = setups;
    if (!x || !bad || !good) throw new Error('no matches');
    const lone = await appendTo(x);
    const failing = await appendTo(bad, 2 ** 31);
    const fine = await appendTo(good);
    const [alone, badResult, goodResult] = await Promise.all([
      lone.written(),
      failing.written(),
      fine.written(),
    ]);
    expect(alone?.row.id).toBe(lone.event.id);
    expect(badResult).toBeNull();
    expect(goodResult).toBeNull();
    expect(await writtenBy([failing.event.id, fine.event.id])).toEqual([undefined, undefined]);
    // Sent alone, the failing append's error is its own.
    await expect(failing.written()).rejects.toThrow();
    expect((await fine.written())?.row.id).toBe(fine.event.id);
  });
});

describe('LiveStateCache', () => {
  const state = (lastSeq: number) => ({ mark: { lastSeq }, log: [] }) as unknown as LiveState;

  it('gives an entry once: taken out until it is put back', () => {
    const cache = new LiveStateCache();
    cache.put('m', state(3));
    expect(cache.take('m')?.mark.lastSeq).toBe(3);
    // Taken by an append: a second one (or a failed first one) finds nothing.
    expect(cache.take('m')).toBeNull();
  });

  it('keeps at most its bound, the least recently used out first', () => {
    const cache = new LiveStateCache(2);
    cache.put('a', state(1));
    cache.put('b', state(1));
    cache.put('a', state(1));
    cache.put('c', state(1));
    expect(cache.size).toBe(2);
    expect(cache.take('b')).toBeNull();
    expect(cache.take('a')).not.toBeNull();
  });

  it("runs one match's work one after another, another match's alongside, past a failure", async () => {
    const cache = new LiveStateCache();
    const order: string[] = [];
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = cache.exclusive('m', async () => {
      await held;
      order.push('m1');
      throw new Error('m1 failed');
    });
    const second = cache.exclusive('m', async () => void order.push('m2'));
    await cache.exclusive('n', async () => void order.push('n1'));
    expect(order).toEqual(['n1']);
    release();
    await expect(first).rejects.toThrow('m1 failed');
    await second;
    expect(order).toEqual(['n1', 'm1', 'm2']);
  });
});
