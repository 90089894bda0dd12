import {
  ATTENDANCE,
  type TAttendance,
  type TAttendanceCounts,
  type TAttendanceWeek,
  type TPlayerAttendance,
  type TStatsPeriod,
} from '@futsal/shared';
import type { CallupDay, PlayedDay } from './attendance-rows';
import { injuredDays, statusSpells, type StatusChange } from './status-spells';
import { DAY_MS, dayMs, isoDay } from './utc-days';

const ON_COURT = new Set(['starter', 'substitute_played']);

/** The Monday (UTC) of the ISO week a day falls in. */
export function mondayOf(day: string): string {
  const ms = dayMs(day);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return isoDay(ms - weekday * DAY_MS);
}

/** ISO 8601 week label of a Monday: the week belongs to the year of its Thursday. */
export function isoWeek(monday: string): string {
  const thursday = new Date(dayMs(monday) + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstThursdayWeek = mondayOf(`${year}-01-04`);
  const week = Math.round((dayMs(monday) - dayMs(firstThursdayWeek)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** Every Monday from the week of `from` to the week of `to`. */
export function mondaysOf(period: Pick<TStatsPeriod, 'from' | 'to'>): string[] {
  const out: string[] = [];
  const last = dayMs(mondayOf(period.to));
  for (let ms = dayMs(mondayOf(period.from)); ms <= last; ms += 7 * DAY_MS) out.push(isoDay(ms));
  return out;
}

const ratio = (n: number, d: number) => (d > 0 ? Math.round((n / d) * 1000) / 1000 : 0);
const attendanceOf = (v: string | null): TAttendance | null =>
  (ATTENDANCE as readonly string[]).includes(v ?? '') ? (v as TAttendance) : null;

function counts(rows: CallupDay[]): TAttendanceCounts {
  const c = { calledUp: rows.length, present: 0, late: 0, absent: 0, notRecorded: 0 };
  for (const r of rows) {
    const a = attendanceOf(r.attendance);
    if (a) c[a]++;
    else c.notRecorded++;
  }
  return { ...c, rate: ratio(c.present + c.late, c.present + c.late + c.absent) };
}

/**
 * The player's attendance over the period and the weekly load (decision 0169): attended is
 * present or late; weeks are ISO weeks of UTC days, every week of the period listed.
 */
export function playerAttendance(
  playerId: string,
  period: TStatsPeriod,
  {
    callups,
    played,
    statuses,
  }: { callups: CallupDay[]; played: PlayedDay[]; statuses: StatusChange[] },
  now: Date,
): TPlayerAttendance {
  const weeks = new Map<string, TAttendanceWeek>(
    mondaysOf(period).map((monday) => [
      monday,
      {
        week: isoWeek(monday),
        monday,
        secondsPlayed: 0,
        matchesPlayed: 0,
        trainingsAttended: 0,
        trainingsCalledUp: 0,
        daysInjured: 0,
      },
    ]),
  );
  const reasons = new Map<string, number>();
  for (const c of callups) {
    const a = attendanceOf(c.attendance);
    if (a === 'absent') {
      const reason = c.reason.trim();
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
    if (c.kind !== 'training') continue;
    const week = weeks.get(mondayOf(c.day));
    if (!week) continue;
    week.trainingsCalledUp++;
    if (a === 'present' || a === 'late') week.trainingsAttended++;
  }
  for (const p of played) {
    const week = weeks.get(mondayOf(p.day));
    if (!week) continue;
    week.secondsPlayed += p.secondsPlayed;
    if (ON_COURT.has(p.participation)) week.matchesPlayed++;
  }
  const today = isoDay(now.getTime());
  const spells = statusSpells(statuses, period, today);
  for (const week of weeks.values())
    week.daysInjured = injuredDays(week.monday, spells, period, today);
  return {
    period,
    playerId,
    trainings: counts(callups.filter((c) => c.kind === 'training')),
    matches: counts(callups.filter((c) => c.kind === 'match')),
    absenceReasons: [...reasons]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    weeks: [...weeks.values()],
    spells,
  };
}
