import { eventSide, ZMatchEventRequest, type TMatchType, type TTeamEventRow } from '@futsal/shared';
import type { TeamEventRecord } from './team-events.repository';

/** Exactly the fields of a row of the events page. */
export function presentTeamEvent(r: TeamEventRecord, display: string): TTeamEventRow {
  return {
    matchId: r.matchId,
    matchDate: r.matchDate.toISOString(),
    opponent: r.opponent,
    // The CHECK constraint keeps the column to MATCH_TYPES.
    matchType: r.matchType as TMatchType,
    competitionId: r.competitionId,
    competitionName: r.competitionName,
    seq: r.seq,
    display,
    side: eventSide(r.payload.type),
    event: ZMatchEventRequest.parse(r.payload),
  };
}
