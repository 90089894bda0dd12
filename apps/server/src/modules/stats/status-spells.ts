import {
  SPELL_STATUSES,
  type TAttendanceWeek,
  type TStatsPeriod,
  type TStatusSpell,
} from '@futsal/shared';

/** One row of a player's status history: the status, and when it was set. */
export interface StatusChange {
  status: string;
  at: Date;
}

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const isSpellStatus = (s: string): s is TStatusSpell['status'] =>
  (SPELL_STATUSES as readonly string[]).includes(s);

/**
 * The spells of injury, suspension or inactivity that touch the period (decision 0188), from the
 * player's status history in time order. A status holds from its change until the next one: a
 * spell ends on the day before the change that ends it (a same-day return leaves that one day),
 * and is open (`to` null) while it lasts. Cut to the period's days; one still open at the end of
 * a past period ends there.
 */
export function statusSpells(
  changes: readonly StatusChange[],
  period: Pick<TStatsPeriod, 'from' | 'to'>,
  today: string,
): TStatusSpell[] {
  const all: TStatusSpell[] = [];
  changes.forEach((change, i) => {
    if (!isSpellStatus(change.status)) return;
    const next = changes[i + 1];
    const from = dayOf(change.at.getTime());
    const dayBefore = next ? dayOf(dayMs(dayOf(next.at.getTime())) - DAY_MS) : null;
    const to = dayBefore === null ? null : dayBefore < from ? from : dayBefore;
    const last = all[all.length - 1];
    // A status set again the day after (or the day) it was left: one spell, not two.
    if (
      last?.status === change.status &&
      last.to !== null &&
      dayMs(from) - dayMs(last.to) <= DAY_MS
    )
      last.to = to;
    else all.push({ status: change.status, from, to });
  });
  const end = (to: string | null) =>
    to === null ? (period.to < today ? period.to : null) : to > period.to ? period.to : to;
  return all
    .filter((s) => s.from <= period.to && (s.to === null || s.to >= period.from))
    .map((s) => ({
      status: s.status,
      from: s.from < period.from ? period.from : s.from,
      to: end(s.to),
    }));
}

/**
 * Each week's days of injury: its days in the period, up to `today`, inside an injury spell.
 * Weeks come with their Monday; the count is written into them.
 */
export function markInjuredDays(
  weeks: TAttendanceWeek[],
  spells: readonly TStatusSpell[],
  period: Pick<TStatsPeriod, 'from' | 'to'>,
  today: string,
): void {
  const injured = spells.filter((s) => s.status === 'injured');
  const last = period.to < today ? period.to : today;
  for (const week of weeks) {
    let days = 0;
    for (let d = 0; d < 7; d += 1) {
      const day = dayOf(dayMs(week.monday) + d * DAY_MS);
      if (day < period.from || day > last) continue;
      if (injured.some((s) => s.from <= day && (s.to === null || day <= s.to))) days += 1;
    }
    week.daysInjured = days;
  }
}
