import { SPELL_STATUSES, type TStatsPeriod, type TStatusSpell } from '@futsal/shared';
import { addDays, isoDay } from './utc-days';

/** One row of a player's status history: the status, and when it was set. */
export interface StatusChange {
  status: string;
  at: Date;
}

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
    const from = isoDay(change.at.getTime());
    const dayBefore = next ? addDays(isoDay(next.at.getTime()), -1) : null;
    const to = dayBefore === null ? null : dayBefore < from ? from : dayBefore;
    const last = all[all.length - 1];
    // A status set again the day after (or the day) it was left: one spell, not two.
    if (last?.status === change.status && last.to !== null && from <= addDays(last.to, 1))
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

/** The days of the week starting `monday` that are in the period, up to `today`, inside an injury spell. */
export function injuredDays(
  monday: string,
  spells: readonly TStatusSpell[],
  period: Pick<TStatsPeriod, 'from' | 'to'>,
  today: string,
): number {
  const last = period.to < today ? period.to : today;
  let days = 0;
  for (let d = 0; d < 7; d += 1) {
    const day = addDays(monday, d);
    if (day < period.from || day > last) continue;
    if (
      spells.some((s) => s.status === 'injured' && s.from <= day && (s.to === null || day <= s.to))
    )
      days += 1;
  }
  return days;
}
