import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { subscriptions } from '../apps/server/src/db/schema';
import { signUp } from './accounts';
import type { Ctx } from './scenarios';

/**
 * The API as production builds it (logs off, no rate limit), listening on a
 * free port in this process, with a signed-in coach on the pro plan (25
 * players in a team is past the starter limit). For the bench and the profiles.
 */
export async function startBenchApp(
  databaseUrl: string,
  /** Settings of the scenario's own (e.g. REPORT_THREADS=0 for the PDFs' before). */
  env: Record<string, string> = {},
): Promise<{ ctx: Ctx; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'futsal-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    // No provider is configured: production refuses the sandbox unless asked by name (decision 0162).
    SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ENABLED: 'false',
    JWT_SECRET: 'b'.repeat(48),
    // Production on PostgreSQL asks for a medical data key (decision 0173): the bench's is derived.
    MEDICAL_DATA_KEY_FROM_SECRET: 'true',
    // One bench user opens the fan-out's 50 streams of one match; a coach's cap is 8 (decision 0151).
    STREAMS_PER_USER: '100',
    ...env,
  });
  const database = await openDatabase(config);
  const app = await buildApp(config, { database });
  const close = async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const { token, userId } = await signUp(url, {
      firstName: 'Bench',
      lastName: 'User',
      email: `bench-${Date.now()}@example.com`,
      password: 'Bench12345',
    });
    await database.db.insert(subscriptions).values({
      userId,
      plan: 'pro',
      period: 'monthly',
      status: 'active',
      startDate: new Date(),
      autoRenew: true,
    });
    const ctx: Ctx = {
      url,
      token,
      db: database.db,
      userId,
      embedded: databaseUrl.startsWith('memory:'),
    };
    return { ctx, close };
  } catch (err) {
    await close();
    throw err;
  }
}
