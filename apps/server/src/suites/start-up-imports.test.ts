import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with `npm start`, no types
import { buildServer } from '../../../../scripts/server-build.mjs';

/**
 * Decision 0070: packages most runs never call load at first use. A static
 * import of one of them anywhere in the server would put it back into every
 * restart; the bundle's top-level imports show it.
 */
const LOADED_AT_START = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  '@fastify/swagger-ui',
  // Fastify's logger, which Fastify itself requires at start; the request logger reads its symbols (0099).
  'pino',
];

describe('the server bundle npm start runs', () => {
  it('imports at start-up only the packages a start needs', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'futsal-bundle-'));
    try {
      const outfile = path.join(dir, 'main.mjs');
      await (buildServer as (outfile: string) => Promise<void>)(outfile);
      const code = await readFile(outfile, 'utf8');
      const staticImports = [...code.matchAll(/^import\s*(?:[^;"]*?from\s*)?"([^"]+)"/gm)]
        .map((m) => m[1] ?? '')
        .filter((spec) => !spec.startsWith('node:'))
        .map((spec) =>
          spec
            .split('/')
            .slice(0, spec.startsWith('@') ? 2 : 1)
            .join('/'),
        );
      expect([...new Set(staticImports)].sort()).toEqual([...LOADED_AT_START].sort());
      // The first-use packages are still there, behind dynamic imports.
      for (const lazy of [
        'sharp',
        'pdfmake',
        'stripe',
        'nodemailer',
        '@aws-sdk/client-s3',
        'exceljs',
        'papaparse',
        'tinypool',
      ])
        expect(code).toContain(`import("${lazy}")`);
      // The PDF reports' thread entry sits beside the server, where it looks for it (decision 0164).
      const worker = await readFile(path.join(dir, 'pdf-worker.mjs'), 'utf8');
      expect(worker).toContain('function renderInWorker(');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
