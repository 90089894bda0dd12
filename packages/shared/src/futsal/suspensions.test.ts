import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DISCIPLINE, type TDisciplineRules } from '../values/discipline';
import { computeSuspensions, countedCards, type TCompetitionMatchCards } from './suspensions';

const m = (matchId: string, cards: TCompetitionMatchCards['cards'] = []) => ({ matchId, cards });
const rules = (r: Partial<TDisciplineRules> = {}) => ({ ...DEFAULT_DISCIPLINE, ...r });

describe('countedCards (decision 0165)', () => {
  it('reads a second yellow as a sending-off whose yellows do not accumulate', () => {
    expect(countedCards({ yellowCards: 2, redCards: 1 })).toEqual({
      yellows: 0,
      sendingOff: 'second_yellow',
    });
  });
  it('keeps a yellow shown before a direct red', () => {
    expect(countedCards({ yellowCards: 1, redCards: 1 })).toEqual({
      yellows: 1,
      sendingOff: 'sending_off',
    });
  });
  it('counts plain cautions', () => {
    expect(countedCards({ yellowCards: 1, redCards: 0 })).toEqual({ yellows: 1, sendingOff: null });
  });
});

describe('computeSuspensions', () => {
  it('suspends a player sent off for the next match only', () => {
    const out = computeSuspensions(rules(), [
      m('m1', [{ playerId: 'a', yellowCards: 0, redCards: 1 }]),
      m('m2'),
      m('m3'),
    ]);
    expect(out).toEqual([
      {
        playerId: 'a',
        matchId: 'm2',
        cause: 'sending_off',
        sourceMatchId: 'm1',
        yellowCount: 0,
        nth: 1,
        of: 1,
      },
    ]);
  });

  it('serves a longer suspension over the next matches, numbered', () => {
    const out = computeSuspensions(rules({ redSuspensionMatches: 2 }), [
      m('m1', [{ playerId: 'a', yellowCards: 2, redCards: 1 }]),
      m('m2'),
      m('m3'),
      m('m4'),
    ]);
    expect(out.map((s) => [s.matchId, s.cause, s.nth, s.of])).toEqual([
      ['m2', 'second_yellow', 1, 2],
      ['m3', 'second_yellow', 2, 2],
    ]);
  });

  it('suspends at the 5th yellow across matches, and again at the 10th', () => {
    const yellow = (id: string) => m(id, [{ playerId: 'a', yellowCards: 1, redCards: 0 }]);
    const matches = Array.from({ length: 12 }, (_, i) => yellow(`m${i + 1}`));
    const out = computeSuspensions(rules(), matches);
    expect(out.map((s) => [s.matchId, s.sourceMatchId, s.yellowCount])).toEqual([
      ['m6', 'm5', 5],
      ['m11', 'm10', 10],
    ]);
  });

  it('does not count the two yellows of a second-yellow sending-off toward accumulation', () => {
    const matches = [
      m('m1', [{ playerId: 'a', yellowCards: 1, redCards: 0 }]),
      m('m2', [{ playerId: 'a', yellowCards: 1, redCards: 0 }]),
      m('m3', [{ playerId: 'a', yellowCards: 1, redCards: 0 }]),
      m('m4', [{ playerId: 'a', yellowCards: 2, redCards: 1 }]),
      m('m5'),
      m('m6'),
    ];
    expect(computeSuspensions(rules(), matches).map((s) => [s.matchId, s.cause])).toEqual([
      ['m5', 'second_yellow'],
    ]);
  });

  it('serves a sending-off and an accumulation of the same match one after the other', () => {
    const matches = [
      m('m1', [{ playerId: 'a', yellowCards: 1, redCards: 0 }]),
      m('m2', [{ playerId: 'a', yellowCards: 1, redCards: 1 }]),
      m('m3'),
      m('m4'),
      m('m5'),
    ];
    const out = computeSuspensions(rules({ yellowAccumulation: 2 }), matches);
    expect(out.map((s) => [s.matchId, s.cause])).toEqual([
      ['m3', 'sending_off'],
      ['m4', 'yellow_accumulation'],
    ]);
  });

  it('gives nothing when the rules are off', () => {
    const matches = [m('m1', [{ playerId: 'a', yellowCards: 9, redCards: 1 }]), m('m2'), m('m3')];
    expect(
      computeSuspensions(
        { redSuspensionMatches: 0, yellowAccumulation: 0, yellowSuspensionMatches: 1 },
        matches,
      ),
    ).toEqual([]);
  });

  it('keeps players apart', () => {
    const out = computeSuspensions(rules(), [
      m('m1', [
        { playerId: 'a', yellowCards: 0, redCards: 1 },
        { playerId: 'b', yellowCards: 1, redCards: 0 },
      ]),
      m('m2'),
    ]);
    expect(out.map((s) => s.playerId)).toEqual(['a']);
  });

  const cards = fc.record({
    playerId: fc.constantFrom('a', 'b', 'c'),
    yellowCards: fc.integer({ min: 0, max: 2 }),
    redCards: fc.integer({ min: 0, max: 1 }),
  });
  const season = fc
    .array(fc.uniqueArray(cards, { selector: (c) => c.playerId, maxLength: 3 }), {
      maxLength: 15,
    })
    .map((ms) => ms.map((c, i) => m(`m${i}`, c)));
  const anyRules = fc.record({
    redSuspensionMatches: fc.integer({ min: 0, max: 3 }),
    yellowAccumulation: fc.integer({ min: 0, max: 6 }),
    yellowSuspensionMatches: fc.integer({ min: 1, max: 3 }),
  });

  it('suspends only for later matches, once per player and match, never past what is owed', () => {
    fc.assert(
      fc.property(anyRules, season, (r, ms) => {
        const out = computeSuspensions(r, ms);
        const index = new Map(ms.map((x, i) => [x.matchId, i]));
        const seen = new Set<string>();
        for (const s of out) {
          expect(index.get(s.sourceMatchId)!).toBeLessThan(index.get(s.matchId)!);
          const key = `${s.playerId}/${s.matchId}`;
          expect(seen.has(key)).toBe(false);
          seen.add(key);
          expect(s.nth).toBeGreaterThanOrEqual(1);
          expect(s.nth).toBeLessThanOrEqual(s.of);
        }
        // Matches owed per player: sending-offs × red matches + yellow thresholds × yellow matches.
        for (const player of ['a', 'b', 'c']) {
          let owed = 0;
          let yellows = 0;
          for (const x of ms) {
            const line = x.cards.find((c) => c.playerId === player);
            if (!line) continue;
            const c = countedCards(line);
            if (c.sendingOff) owed += r.redSuspensionMatches;
            if (r.yellowAccumulation > 0) {
              const before = Math.floor(yellows / r.yellowAccumulation);
              yellows += c.yellows;
              owed +=
                (Math.floor(yellows / r.yellowAccumulation) - before) * r.yellowSuspensionMatches;
            }
          }
          expect(out.filter((s) => s.playerId === player).length).toBeLessThanOrEqual(owed);
        }
      }),
    );
  });

  it('serves every suspension when enough matches follow', () => {
    fc.assert(
      fc.property(anyRules, season, (r, ms) => {
        const tail = Array.from({ length: 60 }, (_, i) => m(`t${i}`));
        const withTail = computeSuspensions(r, [...ms, ...tail]);
        // Suspended matches are consecutive from the first one: no gap while something is owed.
        for (const player of ['a', 'b', 'c']) {
          const mine = withTail.filter((s) => s.playerId === player);
          const done = mine.filter((s) => s.nth === s.of).length;
          const started = new Set(
            mine.map((s) => `${s.sourceMatchId}/${s.cause}/${s.yellowCount}`),
          );
          expect(done).toBe(started.size);
        }
      }),
    );
  });

  it('adding a match at the end never changes the suspensions before it', () => {
    fc.assert(
      fc.property(anyRules, season, cards, (r, ms, extra) => {
        const before = computeSuspensions(r, ms);
        const after = computeSuspensions(r, [...ms, m('last', [extra])]);
        expect(after.filter((s) => s.matchId !== 'last')).toEqual(before);
      }),
    );
  });
});
