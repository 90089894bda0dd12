// What `npm start` decides about the environment before the server reads it (decision 0162).
import { existsSync } from 'node:fs';
import path from 'node:path';

export const SANDBOX_NOTICE =
  '!! SANDBOX PAYMENTS: every paid plan is free (anyone approves their own payment); set PAYMENT_PROVIDER for real payments (README, "Payments").';

/**
 * Fills `env` as `npm start` runs: the repo's .env first (existing variables win, as
 * the server reads it), NODE_ENV defaulting to production, and, when NODE_ENV was not
 * given and the provider is the sandbox, the explicit opt-in the server demands to run
 * the sandbox in production: the README's zero-configuration quick start. Returns the
 * notice to print, or null.
 */
export function prepareStartEnv(env, root) {
  const dotEnv = path.join(root, '.env');
  if (env === process.env && existsSync(dotEnv)) process.loadEnvFile(dotEnv);
  const quickStart = env.NODE_ENV === undefined;
  env.NODE_ENV ??= 'production';
  if (
    quickStart &&
    (env.PAYMENT_PROVIDER ?? 'sandbox') === 'sandbox' &&
    env.SANDBOX_PAYMENTS_IN_PRODUCTION === undefined
  ) {
    env.SANDBOX_PAYMENTS_IN_PRODUCTION = 'true';
    return SANDBOX_NOTICE;
  }
  return null;
}
