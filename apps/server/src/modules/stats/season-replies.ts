import { LRUCache } from 'lru-cache';

/**
 * Team season replies as sent (JSON text), keyed by the team, the filters and the team's season
 * stamp (`season-stamp.ts`, read from the database on every request): a write anywhere, by any
 * instance, changes the stamp, so an entry is never served after its rows changed and needs no
 * invalidation message. Bounded by text length; old stamps' entries age out.
 */
export class SeasonReplies {
  private readonly entries: LRUCache<string, string>;

  constructor(maxChars = 16 * 1024 * 1024) {
    this.entries = new LRUCache({
      max: 2000,
      maxSize: maxChars,
      sizeCalculation: (text, key) => text.length + key.length,
    });
  }

  async get(key: string, build: () => Promise<string>): Promise<string> {
    const kept = this.entries.get(key);
    if (kept !== undefined) return kept;
    const text = await build();
    this.entries.set(key, text);
    return text;
  }
}
