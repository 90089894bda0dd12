import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';

/**
 * A new embedded database is PGlite's initdb plus every migration: seconds of
 * a first start, the same each time. The first new database writes a dump of
 * itself right after its migrations (no user data yet), and later new
 * databases load that dump instead (decision 0060). The dump's name holds a
 * hash of the PGlite version and the migrations, so a new version or
 * migration never loads an old one.
 */

const require = createRequire(import.meta.url);

/** Whether a PGlite data folder has no cluster yet. */
export function isNewDataDir(dataDir: string): boolean {
  return !existsSync(path.join(dataDir, 'PG_VERSION'));
}

/** The installed PGlite's version (its package.json is not among its exports). */
function pgliteVersion(): string {
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir)
    dir = path.dirname(dir);
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version?: string;
  };
  return pkg.version ?? 'unknown';
}

function templateKey(migrationsDir: string): string {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]))
      .sort();
  for (const file of files(migrationsDir)) {
    hash.update(path.relative(migrationsDir, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** In the install's own cache (not a shared temporary folder: a planted template would become every new database). */
const templateDir = () =>
  path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../../../node_modules/.cache/futsal-manager',
  );

/** A template that failed to load goes, so the next new database runs initdb. */
export function dropPgliteTemplate(file: string): void {
  rmSync(file, { force: true });
}

/** The template for these migrations: its file, and its content when it exists. */
export function pgliteTemplate(migrationsDir: string): { file: string; blob: Blob | null } {
  const file = path.join(templateDir(), `pglite-${templateKey(migrationsDir)}.tar.gz`);
  try {
    return { file, blob: new Blob([readFileSync(file)]) };
  } catch {
    return { file, blob: null };
  }
}

/** Writes the dump of a just-migrated database, atomically (concurrent first starts each write a whole file). */
export async function savePgliteTemplate(client: PGlite, file: string): Promise<void> {
  try {
    const dump = await client.dumpDataDir('gzip');
    mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } catch {
    // Only an optimisation: the next new database runs initdb again.
  }
}
