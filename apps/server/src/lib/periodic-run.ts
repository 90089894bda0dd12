/**
 * A background job's timer: runs `run` now and then every `intervalSeconds`, one run at a time
 * per instance (a tick that finds the last run still going skips), and `stop()` waits for the run
 * in progress. A run's failure is the job's to log; the timer goes on.
 */
export class PeriodicRun {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(private readonly run: () => Promise<unknown>) {}

  start(intervalSeconds: number): void {
    if (intervalSeconds <= 0 || this.timer) return;
    const tick = () => {
      if (this.running) return;
      this.running = this.run().finally(() => {
        this.running = null;
      });
      this.running.catch(() => undefined);
    };
    this.timer = setInterval(tick, intervalSeconds * 1000);
    this.timer.unref();
    tick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }
}
