import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../db/data-dir-lock';

/**
 * Issue 41: with a lock left by a dead process, two starts at the same moment both took it in 31
 * of 40 rounds, and a zombie's pid blocked restarts. The lock is now the kernel's (decision 0152).
 */
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'futsal-lock-race-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

interface Starter {
  child: ChildProcessWithoutNullStreams;
  next(): Promise<string>;
}

function starter(dataDir: string): Starter {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/test/lock-child.ts'), dataDir],
    { cwd: REPO_ROOT },
  );
  const queue: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    const w = waiting.shift();
    if (w) w(line);
    else queue.push(line);
  });
  return {
    child,
    next: () =>
      new Promise((resolve) => {
        const line = queue.shift();
        if (line !== undefined) resolve(line);
        else waiting.push(resolve);
      }),
  };
}

/** A pid that exited and was reaped (kill -9 and the like). */
const exitedPid = () =>
  new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['-e', '0']);
    child.on('exit', () => resolve(child.pid ?? 0));
  });

/** A zombie's pid: a child of a `sleep` that never reaps it, alive to `kill -0`. */
async function zombie(): Promise<{ pid: number; end(): void }> {
  const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 60']);
  const line = await new Promise<string>((resolve) =>
    createInterface({ input: parent.stdout }).once('line', resolve),
  );
  return { pid: Number(line), end: () => parent.kill('SIGKILL') };
}

describe('the embedded database folder lock', () => {
  it.runIf(process.platform === 'linux')(
    'lets exactly one of two simultaneous starts take a stale lock, round after round',
    async () => {
      const z = await zombie();
      try {
        for (let round = 0; round < 6; round++) {
          const dataDir = path.join(dir, `race-${round}`);
          await mkdir(dataDir, { recursive: true });
          // Left behind by a dead process, or by a zombie (whose pid still answers kill -0).
          const stale = round % 2 === 0 ? await exitedPid() : z.pid;
          await writeFile(path.join(dataDir, LOCK_FILE), `${stale}\n`);
          const starts = [starter(dataDir), starter(dataDir)];
          expect(await Promise.all(starts.map((s) => s.next()))).toEqual(['ready', 'ready']);
          for (const s of starts) s.child.stdin.write('go\n');
          const results = await Promise.all(starts.map((s) => s.next()));
          expect(results.sort()).toEqual(['locked', 'refused']);
          const exits = starts.map((s) => new Promise((done) => s.child.once('exit', done)));
          for (const s of starts) s.child.stdin.end();
          await Promise.all(exits);
        }
      } finally {
        z.end();
      }
    },
    120_000,
  );

  it('refuses a second taker in one process, however many race, and frees the lock on release', async () => {
    const dataDir = path.join(dir, 'in-process');
    await mkdir(dataDir, { recursive: true });
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, () => lockDataDir(dataDir)),
    );
    const taken = attempts.filter((a) => a.status === 'fulfilled');
    expect(taken).toHaveLength(1);
    for (const a of attempts)
      if (a.status === 'rejected') expect(a.reason).toBeInstanceOf(DataDirLockedError);
    (taken[0] as PromiseFulfilledResult<() => void>).value();
    const again = await lockDataDir(dataDir);
    again();
  });
});
