import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { setupMatch, type MatchSetup } from '../../../test/matches';
import { lockHolder } from '../../../test/pg-locks';
import { matchFigures, matches, players, teamVersions } from '../../db/schema';

/**
 * A team's version (migration 0015, decision 0107), the team figures' cache key: every change to
 * the rows they are read from moves it, whoever writes, once per transaction, at its commit.
 */
let t: TestApp;
let s: MatchSetup;
beforeAll(async () => {
  t = await createTestApp();
  s = await setupMatch(t.app);
});
afterAll(async () => t?.close());

const versionOf = async (teamId: string) =>
  (await t.db.select().from(teamVersions).where(eq(teamVersions.teamId, teamId)))[0]?.version ?? 0;

/** How far `write` moved the team's version. */
async function moves(write: () => Promise<unknown>, teamId = s.teamId): Promise<number> {
  const before = await versionOf(teamId);
  await write();
  return (await versionOf(teamId)) - before;
}

describe("a team's version (decision 0107)", () => {
  it('moves at any statement on its matches, figures rows, players or competitions, by any writer', async () => {
    const team = s.teamId;
    // Statements no code path sends, each changing nothing but the rows' versions.
    for (const [table, rows] of [
      ['matches', matches],
      ['match_figures', matchFigures],
      ['players', players],
    ] as const) {
      expect(await t.db.$count(rows, eq(rows.teamId, team)), table).toBeGreaterThan(0);
      expect(
        await moves(() =>
          t.db.execute(
            sql`update ${sql.identifier(table)} set team_id = team_id where team_id = ${team}`,
          ),
        ),
        table,
      ).toBe(1);
    }
    const insert = () =>
      t.db.execute(sql`insert into competitions (team_id, name, type, start_date)
        values (${team}, 'Copa', 'cup', '2026-01-10')`);
    expect(await moves(insert)).toBe(1);
    expect(
      await moves(() => t.db.execute(sql`delete from competitions where team_id = ${team}`)),
    ).toBe(1);
  });

  it('moves once for a transaction of many statements, and not for one rolled back', async () => {
    const team = s.teamId;
    const many = () =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`update players set team_id = team_id where team_id = ${team}`);
        await tx.execute(sql`update matches set team_id = team_id where team_id = ${team}`);
        await tx.execute(sql`update match_figures set team_id = team_id where team_id = ${team}`);
      });
    expect(await moves(many)).toBe(1);
    const undone = () =>
      t.db
        .transaction(async (tx) => {
          await tx.execute(sql`update players set team_id = team_id where team_id = ${team}`);
          throw new Error('undo');
        })
        .catch(() => undefined);
    expect(await moves(undone)).toBe(0);
  });

  it("leaves other teams' versions alone", async () => {
    const other = await setupMatch(t.app);
    expect(
      await moves(() =>
        t.db.execute(sql`update players set team_id = team_id where team_id = ${other.teamId}`),
      ),
    ).toBe(0);
  });

  it("deletes a team and its rows without moving the deleted team's version", async () => {
    const gone = await setupMatch(t.app);
    expect(
      await moves(
        () => t.db.execute(sql`delete from teams where id = ${gone.teamId}`),
        gone.teamId,
      ),
    ).toBe(0);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "a team's version, between connections (decision 0107)",
  () => {
    it("is taken at the commit: a lineup's match update, then its players, does not deadlock with a player's deletion", async () => {
      // The order of a lineup (MatchesService.setLineup): the match row, then the team's players
      // for key share. A deletion takes its player, then would move the version: had the match
      // update moved it at once, each would wait for the other.
      const m = await setupMatch(t.app);
      const { client: lineup } = await lockHolder();
      const { client: deletion } = await lockHolder();
      try {
        const gone = m.players.at(-1)?.id ?? '';
        const before = await versionOf(m.teamId);
        await lineup.query('begin');
        await lineup.query('update matches set team_id = team_id where id = $1', [m.match.id]);
        await deletion.query('begin');
        // Moving the version here would wait for the lineup's transaction, and this test would
        // time out: the lineup waits for this deletion below.
        await deletion.query('delete from players where id = $1', [gone]);
        const shared = lineup.query('select id from players where team_id = $1 for key share', [
          m.teamId,
        ]);
        await deletion.query('commit');
        await shared;
        await lineup.query('commit');
        expect((await versionOf(m.teamId)) - before).toBe(2);
      } finally {
        await lineup.end();
        await deletion.end();
      }
    });
  },
);
