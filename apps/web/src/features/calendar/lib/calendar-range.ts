import type { TCalendarEntry } from '@futsal/shared/schemas/calendar';
import dayjs, { type Dayjs } from 'dayjs';

export const CALENDAR_VIEWS = ['week', 'month'] as const;
export type TCalendarView = (typeof CALENDAR_VIEWS)[number];

/** Monday of the week holding `day` (spec §9: the week starts on Monday). */
export function weekStart(day: Dayjs): Dayjs {
  return day.startOf('day').subtract((day.day() + 6) % 7, 'day');
}

/**
 * The days a view shows: a week from Monday, or the whole weeks that hold a month
 * (from the Monday on or before the 1st to the Sunday on or after its last day).
 */
export function viewDays(view: TCalendarView, anchor: Dayjs): Dayjs[] {
  const first = view === 'week' ? weekStart(anchor) : weekStart(anchor.startOf('month'));
  const last =
    view === 'week' ? first.add(6, 'day') : weekStart(anchor.endOf('month')).add(6, 'day');
  const days: Dayjs[] = [];
  for (let d = first; !d.isAfter(last, 'day'); d = d.add(1, 'day')) days.push(d);
  return days;
}

/** The query range of a view: from its first day's midnight to the midnight after its last. */
export function viewRange(view: TCalendarView, anchor: Dayjs): { from: string; to: string } {
  const days = viewDays(view, anchor);
  const first = days[0] ?? anchor.startOf('day');
  const last = days[days.length - 1] ?? first;
  return {
    from: first.format('YYYY-MM-DDTHH:mm:ssZ'),
    to: last.add(1, 'day').format('YYYY-MM-DDTHH:mm:ssZ'),
  };
}

/** The anchor one view before or after. */
export function shiftAnchor(view: TCalendarView, anchor: Dayjs, by: -1 | 1): Dayjs {
  return anchor.add(by, view);
}

/** Entries by local day (`YYYY-MM-DD`), in start order. */
export function entriesByDay(entries: readonly TCalendarEntry[]): Map<string, TCalendarEntry[]> {
  const byDay = new Map<string, TCalendarEntry[]>();
  for (const e of entries) {
    const key = dayjs(e.startsAt).format('YYYY-MM-DD');
    const list = byDay.get(key) ?? [];
    list.push(e);
    byDay.set(key, list);
  }
  return byDay;
}

/** The view and day in the URL (`?view=month&day=2026-10-06`), else this week. */
export function viewFromParams(params: URLSearchParams): { view: TCalendarView; anchor: Dayjs } {
  const view = params.get('view') === 'month' ? 'month' : 'week';
  const raw = params.get('day') ?? '';
  const day = /^\d{4}-\d\d-\d\d$/.test(raw) ? dayjs(raw) : null;
  return { view, anchor: day?.isValid() ? day.startOf('day') : dayjs().startOf('day') };
}
