import {
  CALLUP_MAX_MATCH,
  CALLUP_MAX_TRAINING,
  PLAYER_STATUSES,
  type TAttendance,
  type TCallupView,
  type TAvailabilityAnswer,
  type TPlayerStatus,
  type TSuspendedPlayer,
  type TSuspensionReason,
} from '@futsal/shared';
import type { TEventCallupRow } from '../../db/schema';
import type { CallupEvent, SquadPlayer } from './callups.repository';

export const maxPlayersOf = (event: Pick<CallupEvent, 'kind'>) =>
  event.kind === 'match' ? CALLUP_MAX_MATCH : CALLUP_MAX_TRAINING;

/** An answer given for another start time than the event's now is asked again. */
export const needsReconfirm = (
  row: Pick<TEventCallupRow, 'answer' | 'answeredFor'> | null,
  startsAt: Date,
) => Boolean(row?.answer && row.answeredFor && row.answeredFor.getTime() !== startsAt.getTime());

function suspensionReason(s: TSuspendedPlayer | undefined): TSuspensionReason | null {
  if (!s) return null;
  const { cause, sourceMatchId, sourceOpponent, sourceDate, yellowCount, nth, of } = s;
  return { cause, sourceMatchId, sourceOpponent, sourceDate, yellowCount, nth, of };
}

/** The whole squad, each player marked called up or not, with the attendance taken. */
export function presentCallup(
  event: CallupEvent,
  squad: readonly SquadPlayer[],
  rows: readonly TEventCallupRow[],
  suspended: ReadonlyMap<string, TSuspendedPlayer>,
  pathOf: (nonce: string) => string,
): TCallupView {
  const byPlayer = new Map(rows.map((r) => [r.playerId, r]));
  return {
    kind: event.kind,
    eventId: event.id,
    startsAt: event.startsAt.toISOString(),
    place: event.place,
    title: event.title,
    maxPlayers: maxPlayersOf(event),
    players: squad.map((p) => {
      const row = byPlayer.get(p.id);
      const status = (PLAYER_STATUSES as readonly string[]).includes(p.status)
        ? (p.status as TPlayerStatus)
        : 'available';
      return {
        playerId: p.id,
        name: p.name,
        number: p.number,
        status: p.isActive ? status : 'inactive',
        calledUp: row !== undefined,
        override: row?.override ?? '',
        // The CHECK constraint keeps the column to ATTENDANCE.
        attendance: (row?.attendance as TAttendance | null | undefined) ?? null,
        absenceReason: row?.absenceReason ?? '',
        // The CHECK constraint keeps the column to AVAILABILITY_ANSWERS.
        answer: (row?.answer as TAvailabilityAnswer | null | undefined) ?? null,
        answerNote: row?.answerNote ?? '',
        answeredAt: row?.answeredAt?.toISOString() ?? null,
        reconfirm: needsReconfirm(row ?? null, event.startsAt),
        answerPath: row?.linkNonce ? pathOf(row.linkNonce) : null,
        hasEmail: Boolean(p.email),
        suspension: suspensionReason(suspended.get(p.id)),
      };
    }),
  };
}
