import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMatchStatsResponse } from '@futsal/shared';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { ev, logEvents, setupMatch, type MatchSetup } from '../../../test/matches';
import { lockHolder, waiterBehind } from '../../../test/pg-locks';
import { matchPlayerLines } from '../../db/schema';
import { EventsRepository } from './events.repository';
import { EventsService } from './events.service';
import { deriveFigures } from './rederive';

/**
 * A player of a match's lineup deleted: the lineup keeps naming them, but the
 * deletion took their player lines by cascade, and a line cannot name a
 * missing player. The derived rows' writer keeps a line only for the players
 * the team still has, locked against deletion while it writes, so it waits
 * for a deletion in progress. Before, the next derivation of such a match
 * failed on the foreign key: the append answered 500.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const linesOf = async (matchId: string) =>
  (
    await t.db
      .select({ playerId: matchPlayerLines.playerId })
      .from(matchPlayerLines)
      .where(eq(matchPlayerLines.matchId, matchId))
  ).map((l) => l.playerId);

/** Runs `write` while another connection has deleted the last substitute and not yet committed. */
async function whileDeleting(s: MatchSetup, write: () => Promise<unknown>) {
  const gone = s.players.at(-1)?.id ?? '';
  expect(await linesOf(s.match.id)).toContain(gone);
  const { client: holder, pid } = await lockHolder();
  try {
    await holder.query('begin');
    await holder.query('delete from players where id = $1', [gone]);
    const written = write();
    await waiterBehind(holder, [pid]);
    await holder.query('commit');
    await written;
  } finally {
    await holder.end();
  }
  const lines = await linesOf(s.match.id);
  expect(lines).not.toContain(gone);
  expect(lines).toHaveLength(s.players.length - 1);
}

describe('a lineup player deleted mid-match', () => {
  // Deleting through the API erases the player (decision 0171): the row stays, anonymous, so
  // their line stays in the figures; only a team's deletion removes player rows.
  it('leaves the match going: the next events are stored, and the erased player keeps their line', async () => {
    const s = await setupMatch(t.app);
    const gone = s.players.at(-1)?.id ?? '';
    await logEvents(t.app, s.coach.token, s.match.id, [ev('period_start', 'first', 0)]);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/players/${gone}`,
      headers: bearer(s.coach.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    // The roster changed: the guard fails and the locked path writes the rows again.
    await logEvents(t.app, s.coach.token, s.match.id, [
      ev('shot', 'first', 1, { playerId: s.players[0]?.id, onTarget: true }),
      ev('shot', 'first', 2, { playerId: s.players[0]?.id, onTarget: false }),
    ]);
    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/stats/match/${s.match.id}`,
      headers: bearer(s.coach.token),
    });
    expect(stats.statusCode, stats.body).toBe(200);
    const read = ZMatchStatsResponse.parse(stats.json());
    expect(read.team.shots).toEqual({ for: 2, onTarget: 1 });
    const line = read.players.find((p) => p.playerId === gone);
    expect(line?.name).toBe(`Jugador #${s.players.at(-1)?.number} (eliminado)`);
    expect(await linesOf(s.match.id)).toHaveLength(s.players.length);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a player deleted during a derivation', () => {
  it('is left out of the rows a re-derivation writes', async () => {
    const s = await setupMatch(t.app);
    await logEvents(t.app, s.coach.token, s.match.id, [ev('period_start', 'first', 0)]);
    await whileDeleting(s, () =>
      t.db.transaction(async (tx) => {
        const locked = await new EventsRepository(tx).lockMatch(s.match.id);
        if (locked) await deriveFigures(tx, locked.match);
      }),
    );
  });

  it('is left out of the rows an append writes', async () => {
    const s = await setupMatch(t.app);
    await logEvents(t.app, s.coach.token, s.match.id, [ev('period_start', 'first', 0)]);
    const other = new EventsService(t.db);
    await whileDeleting(s, async () => {
      const { outcomes } = await other.append(
        { userId: s.coach.user.id, jti: 'other' },
        s.match.id,
        [ev('rival_goal', 'first', 1)],
        'en',
      );
      expect(outcomes[0]?.result).toBe('created');
    });
  });
});
