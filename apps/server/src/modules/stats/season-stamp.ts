import { DEFAULT_USER_SETTINGS } from '@futsal/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teams, userSettings } from '../../db/schema';
import { isMember } from '../../lib/team-access';

const param = (name: string) => sql.placeholder(name);

/**
 * A digest of the version (`xmin`) of every row a team's season reply is read from: the team,
 * its matches (an append moves the match row in its transaction), their figures rows (every
 * re-derivation rewrites one), its players and its competitions. Any insert, update or delete of
 * those rows, committed by any instance, gives another digest; the player lines and fives are
 * written only with their match row or figures row. No row for another user's team.
 */
const digest = sql<string>`(
  select md5(coalesce(string_agg(v, ',' order by v), ''))
  from (
    select 'm' || m.id::text || ':' || m.xmin::text || ':' || coalesce(x.xmin::text, '-') as v
      from matches m left join match_figures x on x.match_id = m.id
      where m.team_id = ${param('teamId')}::uuid
    union all
    select 'p' || p.id::text || ':' || p.xmin::text from players p
      where p.team_id = ${param('teamId')}::uuid
    union all
    select 'c' || c.id::text || ':' || c.xmin::text from competitions c
      where c.team_id = ${param('teamId')}::uuid
  ) rows
) || ':' || teams.xmin::text`;

export interface SeasonStamp {
  stamp: string;
  /** 1–12, as the settings module answers it (its default when never chosen). */
  seasonStartMonth: number;
}

const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

// The owner's season start month comes with the stamp: a kept reply then costs one statement.
function prepare(db: Db) {
  return db
    .select({ stamp: digest, seasonStartMonth: userSettings.seasonStartMonth })
    .from(teams)
    .leftJoin(userSettings, eq(userSettings.userId, teams.ownerId))
    .where(and(eq(teams.id, param('teamId')), isMember(teams.id, param('ownerId'))))
    .prepare('stats_team_season_stamp');
}

/** The team's season stamp and its owner's season start month, or null when the team is not the owner's. */
export async function teamSeasonStamp(
  db: Db,
  teamId: string,
  ownerId: string,
): Promise<SeasonStamp | null> {
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepare(db);
    prepared.set(db, statement);
  }
  const [row] = await statement.execute({ teamId, ownerId });
  if (!row) return null;
  return {
    stamp: row.stamp,
    seasonStartMonth: row.seasonStartMonth ?? DEFAULT_USER_SETTINGS.seasonStartMonth,
  };
}
