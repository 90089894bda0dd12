import { act, renderHook } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-26T10:00:00.100Z'));
});
afterEach(() => vi.useRealTimers());

describe('useNow', () => {
  it('re-renders once per second of its tick while active, not on every read', () => {
    let commits = 0;
    const { result } = renderHook(() => {
      // Counted at commit: a render React bails out of (the same time kept) does not count.
      useEffect(() => {
        commits++;
      });
      return useNow(true);
    });
    const start = commits;
    for (let i = 0; i < 12; i++) act(() => vi.advanceTimersByTime(250));
    // Twelve reads at 250 ms; the second moved on three times.
    expect(commits - start).toBe(3);
    expect(Math.floor(result.current / 1000)).toBe(Math.floor(Date.now() / 1000));
  });

  it("counts seconds from the caller's own start", () => {
    // The clock started 600 ms into the wall second: its seconds end at .700.
    const origin = Date.now() - 400;
    const { result } = renderHook(() => useNow(true, (at) => Math.floor((at - origin) / 1000)));
    const first = result.current;
    // Reads at .350, .600, .850: the clock's first second ends at .700, so .850 shows.
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(first);
    act(() => vi.advanceTimersByTime(250));
    expect(result.current - origin).toBe(1_150);
    // The wall second moves on at 1.000 (read at 1.100): the clock's own second does not.
    act(() => vi.advanceTimersByTime(250));
    expect(result.current - origin).toBe(1_150);
  });

  it('stands still while inactive', () => {
    const { result } = renderHook(() => useNow(false));
    const first = result.current;
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(first);
  });
});
