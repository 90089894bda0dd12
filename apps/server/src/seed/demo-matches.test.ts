import { randomUUID } from 'node:crypto';
import { replayMatch, ZMatchEventRequest } from '@futsal/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_MATCHES, demoEvents } from './demo-matches';

const ids = new Map<number, string>();
const idOf = (n: number) => ids.get(n) ?? ids.set(n, randomUUID()).get(n) ?? '';

describe('demo matches of the seed', () => {
  it.each(DEMO_MATCHES.filter((d) => d.log).map((d) => [d.match.opponent, d] as const))(
    'the log against %s is valid and finished',
    (_, demo) => {
      const events = demoEvents(demo.log ?? [], idOf).map((e) => ZMatchEventRequest.parse(e));
      const state = replayMatch(
        {
          periods: demo.match.periods,
          periodMinutes: demo.match.periodDuration,
          starters: demo.lineup?.starters.map(idOf) ?? [],
          substitutes: demo.lineup?.substitutes.map(idOf) ?? [],
        },
        events,
      );
      expect(state.rejected).toEqual([]);
      expect(state.finished).toBe(true);
    },
  );
});
