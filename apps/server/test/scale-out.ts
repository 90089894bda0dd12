import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import S3rver from 's3rver';

/** Redis for tests: the one every machine (and CI) runs; TEST_REDIS_URL points elsewhere. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A client on the test Redis, or a failure saying so: Redis tests never skip
 * (CI installs Redis; a missing one is a broken environment, not a pass).
 */
export async function requireRedis(): Promise<Redis> {
  const redis = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch (err) {
    redis.disconnect();
    throw new Error(
      `Redis is not reachable at ${TEST_REDIS_URL} (${(err as Error).message}). ` +
        'Start Redis (apt-get install redis-server) or set TEST_REDIS_URL; these tests do not skip.',
    );
  }
}

/** A key prefix of this test's own, so that runs and other processes never collide. */
export const uniqueRedisPrefix = () => `futsal:test-${randomUUID()}:`;

/** Deletes only this prefix's keys (never FLUSHALL: the server is shared). */
export async function deleteRedisPrefix(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

export interface LocalS3 {
  /** S3_URL for the app under test. */
  url: string;
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

/** s3rver's fixed credentials; it checks signatures against them. */
export const S3RVER_KEY = 'S3RVER';

/** An S3-compatible server on a free port of 127.0.0.1, its data in a temp folder. */
export async function startLocalS3(bucket = 'futsal-test'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'futsal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    url: `s3+http://${S3RVER_KEY}:${S3RVER_KEY}@127.0.0.1:${port}/${bucket}/uploads?region=us-east-1&forcePathStyle=true`,
    endpoint,
    bucket,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
