/**
 * Tells the streams which matches have new events, after their appends committed, with at most
 * one NOTIFY statement in flight: the ids appended meanwhile go together in the next one.
 * PostgreSQL serializes the commits of notifying transactions (one disk flush each), so one
 * statement per append would cap appends at that rate and hold pool connections queueing for it.
 */
export class AppendNotices {
  private readonly waiting = new Set<string>();
  private sending: Promise<void> | null = null;

  constructor(
    private readonly send: (matchIds: readonly string[]) => Promise<void>,
    /** Told of a statement that failed (the app logs it): a lost NOTIFY is never silent. */
    private readonly onError: (err: unknown, count: number) => void = () => undefined,
  ) {}

  /** The match had events appended; its streams hear of it with the next statement. */
  add(matchId: string): void {
    this.waiting.add(matchId);
    this.sending ??= this.drain();
  }

  private async drain(): Promise<void> {
    try {
      while (this.waiting.size > 0) {
        const ids = [...this.waiting];
        this.waiting.clear();
        // A lost NOTIFY delays the streams until the next append or their reconnect: stored anyway.
        await this.send(ids).catch((err: unknown) => this.onError(err, ids.length));
      }
    } finally {
      this.sending = null;
    }
  }
}
