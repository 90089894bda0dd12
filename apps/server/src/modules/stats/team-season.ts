import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { TGoalCounts } from '../../db/schema';
import {
  finishedIn,
  ON_COURT,
  type MatchFiguresView,
  type MatchFilter,
  type PlayerTotalsRow,
  type QuintetRow,
} from './season-rows';

export interface TeamSeasonRows {
  matches: MatchFiguresView[];
  players: PlayerTotalsRow[];
  quintets: QuintetRow[];
  /** The matches' goal counts summed by key. */
  goalCounts: TGoalCounts;
}

interface SeasonRow {
  owned: boolean;
  matches: string;
  players: string;
  quintets: string;
  goal_counts: string;
}

interface MatchJson extends Omit<MatchFiguresView['match'], 'date'> {
  date: string;
  competitionName: string | null;
  figures: MatchFiguresView['figures'];
}

function countsOf(rows: readonly ['for' | 'against', string, number][]): TGoalCounts {
  const counts: TGoalCounts = { for: {}, against: {} };
  for (const [side, key, n] of rows) counts[side][key] = n;
  return counts;
}

/**
 * Everything the team's figures are computed from, in one statement: the owner check, the
 * period's matches with their figures rows (newest first), the players' summed lines and the ten
 * most-used fives, the goals' counts summed. Each part comes back as JSON text (one parse instead of a row mapping per
 * row). Null when the team is not the owner's.
 */
export async function teamSeasonRows(
  db: Db,
  teamId: string,
  ownerId: string,
  f: MatchFilter,
): Promise<TeamSeasonRows | null> {
  // Both drivers answer a raw statement with `{ rows }`.
  const result = (await db.execute(sql`
    with team as (
      select id from teams where id = ${teamId} and owner_id = ${ownerId}
    ), picked as (
      select id, date, opponent, is_home, type, tournament_id, lineup, created_at from matches
      where ${finishedIn(sql`(select id from team)`, f)}
    )
    select
      exists (select 1 from team) as owned,
      coalesce((
        select json_agg(json_build_object(
          'id', m.id, 'date', m.date, 'opponent', m.opponent, 'isHome', m.is_home,
          'type', m.type, 'tournamentId', m.tournament_id, 'competitionName', c.name,
          'figures', json_build_object(
            'goalsFor', x.goals_for, 'goalsAgainst', x.goals_against, 'shots', x.shots,
            'shotsOnTarget', x.shots_on_target, 'foulsFor', x.fouls_for,
            'foulsAgainst', x.fouls_against, 'yellowCards', x.yellow_cards,
            'redCardsFor', x.red_cards_for, 'redCardsAgainst', x.red_cards_against,
            'corners', x.corners, 'timeoutsFor', x.timeouts_for,
            'timeoutsAgainst', x.timeouts_against, 'tenMetreKicksFor', x.ten_metre_kicks_for,
            'tenMetreKicksAgainst', x.ten_metre_kicks_against,
            'regularSeconds', x.regular_seconds))
          order by m.date desc, m.created_at desc)
        from picked m
        join match_figures x on x.match_id = m.id
        left join competitions c on c.id = m.tournament_id
        where m.lineup is not null
      ), '[]')::text as matches,
      coalesce((
        select json_agg(p order by p.number)
        from (
          select match_player_lines.player_id as "playerId", pl.name, pl.number,
            pl.primary_position as position,
            (count(*) filter (where ${ON_COURT}))::int as matches,
            (count(*) filter (where match_player_lines.participation = 'starter'))::int as starts,
            sum(seconds_played)::int as "secondsPlayed", sum(goals)::int as goals,
            sum(assists)::int as assists, sum(shots)::int as shots,
            sum(shots_on_target)::int as "shotsOnTarget", sum(fouls)::int as fouls,
            sum(yellow_cards)::int as "yellowCards", sum(red_cards)::int as "redCards",
            sum(plus_minus)::int as "plusMinus"
          from match_player_lines
          join picked m on m.id = match_player_lines.match_id
          join players pl on pl.id = match_player_lines.player_id
          group by match_player_lines.player_id, pl.name, pl.number, pl.primary_position
        ) p
      ), '[]')::text as players,
      coalesce((
        select json_agg(q order by q.seconds desc, q."playerIds")
        from (
          select player_ids as "playerIds", sum(seconds)::int as seconds,
            sum(goals_for)::int as "goalsFor", sum(goals_against)::int as "goalsAgainst"
          from match_quintets join picked m on m.id = match_quintets.match_id
          group by player_ids
          order by sum(seconds) desc, player_ids
          limit 10
        ) q
      ), '[]')::text as quintets,
      coalesce((
        select json_agg(json_build_array(g.side, g.key, g.n))
        from (
          select s.side, e.key, sum(e.value::int)::int as n
          from picked m
          join match_figures x on x.match_id = m.id
          cross join (values ('for'), ('against')) s(side)
          cross join lateral jsonb_each(x.goal_counts -> s.side) e
          where m.lineup is not null
          group by s.side, e.key
        ) g
      ), '[]')::text as goal_counts`)) as unknown as { rows: SeasonRow[] };
  const row = result.rows[0];
  if (!row?.owned) return null;
  return {
    matches: (JSON.parse(row.matches) as MatchJson[]).map(
      ({ competitionName, figures, date, ...match }) => ({
        match: { ...match, date: new Date(date) },
        competitionName,
        figures,
      }),
    ),
    players: JSON.parse(row.players) as PlayerTotalsRow[],
    quintets: JSON.parse(row.quintets) as QuintetRow[],
    goalCounts: countsOf(JSON.parse(row.goal_counts) as ['for' | 'against', string, number][]),
  };
}
