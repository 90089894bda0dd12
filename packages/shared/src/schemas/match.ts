import { z } from 'zod';
import { LIMITS } from '../limits';
import { ZOverrideReason } from './discipline';
import { ZMatchEventRequest } from './match-events';
import { MATCH_TYPES, MATCH_STATUSES } from '../values/match';

/** Their values, which need no zod, live in values/match.ts (decision 0105). */
export * from '../values/match';

export type TMatchType = (typeof MATCH_TYPES)[number];
export type TMatchStatus = (typeof MATCH_STATUSES)[number];

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const fields = {
  opponent: z
    .string({ error: 'validation.match.opponentRequired' })
    .trim()
    .min(1, 'validation.match.opponentRequired')
    .min(LIMITS.match.opponent[0], 'validation.match.opponent')
    .max(LIMITS.match.opponent[1], 'validation.match.opponent'),
  /** Kick-off as an ISO 8601 date-time with offset; the client derives YYYY-MM-DD and HH:MM. */
  date: z.iso.datetime({ offset: true, error: 'validation.match.dateRequired' }),
  location: z
    .string({ error: 'validation.match.locationRequired' })
    .trim()
    .min(1, 'validation.match.locationRequired')
    .min(LIMITS.match.location[0], 'validation.match.location')
    .max(LIMITS.match.location[1], 'validation.match.location'),
  isHome: z.boolean(),
  type: z.enum(MATCH_TYPES, 'validation.match.typeRequired'),
  periods: z
    .number('validation.match.periods')
    .int('validation.match.periods')
    .min(LIMITS.match.periods[0], 'validation.match.periods')
    .max(LIMITS.match.periods[1], 'validation.match.periods'),
  periodDuration: z
    .number('validation.match.periodDuration')
    .int('validation.match.periodDuration')
    .min(LIMITS.match.periodMinutes[0], 'validation.match.periodDuration')
    .max(LIMITS.match.periodMinutes[1], 'validation.match.periodDuration'),
  /** A competition of the same team, or null. */
  competitionId: z.preprocess(
    emptyToUndefined,
    z.uuid('errors.COMPETITION_ID_INVALID').nullable().optional(),
  ),
  competitionRound: z.preprocess(
    emptyToUndefined,
    z.string().trim().max(50, 'validation.text.tooLong').optional(),
  ),
};

export const ZCreateMatchRequest = z.object(fields);
export type TCreateMatchRequest = z.input<typeof ZCreateMatchRequest>;

/** PUT /matches/{id}: any subset of the fields, plus a status change. */
export const ZUpdateMatchRequest = z
  .object(fields)
  .partial()
  .extend({ status: z.enum(MATCH_STATUSES, 'validation.match.status').optional() });
export type TUpdateMatchRequest = z.input<typeof ZUpdateMatchRequest>;

/** The match form: date and time apart, as the user picks them. */
export const ZMatchForm = z.object({
  ...fields,
  date: z.iso.date('validation.match.dateRequired'),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.match.timeRequired'),
});
export type TMatchForm = z.input<typeof ZMatchForm>;

/**
 * Spec §5: exactly 5 starters, at most 9 substitutes, nobody twice. A player suspended for the
 * match (decision 0165) needs an override: the coach's reason, kept with the match.
 */
export const ZLineupRequest = z
  .object({
    overrides: z
      .array(z.object({ playerId: z.uuid('errors.PLAYER_ID_INVALID'), reason: ZOverrideReason }))
      .max(LIMITS.lineup.starters + LIMITS.lineup.maxSubstitutes, 'validation.suspension.tooMany')
      .optional(),
    starters: z
      .array(z.uuid('errors.PLAYER_ID_INVALID'))
      .max(LIMITS.lineup.starters, 'validation.lineup.maxStarters')
      .length(LIMITS.lineup.starters, 'validation.lineup.exactStarters'),
    substitutes: z
      .array(z.uuid('errors.PLAYER_ID_INVALID'))
      .max(LIMITS.lineup.maxSubstitutes, 'validation.lineup.maxSubstitutes'),
  })
  .refine(
    (l) =>
      new Set([...l.starters, ...l.substitutes]).size === l.starters.length + l.substitutes.length,
    {
      path: ['substitutes'],
      message: 'validation.lineup.duplicate',
    },
  );
export type TLineupRequest = z.infer<typeof ZLineupRequest>;

export const ZLineup = z.object({ starters: z.array(z.uuid()), substitutes: z.array(z.uuid()) });

export const ZMatch = z.object({
  id: z.uuid(),
  _id: z.uuid(),
  teamId: z.uuid(),
  opponent: z.string(),
  date: z.string(),
  location: z.string(),
  /** The spec's name for the venue, same value as location. */
  stadium: z.string(),
  isHome: z.boolean(),
  type: z.enum(MATCH_TYPES),
  periods: z.number().int(),
  periodDuration: z.number().int(),
  status: z.enum(MATCH_STATUSES),
  /** Derived from the event log by the rules engine. */
  score: z.object({ us: z.number().int(), rival: z.number().int() }),
  competitionId: z.uuid().nullable(),
  competitionRound: z.string(),
  lineup: ZLineup.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TMatch = z.infer<typeof ZMatch>;
/** A team's or a competition's matches. */
export const ZMatchList = z.array(ZMatch);

/** A staff member who logged events (decision 0180): never on the public live page. */
export const ZEventLogger = z.object({ id: z.uuid(), name: z.string() });
export type TEventLogger = z.infer<typeof ZEventLogger>;

/** A stored event: the request plus when it was received, and its position in the log. */
export const ZStoredMatchEvent = z.object({
  seq: z.number().int(),
  receivedAt: z.string(),
  event: ZMatchEventRequest,
});

/**
 * A stored event as the signed-in stream sends it: with who logged it (null: logged before
 * issue 40, or by an account since erased). The append's own reply leaves it out: it is the caller.
 */
export const ZStreamedMatchEvent = ZStoredMatchEvent.extend({
  loggedBy: ZEventLogger.nullable(),
});
export type TStreamedMatchEvent = z.infer<typeof ZStreamedMatchEvent>;

/**
 * GET /events/match/{matchId}: the whole log, oldest first, and who logged it: each logger once,
 * with the ids of their events (a name per event would repeat it hundreds of times).
 */
export const ZMatchEventLogResponse = z.object({
  events: z.array(ZMatchEventRequest),
  // Absent from a log stored by the web's service worker before issue 40: read as nobody known.
  loggers: z.array(ZEventLogger.extend({ events: z.array(z.string()) })).default([]),
});
export type TMatchEventLogResponse = z.infer<typeof ZMatchEventLogResponse>;
