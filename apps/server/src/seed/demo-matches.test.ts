import { randomUUID } from 'node:crypto';
import { matchRulesConfig, replayMatch, ZMatchEventRequest } from '@futsal/shared';
import { describe, expect, it } from 'vitest';
import { demoCalendar } from './demo-calendar';
import { demoEvents, demoMatches } from './demo-matches';

const ids = new Map<number, string>();
const idOf = (n: number) => ids.get(n) ?? ids.set(n, randomUUID()).get(n) ?? '';

describe('demo matches of the seed', () => {
  it.each(
    demoMatches(demoCalendar(new Date()))
      .filter((d) => d.log)
      .map((d) => [d.match.opponent, d] as const),
  )('the log against %s is valid and finished', (_, demo) => {
    const events = demoEvents(demo.log ?? [], idOf).map((e) => ZMatchEventRequest.parse(e));
    const lineup = demo.lineup
      ? {
          starters: demo.lineup.starters.map(idOf),
          substitutes: demo.lineup.substitutes.map(idOf),
        }
      : null;
    const state = replayMatch(matchRulesConfig({ ...demo.match, lineup }, []), events);
    expect(state.rejected).toEqual([]);
    expect(state.finished).toBe(true);
  });
});
