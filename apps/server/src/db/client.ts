import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TDatabaseConfig } from '../config';
import * as schema from './schema';

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
}

export interface OpenDatabaseOptions {
  /** Apply pending migrations (default true). */
  migrate?: boolean;
}

export async function openDatabase(
  config: { database: TDatabaseConfig },
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  const runMigrations = options.migrate ?? true;
  const target = config.database;

  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client losing its server must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    try {
      if (runMigrations) await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    } catch (err) {
      await pool.end();
      throw err;
    }
    return {
      db: db as unknown as Db,
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }

  if (target.dataDir !== 'memory://') mkdirSync(target.dataDir, { recursive: true });
  const client = new PGlite(target.dataDir === 'memory://' ? undefined : target.dataDir);
  const db = drizzlePglite(client, { schema });
  try {
    if (runMigrations) await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  } catch (err) {
    await client.close();
    throw err;
  }
  let closed = false;
  return {
    db: db as unknown as Db,
    ping: async () => void (await db.execute(sql`select 1`)),
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
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
