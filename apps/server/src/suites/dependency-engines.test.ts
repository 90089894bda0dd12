import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { minVersion, satisfies } from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
}

/**
 * The guide asks for versions that support Node 20. A package that declares a
 * newer Node can still load on 20 by luck (cookie 2 and content-disposition 3
 * did, through require(esm)); the root `overrides` pin them back, and this
 * catches the next one a lock update brings in.
 */
describe('the installed packages', () => {
  it('all declare support for the oldest Node the project supports', async () => {
    const pkg = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    const oldest = minVersion(pkg.engines.node);
    expect(oldest?.major).toBe(20);
    const lock = JSON.parse(await readFile(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, LockEntry>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([where]) => where !== '')
      .flatMap(([where, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range && oldest && !satisfies(oldest, range)
          ? [`${where}@${entry.version ?? '?'} wants node ${range}`]
          : [];
      });
    expect(refusing).toEqual([]);
    expect(Object.keys(lock.packages).length).toBeGreaterThan(500);
  });
});
