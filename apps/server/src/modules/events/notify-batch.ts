/**
 * NOTIFYs of appended events, several in one statement (decision 0066): while
 * one statement is on its way, the matches appended meanwhile wait and go
 * together in the next, so a busy instance sends far fewer statements than
 * appends. Each caller's promise settles once its own match was notified.
 */
export class NotifyBatch {
  private queued = new Set<string>();
  private waiters: { resolve: () => void; reject: (err: unknown) => void }[] = [];
  private sending = false;

  constructor(private readonly send: (payloads: string[]) => Promise<void>) {}

  notify(payload: string): Promise<void> {
    this.queued.add(payload);
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.pump();
    return done;
  }

  private pump(): void {
    if (this.sending || this.queued.size === 0) return;
    const payloads = [...this.queued];
    const waiters = this.waiters;
    this.queued = new Set();
    this.waiters = [];
    this.sending = true;
    this.send(payloads)
      .then(
        () => waiters.forEach((w) => w.resolve()),
        (err: unknown) => waiters.forEach((w) => w.reject(err)),
      )
      .finally(() => {
        this.sending = false;
        this.pump();
      });
  }
}
