import { z } from 'zod';
import type { PLAYER_STATUSES } from '../values/player';
import { ZStatsPeriod, ZStatsQuery } from './stats';

/**
 * Issue 39, attendance and load (decision 0169): GET /stats/player/{playerId}/attendance.
 * The period is the statistics' one (range, from, to; the season by default); the match
 * filters (competition, type, venue) are accepted and ignored, since trainings have none.
 */

/** The longest period whose weekly series is sent: two years of weeks. */
export const ATTENDANCE_MAX_WEEKS = 106;
const DAY_MS = 86_400_000;

export const ZAttendanceQuery = ZStatsQuery.superRefine((q, ctx) => {
  if (q.range !== 'custom' || !q.from || !q.to || q.from > q.to) return;
  const days = (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS;
  if (days > ATTENDANCE_MAX_WEEKS * 7) {
    ctx.addIssue({
      code: 'custom',
      path: ['from'],
      message: 'validation.attendance.periodTooLong',
    });
  }
});
export type TAttendanceQuery = z.output<typeof ZAttendanceQuery>;

const count = z.number().int().min(0);

/** One kind of event (trainings or matches) the player was called up to in the period. */
export const ZAttendanceCounts = z.object({
  calledUp: count,
  present: count,
  late: count,
  absent: count,
  /** Called up, but no attendance taken (yet). */
  notRecorded: count,
  /** (present + late) / (present + late + absent), 0–1; 0 when none was taken. */
  rate: z.number().min(0).max(1),
});
export type TAttendanceCounts = z.infer<typeof ZAttendanceCounts>;

/** One ISO week (Monday to Sunday, UTC days) of the period, every week listed, empty ones too. */
export const ZAttendanceWeek = z.object({
  /** ISO week, e.g. 2026-W05. */
  week: z.string().regex(/^\d{4}-W\d{2}$/),
  /** The week's Monday (YYYY-MM-DD). */
  monday: z.iso.date(),
  /** Seconds on court in the week's finished matches (the engine's figures). */
  secondsPlayed: count,
  /** Finished matches of the week the player was on court in. */
  matchesPlayed: count,
  /** Trainings of the week attended (present or late). */
  trainingsAttended: count,
  /** Trainings of the week the player was called up to. */
  trainingsCalledUp: count,
  /** Days of the week (in the period, up to today) the player's status was injured (decision 0188). */
  daysInjured: count.max(7),
});
export type TAttendanceWeek = z.infer<typeof ZAttendanceWeek>;

/** The statuses a spell is kept of: every one but available. */
export const SPELL_STATUSES = [
  'injured',
  'suspended',
  'inactive',
] as const satisfies readonly Exclude<(typeof PLAYER_STATUSES)[number], 'available'>[];

/**
 * A stretch of days with one status other than available (decision 0188), cut to the period:
 * UTC days, `to` null while it lasts. Known from the day the app kept statuses' dates.
 */
export const ZStatusSpell = z.object({
  status: z.enum(SPELL_STATUSES),
  from: z.iso.date(),
  to: z.iso.date().nullable(),
});
export type TStatusSpell = z.infer<typeof ZStatusSpell>;

export const ZPlayerAttendance = z.object({
  period: ZStatsPeriod,
  playerId: z.uuid(),
  trainings: ZAttendanceCounts,
  matches: ZAttendanceCounts,
  /** Absences of both kinds by the coach's reason (trimmed; '' when none was given), most first. */
  absenceReasons: z.array(z.object({ reason: z.string(), count })),
  weeks: z.array(ZAttendanceWeek).max(ATTENDANCE_MAX_WEEKS + 2),
  /** The period's spells of injury, suspension or inactivity, oldest first. */
  spells: z.array(ZStatusSpell).max(ATTENDANCE_MAX_WEEKS * 7),
});
export type TPlayerAttendance = z.infer<typeof ZPlayerAttendance>;
