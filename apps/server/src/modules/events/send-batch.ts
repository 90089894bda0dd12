/**
 * Work sent to the database in batches (decisions 0066, 0080): while one
 * statement is on its way, the items added meanwhile wait and go together in
 * the next, so a busy instance sends far fewer statements than items, and an
 * idle one sends each item at once. Each caller's promise settles with its own
 * item's result, or the batch's error.
 */
export class SendBatch<T, R> {
  private queued: { item: T; resolve: (r: R) => void; reject: (err: unknown) => void }[] = [];
  private sending = false;

  /** `send` answers one result per item, in order. */
  constructor(private readonly send: (items: T[]) => Promise<R[]>) {}

  add(item: T): Promise<R> {
    const done = new Promise<R>((resolve, reject) => this.queued.push({ item, resolve, reject }));
    this.pump();
    return done;
  }

  private pump(): void {
    if (this.sending || this.queued.length === 0) return;
    const batch = this.queued;
    this.queued = [];
    this.sending = true;
    this.send(batch.map((b) => b.item))
      .then(
        (results) => batch.forEach((b, i) => b.resolve(results[i] as R)),
        (err: unknown) => batch.forEach((b) => b.reject(err)),
      )
      .finally(() => {
        this.sending = false;
        this.pump();
      });
  }
}
