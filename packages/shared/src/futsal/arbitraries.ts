import fc from 'fast-check';
import { generateMatchLog, seededRandom } from './sample-log';
import type { TMatchRulesConfigInput } from './types';
import { validateEvent } from './validate';

/** Arbitraries of the engine's property tests (properties.test.ts, fold.test.ts). */

export const ids = Array.from({ length: 14 }, (_, i) => `player-${i + 1}`);

export const arbConfig: fc.Arbitrary<TMatchRulesConfigInput> = fc
  .record({
    periods: fc.integer({ min: 1, max: 4 }),
    periodMinutes: fc.integer({ min: 5, max: 45 }),
    extraTimePeriodMinutes: fc.integer({ min: 3, max: 10 }),
    shootout: fc.boolean(),
    subs: fc.integer({ min: 0, max: 9 }),
  })
  .map(({ subs, ...c }) => ({
    ...c,
    starters: ids.slice(0, 5),
    substitutes: ids.slice(5, 5 + subs),
  }));

/** A valid log: every event was accepted by validateEvent when appended, some of them voids. */
export const arbMatch = fc
  .record({
    config: arbConfig,
    seed: fc.integer(),
    length: fc.integer({ min: 5, max: 70 }),
    voidRate: fc.constantFrom(0, 0.05, 0.15),
  })
  .map(({ config, seed, length, voidRate }) => ({
    config,
    seed,
    events: generateMatchLog(config, {
      length,
      voidRate,
      noiseRate: 0.1,
      random: seededRandom(seed),
      accept: (log, candidate) => validateEvent(config, log, candidate).ok,
    }),
  }));
