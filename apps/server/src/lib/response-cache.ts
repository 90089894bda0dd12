/**
 * Serialized replies by key, least recently used out first, bounded in
 * entries and in bytes. Keys must name everything the reply depends on
 * (decision 0045): the cache itself never expires anything.
 */
export class ResponseCache {
  private readonly entries = new Map<string, string>();
  private bytes = 0;
  /** Counted for tests and the bench: a cache that never hits is only a cost. */
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxEntries = 500,
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  get(key: string): string | undefined {
    const value = this.entries.get(key);
    if (value === undefined) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    // Re-inserted: a Map iterates oldest first, so this marks it recently used.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: string): void {
    this.delete(key);
    if (value.length > this.maxBytes) return;
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const old = this.entries.get(key);
    if (old === undefined) return;
    this.bytes -= old.length;
    this.entries.delete(key);
  }
}
