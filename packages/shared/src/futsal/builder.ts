import { MATCH_PERIODS } from '../values/match-events';
import type { TMatchEvent, TMatchPeriod } from './types';

type TEventBody = TMatchEvent extends infer E
  ? E extends TMatchEvent
    ? Omit<E, 'id' | 'period' | 'minute' | 'second' | 'createdAt'>
    : never
  : never;

/** A deterministic UUID-shaped id from a number, for logs built in code. */
export function sequentialId(n: number, prefix = 0): string {
  const hex = n.toString(16).padStart(12, '0');
  const p = prefix.toString(16).padStart(8, '0');
  return `${p}-0000-4000-8000-${hex}`;
}

/**
 * Builds logs in match order for tests, fixtures and benchmarks:
 * `at('first', 3, 10).add({ type: 'goal', playerId })`.
 */
export class MatchLogBuilder {
  readonly events: TMatchEvent[] = [];
  private period: TMatchPeriod = MATCH_PERIODS[0];
  private minute = 0;
  private second = 0;
  private next = 1;

  constructor(private readonly idPrefix = 0) {}

  at(period: TMatchPeriod, minute: number, second = 0): this {
    this.period = period;
    this.minute = minute;
    this.second = second;
    return this;
  }

  /** An event at the current time, not added to the log (a candidate to validate). */
  make(body: TEventBody): TMatchEvent {
    const id = sequentialId(this.next++, this.idPrefix);
    return {
      ...body,
      id,
      period: this.period,
      minute: this.minute,
      second: this.second,
    } as TMatchEvent;
  }

  /** Adds an event at the current time and returns its id. */
  add(body: TEventBody): string {
    const e = this.make(body);
    this.events.push(e);
    return e.id;
  }

  /** Chainable `add`. */
  push(body: TEventBody): this {
    this.add(body);
    return this;
  }
}
