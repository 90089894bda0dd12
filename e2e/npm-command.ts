import { spawn, type ChildProcess } from 'node:child_process';

/**
 * An `npm …` command run as a user types it, in a process group of its own:
 * npm starts a shell, which starts Node.js, so a signal to npm alone could
 * leave the server running. `stop()` signals the whole group.
 */
export class NpmCommand {
  readonly child: ChildProcess;
  /** stdout and stderr as they came, for the failure messages. */
  output = '';
  /**
   * npm's exit code once every process of the group has closed its output
   * (npm and the ones it started), so e.g. the data folder is free again.
   */
  readonly done: Promise<number | null>;
  private closed = false;

  constructor(args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv }) {
    this.child = spawn('npm', args, { ...opts, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const add = (chunk: Buffer) => (this.output += chunk.toString());
    this.child.stdout?.on('data', add);
    this.child.stderr?.on('data', add);
    this.done = new Promise((resolve, reject) => {
      this.child.once('error', reject);
      this.child.once('close', (code) => {
        this.closed = true;
        resolve(code);
      });
    });
  }

  /** The output's lines that start with `prefix`. */
  lines(prefix: string): string[] {
    return this.output.split('\n').filter((line) => line.startsWith(prefix));
  }

  private signal(signal: NodeJS.Signals): void {
    if (this.closed || this.child.pid === undefined) return;
    try {
      process.kill(-this.child.pid, signal);
    } catch (err) {
      // ESRCH: the group has already ended.
      if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
    }
  }

  /** SIGTERM to the group, as a service manager stops a server; SIGKILL if it has not ended within graceMs. */
  async stop(graceMs = 30_000): Promise<void> {
    this.signal('SIGTERM');
    const kill = setTimeout(() => this.signal('SIGKILL'), graceMs);
    try {
      await this.done.catch(() => undefined);
    } finally {
      clearTimeout(kill);
    }
  }
}
