import pg from 'pg';

/**
 * A PostgreSQL connection of its own (TEST_DATABASE_URL), for a test that holds a lock while
 * the app works, and its backend pid.
 */
export async function lockHolder(): Promise<{ client: pg.Client; pid: number }> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  return { client, pid: rows[0]?.pid ?? 0 };
}

/**
 * Resolves with the pid of a session waiting behind any of `pids` (other than `not`), polling
 * pg_stat_activity: the app's statement has reached the lock a test holds.
 */
export async function waiterBehind(
  watch: pg.Client,
  pids: number[],
  not: number[] = [],
): Promise<number> {
  for (let tries = 0; tries < 1000; tries++) {
    const { rows } = await watch.query<{ pid: number }>(
      'select pid from pg_stat_activity where pg_blocking_pids(pid) && $1::int[] and not pid = any($2::int[])',
      [pids, not],
    );
    if (rows[0]) return rows[0].pid;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no session waited for the lock');
}
