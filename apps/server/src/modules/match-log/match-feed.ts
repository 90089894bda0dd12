import type { ListenHandlers, Unlisten } from '../../db/client';
import type { TMatchEventRow } from '../../db/schema';

/** What a stream receives: new rows in append order, or the end (the app closes). */
export interface FeedSubscriber {
  deliver(rows: readonly TMatchEventRow[]): void;
  end(): void;
}

export interface MatchFeedDeps {
  listen(channel: string, handlers: ListenHandlers): Promise<Unlisten>;
  /** Rows of the match after `seq`, in append order (at most a page). */
  read(matchId: string, afterSeq: number): Promise<TMatchEventRow[]>;
  channel: string;
  onError?(err: unknown): void;
}

/** The payload announcing a deleted match on the events channel: this, then the match's id. */
export const MATCH_GONE_PREFIX = 'gone:';

/** Rows per read; `read` returns at most this many. */
export const FEED_PAGE = 500;

interface Subscription {
  subscriber: FeedSubscriber;
  /** Highest seq delivered: nothing at or below it is delivered again. */
  after: number;
  /** Rows that arrived while the backlog was being read. */
  pending: TMatchEventRow[] | null;
}

interface MatchHub {
  subs: Set<Subscription>;
  /** Highest seq read for this match. */
  cursor: number;
  reading: boolean;
  /** A notification came during a read: read again after it. */
  again: boolean;
}

/**
 * The instance's fan-out of appended events (decision 0047): one LISTEN for
 * the whole instance, one hub per match with open streams, one read per
 * notification however many streams watch the match. A stream starts from
 * its Last-Event-ID (the backlog), then gets each new row exactly once, in
 * seq order: rows are delivered only above the stream's last seq.
 */
export class MatchFeed {
  private readonly hubs = new Map<string, MatchHub>();
  private listening: Promise<Unlisten> | null = null;

  constructor(private readonly deps: MatchFeedDeps) {}

  /** Streams open on this instance (for tests and the benchmark). */
  get size(): number {
    let n = 0;
    for (const hub of this.hubs.values()) n += hub.subs.size;
    return n;
  }

  async subscribe(
    matchId: string,
    afterSeq: number,
    subscriber: FeedSubscriber,
  ): Promise<() => void> {
    await this.ensureListening();
    const hub = this.hubs.get(matchId) ?? {
      subs: new Set<Subscription>(),
      cursor: afterSeq,
      reading: false,
      again: false,
    };
    this.hubs.set(matchId, hub);
    const sub: Subscription = { subscriber, after: afterSeq, pending: [] };
    hub.subs.add(sub);
    const unsubscribe = () => {
      hub.subs.delete(sub);
      if (hub.subs.size === 0 && this.hubs.get(matchId) === hub) this.hubs.delete(matchId);
    };
    try {
      // Subscribed first, then the backlog: a row appended meanwhile waits in `pending`.
      for (;;) {
        const rows = await this.deps.read(matchId, sub.after);
        this.deliverNow(sub, rows);
        if (rows.length < FEED_PAGE || !hub.subs.has(sub)) break;
      }
      const waiting = sub.pending ?? [];
      sub.pending = null;
      this.deliverNow(sub, waiting);
      this.advance(hub);
    } catch (err) {
      unsubscribe();
      throw err;
    }
    return unsubscribe;
  }

  /** Ends every stream (the app is closing) and stops listening. */
  async close(): Promise<void> {
    for (const hub of this.hubs.values()) for (const sub of hub.subs) sub.subscriber.end();
    this.hubs.clear();
    const listening = this.listening;
    this.listening = null;
    const unlisten = await listening?.catch(() => null);
    await unlisten?.().catch(() => undefined);
  }

  /** Ends the streams of a deleted match, on every instance (each hears the trigger's NOTIFY). */
  private gone(matchId: string): void {
    const hub = this.hubs.get(matchId);
    if (!hub) return;
    this.hubs.delete(matchId);
    for (const sub of hub.subs) sub.subscriber.end();
  }

  private ensureListening(): Promise<Unlisten> {
    this.listening ??= this.deps
      .listen(this.deps.channel, {
        // `gone:<id>`: the match was deleted (a trigger, migration 0024), its streams end at once.
        onPayload: (payload) =>
          payload.startsWith(MATCH_GONE_PREFIX)
            ? this.gone(payload.slice(MATCH_GONE_PREFIX.length))
            : this.pull(payload),
        // Notifications may have been lost while the listener reconnected: every hub reads again.
        onGap: () => {
          for (const matchId of this.hubs.keys()) this.pull(matchId);
        },
      })
      .catch((err: unknown) => {
        this.listening = null;
        throw err;
      });
    return this.listening;
  }

  /**
   * The hub reads from the lowest seq every stream has: a stream's backlog
   * may have gone past rows its neighbours still wait for (their NOTIFY not
   * read yet), and moving the hub to that stream's seq would skip them for
   * the others. Appends to a match commit in seq order (the row lock), so a
   * stream at seq n holds every row up to n.
   */
  private advance(hub: MatchHub): void {
    let lowest = Infinity;
    for (const sub of hub.subs) lowest = Math.min(lowest, sub.after);
    if (lowest !== Infinity) hub.cursor = Math.max(hub.cursor, lowest);
  }

  private hand(sub: Subscription, rows: readonly TMatchEventRow[]): void {
    if (sub.pending) sub.pending.push(...rows);
    else this.deliverNow(sub, rows);
  }

  private deliverNow(sub: Subscription, rows: readonly TMatchEventRow[]): void {
    const fresh = rows.filter((r) => r.seq > sub.after).sort((a, b) => a.seq - b.seq);
    if (fresh.length === 0) return;
    sub.after = fresh[fresh.length - 1]?.seq ?? sub.after;
    sub.subscriber.deliver(fresh);
  }

  /** Reads the match's new rows once and hands them to each of its streams. */
  private pull(matchId: string): void {
    const hub = this.hubs.get(matchId);
    if (!hub) return;
    if (hub.reading) {
      hub.again = true;
      return;
    }
    hub.reading = true;
    void (async () => {
      try {
        do {
          hub.again = false;
          const rows = await this.deps.read(matchId, hub.cursor);
          const last = rows[rows.length - 1];
          if (last) hub.cursor = Math.max(hub.cursor, last.seq);
          for (const sub of hub.subs) this.hand(sub, rows);
          // A full page: more rows are waiting.
          hub.again ||= rows.length >= FEED_PAGE;
        } while (hub.again && this.hubs.get(matchId) === hub);
      } catch (err) {
        this.deps.onError?.(err);
        // The notification is spent: read again shortly, or these rows would wait for the next append.
        setTimeout(() => this.pull(matchId), 1000).unref();
      } finally {
        hub.reading = false;
      }
    })();
  }
}
