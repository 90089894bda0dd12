import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { rederiveOutdated } from '../modules/match-log';

/** Brings stored match statistics up to date in the background once the server listens. */
export const derivedFiguresPlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    // Matches from before migration 0003, or derived by an older version, get their statistics rows
    // in the background once the server listens (reads show the rows as they are meanwhile).
    app.addHook('onListen', async () => {
      rederiveOutdated(database.db).then(
        (count) => {
          if (count > 0) app.log.info({ count }, 'match statistics re-derived');
        },
        (err: unknown) => app.log.error({ err }, 'could not re-derive match statistics'),
      );
    });
  },
  { name: 'derived-figures' },
);
