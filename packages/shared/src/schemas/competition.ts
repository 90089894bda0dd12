import { z } from 'zod';
import { LIMITS } from '../limits';
import { disciplineFields } from './discipline';
import { COMPETITION_TYPES, COMPETITION_STATUSES, endsAfterStart } from '../values/competition';

/** Their values, which need no zod, live in values/competition.ts (decision 0105). */
export * from '../values/competition';

export type TCompetitionType = (typeof COMPETITION_TYPES)[number];
export type TCompetitionStatus = (typeof COMPETITION_STATUSES)[number];

/** Blank means "no value" (null), so an update can clear a field; a field left out stays. */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optionalText = (max: number) =>
  z.preprocess(
    blankToNull,
    z.string().trim().max(max, 'validation.text.tooLong').nullable().optional(),
  );

const fields = {
  name: z
    .string({ error: 'validation.competition.nameRequired' })
    .trim()
    .min(1, 'validation.competition.nameRequired')
    .min(LIMITS.competition.name[0], 'validation.competition.name')
    .max(LIMITS.competition.name[1], 'validation.competition.name'),
  type: z.enum(COMPETITION_TYPES, 'validation.competition.type'),
  startDate: z.iso.date('validation.competition.startDate'),
  endDate: z.preprocess(
    (v) => (v === '' ? null : v),
    z.iso.date('validation.date.invalid').nullable().optional(),
  ),
  description: optionalText(1000),
  location: optionalText(100),
  organizer: optionalText(100),
  maxTeams: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .number('validation.competition.maxTeams')
      .int('validation.competition.maxTeams')
      .positive('validation.competition.maxTeams')
      .max(1000, 'validation.competition.maxTeams')
      .nullable()
      .optional(),
  ),
  status: z.enum(COMPETITION_STATUSES, 'validation.competition.status').optional(),
  format: optionalText(100),
  prize: optionalText(200),
  rules: optionalText(2000),
  /** Disciplinary rules (decision 0165); left out, a new competition takes DEFAULT_DISCIPLINE. */
  redSuspensionMatches: disciplineFields.redSuspensionMatches.optional(),
  yellowAccumulation: disciplineFields.yellowAccumulation.optional(),
  yellowSuspensionMatches: disciplineFields.yellowSuspensionMatches.optional(),
};

const endAfterStart = { path: ['endDate'], message: 'validation.competition.endAfterStart' };

export const ZCreateCompetitionRequest = z.object(fields).refine(endsAfterStart, endAfterStart);
export type TCreateCompetitionRequest = z.input<typeof ZCreateCompetitionRequest>;

/** PUT /tournaments/{id}: any subset; the server re-checks the dates against the stored ones. */
export const ZUpdateCompetitionRequest = z
  .object(fields)
  .partial()
  .refine(endsAfterStart, endAfterStart);
export type TUpdateCompetitionRequest = z.input<typeof ZUpdateCompetitionRequest>;

export const ZCompetition = z.object({
  id: z.uuid(),
  _id: z.uuid(),
  teamId: z.uuid(),
  name: z.string(),
  type: z.enum(COMPETITION_TYPES),
  startDate: z.string(),
  endDate: z.string().nullable(),
  description: z.string(),
  location: z.string(),
  organizer: z.string(),
  maxTeams: z.number().int().nullable(),
  status: z.enum(COMPETITION_STATUSES),
  format: z.string(),
  prize: z.string(),
  rules: z.string(),
  redSuspensionMatches: z.number().int(),
  yellowAccumulation: z.number().int(),
  yellowSuspensionMatches: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCompetition = z.infer<typeof ZCompetition>;
/** A team's competitions (GET /tournaments/team/{teamId}). */
export const ZCompetitionList = z.array(ZCompetition);
