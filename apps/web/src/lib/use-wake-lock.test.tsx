import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWakeLock } from './use-wake-lock';

/** A stand-in for the Screen Wake Lock API: each request hands out a sentinel. */
function fakeWakeLock() {
  const sentinels: { released: boolean; release: () => Promise<void> }[] = [];
  const request = vi.fn(() => {
    const sentinel = {
      released: false,
      release: vi.fn(() => {
        sentinel.released = true;
        return Promise.resolve();
      }),
    };
    sentinels.push(sentinel);
    return Promise.resolve(sentinel);
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, sentinels };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('useWakeLock (decision 0135)', () => {
  it('holds the screen on while active, asks again when the page shows, lets go at the end', async () => {
    const { request, sentinels } = fakeWakeLock();
    const { rerender, unmount } = renderHook(({ on }) => useWakeLock(on), {
      initialProps: { on: false },
    });
    expect(request).not.toHaveBeenCalled();
    rerender({ on: true });
    await act(() => Promise.resolve());
    expect(request).toHaveBeenCalledTimes(1);
    // The browser drops the lock when the page hides; shown again, it is asked for anew.
    sentinels[0]!.released = true;
    await act(async () => setVisibility('hidden'));
    expect(request).toHaveBeenCalledTimes(1);
    await act(async () => setVisibility('visible'));
    expect(request).toHaveBeenCalledTimes(2);
    // The final whistle releases it, and nothing asks again after.
    rerender({ on: false });
    expect(sentinels[1]!.released).toBe(true);
    await act(async () => setVisibility('visible'));
    expect(request).toHaveBeenCalledTimes(2);
    unmount();
  });

  it('releases the lock when the console closes', async () => {
    const { sentinels } = fakeWakeLock();
    const { unmount } = renderHook(() => useWakeLock(true));
    await act(() => Promise.resolve());
    unmount();
    expect(sentinels[0]!.released).toBe(true);
  });

  it('does nothing where the browser has no wake lock', () => {
    expect('wakeLock' in navigator).toBe(false);
    const { unmount } = renderHook(() => useWakeLock(true));
    unmount();
  });
});
