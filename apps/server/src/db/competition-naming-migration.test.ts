import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './client';

const RENAME_TAG = '0020_competition_naming';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** A copy of the migrations folder that stops just before the rename: a database deployed before it. */
function migrationsBeforeRename(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'futsal-before-0020-'));
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  const rename = journal.entries.find((e) => e.tag === RENAME_TAG);
  if (!rename) throw new Error(`${RENAME_TAG} is not in the journal`);
  const before = journal.entries.filter((e) => e.idx < rename.idx);
  for (const e of before) {
    cpSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  }
  cpSync(path.join(MIGRATIONS_DIR, 'meta'), path.join(dir, 'meta'), { recursive: true });
  writeFileSync(
    path.join(dir, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: before }, null, 2),
  );
  expect(readdirSync(dir).some((f) => f.startsWith('0020'))).toBe(false);
  return dir;
}

type Query = (text: string) => Promise<Record<string, unknown>[]>;

interface Target {
  query: Query;
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const client = new PGlite();
  const db = drizzlePglite(client);
  return {
    query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

/** A throw-away database on the test server, so the suite's own database keeps its schema. */
async function postgresTarget(url: string): Promise<Target> {
  const name = `futsal_rename_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: own.toString() });
  await client.connect();
  const db = drizzlePg(client);
  return {
    query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      await admin.query(`drop database "${name}"`);
      await admin.end();
    },
  };
}

const targets: [string, () => Promise<Target>][] = [['PGlite', pgliteTarget]];
const url = process.env.TEST_DATABASE_URL;
if (url) targets.push(['PostgreSQL', () => postgresTarget(url)]);

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe.each(targets)('migration 0020 (competition naming) on %s', (_name, open) => {
  it('keeps a match linked to its competition, with its round, and the link still clears on delete', async () => {
    const before = migrationsBeforeRename();
    folders.push(before);
    const db = await open();
    try {
      await db.migrate(before);
      const [user] = await db.query(
        `insert into users (first_name, last_name, email, email_lower, password_hash)
         values ('Ana', 'Ruiz', 'ana@x.com', 'ana@x.com', 'x') returning id`,
      );
      const [team] = await db.query(
        `insert into teams (owner_id, name) values ('${String(user?.id)}', 'Alevín A') returning id`,
      );
      const [league, cup] = await db.query(
        `insert into competitions (team_id, name, type, start_date)
         values ('${String(team?.id)}', 'Liga', 'tournament', '2026-09-01'),
                ('${String(team?.id)}', 'Copa', 'cup', '2026-10-01') returning id`,
      );
      const matchesOf = (competition: unknown, round: string) =>
        `insert into matches (team_id, opponent, date, location, is_home, type, periods, period_duration,
                              tournament_id, tournament_round)
         values ('${String(team?.id)}', 'Rival', now(), 'Pabellón', true, 'tournament', 2, 20,
                 '${String(competition)}', '${round}') returning id`;
      const [inLeague] = await db.query(matchesOf(league?.id, 'Jornada 4'));
      const [inCup] = await db.query(matchesOf(cup?.id, 'Final'));

      await db.migrate(MIGRATIONS_DIR);

      expect(
        await db.query(
          `select id, competition_id, competition_round from matches order by competition_round desc`,
        ),
      ).toEqual([
        { id: inLeague?.id, competition_id: league?.id, competition_round: 'Jornada 4' },
        { id: inCup?.id, competition_id: cup?.id, competition_round: 'Final' },
      ]);
      const columns = await db.query(
        `select column_name from information_schema.columns
         where table_name = 'matches' and column_name like '%tournament%'`,
      );
      expect(columns).toEqual([]);
      expect(
        await db.query(`select indexname from pg_indexes where indexname like 'matches_%_id_idx'
                        and indexdef like '%competition_id%'`),
      ).toEqual([{ indexname: 'matches_competition_id_idx' }]);
      expect(
        await db.query(
          `select conname from pg_constraint where conname like 'matches_%_competitions_id_fk'`,
        ),
      ).toEqual([{ conname: 'matches_competition_id_competitions_id_fk' }]);

      await db.query(`delete from competitions where id = '${String(cup?.id)}'`);
      expect(
        await db.query(`select competition_id from matches where id = '${String(inCup?.id)}'`),
      ).toEqual([{ competition_id: null }]);
    } finally {
      await db.close();
    }
  });
});
