import type { TLiveFold, TMatchEvent } from '@futsal/shared';
import { LRUCache } from 'lru-cache';
import type { DerivedMatch } from './derive';
import type { RosterPlayer } from './match-rules';

/**
 * What an append left of a match: the log, the roster and the engine's fold it was judged with,
 * and the figures derived from them (as written to the rows). Valid only for the version it
 * names: the match row's version after that append, and the roster's.
 */
export interface KeptFold {
  version: string;
  log: TMatchEvent[];
  roster: RosterPlayer[];
  fold: TLiveFold;
  derived: DerivedMatch;
}

/**
 * The folds of the matches this instance appended to last, so that the next append to one of
 * them folds one event instead of the whole log and writes only the rows it changes. An entry
 * is taken out while an append works on it (the fold is mutated) and kept again only after
 * that append committed; a version read under the match's lock that differs from the entry's
 * (another instance's append, a lineup or status change, a roster change) discards it.
 */
export class KeptFolds {
  private readonly entries: LRUCache<string, KeptFold>;

  /** Bounded by matches and by logged events (a fold holds its log about three times over). */
  constructor(max = 200, maxEvents = 60_000) {
    this.entries = new LRUCache({
      max,
      maxSize: maxEvents,
      sizeCalculation: (entry) => entry.log.length + 1,
    });
  }

  /** The entry for this version of the match, removed from the cache; undefined otherwise. */
  take(matchId: string, version: string): KeptFold | undefined {
    const entry = this.entries.get(matchId);
    this.entries.delete(matchId);
    return entry?.version === version ? entry : undefined;
  }

  keep(matchId: string, entry: KeptFold): void {
    this.entries.set(matchId, entry);
  }
}

/** The version a kept fold is valid for: the match row's and the roster's. */
export const foldVersion = (row: string, roster: string) => `${row}|${roster}`;
