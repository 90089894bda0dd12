import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import type { DrizzleSnapshotJSON } from 'drizzle-kit/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, MIGRATIONS_DIR, openDatabase } from './client';
import * as schema from './schema';

/**
 * The migrations are SQL files (drizzle-kit's draft, edited by hand for triggers and data), while
 * the queries are typed by schema.ts: nothing else notices when the two drift apart.
 */

const META = path.join(MIGRATIONS_DIR, 'meta');

/** The snapshot `drizzle-kit generate` compares schema.ts with: the highest-numbered one. */
function lastSnapshot(): DrizzleSnapshotJSON {
  const last = readdirSync(META)
    .filter((f) => /^\d{4}_snapshot\.json$/.test(f))
    .sort()
    .at(-1);
  if (!last) throw new Error(`no snapshot in ${META}`);
  return JSON.parse(readFileSync(path.join(META, last), 'utf8')) as DrizzleSnapshotJSON;
}

/**
 * What drizzle models of a database (not triggers or functions), whatever order history built
 * it in. NOT NULL is read from the columns: PostgreSQL 17 (PGlite) also lists it as constraints.
 */
const CATALOG = `
  select 'column' as kind, table_name || '.' || column_name as name,
         concat_ws(' ', udt_name, is_nullable, column_default) as def
    from information_schema.columns where table_schema = 'public'
  union all
  select 'index', tablename || '.' || indexname, indexdef from pg_indexes where schemaname = 'public'
  union all
  select 'constraint', conrelid::regclass::text || '.' || conname, pg_get_constraintdef(oid)
    from pg_constraint where connamespace = 'public'::regnamespace and contype <> 'n'
`;

type CatalogRow = { kind: string; name: string; def: string };

/** Sorted here, not by the databases: PGlite and a server may not share a collation. */
const sorted = (rows: CatalogRow[]) =>
  rows
    .map(({ kind, name, def }) => ({ kind, name, def }))
    .sort((a, b) => (`${a.kind} ${a.name}` < `${b.kind} ${b.name}` ? -1 : 1));

describe('schema.ts and the migrations', () => {
  let migrated: Database;
  const fromSchema = new PGlite();
  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL;
    // PostgreSQL was migrated by the global setup; a PGlite database is migrated when opened.
    migrated = await openDatabase({
      database: url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: 'memory://' },
    });
    const create = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(schema));
    for (const statement of create) await fromSchema.exec(statement);
  });
  afterAll(async () => {
    await migrated.close();
    await fromSchema.close();
  });

  it('leave `npm run db:generate` nothing to write: the last snapshot is schema.ts', async () => {
    const current = generateDrizzleJson(schema, lastSnapshot().id);
    // Failing: schema.ts changed without a migration, or a migration without its snapshot
    // (apps/server/src/db/migrations/README.md says how to make both).
    expect(await generateMigration(lastSnapshot(), current)).toEqual([]);
  });

  it('give a database the same columns, indexes and constraints as schema.ts alone does', async () => {
    const expected = (await fromSchema.query<CatalogRow>(CATALOG)).rows;
    // Both drivers answer { rows }; the common Db type does not say so.
    const { rows } = (await migrated.db.execute(sql.raw(CATALOG))) as unknown as {
      rows: CatalogRow[];
    };
    expect(expected.length).toBeGreaterThan(100);
    expect(sorted(rows)).toEqual(sorted(expected));
  });
});
