import { afterEach, describe, expect, it, vi } from 'vitest';

// The app bar's chunk fails to load as many times as this says, then loads.
const network = vi.hoisted(() => ({ failures: 0 }));
vi.mock('@mui/material/AppBar', async (original) => {
  if (network.failures > 0) {
    network.failures -= 1;
    throw new Error('Failed to fetch dynamically imported module');
  }
  return original();
});

/** The module afresh: its once-only promise starts empty in each test. */
async function staging() {
  vi.resetModules();
  return import('./frame-staging');
}

afterEach(() => {
  network.failures = 0;
});

// The failing load goes first: vitest keeps a mocked module once it has loaded.
describe('the frame staging (decision 0098)', () => {
  it('fails the routes waiting on a chunk that did not load, and tries again for the next', async () => {
    network.failures = 1;
    const { frameStaged, afterFrame } = await staging();
    const load = vi.fn(async () => ({ Component: () => null }));
    await expect(afterFrame(load)()).rejects.toThrow();
    expect(load).not.toHaveBeenCalled();
    // The router's retry (or the reload of decision 0017) starts the staging anew.
    await expect(frameStaged()).resolves.toBeUndefined();
    await afterFrame(load)();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('evaluates the frame once, whoever asks first, and runs a route’s code after it', async () => {
    const { frameStaged, afterFrame, isAfterFrame } = await staging();
    expect(frameStaged()).toBe(frameStaged());
    const order: string[] = [];
    void frameStaged().then(() => order.push('frame'));
    const page = afterFrame(async () => {
      order.push('page');
      return { Component: () => null };
    });
    const loaded = page();
    // The page's import has not started: the frame's chunks come first, a task each.
    expect(order).toEqual([]);
    await loaded;
    expect(order).toEqual(['frame', 'page']);
    expect(isAfterFrame(page)).toBe(true);
    expect(isAfterFrame(() => Promise.resolve())).toBe(false);
  });
});
