import { z } from 'zod';
import { LIMITS } from '../limits';
import { SUSPENSION_CAUSES } from '../values/discipline';
import { ZIsoDateTime } from './common';

export * from '../values/discipline';

const count = (key: string, [min, max]: readonly [number, number]) =>
  z.number(key).int(key).min(min, key).max(max, key);

/** A competition's disciplinary rules as its form and routes take them (decision 0165). */
export const disciplineFields = {
  redSuspensionMatches: count(
    'validation.competition.redSuspensionMatches',
    LIMITS.competition.redSuspensionMatches,
  ),
  yellowAccumulation: count(
    'validation.competition.yellowAccumulation',
    LIMITS.competition.yellowAccumulation,
  ),
  yellowSuspensionMatches: count(
    'validation.competition.yellowSuspensionMatches',
    LIMITS.competition.yellowSuspensionMatches,
  ),
};

/** The coach's reason for a suspended player all the same. */
export const ZOverrideReason = z
  .string({ error: 'validation.suspension.reasonRequired' })
  .trim()
  .min(1, 'validation.suspension.reasonRequired')
  .max(LIMITS.overrideReason, 'validation.text.tooLong');

/** Why a player may not play a match: which card of which match. */
export const ZSuspensionReason = z.object({
  cause: z.enum(SUSPENSION_CAUSES),
  sourceMatchId: z.uuid(),
  sourceOpponent: z.string(),
  sourceDate: ZIsoDateTime,
  /** For accumulation: the yellows reached; otherwise 0. */
  yellowCount: z.number().int(),
  /** This match is the nth of the `of` the suspension lasts. */
  nth: z.number().int(),
  of: z.number().int(),
});
export type TSuspensionReason = z.infer<typeof ZSuspensionReason>;

export const ZSuspendedPlayer = ZSuspensionReason.extend({
  playerId: z.uuid(),
  name: z.string(),
  number: z.number().int(),
  /** The coach's reason for lining the player up all the same; '' when none. */
  override: z.string(),
});
export type TSuspendedPlayer = z.infer<typeof ZSuspendedPlayer>;

/** GET /matches/{id}/suspensions: who may not play this match, from the competition's cards. */
export const ZMatchSuspensions = z.object({
  matchId: z.uuid(),
  competitionId: z.uuid().nullable(),
  /** The competition's rules; null for a match outside any competition (nobody is suspended). */
  rules: z
    .object({
      redSuspensionMatches: z.number().int(),
      yellowAccumulation: z.number().int(),
      yellowSuspensionMatches: z.number().int(),
    })
    .nullable(),
  players: z.array(ZSuspendedPlayer),
});
export type TMatchSuspensions = z.infer<typeof ZMatchSuspensions>;
