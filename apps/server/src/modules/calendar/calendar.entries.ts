import type { TCalendarEntry } from '@futsal/shared';
import type { TTrainingRow } from '../../db/schema';
import type { CalendarMatch } from './calendar.repository';

const MINUTE_MS = 60_000;
/** Futsal's clock stops: a match takes about twice its playing time, breaks included. */
const STOPPED_CLOCK_FACTOR = 2;

export function matchEntry(m: CalendarMatch): TCalendarEntry {
  const minutes = m.periods * m.periodDuration * STOPPED_CLOCK_FACTOR;
  return {
    kind: 'match',
    id: m.id,
    startsAt: m.date.toISOString(),
    endsAt: new Date(m.date.getTime() + minutes * MINUTE_MS).toISOString(),
    place: m.location,
    status: m.status,
    opponent: m.opponent,
    isHome: m.isHome,
    focus: null,
  };
}

export function trainingEntry(t: TTrainingRow): TCalendarEntry {
  return {
    kind: 'training',
    id: t.id,
    startsAt: t.startsAt.toISOString(),
    endsAt: new Date(t.startsAt.getTime() + t.durationMinutes * MINUTE_MS).toISOString(),
    place: t.place,
    status: t.status,
    opponent: null,
    isHome: null,
    focus: t.focus,
  };
}

/** Matches and trainings in one list by start (a match first at the same minute). */
export function mergeEntries(
  matchRows: readonly CalendarMatch[],
  trainingRows: readonly TTrainingRow[],
): TCalendarEntry[] {
  const all = [...matchRows.map(matchEntry), ...trainingRows.map(trainingEntry)];
  return all.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.kind.localeCompare(b.kind));
}
