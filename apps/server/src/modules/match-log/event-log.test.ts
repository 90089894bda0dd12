import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { ev, logEvents, setupMatch, type MatchSetup } from '../../../test/matches';
import { matchEvents, teams, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The database's own refusal (drizzle wraps it as the cause of a "Failed query" error). */
const refusal = async (write: Promise<unknown>) => {
  const err = await write.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(Error);
  const cause = (err as Error).cause;
  return cause instanceof Error ? cause.message : (err as Error).message;
};

const eventsOf = async (matchId: string) =>
  t.db.select().from(matchEvents).where(eq(matchEvents.matchId, matchId));

async function playedMatch(): Promise<MatchSetup> {
  const s = await setupMatch(t.app);
  await logEvents(t.app, s.coach.token, s.match.id, [
    ev('period_start', 'first', 0),
    ev('goal', 'first', 2, { playerId: s.players[0]?.id }),
  ]);
  return s;
}

/**
 * Decision 0083: the guarded append trusts the log's last seq alone, which holds only if no event
 * is ever changed or removed while its match exists. The database refuses both, whoever asks.
 */
describe('the event log in the database', () => {
  it('refuses to change a stored event', async () => {
    const s = await playedMatch();
    const before = await eventsOf(s.match.id);
    expect(
      await refusal(
        t.db.update(matchEvents).set({ type: 'shot' }).where(eq(matchEvents.matchId, s.match.id)),
      ),
    ).toMatch(/append-only/);
    expect(await eventsOf(s.match.id)).toEqual(before);
  });

  it('refuses to delete an event of a match that exists', async () => {
    const s = await playedMatch();
    const before = await eventsOf(s.match.id);
    const last = before.at(-1);
    expect(
      await refusal(
        t.db.execute(
          sql`delete from match_events where match_id = ${s.match.id} and seq = ${last?.seq}`,
        ),
      ),
    ).toMatch(/append-only/);
    expect(await eventsOf(s.match.id)).toEqual(before);
  });

  it("lets a match's deletion take its log with it", async () => {
    const s = await playedMatch();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/matches/${s.match.id}`,
      headers: bearer(s.coach.token),
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await eventsOf(s.match.id)).toEqual([]);
  });

  it("lets a team's and an account's deletion take their matches' logs", async () => {
    const byTeam = await playedMatch();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/teams/${byTeam.teamId}`,
      headers: bearer(byTeam.coach.token),
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await eventsOf(byTeam.match.id)).toEqual([]);

    const byAccount = await playedMatch();
    await t.db.delete(users).where(eq(users.id, byAccount.coach.user.id));
    expect(await t.db.select().from(teams).where(eq(teams.id, byAccount.teamId))).toEqual([]);
    expect(await eventsOf(byAccount.match.id)).toEqual([]);
  });
});
