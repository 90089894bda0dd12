import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from './client';

/** A statement sent as written: a fixed text with positional parameters, named so pg prepares it once per connection. */
export interface RawStatement {
  name: string;
  text: string;
  values: unknown[];
}

export type RawQuery = <R>(statement: RawStatement) => Promise<R[]>;

/**
 * The driver under a drizzle handle, for the few hot statements (decision
 * 0066) whose per-call query building cost more CPU than the database spent on
 * them. Outside any transaction: each statement is its own (autocommit).
 */
export function rawQuery(db: Db): RawQuery {
  // drizzle keeps its driver client on `$client`, which the common PgDatabase type does not declare.
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite)
    return async <R>(s: RawStatement) => (await client.query<R>(s.text, s.values)).rows;
  // Otherwise node-postgres's pool, known by shape: `pg` itself loads only for PostgreSQL (decision 0070).
  if (isPgPool(client))
    return async <R>(s: RawStatement) =>
      (await client.query({ name: s.name, text: s.text, values: s.values })).rows as R[];
  throw new Error('rawQuery: not a node-postgres pool or a PGlite database');
}

const isPgPool = (client: unknown): client is pg.Pool =>
  typeof client === 'object' &&
  client !== null &&
  typeof (client as { query?: unknown }).query === 'function' &&
  typeof (client as { connect?: unknown }).connect === 'function' &&
  typeof (client as { totalCount?: unknown }).totalCount === 'number';
