import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { rederiveStale } from '../modules/stats/figures.repository';

/** Brings stored match statistics up to date in the background once the server listens. */
export const derivedFiguresPlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    // Matches from before migration 0003, or derived by an older version, get their statistics rows
    // in the background once the server listens (requests re-derive what they need meanwhile).
    app.addHook('onListen', async () => {
      rederiveStale(database.db).then(
        (count) => {
          if (count > 0) app.log.info({ count }, 'match statistics re-derived');
        },
        (err: unknown) => app.log.error({ err }, 'could not re-derive match statistics'),
      );
    });
  },
  { name: 'derived-figures' },
);
