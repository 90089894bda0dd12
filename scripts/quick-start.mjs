// What `npm start` decides about the environment before the server reads it (decision 0162).
import { existsSync } from 'node:fs';
import path from 'node:path';

export const MEDICAL_KEY_NOTICE =
  '!! MEDICAL NOTES sealed with a key derived from the server secret; set MEDICAL_DATA_KEY on a server (README, "Production topology").';

export const SANDBOX_NOTICE =
  '!! SANDBOX PAYMENTS: every paid plan is free (anyone approves their own payment); set PAYMENT_PROVIDER for real payments (README, "Payments").';

/**
 * Fills `env` as `npm start` runs: the repo's .env first (existing variables win, as
 * the server reads it), NODE_ENV defaulting to production, and, when NODE_ENV was not
 * given and the provider is the sandbox, the explicit opt-in the server demands to run
 * the sandbox in production, on PostgreSQL the one it demands to seal medical notes with
 * the derived key, and the app's address for mailed links: the README's zero-configuration
 * quick start. Returns the notices to
 * print, one a line, or null.
 */
export function prepareStartEnv(env, root) {
  const dotEnv = path.join(root, '.env');
  if (env === process.env && existsSync(dotEnv)) process.loadEnvFile(dotEnv);
  const quickStart = env.NODE_ENV === undefined;
  env.NODE_ENV ??= 'production';
  const notices = [];
  if (
    quickStart &&
    (env.PAYMENT_PROVIDER ?? 'sandbox') === 'sandbox' &&
    env.SANDBOX_PAYMENTS_IN_PRODUCTION === undefined
  ) {
    env.SANDBOX_PAYMENTS_IN_PRODUCTION = 'true';
    notices.push(SANDBOX_NOTICE);
  }
  // Production on PostgreSQL asks for its own key (decision 0173); the quick start (and the
  // README's `npm run seed` before it) seals with the one derived from the server secret.
  if (
    quickStart &&
    env.DATABASE_URL?.startsWith('postgres') &&
    env.MEDICAL_DATA_KEY === undefined &&
    env.MEDICAL_DATA_KEY_FROM_SECRET === undefined
  ) {
    env.MEDICAL_DATA_KEY_FROM_SECRET = 'true';
    notices.push(MEDICAL_KEY_NOTICE);
  }
  // Mailed links (invitations, call-up answers) and the reminders' job need the app's address
  // (the job has no request to take it from): on the quick start it is this machine's.
  if (quickStart && env.PUBLIC_URL === undefined)
    env.PUBLIC_URL = `http://localhost:${env.PORT ?? 3000}`;
  return notices.length > 0 ? notices.join('\n') : null;
}
