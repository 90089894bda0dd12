import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';

/**
 * PGlite is a single-process database: two processes writing one data folder corrupt it. The
 * folder's lock is held by the kernel, not by a file (issue 41, decision 0152): a listening Unix
 * socket in Linux's abstract namespace named after the folder. Binding it is atomic (one of two
 * racing starts gets EADDRINUSE), and the kernel frees it when its process ends however it ends
 * (kill -9, a zombie waiting to be reaped holds nothing), so there is no stale lock to take over.
 * `<dir>/futsal.lock` still names the holder's pid, for the message; it decides nothing.
 * Elsewhere than Linux (development on macOS), the file alone: created with 'wx', refused while its
 * pid is alive, a stale one taken over (decision 0039) — not exclusive under races.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process` +
        `${pid > 0 ? ` (pid ${pid})` : ''}. ` +
        'Stop it first, or use PostgreSQL (DATABASE_URL) to run several processes on one database.',
    );
    this.name = 'DataDirLockedError';
  }
}

export const LOCK_FILE = 'futsal.lock';

function ownerOf(file: string): number {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : 0;
  } catch {
    return 0;
  }
}

/** The abstract socket's name: one per folder, however the folder's path is spelled. */
export function lockName(dataDir: string): string {
  const digest = createHash('sha256').update(realpathSync(dataDir)).digest('hex');
  return `\0futsal-pglite-lock-${digest}`;
}

function bind(name: string): Promise<Server | null> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.destroy());
    server.once('error', (err: NodeJS.ErrnoException) =>
      err.code === 'EADDRINUSE' ? resolve(null) : reject(err),
    );
    server.listen(name, () => {
      // Held for the process's life; it must not keep the process running by itself.
      server.unref();
      resolve(server);
    });
  });
}

/** Takes the folder's lock or throws DataDirLockedError; returns its release. */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  const file = path.join(dataDir, LOCK_FILE);
  if (process.platform !== 'linux') return lockWithFile(dataDir, file);
  const server = await bind(lockName(dataDir));
  // This very process counts too: opening one folder twice is the same corruption.
  if (!server) throw new DataDirLockedError(dataDir, ownerOf(file));
  writeFileSync(file, `${process.pid}\n`, { mode: 0o600 });
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (ownerOf(file) === process.pid) rmSync(file, { force: true });
    server.close();
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock file alone (no abstract sockets on this platform). */
function lockWithFile(dataDir: string, file: string): () => void {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
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
    if (owner > 0 && isAlive(owner)) throw new DataDirLockedError(dataDir, owner);
    rmSync(file, { force: true });
  }
  throw new Error(`Could not lock the embedded database folder ${dataDir}`);
}
