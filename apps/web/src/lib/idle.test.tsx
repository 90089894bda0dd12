import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlIdle } from '../test/idle';
import { useIdle, whenIdle } from './idle';

afterEach(() => vi.unstubAllGlobals());

describe('whenIdle', () => {
  it('runs only once the browser is idle, and not at all once cancelled', () => {
    const idle = controlIdle();
    const ran: string[] = [];
    whenIdle(() => ran.push('kept'));
    const cancel = whenIdle(() => ran.push('cancelled'));
    cancel();
    expect(ran).toEqual([]);
    idle.idle();
    expect(ran).toEqual(['kept']);
  });

  it('falls back to a short delay where there is no requestIdleCallback (Safari)', () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('requestIdleCallback', undefined);
      const fn = vi.fn();
      whenIdle(fn);
      expect(fn).not.toHaveBeenCalled();
      vi.advanceTimersByTime(200);
      expect(fn).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('useIdle', () => {
  it('is false until the browser was idle after mounting', () => {
    const idle = controlIdle();
    const { result, unmount } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    act(() => idle.idle());
    expect(result.current).toBe(true);
    unmount();
  });

  it('stops waiting when unmounted', () => {
    const idle = controlIdle();
    const { unmount } = renderHook(() => useIdle());
    expect(idle.pending).toBe(1);
    unmount();
    expect(idle.pending).toBe(0);
  });
});
