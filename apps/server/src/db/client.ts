import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { TDatabaseConfig } from '../config';
import { useMedicalKeyring, type MedicalKeyring } from '../lib/medical-crypto';
import { LOCK_FILE, lockDataDir } from './data-dir-lock';
import type { ListenHandlers, Unlisten } from './pg-listener';
import {
  dropPgliteTemplate,
  isNewDataDir,
  pgliteTemplate,
  savePgliteTemplate,
} from './pglite-template';
import * as schema from './schema';

export type { ListenHandlers, Unlisten } from './pg-listener';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PgliteDatabase and NodePgDatabase only differ in their query-result type,
 * which repositories never look at, so both are seen as their common base.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * LISTEN on a channel (decision 0047): PostgreSQL through one dedicated
   * connection per process, PGlite in its own process. NOTIFY is sent by a
   * query (`select pg_notify(...)`), delivered when its transaction commits.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Unlisten>;
}

export interface OpenDatabaseOptions {
  /** Apply pending migrations (default true). */
  migrate?: boolean;
}

/** A start-up failure as one readable line: no stack, no minified WebAssembly dump. */
export class DatabaseOpenError extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.name = 'DatabaseOpenError';
  }
}

/** The innermost `cause`: drizzle's "Failed query" wraps the driver's real reason. */
export function rootCause(err: unknown): unknown {
  let current = err;
  for (let depth = 0; depth < 5 && current instanceof Error && current.cause !== undefined; depth++)
    current = current.cause;
  return current;
}

/** The first line of an error's message, bounded: PGlite aborts can carry pages of minified code. */
export function firstLine(err: unknown): string {
  const raw = err instanceof Error ? err.message || err.name : String(err);
  const line = raw.split('\n').find((l) => l.trim() !== '') ?? 'unknown error';
  const code =
    err && typeof err === 'object' && 'code' in err && typeof err.code === 'string'
      ? ` (${err.code})`
      : '';
  return (line.length > 200 ? `${line.slice(0, 200)}…` : line) + code;
}

/** The URL without its password, for messages. */
export function shownUrl(url: string): string {
  try {
    const u = new URL(url);
    u.password = '';
    return `${u.host}${u.pathname}`;
  } catch {
    return 'the configured DATABASE_URL';
  }
}

/** Everything a failed start left in a new data folder, but our lock. */
function emptyDataDir(dataDir: string): void {
  for (const entry of readdirSync(dataDir))
    if (entry !== LOCK_FILE) rmSync(path.join(dataDir, entry), { recursive: true, force: true });
}

async function openPglite(dataDir: string, runMigrations: boolean): Promise<Database> {
  const inMemory = dataDir === 'memory://';
  let release = () => undefined as void;
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    release = await lockDataDir(dataDir);
  }
  let client: PGlite | null = null;
  try {
    // A new database starts from a copy of a new, migrated one when there is one (decision 0060): initdb is most of a first start.
    const fresh = runMigrations && (inMemory || isNewDataDir(dataDir));
    const template = fresh ? pgliteTemplate(MIGRATIONS_DIR) : null;
    if (template?.blob) {
      try {
        client = new PGlite(inMemory ? undefined : dataDir, { loadDataDir: template.blob });
        await client.waitReady;
      } catch {
        // A damaged template: forget it and start this database the usual way, from an empty folder.
        await client?.close().catch(() => undefined);
        client = null;
        dropPgliteTemplate(template.file);
        if (!inMemory) emptyDataDir(dataDir);
        template.blob = null;
      }
    }
    client ??= new PGlite(inMemory ? undefined : dataDir);
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    if (runMigrations) await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    if (template && !template.blob) await savePgliteTemplate(client, template.file);
    let closed = false;
    const opened = client;
    return {
      db: db as unknown as Db,
      ping: async () => void (await opened.query('select 1')),
      // One process, one connection: nothing is ever missed, so no gap to report.
      listen: (channel, handlers) => opened.listen(channel, handlers.onPayload),
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          await opened.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    await client?.close().catch(() => undefined);
    release();
    throw new DatabaseOpenError(
      `Could not open the embedded database in ${dataDir}: ${firstLine(rootCause(err))}`,
      err,
    );
  }
}

export async function openDatabase(
  config: { database: TDatabaseConfig; medical?: MedicalKeyring },
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  // The medical column's codec reads and writes through the process's keyring (decision 0173).
  if (config.medical) useMedicalKeyring(config.medical);
  const runMigrations = options.migrate ?? true;
  const target = config.database;
  if (target.kind !== 'postgres') return openPglite(target.dataDir, runMigrations);
  // The driver loads only for PostgreSQL: an embedded start does not pay for it (decision 0070).
  const { openPostgres } = await import('./open-postgres');
  return openPostgres(target, runMigrations);
}

/** Postgres unique violation, from either driver. */
export function isUniqueViolation(err: unknown): boolean {
  let current: unknown = err;
  // drizzle wraps driver errors in DrizzleQueryError with the original as `cause`.
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current === 'object' && 'code' in current && current.code === '23505') return true;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return false;
}
