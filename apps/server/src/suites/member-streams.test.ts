import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchEvents, teamMembers, users } from '../db/schema';
import { bearer, createTestApp, forgotten, type TestApp } from '../../test/helpers';
import { ev, postEvent, setupMatch } from '../../test/matches';
import { NEVER_MS, openSse, useTwoStreamInstances, type SseClient } from '../../test/sse';
import { staffMember } from '../../test/staff';

/**
 * Decision 0180: a member removed from a team, however (here straight in the database, as an
 * erasure or another instance would), loses the team's live streams at once; a role change that
 * still reads keeps them. The keep-alive is ten minutes away, so only the announced change can end
 * a stream: awaiting its end is the proof that it ends at once.
 */
const url = process.env.TEST_DATABASE_URL;

const open: SseClient[] = [];
async function stream(base: string, matchId: string, token: string) {
  const s = await openSse(`${base}/api/events/match/${matchId}/stream`, bearer(token));
  open.push(s);
  expect(s.status).toBe(200);
  return s;
}
afterAll(() => {
  for (const s of open) s.close();
});

function removeMember(t: TestApp, teamId: string, userId: string) {
  return t.db
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
}

describe('a member removed from the team loses its live streams at once', () => {
  let t: TestApp;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp({}, { streamKeepAliveMs: NEVER_MS });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("ends the removed assistant's stream, and only theirs", async () => {
    const setup = await setupMatch(t.app);
    const assistant = await staffMember(t.app, t.db, setup.teamId, 'assistant');
    const analyst = await staffMember(t.app, t.db, setup.teamId, 'analyst');
    const gone = await stream(base, setup.match.id, assistant.token);
    const ownerStream = await stream(base, setup.match.id, setup.coach.token);
    const analystStream = await stream(base, setup.match.id, analyst.token);

    await removeMember(t, setup.teamId, assistant.user.id);
    await gone.ended;
    expect(t.app.liveStreams.countOf(assistant.user.id)).toBe(0);

    // The others still receive what is logged.
    const goal = ev('period_start', 'first', 0, { at: Date.now() });
    expect((await postEvent(t.app, setup.coach.token, setup.match.id, goal)).statusCode).toBe(201);
    await Promise.all(
      [ownerStream, analystStream].map((s) =>
        s.until((frames) => frames.some((f) => f.event === 'match-event')),
      ),
    );
    expect(t.app.liveStreams.countOf(analyst.user.id)).toBe(1);
    // And the removed assistant is a stranger now: 404, as for a match that does not exist.
    const again = await fetch(`${base}/api/events/match/${setup.match.id}/stream`, {
      headers: bearer(assistant.token),
    });
    expect(again.status).toBe(404);
    await again.body?.cancel();
  });

  it("forgets the removed member's cached replies at once: the team's players are no longer theirs", async () => {
    const setup = await setupMatch(t.app);
    const assistant = await staffMember(t.app, t.db, setup.teamId, 'assistant');
    const players = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/players/team/${setup.teamId}`,
        headers: bearer(assistant.token),
      });
    // Twice: the second is served from this instance's cache (decision 0064).
    expect((await players()).statusCode).toBe(200);
    expect((await players()).statusCode).toBe(200);
    const heard = forgotten(t, assistant.user.id);
    await removeMember(t, setup.teamId, assistant.user.id);
    await heard;
    expect((await players()).statusCode).toBe(404);
  });

  it('keeps the stream of a member moved to another role that reads the team', async () => {
    const setup = await setupMatch(t.app);
    const assistant = await staffMember(t.app, t.db, setup.teamId, 'assistant');
    const s = await stream(base, setup.match.id, assistant.token);
    await t.db
      .update(teamMembers)
      .set({ role: 'analyst' })
      .where(and(eq(teamMembers.teamId, setup.teamId), eq(teamMembers.userId, assistant.user.id)));
    // The change is heard (the stream checks its role) and the stream goes on: it still gets events.
    const goal = ev('period_start', 'first', 0, { at: Date.now() });
    expect((await postEvent(t.app, setup.coach.token, setup.match.id, goal)).statusCode).toBe(201);
    await s.until((frames) => frames.some((f) => f.event === 'match-event'));
    expect(t.app.liveStreams.countOf(assistant.user.id)).toBe(1);
    // As an analyst, the former assistant may no longer log.
    const refused = await postEvent(
      t.app,
      assistant.token,
      setup.match.id,
      ev('period_end', 'first', 20),
    );
    expect(refused.statusCode).toBe(403);
    s.close();
    await s.ended;
  });

  it("ends the team's streams of a member whose membership of another team changes, not others", async () => {
    const a = await setupMatch(t.app);
    const b = await setupMatch(t.app);
    const assistant = await staffMember(t.app, t.db, a.teamId, 'assistant');
    await t.db
      .insert(teamMembers)
      .values({ teamId: b.teamId, userId: assistant.user.id, role: 'assistant' });
    const onA = await stream(base, a.match.id, assistant.token);
    const onB = await stream(base, b.match.id, assistant.token);
    await removeMember(t, b.teamId, assistant.user.id);
    await onB.ended;
    expect(t.app.liveStreams.countOf(assistant.user.id)).toBe(1);
    onA.close();
    await onA.ended;
  });
});

describe("an assistant's events are logged under their own name", () => {
  let t: TestApp;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp({}, { streamKeepAliveMs: NEVER_MS });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores the logger, lists them on the log and names them on the stream', async () => {
    const setup = await setupMatch(t.app);
    const assistant = await staffMember(t.app, t.db, setup.teamId, 'assistant');
    const ownerStream = await stream(base, setup.match.id, setup.coach.token);
    const byAssistant = ev('period_start', 'first', 0, { at: Date.now() });
    const byOwner = ev('goal', 'first', 6, { playerId: setup.players[0]!.id });
    const single = await postEvent(t.app, assistant.token, setup.match.id, byAssistant);
    expect(single.statusCode, single.body).toBe(201);
    // The append's reply stays as small as it was: the caller knows who they are.
    expect(single.json()).not.toHaveProperty('loggedBy');
    const batch = await t.app.inject({
      method: 'POST',
      url: `/api/events/match/${setup.match.id}/batch`,
      headers: bearer(setup.coach.token),
      payload: { events: [byOwner] },
    });
    expect(batch.statusCode, batch.body).toBe(200);

    const rows = await t.db
      .select({ id: matchEvents.id, loggedBy: matchEvents.loggedBy })
      .from(matchEvents)
      .where(eq(matchEvents.matchId, setup.match.id));
    expect(new Map(rows.map((r) => [r.id, r.loggedBy]))).toEqual(
      new Map([
        [byAssistant.id, assistant.user.id],
        [byOwner.id, setup.coach.user.id],
      ]),
    );

    const log = await t.app.inject({
      method: 'GET',
      url: `/api/events/match/${setup.match.id}`,
      headers: bearer(assistant.token),
    });
    expect(log.statusCode).toBe(200);
    const name = (u: { user: { firstName: string; lastName: string } }) =>
      `${u.user.firstName} ${u.user.lastName}`.trim();
    const loggers = log.json<{ loggers: { id: string; name: string; events: string[] }[] }>()
      .loggers;
    expect(loggers.sort((x, y) => x.events[0]!.localeCompare(y.events[0]!))).toEqual(
      [
        { id: assistant.user.id, name: name(assistant), events: [byAssistant.id] },
        { id: setup.coach.user.id, name: name(setup.coach), events: [byOwner.id] },
      ].sort((x, y) => x.events[0]!.localeCompare(y.events[0]!)),
    );

    await ownerStream.until(
      (frames) => frames.filter((f) => f.event === 'match-event').length >= 2,
    );
    const streamed = ownerStream.frames
      .filter((f) => f.event === 'match-event')
      .map((f) => JSON.parse(f.data) as { event: { id: string }; loggedBy: unknown });
    expect(streamed.map((f) => [f.event.id, f.loggedBy])).toEqual([
      [byAssistant.id, { id: assistant.user.id, name: name(assistant) }],
      [byOwner.id, { id: setup.coach.user.id, name: name(setup.coach) }],
    ]);
  });

  it("keeps the assistant's events when their account is erased, without their name", async () => {
    const setup = await setupMatch(t.app);
    const assistant = await staffMember(t.app, t.db, setup.teamId, 'assistant');
    const start = ev('period_start', 'first', 0, { at: Date.now() });
    expect((await postEvent(t.app, assistant.token, setup.match.id, start)).statusCode).toBe(201);
    await t.db.delete(users).where(eq(users.id, assistant.user.id));
    const [row] = await t.db
      .select({ loggedBy: matchEvents.loggedBy, payload: matchEvents.payload })
      .from(matchEvents)
      .where(eq(matchEvents.matchId, setup.match.id));
    expect(row).toEqual({ loggedBy: null, payload: start });
    // Any other change of a stored event is still refused (decision 0083).
    await expect(
      t.db
        .update(matchEvents)
        .set({ loggedBy: null, type: 'goal' })
        .where(eq(matchEvents.matchId, setup.match.id)),
    ).rejects.toThrow();
  });

  it('refuses every write of the live flow to an analyst and to medical staff', async () => {
    const setup = await setupMatch(t.app);
    for (const role of ['analyst', 'medical'] as const) {
      const member = await staffMember(t.app, t.db, setup.teamId, role);
      const writes = [
        postEvent(t.app, member.token, setup.match.id, ev('period_start', 'first', 0)),
        t.app.inject({
          method: 'POST',
          url: `/api/events/match/${setup.match.id}/batch`,
          headers: bearer(member.token),
          payload: { events: [ev('period_start', 'first', 0)] },
        }),
        t.app.inject({
          method: 'PUT',
          url: `/api/matches/${setup.match.id}/lineup`,
          headers: bearer(member.token),
          payload: setup.match.lineup ?? {},
        }),
        t.app.inject({
          method: 'PUT',
          url: `/api/matches/${setup.match.id}`,
          headers: bearer(member.token),
          payload: { status: 'postponed' },
        }),
      ];
      for (const res of await Promise.all(writes)) {
        expect(res.statusCode, `${role}: ${res.body}`).toBe(403);
        expect(res.json<{ error: { code: string } }>().error.code).toBe('ROLE_FORBIDDEN');
      }
      // Reading the live match is theirs.
      const log = await t.app.inject({
        method: 'GET',
        url: `/api/events/match/${setup.match.id}`,
        headers: bearer(member.token),
      });
      expect(log.statusCode).toBe(200);
    }
  });
});

describe.skipIf(!url)('a member removed through another instance', () => {
  const pair = useTwoStreamInstances();

  it("ends the assistant's stream on A when B removes them", async () => {
    const { a, b, baseA } = pair;
    const setup = await setupMatch(a.app);
    const assistant = await staffMember(a.app, a.db, setup.teamId, 'assistant');
    const s = await stream(baseA, setup.match.id, assistant.token);
    await removeMember(b, setup.teamId, assistant.user.id);
    await s.ended;
  });
});
