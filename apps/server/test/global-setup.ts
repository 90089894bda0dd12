import { openDatabase } from '../src/db/client';

/**
 * With TEST_DATABASE_URL the suite runs on that PostgreSQL database: the
 * migrations are applied once here, and test files share the database,
 * isolated by unique random e-mails. Without it every test app gets its own
 * in-memory PGlite, migrated when opened.
 */
export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const database = await openDatabase({ database: { kind: 'postgres', url } });
  await database.close();
}
