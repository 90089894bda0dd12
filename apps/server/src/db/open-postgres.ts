import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { TDatabaseConfig } from '../config';
import {
  DatabaseOpenError,
  firstLine,
  MIGRATIONS_DIR,
  rootCause,
  shownUrl,
  type Database,
  type Db,
} from './client';
import { PgListener } from './pg-listener';
import * as schema from './schema';

/** PostgreSQL through a bounded pool, with one LISTEN connection (decisions 0035, 0047). */
export async function openPostgres(
  target: Extract<TDatabaseConfig, { kind: 'postgres' }>,
  runMigrations: boolean,
): Promise<Database> {
  const connectTimeoutMs = target.connectTimeoutMs ?? 5000;
  const queryTimeoutMs = target.queryTimeoutMs ?? 15_000;
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    // Bounded waits (decision 0035): a stopped or frozen server fails requests with 503 instead of hanging them.
    connectionTimeoutMillis: connectTimeoutMs,
    // Server-side bound for slow statements, client-side bound for a server that stopped answering.
    statement_timeout: queryTimeoutMs,
    query_timeout: queryTimeoutMs + 1000,
    idle_in_transaction_session_timeout: queryTimeoutMs * 2,
    keepAlive: true,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server must not crash the process; the pool replaces it on the next query.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema });
  const listener = new PgListener({
    connectionString: target.url,
    connectionTimeoutMillis: connectTimeoutMs,
  });
  try {
    if (runMigrations) await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    else await pool.query('select 1');
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw new DatabaseOpenError(
      `Could not open the PostgreSQL database at ${shownUrl(target.url)}: ${firstLine(rootCause(err))}`,
      err,
    );
  }
  return {
    db: db as unknown as Db,
    ping: async () => void (await pool.query('select 1')),
    close: async () => {
      await listener.close();
      await pool.end();
    },
    listen: (channel, handlers) => listener.listen(channel, handlers),
  };
}
