import type { TStatsPeriod } from '@futsal/shared';
import { and, asc, eq, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  eventCallups,
  matches,
  matchPlayerLines,
  playerStatusChanges,
  trainings,
} from '../../db/schema';
import { finishedIn } from './season-rows';
import type { StatusChange } from './status-spells';

/** One call-up of the player: its kind, the event's UTC day and the attendance taken. */
export interface CallupDay {
  kind: 'training' | 'match';
  day: string;
  attendance: string | null;
  reason: string;
}

/** One finished match the player has a figures line in. */
export interface PlayedDay {
  day: string;
  secondsPlayed: number;
  participation: string;
}

const utcDay = (column: typeof trainings.startsAt | typeof matches.date) =>
  sql<string>`to_char((${column} at time zone 'UTC')::date, 'YYYY-MM-DD')`;
const inPeriod = (column: typeof trainings.startsAt | typeof matches.date, p: TStatsPeriod) =>
  sql`(${column} at time zone 'UTC')::date between ${p.from}::date and ${p.to}::date`;

/**
 * The player's call-ups to trainings and matches of the period (decision 0169): cancelled
 * trainings and cancelled or postponed matches left out, since nobody could attend them.
 */
export async function callupDays(db: Db, playerId: string, p: TStatsPeriod): Promise<CallupDay[]> {
  const base = {
    attendance: eventCallups.attendance,
    reason: eventCallups.absenceReason,
  };
  const [training, match] = await Promise.all([
    db
      .select({ ...base, day: utcDay(trainings.startsAt) })
      .from(eventCallups)
      .innerJoin(trainings, eq(trainings.id, eventCallups.trainingId))
      .where(
        and(
          eq(eventCallups.playerId, playerId),
          ne(trainings.status, 'cancelled'),
          inPeriod(trainings.startsAt, p),
        ),
      ),
    db
      .select({ ...base, day: utcDay(matches.date) })
      .from(eventCallups)
      .innerJoin(matches, eq(matches.id, eventCallups.matchId))
      .where(
        and(
          eq(eventCallups.playerId, playerId),
          sql`${matches.status} not in ('cancelled', 'postponed')`,
          inPeriod(matches.date, p),
        ),
      ),
  ]);
  return [
    ...training.map((r) => ({ kind: 'training' as const, ...r })),
    ...match.map((r) => ({ kind: 'match' as const, ...r })),
  ];
}

/** The player's lines in the team's finished matches of the period (the engine's figures). */
export async function playedDays(
  db: Db,
  playerId: string,
  teamId: string,
  period: TStatsPeriod,
): Promise<PlayedDay[]> {
  return db
    .select({
      day: utcDay(matches.date),
      secondsPlayed: matchPlayerLines.secondsPlayed,
      participation: matchPlayerLines.participation,
    })
    .from(matchPlayerLines)
    .innerJoin(matches, eq(matches.id, matchPlayerLines.matchId))
    .where(and(eq(matchPlayerLines.playerId, playerId), finishedIn(teamId, { period })));
}

/**
 * The player's status history up to the period's end, oldest first (decision 0188): what was
 * set before the period tells the status it began with.
 */
export async function statusChanges(
  db: Db,
  playerId: string,
  period: TStatsPeriod,
): Promise<StatusChange[]> {
  return db
    .select({ status: playerStatusChanges.status, at: playerStatusChanges.changedAt })
    .from(playerStatusChanges)
    .where(
      and(
        eq(playerStatusChanges.playerId, playerId),
        // The end of the period's last UTC day, whatever the session's time zone.
        lte(
          playerStatusChanges.changedAt,
          sql`(${period.to}::date + 1)::timestamp at time zone 'UTC'`,
        ),
      ),
    )
    .orderBy(asc(playerStatusChanges.changedAt), asc(playerStatusChanges.id));
}
