import { TEAM_ROLES } from '../roles';
import { z } from 'zod';
import { LIMITS } from '../limits';

const ranged = (range: readonly [number, number], key: string) =>
  z.string({ error: key }).trim().min(range[0], key).max(range[1], key);

/**
 * Optional text that, when given, must fit its range. Empty strings count as
 * "not given" so a form can leave the field blank (decision 0006).
 */
const optionalRanged = (range: readonly [number, number], key: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    ranged(range, key).optional(),
  );

const currentYear = new Date().getFullYear();

export const ZFoundedYear = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: 'validation.team.foundedYear' })
    .int('validation.team.foundedYear')
    .min(1850, 'validation.team.foundedYear')
    .max(currentYear + 1, 'validation.team.foundedYear')
    .optional(),
);

/** Seconds, whole minutes or not, as a number or a form's text; blank is not given. */
export const ZTargetStintSec = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: 'validation.team.targetStint' })
    .int('validation.team.targetStint')
    .min(LIMITS.team.targetStintSec[0], 'validation.team.targetStint')
    .max(LIMITS.team.targetStintSec[1], 'validation.team.targetStint')
    .optional(),
);

/** Whole hours before an event for the answer reminder (decision 0167); 0 turns it off. */
export const ZReminderHoursBefore = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: 'validation.team.reminderHours' })
    .int('validation.team.reminderHours')
    .min(LIMITS.team.reminderHoursBefore[0], 'validation.team.reminderHours')
    .max(LIMITS.team.reminderHoursBefore[1], 'validation.team.reminderHours')
    .optional(),
);

/** Text fields of POST /teams (multipart; the logo travels as a file part). */
export const ZCreateTeamRequest = z.object({
  name: ranged(LIMITS.team.name, 'validation.team.name'),
  description: optionalRanged(LIMITS.team.description, 'validation.team.description'),
  division: optionalRanged(LIMITS.team.division, 'validation.team.division'),
  foundedYear: ZFoundedYear,
  targetStintSec: ZTargetStintSec,
  reminderHoursBefore: ZReminderHoursBefore,
});
export type TCreateTeamRequest = z.infer<typeof ZCreateTeamRequest>;

/** PUT /teams/{id}: only the non-empty fields change (spec §7). */
export const ZUpdateTeamRequest = z.object({
  name: optionalRanged(LIMITS.team.name, 'validation.team.name'),
  description: optionalRanged(LIMITS.team.description, 'validation.team.description'),
  division: optionalRanged(LIMITS.team.division, 'validation.team.division'),
  foundedYear: ZFoundedYear,
  targetStintSec: ZTargetStintSec,
  reminderHoursBefore: ZReminderHoursBefore,
});
export type TUpdateTeamRequest = z.infer<typeof ZUpdateTeamRequest>;

export const ZTeamStatistics = z.object({
  gamesPlayed: z.number().int(),
  wins: z.number().int(),
  draws: z.number().int(),
  losses: z.number().int(),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
});
export type TTeamStatistics = z.infer<typeof ZTeamStatistics>;

/** GET /teams/{id}: only these fields (spec §3). */
export const ZTeamSummary = z.object({
  id: z.uuid(),
  _id: z.uuid(),
  name: z.string(),
  description: z.string(),
  division: z.string(),
  /** URL of the re-encoded logo, or null. */
  logo: z.string().nullable(),
  /** The live rotation board's target stint in seconds (issue 37, decision 0139). */
  targetStintSec: z.number().int(),
  /** Hours before an event the unanswered are reminded by e-mail; 0 is off (decision 0167). */
  reminderHoursBefore: z.number().int(),
});
export type TTeamSummary = z.infer<typeof ZTeamSummary>;

/**
 * GET /teams/{id}: the summary and the caller's role on the team (issue 40), so a page opened on
 * its own (the live console with no signal, from the device's cache) knows what to offer.
 * Optional only for replies a device kept from before roles.
 */
export const ZTeamDetail = ZTeamSummary.extend({ role: z.enum(TEAM_ROLES).optional() });
export type TTeamDetail = z.infer<typeof ZTeamDetail>;

/** An item of GET /teams: the fields of spec §3. */
export const ZTeam = ZTeamSummary.extend({
  competitionDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  statistics: ZTeamStatistics,
  /** Ids of the team's players. */
  players: z.array(z.uuid()),
  /** The coach's display name (the owner's first and last name). */
  coach: z.string(),
  foundedYear: z.number().int().nullable(),
  /** The caller's role on this team (issue 40): what the web shows and offers follows it. */
  role: z.enum(TEAM_ROLES),
});
export type TTeam = z.infer<typeof ZTeam>;
/** The coach's teams (GET /teams). */
export const ZTeamList = z.array(ZTeam);
