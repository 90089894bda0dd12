import { z } from 'zod';
import { LIMITS } from '../limits';
import { PLAYER_SECTIONS } from '../roles';
import type { PARTICIPATIONS } from '../values/player';
import { POSITIONS, PLAYER_STATUSES, PREFERRED_FEET, BLOOD_TYPES } from '../values/player';

/** Their values, which need no zod, live in values/player.ts (decision 0105). */
export * from '../values/player';

export type TPosition = (typeof POSITIONS)[number];
export type TPlayerStatus = (typeof PLAYER_STATUSES)[number];
export type TPreferredFoot = (typeof PREFERRED_FEET)[number];
export type TParticipation = (typeof PARTICIPATIONS)[number];

/**
 * A blank optional field means "no value": null, so that an update can clear
 * it, while a field left out of an update stays as it is.
 */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const text = (max: number) => z.string().trim().max(max, 'validation.text.tooLong');
const optionalText = (max: number) => z.preprocess(blankToNull, text(max).nullable().optional());
/** Tomorrow's UTC day: the latest day a date "today" can be anywhere. */
const dayAfterToday = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const optionalDate = z.preprocess(
  (v) => (v === '' ? null : v),
  z.iso.date('validation.date.invalid').nullable().optional(),
);
const optionalMeasure = (min: number, max: number, key: string) =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z.number(key).min(min, key).max(max, key).nullable().optional(),
  );
const textList = z.array(text(200)).max(50, 'validation.text.tooLong').optional();

export const ZEmergencyContact = z.object({
  name: optionalText(100),
  phone: optionalText(30),
  relationship: optionalText(50),
});

export const ZMedicalInfo = z.object({
  bloodType: z.preprocess(
    blankToNull,
    z.enum(BLOOD_TYPES, 'validation.player.bloodType').nullable().optional(),
  ),
  allergies: textList,
  currentMedicalConditions: optionalText(1000),
  currentInjuries: textList,
  injuryHistory: textList,
});

/**
 * POST /players/team/{teamId}. A `team` field, if sent, is ignored: the path names the team.
 * Only name and number are required; every other field is checked when given.
 */
export const ZCreatePlayerRequest = z.object({
  name: z
    .string({ error: 'validation.player.nameRequired' })
    .trim()
    .min(1, 'validation.player.nameRequired')
    .min(LIMITS.player.name[0], 'validation.player.name')
    .max(LIMITS.player.name[1], 'validation.player.name'),
  number: z
    .number({
      error: (iss) =>
        iss.input === undefined || iss.input === null
          ? 'validation.player.numberRequired'
          : 'validation.player.number',
    })
    .int('validation.player.number')
    .min(LIMITS.player.number[0], 'validation.player.number')
    .max(LIMITS.player.number[1], 'validation.player.number'),
  // Left out, they take spec §3's defaults on create (winger, right foot, available): a squad
  // goes in by name and number, and each file is completed later (decision 0119).
  positions: z
    .object({
      primary: z.enum(POSITIONS, 'validation.player.position').optional(),
      secondary: z.preprocess(
        blankToNull,
        z.enum(POSITIONS, 'validation.player.position').nullable().optional(),
      ),
    })
    .optional(),
  preferredFoot: z.enum(PREFERRED_FEET, 'validation.player.foot').optional(),
  status: z.enum(PLAYER_STATUSES, 'validation.player.status').optional(),
  /**
   * The day the status sent with it began, when not today (decision 0188): an injury entered a
   * few days late. Never in the future (a day ahead of UTC allowed, for the time zones ahead).
   */
  statusSince: z.preprocess(
    (v) => (v === '' ? null : v),
    z.iso
      .date('validation.date.invalid')
      .refine((day) => day <= dayAfterToday(), 'validation.player.statusSinceFuture')
      .nullable()
      .optional(),
  ),
  isActive: z.boolean().optional(),
  dateOfBirth: optionalDate,
  height: optionalMeasure(100, 230, 'validation.player.height'),
  weight: optionalMeasure(30, 150, 'validation.player.weight'),
  joinedDate: optionalDate,
  phone: optionalText(30),
  address: optionalText(200),
  // Optional (decision 0119), but checked when given: 5 to 20 characters (spec §5).
  nationalId: z.preprocess(
    blankToNull,
    z
      .string('validation.player.nationalId')
      .trim()
      .min(LIMITS.player.nationalId[0], 'validation.player.nationalId')
      .max(LIMITS.player.nationalId[1], 'validation.player.nationalId')
      .nullable()
      .optional(),
  ),
  email: z.preprocess(blankToNull, z.email('validation.email.invalid').nullable().optional()),
  emergencyContact: ZEmergencyContact.optional(),
  medicalInfo: ZMedicalInfo.optional(),
});
export type TCreatePlayerRequest = z.input<typeof ZCreatePlayerRequest>;

/** PUT /players/{id}: any subset of the fields, each checked as on create. */
export const ZUpdatePlayerRequest = ZCreatePlayerRequest.partial();
export type TUpdatePlayerRequest = z.input<typeof ZUpdatePlayerRequest>;

/**
 * A player as read: missing values become empty strings, empty lists or null (spec §3).
 * `hidden` names the sections (roles.ts) the caller's role may not see: their fields are
 * blanked in the same shape, so an empty phone there is "not yours to see", not "none"
 * (decision 0178). Always present, empty for the owner and the coach.
 */
export const ZPlayer = z.object({
  id: z.uuid(),
  _id: z.uuid(),
  team: z.uuid(),
  name: z.string(),
  number: z.number().int(),
  positions: z.object({
    primary: z.enum(POSITIONS),
    secondary: z.union([z.enum(POSITIONS), z.literal('')]),
  }),
  preferredFoot: z.enum(PREFERRED_FEET),
  status: z.enum(PLAYER_STATUSES),
  isActive: z.boolean(),
  dateOfBirth: z.string().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  joinedDate: z.string().nullable(),
  phone: z.string(),
  address: z.string(),
  nationalId: z.string(),
  email: z.string(),
  emergencyContact: z.object({ name: z.string(), phone: z.string(), relationship: z.string() }),
  medicalInfo: z.object({
    bloodType: z.string(),
    allergies: z.array(z.string()),
    currentMedicalConditions: z.string(),
    currentInjuries: z.array(z.string()),
    injuryHistory: z.array(z.string()),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
  hidden: z.array(z.enum(PLAYER_SECTIONS)),
});
export type TPlayer = z.infer<typeof ZPlayer>;
/** A team's players (GET /teams/{teamId}/players). */
export const ZPlayerList = z.array(ZPlayer);

/**
 * The fields of each section of a player's record (roles.ts `PLAYER_SECTIONS`), as the
 * request and the reply name them: what a presenter blanks and a form leaves out.
 */
export const PLAYER_SECTION_FIELDS = {
  personal: ['dateOfBirth', 'height', 'weight', 'joinedDate', 'address', 'nationalId'],
  contact: ['phone', 'email', 'emergencyContact'],
  medical: ['medicalInfo'],
} as const satisfies Record<(typeof PLAYER_SECTIONS)[number], readonly (keyof TPlayer)[]>;

/**
 * What a role with `player.medical.edit` but not `player.edit` (the medical staff) may send
 * in PUT /players/{id}: the medical section and the availability status (decision 0178).
 */
export const MEDICAL_EDIT_FIELDS = [
  'medicalInfo',
  'status',
  'statusSince',
] as const satisfies readonly (keyof TUpdatePlayerRequest)[];
