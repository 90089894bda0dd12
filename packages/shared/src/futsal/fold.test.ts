import fc from 'fast-check';
import { arbMatch, ids } from './arbitraries';
import { MatchLogBuilder } from './builder';
import { config as squadConfig, p } from './test-helpers';
import { describe, expect, it } from 'vitest';
import { foldLog, judgeAppend, extendsFold, placesWithoutReplay, type TLiveFold } from './fold';
import { foldProgress, matchState, replayMatch } from './replay';
import { seededRandom } from './sample-log';
import type { TMatchEvent, TMatchRulesConfigInput } from './types';
import { judgeEvent } from './validate';

/**
 * What a bench sends: a valid match (arbMatch, voids included) with some events arriving
 * late, as an offline device's queue does, and some that break the Laws (another player, a
 * minute earlier).
 */
const arbSends = arbMatch.map(({ config, seed, events }) => {
  const random = seededRandom(seed ^ 0x1a7e);
  const sends: TMatchEvent[] = [];
  const late: TMatchEvent[] = [];
  for (const [i, e] of events.entries()) {
    if (random() < 0.1) late.push(e);
    else sends.push(e);
    if (late.length > 0 && random() < 0.2) sends.push(late.shift() as TMatchEvent);
    if (random() < 0.08 && e.type !== 'void' && e.type !== 'period_start') {
      const odd = { ...e, id: `odd-${i}` } as TMatchEvent;
      sends.push(
        random() < 0.5 && 'playerId' in odd
          ? ({ ...odd, playerId: ids[Math.floor(random() * ids.length)] } as TMatchEvent)
          : { ...odd, minute: Math.max(0, e.minute - 1) },
      );
    }
  }
  return { config, sends: [...sends, ...late] };
});

/**
 * The server's append path (decision 0058, issue 11): each event judged on the kept fold, its
 * verdict checked against a whole replay's, the fold dropped and rebuilt after a refusal.
 * `before` sees the fold each event comes to; `accepted` the fold and the log after each one
 * taken. Answers the last fold and its log.
 */
function appendEach(
  config: TMatchRulesConfigInput,
  sends: readonly TMatchEvent[],
  accepted: (fold: TLiveFold, log: TMatchEvent[]) => void,
  before: (fold: TLiveFold, event: TMatchEvent) => void = () => undefined,
): { fold: TLiveFold; log: TMatchEvent[] } {
  let log: TMatchEvent[] = [];
  let fold: TLiveFold = foldLog(config, log);
  let rejected = new Set<string>();
  for (const event of sends) {
    if (log.some((e) => e.id === event.id)) continue;
    const expected = judgeEvent(config, log, event, rejected).verdict;
    before(fold, event);
    const judged = judgeAppend(config, fold, log, event);
    expect(judged.verdict).toEqual(expected);
    if (!judged.verdict.ok) {
      fold = foldLog(config, log);
      continue;
    }
    log = [...log, event];
    fold = judged.fold;
    accepted(fold, log);
    rejected = new Set(fold.replay.game.rejected.map((r) => r.eventId));
  }
  return { fold, log };
}

// Each property replays the whole log once per event of 150 logs: seconds of CPU, more on a
// loaded machine. The engine's speed is held by the bench's replay row, not by this timeout.
describe('judgeAppend on a kept fold', { timeout: 60_000 }, () => {
  it('judges every event and gives every state exactly as a replay of the whole log', () => {
    let stepped = 0;
    // Late events put in their place in the prepared log, without preparing it again: the
    // figures-only ones their place accepts without a replay (presence.ts).
    let placed = 0;
    let unreplayed = 0;
    const count = (fold: TLiveFold, event: TMatchEvent) => {
      if (extendsFold(fold, event)) stepped++;
      else if (placesWithoutReplay(fold, event)) unreplayed++;
      else if (event.type !== 'void' && !fold.awaited.has(event.id)) placed++;
    };
    fc.assert(
      fc.property(arbSends, ({ config, sends }) => {
        appendEach(
          config,
          sends,
          (fold, log) => expect(matchState(fold.replay)).toEqual(replayMatch(config, log)),
          count,
        );
      }),
      { numRuns: 150 },
    );
    // The kept fold did the work for most events, and late ones were many, or this test proves little.
    expect(stepped).toBeGreaterThan(1000);
    expect(placed).toBeGreaterThan(200);
    expect(unreplayed).toBeGreaterThan(100);
  });

  it('gives the score and status inputs of a whole replay without reading the state between appends', () => {
    // The server's live append (decision 0085) reads only foldProgress after each event, never
    // matchState, which also expires man-down windows in the fold: the steps must not need it.
    fc.assert(
      fc.property(arbSends, ({ config, sends }) => {
        const last = appendEach(config, sends, (fold, log) => {
          const whole = replayMatch(config, log);
          expect(foldProgress(fold.replay)).toEqual({
            score: whole.score,
            period: whole.period,
            finished: whole.finished,
            abandoned: whole.abandoned,
            shootout: whole.shootout,
          });
        });
        expect(matchState(last.fold.replay)).toEqual(replayMatch(config, last.log));
      }),
      { numRuns: 150 },
    );
  });

  it("expires the man-down windows due by a late shot's minute, as the shot's step in a replay does", () => {
    // Only a state read at a clock behind the late shot sees it: the stopwatch's, here at 2:00.
    const b = new MatchLogBuilder();
    b.at('first', 0).push({ type: 'period_start', at: 1_000_000 });
    b.at('first', 1).push({ type: 'red_card', playerId: p(2) });
    // Refused (the second half has not started) before it expires anything, and sorts last.
    b.at('second', 25).push({ type: 'shot', playerId: p(3), onTarget: true });
    const late = b.at('first', 4).make({ type: 'shot', playerId: p(3), onTarget: false });
    const fold = foldLog(squadConfig(), b.events);
    expect(placesWithoutReplay(fold, late)).toBe(true);
    const judged = judgeAppend(squadConfig(), fold, b.events, late);
    const now = 1_000_000 + 2 * 60_000;
    const state = matchState(judged.fold.replay, { now });
    expect(state.manDown[0]).toMatchObject({ active: false, endReason: 'elapsed' });
    expect(state).toEqual(replayMatch(squadConfig(), [...b.events, late], { now }));
  });

  it('replays the whole log for a late event, a void and an id a void names', () => {
    const config = { periods: 2, periodMinutes: 20, starters: ids.slice(0, 5), substitutes: [] };
    const start: TMatchEvent = {
      id: 'a',
      type: 'period_start',
      period: 'first',
      minute: 0,
      second: 0,
    };
    const shot: TMatchEvent = {
      id: 'b',
      type: 'shot',
      period: 'first',
      minute: 5,
      second: 0,
      playerId: 'player-2',
      onTarget: true,
    };
    const fold = foldLog(config, [
      start,
      shot,
      { id: 'v', type: 'void', period: 'first', minute: 6, second: 0, voidsEventId: 'later' },
    ]);
    expect(extendsFold(fold, { ...shot, id: 'c', minute: 4 })).toBe(false);
    expect(extendsFold(fold, { ...shot, id: 'later', minute: 7 })).toBe(false);
    expect(
      extendsFold(fold, {
        id: 'w',
        type: 'void',
        period: 'first',
        minute: 7,
        second: 0,
        voidsEventId: 'b',
      }),
    ).toBe(false);
    expect(extendsFold(fold, { ...shot, id: 'd', minute: 5 })).toBe(true);
  });
});
