import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teams, type TGoalCounts } from '../../db/schema';
import {
  type MatchFiguresView,
  type MatchFilter,
  type PlayerTotalsRow,
  type QuintetRow,
} from './season-rows';
import { PAIRS_SHOWN, type PairRow } from './rotations';
import { isMember } from '../../lib/team-access';

export interface TeamSeasonRows {
  matches: MatchFiguresView[];
  players: PlayerTotalsRow[];
  quintets: QuintetRow[];
  pairs: PairRow[];
  /** The matches' goal counts summed by key. */
  goalCounts: TGoalCounts;
}

interface MatchJson extends Omit<MatchFiguresView['match'], 'date'> {
  date: string;
  competitionName: string | null;
  figures: MatchFiguresView['figures'];
  goalCounts: TGoalCounts;
}

/** The matches' goal counts added up by key, per side. */
function summed(all: readonly TGoalCounts[]): TGoalCounts {
  const total: TGoalCounts = { for: {}, against: {} };
  for (const counts of all)
    for (const side of ['for', 'against'] as const)
      for (const [key, n] of Object.entries(counts[side]))
        total[side][key] = (total[side][key] ?? 0) + n;
  return total;
}

const param = (name: string) => sql.placeholder(name);

/** The season's most-used pairs shown (issue 37). */
const PAIRS_LIMIT = sql.raw(String(PAIRS_SHOWN));

/** A finished match `m` of the team inside the filters (match day in UTC); a null filter is none. */
const inPeriod = sql`m.team_id = ${teams.id} and m.status = 'finished'
  and (m.date at time zone 'UTC')::date between ${param('from')}::date and ${param('to')}::date
  and (${param('competitionId')}::uuid is null or m.competition_id = ${param('competitionId')}::uuid)
  and (${param('type')}::text is null or m.type = ${param('type')}::text)
  and (${param('home')}::boolean is null or m.is_home = ${param('home')}::boolean)`;

const seasonFields = {
  matches: sql<string>`coalesce((
    select json_agg(json_build_object(
      'id', m.id, 'date', m.date, 'opponent', m.opponent, 'isHome', m.is_home,
      'type', m.type, 'competitionId', m.competition_id, 'competitionName', c.name,
      'figures', json_build_object(
        'goalsFor', x.goals_for, 'goalsAgainst', x.goals_against, 'shots', x.shots,
        'shotsOnTarget', x.shots_on_target, 'foulsFor', x.fouls_for,
        'foulsAgainst', x.fouls_against, 'yellowCards', x.yellow_cards,
        'redCardsFor', x.red_cards_for, 'redCardsAgainst', x.red_cards_against,
        'corners', x.corners, 'timeoutsFor', x.timeouts_for,
        'timeoutsAgainst', x.timeouts_against, 'tenMetreKicksFor', x.ten_metre_kicks_for,
        'tenMetreKicksAgainst', x.ten_metre_kicks_against,
        'regularSeconds', x.regular_seconds), 'goalCounts', x.goal_counts)
      order by m.date desc, m.created_at desc)
    from matches m
    join match_figures x on x.match_id = m.id
    left join competitions c on c.id = m.competition_id
    where ${inPeriod} and m.lineup is not null
  ), '[]')::text`,
  players: sql<string>`coalesce((
    select json_agg(json_build_object('playerId', t.player_id, 'name', pl.name,
      'number', pl.number, 'position', pl.primary_position, 'matches', t.matches,
      'starts', t.starts, 'secondsPlayed', t.seconds_played, 'goals', t.goals,
      'assists', t.assists, 'shots', t.shots, 'shotsOnTarget', t.shots_on_target,
      'fouls', t.fouls, 'yellowCards', t.yellow_cards, 'redCards', t.red_cards,
      'plusMinus', t.plus_minus, 'stints', t.stints, 'longestStintSec', t.longest_stint_sec,
      'restSeconds', t.rest_seconds, 'flyingGoalkeeperSeconds', t.flying_goalkeeper_seconds,
      'periodSeconds', json_build_object('first', t.p_first, 'second', t.p_second,
        'firstExtra', t.p_first_extra, 'secondExtra', t.p_second_extra)) order by pl.number)
    from (
      select l.player_id,
        (count(*) filter (where l.participation in ('starter', 'substitute_played')))::int as matches,
        (count(*) filter (where l.participation = 'starter'))::int as starts,
        sum(l.seconds_played)::int as seconds_played, sum(l.goals)::int as goals,
        sum(l.assists)::int as assists, sum(l.shots)::int as shots,
        sum(l.shots_on_target)::int as shots_on_target, sum(l.fouls)::int as fouls,
        sum(l.yellow_cards)::int as yellow_cards, sum(l.red_cards)::int as red_cards,
        sum(l.plus_minus)::int as plus_minus, sum(l.stints)::int as stints,
        max(l.longest_stint_sec)::int as longest_stint_sec,
        sum(l.rest_seconds)::int as rest_seconds,
        sum(l.flying_goalkeeper_seconds)::int as flying_goalkeeper_seconds,
        coalesce(sum((l.period_seconds->>'first')::int), 0)::int as p_first,
        coalesce(sum((l.period_seconds->>'second')::int), 0)::int as p_second,
        coalesce(sum((l.period_seconds->>'firstExtra')::int), 0)::int as p_first_extra,
        coalesce(sum((l.period_seconds->>'secondExtra')::int), 0)::int as p_second_extra
      from match_player_lines l join matches m on m.id = l.match_id
      where ${inPeriod}
      group by l.player_id
    ) t
    join players pl on pl.id = t.player_id
  ), '[]')::text`,
  quintets: sql<string>`coalesce((
    select json_agg(q order by q.seconds desc, q."playerIds")
    from (
      select player_ids as "playerIds", sum(seconds)::int as seconds,
        sum(goals_for)::int as "goalsFor", sum(goals_against)::int as "goalsAgainst"
      from match_quintets join matches m on m.id = match_quintets.match_id
      where ${inPeriod}
      group by player_ids
      order by sum(seconds) desc, player_ids
      limit 10
    ) q
  ), '[]')::text`,
  pairs: sql<string>`coalesce((
    select json_agg(q order by q.seconds desc, q."playerIds")
    from (
      select player_ids as "playerIds", sum(seconds)::int as seconds,
        sum(goals_for)::int as "goalsFor", sum(goals_against)::int as "goalsAgainst"
      from match_pairs join matches m on m.id = match_pairs.match_id
      where ${inPeriod}
      group by player_ids
      order by sum(seconds) desc, player_ids
      limit ${PAIRS_LIMIT}
    ) q
  ), '[]')::text`,
};

/** Prepared once per database handle: parsed and planned once per pooled connection. */
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

function prepare(db: Db) {
  return db
    .select(seasonFields)
    .from(teams)
    .where(and(eq(teams.id, param('teamId')), isMember(teams.id, param('ownerId'))))
    .prepare('stats_team_season');
}

/**
 * Everything the team's figures are computed from, in one prepared statement: the owner check
 * (no row for another's team), the period's matches with their figures rows (newest first), the
 * players' summed lines, the ten most-used fives and the most-used pairs. Each part comes
 * back as JSON text (one parse instead of a row mapping per row).
 */
export async function teamSeasonRows(
  db: Db,
  teamId: string,
  ownerId: string,
  f: MatchFilter,
): Promise<TeamSeasonRows | null> {
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepare(db);
    prepared.set(db, statement);
  }
  const [row] = await statement.execute({
    teamId,
    ownerId,
    from: f.period.from,
    to: f.period.to,
    competitionId: f.competitionId ?? null,
    type: f.type ?? null,
    home: f.venue ? f.venue === 'home' : null,
  });
  if (!row) return null;
  const parsed = JSON.parse(row.matches) as MatchJson[];
  return {
    matches: parsed.map(({ competitionName, figures, date, goalCounts: _counts, ...match }) => ({
      match: { ...match, date: new Date(date) },
      competitionName,
      figures,
    })),
    players: JSON.parse(row.players) as PlayerTotalsRow[],
    quintets: JSON.parse(row.quintets) as QuintetRow[],
    pairs: JSON.parse(row.pairs) as PairRow[],
    goalCounts: summed(parsed.map((m) => m.goalCounts)),
  };
}
