import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface StoredFile {
  body: Buffer;
  contentType: string;
}

/**
 * Where uploads live. The local-disk store suits one machine; several
 * instances use an S3-compatible implementation of the same interface.
 */
export interface FileStorage {
  /** Stores the bytes under a new generated key inside `folder` and returns the key. */
  put(folder: string, body: Buffer, contentType: string): Promise<string>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

export const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/webp': 'webp',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};
export const TYPE_BY_EXTENSION: Record<string, string> = Object.fromEntries(
  Object.entries(EXTENSION_BY_TYPE).map(([t, e]) => [e, t]),
);

/** `<folder>/<uuid>.<ext>`: the only key shape ever generated, so the only one ever read. */
const KEY_RE =
  /^[a-z0-9-]{1,32}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.([a-z]{2,4})$/;

export function isValidKey(key: string): boolean {
  const match = KEY_RE.exec(key);
  return match !== null && (match[1] ?? '') in TYPE_BY_EXTENSION;
}

export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** Keys are validated against KEY_RE and re-checked to stay inside the root. */
  private pathOf(key: string): string | null {
    if (!isValidKey(key)) return null;
    const full = path.resolve(this.root, key);
    return full.startsWith(this.root + path.sep) ? full : null;
  }

  async put(folder: string, body: Buffer, contentType: string): Promise<string> {
    const ext = EXTENSION_BY_TYPE[contentType];
    if (!ext) throw new Error(`unsupported content type ${contentType}`);
    const key = `${folder}/${randomUUID()}.${ext}`;
    const full = this.pathOf(key);
    if (!full) throw new Error(`invalid storage folder ${folder}`);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, body, { flag: 'wx' });
    return key;
  }

  async get(key: string): Promise<StoredFile | null> {
    const full = this.pathOf(key);
    if (!full) return null;
    try {
      const body = await readFile(full);
      const ext = key.slice(key.lastIndexOf('.') + 1);
      return { body, contentType: TYPE_BY_EXTENSION[ext] ?? 'application/octet-stream' };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const full = this.pathOf(key);
    if (full) await rm(full, { force: true });
  }
}
