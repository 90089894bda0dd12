/**
 * At most `limit` runs at once in this process; the others wait their turn, in order (issue 41:
 * six parallel 40-megapixel avatars added 150–160 MB, each decode holding its whole bitmap).
 */
export class DecodeGate {
  private active = 0;
  private highest = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  /** The most runs seen at once (tests). */
  get peak(): number {
    return this.highest;
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((go) => this.waiting.push(go));
    this.active++;
    this.highest = Math.max(this.highest, this.active);
    try {
      return await fn();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}
