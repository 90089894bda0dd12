import type { TCallupKind } from '@futsal/shared';
import { and, eq, gt, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  eventCallups,
  mailOutbox,
  matches,
  players,
  teams,
  trainings,
  userSettings,
} from '../../db/schema';

/** What a reminder mail needs, read again when it is sent (decision 0167). */
export interface ReminderTarget {
  callupId: string;
  kind: TCallupKind;
  startsAt: Date;
  /** The match's or the training's status: only 'scheduled' is reminded. */
  status: string;
  teamName: string;
  reminderHoursBefore: number;
  playerName: string;
  email: string | null;
  linkNonce: string | null;
  answer: string | null;
  answeredFor: Date | null;
  /** The coach's language, for the mail; null when never chosen. */
  language: string | null;
}

/** The answer reminders: queued on the mail outbox, one per call-up and event start. */
export class RemindersRepository {
  constructor(private readonly db: Db) {}

  /**
   * Queues a reminder for every due row: an upcoming scheduled event within its
   * team's reminder window, a live link, an e-mail, no answer for the event's
   * current start. The unique key (callup_id, reminder_for), not a flag, makes a
   * second run, on this instance or another at the same moment, queue nothing more.
   * Returns how many rows this call queued.
   */
  async queueDue(now: Date): Promise<number> {
    const at = sql`${now.toISOString()}::timestamptz`;
    let queued = 0;
    for (const kind of ['match', 'training'] as const) {
      const event =
        kind === 'match'
          ? { table: matches, id: matches.id, start: matches.date, status: matches.status }
          : {
              table: trainings,
              id: trainings.id,
              start: trainings.startsAt,
              status: trainings.status,
            };
      const column = kind === 'match' ? eventCallups.matchId : eventCallups.trainingId;
      const due = await this.db
        .select({ callupId: eventCallups.id, reminderFor: event.start })
        .from(eventCallups)
        .innerJoin(event.table, eq(event.id, column))
        .innerJoin(teams, eq(teams.id, eventCallups.teamId))
        .innerJoin(players, eq(players.id, eventCallups.playerId))
        .where(
          and(
            gt(teams.reminderHoursBefore, 0),
            eq(event.status, 'scheduled'),
            sql`${event.start} > ${at}`,
            sql`${event.start} <= ${at} + ${teams.reminderHoursBefore} * interval '1 hour'`,
            isNotNull(eventCallups.linkTokenHash),
            isNotNull(players.email),
            ne(players.email, ''),
            or(
              isNull(eventCallups.answer),
              sql`${eventCallups.answeredFor} is distinct from ${event.start}`,
            ),
          ),
        );
      if (due.length === 0) continue;
      // Another run may queue the same rows between the read and this insert: the key keeps one.
      const rows = await this.db
        .insert(mailOutbox)
        .values(due.map((d) => ({ ...d, nextAttemptAt: now })))
        .onConflictDoNothing({ target: [mailOutbox.callupId, mailOutbox.reminderFor] })
        .returning({ id: mailOutbox.id });
      queued += rows.length;
    }
    return queued;
  }

  /** The call-up row behind a queued reminder, or null when it is gone. */
  async target(callupId: string): Promise<ReminderTarget | null> {
    const base = {
      callupId: eventCallups.id,
      teamName: teams.name,
      reminderHoursBefore: teams.reminderHoursBefore,
      playerName: players.name,
      email: players.email,
      linkNonce: eventCallups.linkNonce,
      answer: eventCallups.answer,
      answeredFor: eventCallups.answeredFor,
      language: userSettings.language,
    };
    const [m] = await this.db
      .select({ ...base, startsAt: matches.date, status: matches.status })
      .from(eventCallups)
      .innerJoin(matches, eq(matches.id, eventCallups.matchId))
      .innerJoin(teams, eq(teams.id, eventCallups.teamId))
      .innerJoin(players, eq(players.id, eventCallups.playerId))
      .leftJoin(userSettings, eq(userSettings.userId, teams.ownerId))
      .where(eq(eventCallups.id, callupId))
      .limit(1);
    if (m) return { ...m, kind: 'match' };
    const [t] = await this.db
      .select({ ...base, startsAt: trainings.startsAt, status: trainings.status })
      .from(eventCallups)
      .innerJoin(trainings, eq(trainings.id, eventCallups.trainingId))
      .innerJoin(teams, eq(teams.id, eventCallups.teamId))
      .innerJoin(players, eq(players.id, eventCallups.playerId))
      .leftJoin(userSettings, eq(userSettings.userId, teams.ownerId))
      .where(eq(eventCallups.id, callupId))
      .limit(1);
    return t ? { ...t, kind: 'training' } : null;
  }
}
