import { AppError } from './errors';

export interface AttemptWindow {
  count: number;
  /** Epoch ms when the window, started by the first failure, ends. */
  resetAt: number;
}

/**
 * Counts failures per key in fixed windows. The in-memory store suits one
 * process; several instances behind a load balancer share `RedisAttemptStore`
 * (REDIS_URL, decision 0041) behind this same interface.
 */
export interface AttemptStore {
  get(key: string, now: number): Promise<AttemptWindow | null>;
  increment(key: string, windowMs: number, now: number): Promise<AttemptWindow>;
  clear(key: string): Promise<void>;
}

export class MemoryAttemptStore implements AttemptStore {
  private readonly windows = new Map<string, AttemptWindow>();

  async get(key: string, now: number): Promise<AttemptWindow | null> {
    const w = this.windows.get(key);
    if (!w) return null;
    if (w.resetAt <= now) {
      this.windows.delete(key);
      return null;
    }
    return w;
  }

  async increment(key: string, windowMs: number, now: number): Promise<AttemptWindow> {
    this.sweep(now);
    const current = await this.get(key, now);
    const next = current
      ? { count: current.count + 1, resetAt: current.resetAt }
      : { count: 1, resetAt: now + windowMs };
    this.windows.set(key, next);
    return next;
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }

  /** Keeps memory bounded under a spray of distinct keys. */
  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}

export interface LoginThrottleOptions {
  maxFailures: number;
  windowMinutes: number;
  now?: () => number;
}

/**
 * Failed logins per account and per IP: after `maxFailures` failures in the
 * window, further attempts are refused before the password is even checked.
 */
export class LoginThrottle {
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(
    private readonly store: AttemptStore,
    private readonly opts: LoginThrottleOptions,
  ) {
    this.windowMs = opts.windowMinutes * 60_000;
    this.now = opts.now ?? Date.now;
  }

  private accountKey(emailLower: string): string {
    return `login:account:${emailLower}`;
  }

  private keys(emailLower: string, ip: string): string[] {
    return [this.accountKey(emailLower), `login:ip:${ip}`];
  }

  /** Throws RATE_LIMITED with Retry-After when the account or the IP is blocked. */
  async assertAllowed(emailLower: string, ip: string): Promise<void> {
    const now = this.now();
    let blockedUntil = 0;
    for (const key of this.keys(emailLower, ip)) {
      const w = await this.store.get(key, now);
      if (w && w.count >= this.opts.maxFailures) blockedUntil = Math.max(blockedUntil, w.resetAt);
    }
    if (blockedUntil > 0) {
      const retryAfter = Math.max(1, Math.ceil((blockedUntil - now) / 1000));
      throw new AppError('RATE_LIMITED', { headers: { 'retry-after': String(retryAfter) } });
    }
  }

  async recordFailure(emailLower: string, ip: string): Promise<void> {
    const now = this.now();
    for (const key of this.keys(emailLower, ip))
      await this.store.increment(key, this.windowMs, now);
  }

  /** Only the account's counter: one success must not unlock a spraying IP. */
  async recordSuccess(emailLower: string): Promise<void> {
    await this.store.clear(this.accountKey(emailLower));
  }
}
