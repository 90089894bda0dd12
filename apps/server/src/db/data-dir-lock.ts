import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is a single-process database: two processes writing one data folder
 * corrupt it. The first to open the folder writes `<dir>/futsal.lock` with its
 * pid; another process is refused while that pid is alive. A lock left by a
 * process that died (kill -9, power loss) is stale and taken over (decision 0039).
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}). ` +
        'Stop it first, or use PostgreSQL (DATABASE_URL) to run several processes on one database.',
    );
    this.name = 'DataDirLockedError';
  }
}

export const LOCK_FILE = 'futsal.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the folder's lock or throws DataDirLockedError; returns its release. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // 'wx' fails when the file exists: two starting processes cannot both win.
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (ownerOf(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = ownerOf(file);
    // This very process counts too: opening one folder twice is the same corruption.
    if (owner !== null && isAlive(owner)) throw new DataDirLockedError(dataDir, owner);
    // Stale (the owner died without releasing it, or the file is unreadable): take it over.
    rmSync(file, { force: true });
  }
  throw new Error(`Could not lock the embedded database folder ${dataDir}`);
}
