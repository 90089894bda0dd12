import { z } from 'zod';
import { CALENDAR_KINDS, CALENDAR_MAX_DAYS } from '../values/training';
import { MATCH_STATUSES } from '../values/match';
import { TRAINING_STATUSES } from '../values/training';
import { ZIsoDateTime } from './common';

const DAY_MS = 86_400_000;

/**
 * GET /calendar/team/{teamId}?from&to: a range of at most CALENDAR_MAX_DAYS
 * days; both or neither (then the server's coming four weeks).
 */
export const ZCalendarQuery = z
  .object({
    from: z.iso.datetime({ offset: true, error: 'validation.calendar.range' }).optional(),
    to: z.iso.datetime({ offset: true, error: 'validation.calendar.range' }).optional(),
  })
  .refine(
    (q) => {
      if (q.from === undefined && q.to === undefined) return true;
      if (q.from === undefined || q.to === undefined) return false;
      const span = Date.parse(q.to) - Date.parse(q.from);
      return span > 0 && span <= CALENDAR_MAX_DAYS * DAY_MS;
    },
    { path: ['to'], message: 'validation.calendar.range' },
  );
export type TCalendarQuery = z.input<typeof ZCalendarQuery>;

/** One match or training of the team calendar, by its start. */
export const ZCalendarEntry = z.object({
  kind: z.enum(CALENDAR_KINDS),
  id: z.uuid(),
  startsAt: ZIsoDateTime,
  endsAt: ZIsoDateTime,
  place: z.string(),
  status: z.enum([...new Set([...MATCH_STATUSES, ...TRAINING_STATUSES])] as [string, ...string[]]),
  /** Matches: the rival and whether at home; null for trainings. */
  opponent: z.string().nullable(),
  isHome: z.boolean().nullable(),
  /** Trainings: what they work on ('' when not said); null for matches. */
  focus: z.string().nullable(),
});
export type TCalendarEntry = z.infer<typeof ZCalendarEntry>;
export const ZCalendarEntries = z.array(ZCalendarEntry);

/** The team's calendar feed: the path of its secret URL, or null when none is on. */
export const ZCalendarFeed = z.object({ path: z.string().nullable() });
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;
