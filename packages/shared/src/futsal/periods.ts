import { MATCH_PERIODS } from '../values/match-events';
import type { TFoulBucket, TMatchRulesConfig, TMatchPeriod, TPeriodSlot } from './types';

/**
 * The periods a match may have, on one continuous clock of elapsed playing
 * time (futsal stops the clock whenever the ball is out of play, Law 7, so
 * a period ends exactly at its length).
 *
 * `config.periods` counts the periods in the order first, second,
 * firstExtra, secondExtra: 1 or 2 are regular halves, 3 and 4 add the extra
 * periods of a cup tie. Regular time is therefore min(periods, 2) ×
 * periodMinutes (40' by default).
 */
export function periodPlan(config: TMatchRulesConfig): TPeriodSlot[] {
  const slots: TPeriodSlot[] = [];
  let start = 0;
  MATCH_PERIODS.slice(0, config.periods).forEach((period, index) => {
    const kind = index < 2 ? 'regular' : 'extra';
    const minutes = kind === 'regular' ? config.periodMinutes : config.extraTimePeriodMinutes;
    slots.push({ period, index, kind, startSec: start, endSec: start + minutes * 60 });
    start += minutes * 60;
  });
  return slots;
}

export function regularTimeSec(config: TMatchRulesConfig): number {
  return Math.min(config.periods, 2) * config.periodMinutes * 60;
}

export function periodIndex(period: TMatchPeriod): number {
  return MATCH_PERIODS.indexOf(period);
}

/** Law 13: accumulated fouls reset at half-time and the second half's run on into extra time. */
export function foulBucket(period: TMatchPeriod): TFoulBucket {
  return period === 'first' ? 'first' : 'second';
}

/** Law 7: one time-out per team in each regular period, none in extra time. */
export function timeoutAllowance(period: TMatchPeriod): number {
  return period === 'first' || period === 'second' ? 1 : 0;
}

export const eventClockSec = (e: { minute: number; second: number }): number =>
  e.minute * 60 + e.second;

/**
 * The minute shown for an event: its stored minute in regular time and, past
 * regular time, "40+n'" with n the minute being played (spec §4).
 */
export function displayMinute(clockSec: number, regularSec: number): string {
  if (clockSec <= regularSec) return `${Math.floor(clockSec / 60)}'`;
  const regularMin = Math.floor(regularSec / 60);
  return `${regularMin}+${Math.max(1, Math.ceil((clockSec - regularSec) / 60))}'`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The running clock as "mm:ss", or "40+mm:ss" past regular time. */
export function displayClock(clockSec: number, regularSec: number): string {
  const s = Math.max(0, Math.floor(clockSec));
  if (s <= regularSec) return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
  const over = s - regularSec;
  return `${Math.floor(regularSec / 60)}+${pad(Math.floor(over / 60))}:${pad(over % 60)}`;
}
