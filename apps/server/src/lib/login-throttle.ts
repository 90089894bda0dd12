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

/** An IP shared by many (a venue's wifi, a club's NAT) may fail this many times more than one pair. */
const IP_FACTOR = 3;
/** Failures on one account from anywhere before addresses it never signed in from are refused. */
const ACCOUNT_FACTOR = 10;
/** How long an address stays known for an account after a sign-in from it. */
const KNOWN_MS = 30 * 24 * 3_600_000;

/**
 * Failed logins (decision 0157), counted so that a stranger cannot lock a coach out:
 * - per account and IP pair: `maxFailures` in the window refuse that address for that account;
 * - per IP, whatever the account: `maxFailures × 3` (a spray from one address);
 * - per account, from any address: `maxFailures × 10` refuse the addresses the account never
 *   signed in from (a spread guess), while an address it signed in from in the last 30 days
 *   still gets in.
 * Refused attempts are answered before the password is checked.
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

  private key = {
    pair: (email: string, ip: string) => `login:pair:${email}:${ip}`,
    ip: (ip: string) => `login:ip:${ip}`,
    account: (email: string) => `login:account:${email}`,
    known: (email: string, ip: string) => `login:known:${email}:${ip}`,
  };

  /** Throws RATE_LIMITED with Retry-After when the pair, the IP or (for a new address) the account is blocked. */
  async assertAllowed(emailLower: string, ip: string): Promise<void> {
    const now = this.now();
    const max = this.opts.maxFailures;
    const limits: [string, number][] = [
      [this.key.pair(emailLower, ip), max],
      [this.key.ip(ip), max * IP_FACTOR],
    ];
    if (!(await this.store.get(this.key.known(emailLower, ip), now)))
      limits.push([this.key.account(emailLower), max * ACCOUNT_FACTOR]);
    let blockedUntil = 0;
    for (const [key, limit] of limits) {
      const w = await this.store.get(key, now);
      if (w && w.count >= limit) blockedUntil = Math.max(blockedUntil, w.resetAt);
    }
    if (blockedUntil > 0) {
      const retryAfter = Math.max(1, Math.ceil((blockedUntil - now) / 1000));
      throw new AppError('RATE_LIMITED', { headers: { 'retry-after': String(retryAfter) } });
    }
  }

  async recordFailure(emailLower: string, ip: string): Promise<void> {
    const now = this.now();
    for (const key of [
      this.key.pair(emailLower, ip),
      this.key.ip(ip),
      this.key.account(emailLower),
    ])
      await this.store.increment(key, this.windowMs, now);
  }

  /**
   * The account's and this pair's counters go (one success must not unlock a spraying IP), and
   * the address is known for the account.
   */
  async recordSuccess(emailLower: string, ip: string): Promise<void> {
    await this.store.clear(this.key.account(emailLower));
    await this.store.clear(this.key.pair(emailLower, ip));
    await this.store.increment(this.key.known(emailLower, ip), KNOWN_MS, this.now());
  }
}
