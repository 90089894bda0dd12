import { describe, expect, it } from 'vitest';
import { replayMatch } from './replay';
import { generateSampleLog } from './sample-log';
import { validateEvent } from './validate';

describe('sample log', () => {
  it('is valid, reproducible and fast to replay at 400 events', () => {
    const { config, events } = generateSampleLog(400);
    expect(events.length).toBeGreaterThan(350);
    expect(generateSampleLog(400).events).toEqual(events);
    const state = replayMatch(config, events);
    expect(state.rejected).toEqual([]);
    expect(validateEvent(config, events.slice(0, -1), events.at(-1)!)).toEqual({ ok: true });

    const runs = 20;
    const t0 = performance.now();
    for (let i = 0; i < runs; i++) replayMatch(config, events);
    const ms = (performance.now() - t0) / runs;
    // About 1 ms on a laptop; the bound only catches an accidental O(n²).
    expect(ms).toBeLessThan(50);
  });
});
