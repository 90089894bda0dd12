import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { AppError } from './errors';
import type { AttemptStore, AttemptWindow } from './login-throttle';

/**
 * INCR and the first PEXPIRE in one script, so that a crash between them can
 * never leave a counter without expiry; a key found without one (PTTL -1) gets it.
 */
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** Seconds a client waits when Redis does not answer (same as a database outage). */
const UNAVAILABLE_RETRY_AFTER = '5';

/**
 * Throttle counters shared by every instance (decision 0041). Keys are
 * `<prefix>throttle:<sha256 of the logical key>`: no e-mail or IP in clear.
 * Expiry is Redis's own; `now` only turns the remaining TTL into `resetAt`.
 */
export class RedisAttemptStore implements AttemptStore {
  /** The client connects at once, but ioredis loads only when Redis is configured (decision 0070). */
  private readonly connecting: Promise<Redis>;

  constructor(
    url: string,
    private readonly prefix = 'futsal:',
  ) {
    this.connecting = import('ioredis').then(({ Redis: Client }) => {
      const redis = new Client(url, {
        // Fail a login fast instead of queueing it while Redis is away.
        maxRetriesPerRequest: 1,
        connectTimeout: 5000,
        lazyConnect: false,
      });
      // Connection errors surface on the commands; the event only must not crash the process.
      redis.on('error', () => undefined);
      return redis;
    });
  }

  private keyOf(key: string): string {
    return `${this.prefix}throttle:${createHash('sha256').update(key).digest('hex')}`;
  }

  private async call<T>(run: (redis: Redis) => Promise<T>): Promise<T> {
    try {
      return await run(await this.connecting);
    } catch (err) {
      throw new AppError('SERVICE_UNAVAILABLE', {
        cause: err,
        headers: { 'retry-after': UNAVAILABLE_RETRY_AFTER },
      });
    }
  }

  async get(key: string, now: number): Promise<AttemptWindow | null> {
    const k = this.keyOf(key);
    const replies = await this.call((redis) => redis.multi().get(k).pttl(k).exec());
    const count = Number(replies?.[0]?.[1] ?? 0);
    const ttl = Number(replies?.[1]?.[1] ?? -2);
    if (!count || ttl <= 0) return null;
    return { count, resetAt: now + ttl };
  }

  async increment(key: string, windowMs: number, now: number): Promise<AttemptWindow> {
    const reply = await this.call(
      (redis) =>
        redis.eval(INCREMENT_SCRIPT, 1, this.keyOf(key), String(windowMs)) as Promise<unknown>,
    );
    const [count, ttl] = (Array.isArray(reply) ? reply : []).map(Number);
    return { count: count ?? 1, resetAt: now + (ttl ?? windowMs) };
  }

  async clear(key: string): Promise<void> {
    await this.call((redis) => redis.del(this.keyOf(key)));
  }

  async close(): Promise<void> {
    const redis = await this.connecting;
    await redis.quit().catch(() => redis.disconnect());
  }
}
