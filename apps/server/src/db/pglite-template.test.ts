import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteTemplate } from './pglite-template';

const dir = mkdtempSync(path.join(os.tmpdir(), 'futsal-migrations-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the new-database template (decision 0060)', () => {
  it('is another file as soon as a migration is added or changed', () => {
    writeFileSync(path.join(dir, '0000_init.sql'), 'create table a (id int);');
    const first = pgliteTemplate(dir).file;
    expect(pgliteTemplate(dir).file).toBe(first);
    writeFileSync(path.join(dir, '0001_more.sql'), 'create table b (id int);');
    const second = pgliteTemplate(dir).file;
    expect(second).not.toBe(first);
    writeFileSync(path.join(dir, '0001_more.sql'), 'create table b (id bigint);');
    expect(pgliteTemplate(dir).file).not.toBe(second);
  });
});
