import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSharedStructure } from './use-shared-structure';

/** A state as a replay gives it: a new object each time, most of it equal to the last one. */
const replay = (clock: number, fouls: number) => ({
  clock: { elapsedSec: clock },
  fouls: { us: fouls, rival: 0 },
  timeline: { first: [{ eventId: 'a', type: 'goal' }], second: [] },
});

describe('useSharedStructure', () => {
  it('keeps the parts a new value left equal, and only those', () => {
    const { result, rerender } = renderHook(({ value }) => useSharedStructure(value), {
      initialProps: { value: replay(10, 1) },
    });
    const first = result.current;
    // The next second: only the clock moved.
    rerender({ value: replay(11, 1) });
    const second = result.current;
    expect(second).not.toBe(first);
    expect(second.clock).toEqual({ elapsedSec: 11 });
    expect(second.fouls).toBe(first.fouls);
    expect(second.timeline).toBe(first.timeline);
    // A foul: the fouls are new, the timeline still the same object.
    rerender({ value: replay(11, 2) });
    expect(result.current.fouls).toEqual({ us: 2, rival: 0 });
    expect(result.current.fouls).not.toBe(second.fouls);
    expect(result.current.timeline).toBe(first.timeline);
  });

  it('returns the very same value for an equal copy, and again for the same input', () => {
    const value = replay(5, 0);
    const { result, rerender } = renderHook(({ v }) => useSharedStructure(v), {
      initialProps: { v: value },
    });
    const kept = result.current;
    rerender({ v: replay(5, 0) });
    expect(result.current).toBe(kept);
    rerender({ v: value });
    expect(result.current).toBe(kept);
  });
});
