import { randomUUID } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { lazy } from './lazy';
import {
  EXTENSION_BY_TYPE,
  isValidKey,
  TYPE_BY_EXTENSION,
  type FileStorage,
  type StoredFile,
} from './storage';

/**
 * Uploads in an S3-compatible bucket (decision 0042): the same generated key
 * shape as on disk, under the bucket prefix, so that every instance serves
 * every file. Only keys of that shape are ever read or deleted.
 */
export class S3FileStorage implements FileStorage {
  private made: S3Client | undefined;
  /** The AWS SDK (a few hundred modules) loads with the first file, not at start-up (decision 0070). */
  private readonly sdk = lazy(async () => {
    const sdk = await import('@aws-sdk/client-s3');
    const { s3 } = this;
    this.made = new sdk.S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: s3.forcePathStyle,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    return { ...sdk, client: this.made };
  });

  constructor(private readonly s3: S3Config) {}

  private objectKey(key: string): string | null {
    return isValidKey(key) ? `${this.s3.prefix}${key}` : null;
  }

  async put(folder: string, body: Buffer, contentType: string): Promise<string> {
    const ext = EXTENSION_BY_TYPE[contentType];
    if (!ext) throw new Error(`unsupported content type ${contentType}`);
    const key = `${folder}/${randomUUID()}.${ext}`;
    const objectKey = this.objectKey(key);
    if (!objectKey) throw new Error(`invalid storage folder ${folder}`);
    const { client, PutObjectCommand } = await this.sdk();
    await client.send(
      new PutObjectCommand({
        Bucket: this.s3.bucket,
        Key: objectKey,
        Body: body,
        ContentType: contentType,
      }),
    );
    return key;
  }

  async get(key: string): Promise<StoredFile | null> {
    const objectKey = this.objectKey(key);
    if (!objectKey) return null;
    const { client, GetObjectCommand, NoSuchKey } = await this.sdk();
    try {
      const res = await client.send(
        new GetObjectCommand({ Bucket: this.s3.bucket, Key: objectKey }),
      );
      if (!res.Body) return null;
      const body = Buffer.from(await res.Body.transformToByteArray());
      const ext = key.slice(key.lastIndexOf('.') + 1);
      return { body, contentType: TYPE_BY_EXTENSION[ext] ?? 'application/octet-stream' };
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const objectKey = this.objectKey(key);
    if (!objectKey) return;
    // S3 answers 204 for a missing key too: deleting twice is harmless, as on disk.
    const { client, DeleteObjectCommand } = await this.sdk();
    await client.send(new DeleteObjectCommand({ Bucket: this.s3.bucket, Key: objectKey }));
  }

  close(): void {
    this.made?.destroy();
  }
}
