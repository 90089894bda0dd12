import type { TLiveFold, TMatchEvent, TMatchRulesConfigInput } from '@futsal/shared';
import type { TMatchRow } from '../../db/schema';

/**
 * Which log a cached state stands for: its last `seq`. The log is append-only (no code path
 * deletes or rewrites an event; a void is an event) and `seq` is never reused, so the last
 * `seq` alone tells whether anything was appended since (decision 0083).
 */
export interface LogMark {
  lastSeq: number;
}

/**
 * What the append path keeps of a live match between appends (decisions 0058,
 * 0066), so an append neither reads the log back nor replays it, and sends
 * one statement that writes only if this is still what the database holds.
 */
export interface LiveState {
  ownerId: string;
  /** The match row as committed (its `updatedAt` may lag: the guard is the row's version). */
  match: TMatchRow;
  /** The row's `xmin` as text: the transaction that wrote the version the state stands for. */
  rowVersion: string;
  /** The `ROSTER_FINGERPRINT` of the player rows the config was built from. */
  rosterFingerprint: string;
  config: TMatchRulesConfigInput;
  mark: LogMark;
  /** The log in append order, as the engine takes it. */
  log: TMatchEvent[];
  /**
   * The engine's fold of this log, which an event appended in match order extends by one step;
   * its `ids` are the log's.
   */
  fold: TLiveFold;
}

/**
 * Per-instance cache of live matches' state. An entry is only a hint: the
 * guarded append statement checks it against the locked match row, the
 * roster and the log's last `seq`, and writes nothing when anything
 * differs (another instance appended, a lineup or roster change); the locked
 * path then reads and replays the log. Entries are put only after their
 * statement or transaction committed, and taken out while one works on them.
 * Bounded: least recently used out first.
 *
 * Appends to one match on this instance also run one after another here
 * (`exclusive`), so each starts from the state the previous one committed
 * instead of failing the guard against it.
 */
export class LiveStateCache {
  private readonly entries = new Map<string, LiveState>();
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(private readonly max = 256) {}

  /** The entry, taken out: a failed statement or transaction leaves nothing behind. */
  take(matchId: string): LiveState | null {
    const entry = this.entries.get(matchId);
    if (!entry) return null;
    this.entries.delete(matchId);
    return entry;
  }

  put(matchId: string, state: LiveState): void {
    this.entries.delete(matchId);
    this.entries.set(matchId, state);
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  forget(matchId: string): void {
    this.entries.delete(matchId);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Runs `fn` after every earlier `exclusive` call for this match has settled. */
  async exclusive<T>(matchId: string, fn: () => Promise<T>): Promise<T> {
    const before = this.queues.get(matchId) ?? Promise.resolve();
    const run = before.then(fn);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(matchId, settled);
    try {
      return await run;
    } finally {
      if (this.queues.get(matchId) === settled) this.queues.delete(matchId);
    }
  }
}
