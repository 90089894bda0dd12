import { MATCH_TYPES, type TMatch, type TMatchType } from '@futsal/shared';
import type { TMatchRow } from '../../db/schema';
import { oneOf } from '../../lib/enum-column';
import { matchStatus } from '../match-log';

/** A match as read (ZMatch); the score is the cache of the event log's replay. */
export function presentMatch(row: TMatchRow): TMatch {
  return {
    id: row.id,
    _id: row.id,
    teamId: row.teamId,
    opponent: row.opponent,
    date: row.date.toISOString(),
    location: row.location,
    stadium: row.location,
    isHome: row.isHome,
    type: oneOf<TMatchType>(MATCH_TYPES, row.type),
    periods: row.periods,
    periodDuration: row.periodDuration,
    status: matchStatus(row),
    score: { us: row.scoreUs, rival: row.scoreRival },
    competitionId: row.competitionId,
    competitionRound: row.competitionRound ?? '',
    lineup: row.lineup
      ? { starters: [...row.lineup.starters], substitutes: [...row.lineup.substitutes] }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
