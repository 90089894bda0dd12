import { randomUUID } from 'node:crypto';
import {
  computeSuspensions,
  matchRulesConfig,
  replayMatch,
  ZMatchEventRequest,
} from '@futsal/shared';
import { DEFAULT_DISCIPLINE } from '@futsal/shared/values/discipline';
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

describe('the demo league', () => {
  it('lines up no player its own cards suspended (the seed would be refused)', () => {
    const league = demoMatches(demoCalendar(new Date())).filter((d) => d.match.inLeague && d.log);
    const played = league.map((d, i) => {
      const cards = new Map<string, { playerId: string; yellowCards: number; redCards: number }>();
      for (const [, , type, fields] of d.log ?? []) {
        if (type !== 'yellow_card' && type !== 'red_card') continue;
        const playerId = String(fields?.playerId);
        const c = cards.get(playerId) ?? { playerId, yellowCards: 0, redCards: 0 };
        if (type === 'yellow_card') c.yellowCards += 1;
        else c.redCards += 1;
        cards.set(playerId, c);
      }
      return { matchId: String(i), cards: [...cards.values()] };
    });
    const suspended = computeSuspensions(DEFAULT_DISCIPLINE, played);
    expect(suspended.length).toBeGreaterThan(0);
    for (const s of suspended) {
      const lineup = league[Number(s.matchId)]?.lineup;
      expect([...(lineup?.starters ?? []), ...(lineup?.substitutes ?? [])]).not.toContain(
        Number(s.playerId),
      );
    }
  });
});
