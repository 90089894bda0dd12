import type { TMatchEvent } from '@futsal/shared';
import type { DerivedMatch } from '../stats/derive';

/** Which log a cached state stands for: the log is append-only and `seq` is never reused. */
export interface LogMark {
  count: number;
  lastSeq: number;
}

/**
 * What the append path keeps of a live match between appends (decision 0058),
 * so an append neither reads the whole log back nor replays it to know which
 * events it already rejects.
 */
export interface LiveState {
  /** The rules config it was replayed with (match format, lineup, roster), as JSON. */
  configKey: string;
  mark: LogMark;
  /** The log in append order, as the engine takes it. */
  log: TMatchEvent[];
  ids: Set<string>;
  /** Ids the engine rejects in this log: `judgeEvent`'s "before". */
  rejected: Set<string>;
  /** The derived rows this log gave, as committed; absent when unknown (then rewritten in full). */
  derived?: DerivedMatch;
}

/**
 * Per-instance cache of live matches' replayed state. An entry is only a
 * hint: the append checks it under the match row lock against the stored
 * log's count and last `seq` and the config, and replays from the database
 * when anything differs (another instance appended, a lineup or roster
 * change), so it can never serve a stale state. Entries are put only after
 * their transaction committed. Bounded: least recently used out first.
 */
export class LiveStateCache {
  private readonly entries = new Map<string, LiveState>();

  constructor(private readonly max = 256) {}

  /** The entry if it still stands for this log and config. */
  valid(matchId: string, configKey: string, mark: LogMark): LiveState | null {
    const entry = this.entries.get(matchId);
    if (!entry) return null;
    if (
      entry.configKey !== configKey ||
      entry.mark.count !== mark.count ||
      entry.mark.lastSeq !== mark.lastSeq
    ) {
      this.entries.delete(matchId);
      return null;
    }
    // Taken out while a transaction works on it: a failed transaction leaves nothing behind.
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
}
