import { describe, expect, it } from 'vitest';
import { replayMatch } from './replay';
import { generateSampleLog } from './sample-log';
import { validateEvent } from './validate';

describe('sample log', () => {
  // Replay speed is measured by `npm run bench` (engineReplay, as a ratio to a JSON round trip), not here.
  it('is valid and reproducible at 400 events', () => {
    const { config, events } = generateSampleLog(400);
    expect(events.length).toBeGreaterThan(350);
    expect(generateSampleLog(400).events).toEqual(events);
    const state = replayMatch(config, events);
    expect(state.rejected).toEqual([]);
    expect(validateEvent(config, events.slice(0, -1), events.at(-1)!)).toEqual({ ok: true });
  });
});
