/**
 * One start racing another for a data folder's lock (suites/data-dir-lock-race.test.ts): prints
 * `ready`, waits for `go` on stdin, tries the lock, prints `locked` or `refused`, and holds what it
 * took until its stdin ends.
 */
import { createInterface } from 'node:readline';
import { DataDirLockedError, lockDataDir } from '../src/db/data-dir-lock';

const dataDir = process.argv[2] ?? '';
const lines = createInterface({ input: process.stdin });
process.stdout.write('ready\n');
lines.once('line', () => {
  lockDataDir(dataDir).then(
    (release) => {
      process.stdout.write('locked\n');
      lines.once('close', () => {
        release();
        process.exit(0);
      });
    },
    (err: unknown) => {
      process.stdout.write(
        err instanceof DataDirLockedError ? 'refused\n' : `error ${String(err)}\n`,
      );
      process.exit(0);
    },
  );
});
