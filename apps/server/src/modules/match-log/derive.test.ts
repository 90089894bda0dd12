import { generateSampleLog, matchState, replayLog } from '@futsal/shared';
import { describe, expect, it } from 'vitest';
import { deriveMatch } from './derive';

describe('deriveMatch', () => {
  it.each([1, 2, 3, 4, 5])(
    "gives the same figures from a kept fold's state as from a replay of the log (seed %i)",
    (seed) => {
      const { config, events } = generateSampleLog(300, seed);
      // Late events and a re-send, as an offline bench sends them: the log is not in match order.
      const shuffled = [...events.slice(0, 40), ...events.slice(60, 120), ...events.slice(40, 60)];
      const log = [...shuffled, shuffled[3]!, ...events.slice(120)];
      const fold = replayLog(config, log);
      const fromFold = deriveMatch(config, log, matchState(fold));
      expect(fromFold).toEqual(deriveMatch(config, log));
    },
  );
});
