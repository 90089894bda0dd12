import pg from 'pg';

/**
 * `<base's database>_<suffix>`, dropped and created empty, so a suite starts on a database that no
 * other suite wrote to (the API tests leave rows sealed with their own medical data key behind).
 */
export async function freshDatabase(
  base: string,
  suffix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = new URL(base);
  const name = `${decodeURIComponent(url.pathname.slice(1)) || 'futsal'}_${suffix}`;
  const admin = async (sql: (id: string) => string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(sql(client.escapeIdentifier(name)));
    } finally {
      await client.end();
    }
  };
  await admin((id) => `DROP DATABASE IF EXISTS ${id} WITH (FORCE)`);
  await admin((id) => `CREATE DATABASE ${id}`);
  url.pathname = `/${encodeURIComponent(name)}`;
  return {
    url: url.toString(),
    drop: () => admin((id) => `DROP DATABASE IF EXISTS ${id} WITH (FORCE)`),
  };
}
