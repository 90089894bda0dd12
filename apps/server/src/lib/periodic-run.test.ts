import { describe, expect, it } from 'vitest';
import { PeriodicRun } from './periodic-run';

function gatedRun() {
  const calls: (() => void)[] = [];
  const run = () => new Promise<void>((resolve) => calls.push(resolve));
  return { run, calls };
}

describe('PeriodicRun', () => {
  it('runs at once, once per start, and stop waits for the run in progress', async () => {
    const { run, calls } = gatedRun();
    const periodic = new PeriodicRun(run);
    periodic.start(3600);
    periodic.start(3600);
    expect(calls).toHaveLength(1);
    let stopped = false;
    const stopping = periodic.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    calls[0]?.();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('does nothing with no interval, and a failed run neither throws nor stops the next start', async () => {
    let runs = 0;
    const periodic = new PeriodicRun(async () => {
      runs += 1;
      throw new Error('run failed');
    });
    periodic.start(0);
    expect(runs).toBe(0);
    periodic.start(3600);
    await periodic.stop();
    periodic.start(3600);
    await periodic.stop();
    expect(runs).toBe(2);
  });
});
