import type { AppConfig } from '../config';
import { MemoryAttemptStore, type AttemptStore } from './login-throttle';
import { RedisAttemptStore } from './redis-attempt-store';
import { S3FileStorage } from './s3-storage';
import { LocalFileStorage, type FileStorage } from './storage';

/** S3_URL chooses object storage, shared by every instance (decision 0042); otherwise the upload folder. */
export function createFileStorage(config: Pick<AppConfig, 's3' | 'uploadDir'>): FileStorage {
  return config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(config.uploadDir);
}

/** REDIS_URL shares the login-throttle counters between instances (decision 0041). */
export function createAttemptStore(config: Pick<AppConfig, 'redis'>): AttemptStore {
  return config.redis
    ? new RedisAttemptStore(config.redis.url, config.redis.keyPrefix)
    : new MemoryAttemptStore();
}
