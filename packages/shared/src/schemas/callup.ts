import { z } from 'zod';
import { PLAYER_STATUSES } from '../values/player';
import { ATTENDANCE, CALLUP_KINDS, CALLUP_MAX_TRAINING } from '../values/callup';
import { AVAILABILITY_ANSWERS } from './availability';
import { ZSuspensionReason } from './discipline';
import { ZIsoDateTime } from './common';

export * from '../values/callup';

const reason = z.string().trim().max(200, 'validation.text.tooLong');

/**
 * PUT /callups/{kind}/{id}: the whole call-up. An injured, suspended or inactive
 * player needs `override` (the coach's reason) to be called up.
 */
export const ZCallupRequest = z.object({
  players: z
    .array(z.object({ playerId: z.uuid('errors.PLAYER_ID_INVALID'), override: reason.optional() }))
    .max(CALLUP_MAX_TRAINING, 'validation.callup.max')
    .refine((list) => new Set(list.map((p) => p.playerId)).size === list.length, {
      message: 'validation.callup.duplicate',
    }),
});
export type TCallupRequest = z.input<typeof ZCallupRequest>;

/** PUT /callups/{kind}/{id}/attendance: attendance of called-up players (null clears it). */
export const ZAttendanceRequest = z.object({
  entries: z
    .array(
      z.object({
        playerId: z.uuid('errors.PLAYER_ID_INVALID'),
        attendance: z.enum(ATTENDANCE, 'validation.callup.attendance').nullable(),
        reason: reason.optional(),
      }),
    )
    .max(CALLUP_MAX_TRAINING, 'validation.callup.max'),
});
export type TAttendanceRequest = z.input<typeof ZAttendanceRequest>;

/** One player of the squad as the call-up page shows them. */
export const ZCallupPlayer = z.object({
  playerId: z.uuid(),
  name: z.string(),
  number: z.number().int(),
  status: z.enum(PLAYER_STATUSES),
  calledUp: z.boolean(),
  /** The coach's reason for calling up an unavailable player; '' when none. */
  override: z.string(),
  attendance: z.enum(ATTENDANCE).nullable(),
  absenceReason: z.string(),
  answer: z.enum(AVAILABILITY_ANSWERS).nullable(),
  answerNote: z.string(),
  answeredAt: ZIsoDateTime.nullable(),
  /** The event moved after the answer: to re-confirm. */
  reconfirm: z.boolean(),
  /** The player's answer page path (/answer/{token}); null when none or revoked. */
  answerPath: z.string().nullable(),
  hasEmail: z.boolean(),
  /** A match's suspension from the competition's cards (decision 0165); null when none. */
  suspension: ZSuspensionReason.nullable(),
});
export type TCallupPlayer = z.infer<typeof ZCallupPlayer>;

export const ZCallupView = z.object({
  kind: z.enum(CALLUP_KINDS),
  eventId: z.uuid(),
  startsAt: ZIsoDateTime,
  place: z.string(),
  /** The match's rival, or the training's focus ('' when not said). */
  title: z.string(),
  maxPlayers: z.number().int(),
  players: z.array(ZCallupPlayer),
});
export type TCallupView = z.infer<typeof ZCallupView>;
