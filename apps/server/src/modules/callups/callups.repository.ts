import type { TCallupKind, TSuspendedPlayer } from '@futsal/shared';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventCallups, matches, teams, trainings, type TEventCallupRow } from '../../db/schema';
import { MatchesRepository, type RosterWithEmail } from '../matches';
import { suspensionsOfMatch } from '../suspensions';
import { isMember } from '../../lib/team-access';

/** The match or training a call-up is for. */
export interface CallupEvent {
  kind: TCallupKind;
  id: string;
  teamId: string;
  teamName: string;
  startsAt: Date;
  place: string;
  /** The match's rival, or the training's focus. */
  title: string;
}

/** A player of the team's squad, with the e-mail their answer link may be sent to. */
export type SquadPlayer = RosterWithEmail;

const eventColumn = (kind: TCallupKind) =>
  kind === 'match' ? eventCallups.matchId : eventCallups.trainingId;

/** The only code that queries the call-ups table (and reads the events and squad it needs). */
export class CallupsRepository {
  constructor(private readonly db: Db) {}

  /** A match's suspended players (decision 0165); a training has none. */
  async suspended(event: CallupEvent): Promise<Map<string, TSuspendedPlayer>> {
    if (event.kind !== 'match') return new Map();
    const view = await suspensionsOfMatch(this.db, event.id);
    return new Map(view.players.map((p) => [p.playerId, p]));
  }

  /** One of the owner's matches or trainings. */
  async findOwnedEvent(
    kind: TCallupKind,
    id: string,
    ownerId: string,
  ): Promise<CallupEvent | null> {
    const table = kind === 'match' ? matches : trainings;
    const start = kind === 'match' ? matches.date : trainings.startsAt;
    const place = kind === 'match' ? matches.location : trainings.place;
    const title = kind === 'match' ? matches.opponent : trainings.focus;
    const [row] = await this.db
      .select({
        id: table.id,
        teamId: table.teamId,
        teamName: teams.name,
        startsAt: start,
        place,
        title,
      })
      .from(table)
      .innerJoin(teams, eq(teams.id, table.teamId))
      .where(and(eq(table.id, id), isMember(teams.id, ownerId)))
      .limit(1);
    return row ? { kind, ...row } : null;
  }

  // The matches module owns the roster's query; it runs on this repository's connection.
  squad(teamId: string): Promise<SquadPlayer[]> {
    return new MatchesRepository(this.db).rosterWithEmail(teamId);
  }

  async list(event: CallupEvent): Promise<TEventCallupRow[]> {
    return this.db
      .select()
      .from(eventCallups)
      .where(eq(eventColumn(event.kind), event.id));
  }

  /**
   * The call-up becomes `entries` in one transaction: players left out go, new
   * ones come in, and those who stay keep their attendance.
   */
  async replace(
    event: CallupEvent,
    entries: { playerId: string; override: string; link: { nonce: string; hash: string } }[],
  ) {
    const column = eventColumn(event.kind);
    await this.db.transaction(async (tx) => {
      const ids = entries.map((e) => e.playerId);
      await tx
        .delete(eventCallups)
        .where(
          ids.length
            ? and(eq(column, event.id), notInArray(eventCallups.playerId, ids))
            : eq(column, event.id),
        );
      if (entries.length === 0) return;
      await tx
        .insert(eventCallups)
        .values(
          entries.map((e) => ({
            teamId: event.teamId,
            [event.kind === 'match' ? 'matchId' : 'trainingId']: event.id,
            playerId: e.playerId,
            override: e.override,
            // A newly called-up player gets an answer link; one already called up keeps theirs.
            linkNonce: e.link.nonce,
            linkTokenHash: e.link.hash,
          })),
        )
        .onConflictDoUpdate({
          target: [column, eventCallups.playerId],
          set: { override: sql`excluded.override`, updatedAt: new Date() },
        });
    });
  }

  async setAttendance(
    event: CallupEvent,
    entries: { playerId: string; attendance: string | null; reason: string }[],
  ): Promise<void> {
    const column = eventColumn(event.kind);
    await this.db.transaction(async (tx) => {
      for (const e of entries) {
        await tx
          .update(eventCallups)
          .set({ attendance: e.attendance, absenceReason: e.reason, updatedAt: new Date() })
          .where(and(eq(column, event.id), inArray(eventCallups.playerId, [e.playerId])));
      }
    });
  }
}
