import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with `npm start`, no types
import * as quickStart from '../../../../scripts/quick-start.mjs';
import { loadConfig } from '../config';

const { MEDICAL_KEY_NOTICE, prepareStartEnv, SANDBOX_NOTICE } = quickStart as {
  MEDICAL_KEY_NOTICE: string;
  prepareStartEnv: unknown;
  SANDBOX_NOTICE: string;
};

/**
 * Production never runs the sandbox by accident (decision 0162): the server refuses it
 * unless SANDBOX_PAYMENTS_IN_PRODUCTION=true, and `npm start`'s quick start (NODE_ENV
 * unset) is the one place that sets it for the operator, with a one-line notice.
 */
type Prepare = (env: NodeJS.ProcessEnv, root: string) => string | null;
const prepare = prepareStartEnv as Prepare;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'futsal-payments-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('npm start and the sandbox in production', () => {
  it('the quick start opts in, says so in one line, and the server starts in production', () => {
    const env: NodeJS.ProcessEnv = { DATA_DIR: dir };
    const notice = prepare(env, dir);
    expect(notice).toBe(SANDBOX_NOTICE);
    expect(notice).not.toContain('\n');
    expect(env.NODE_ENV).toBe('production');
    const config = loadConfig(env);
    expect([config.env, config.billing.provider]).toEqual(['production', 'sandbox']);
  });

  it("the quick start mails links to this machine's address, an operator's own address stays", () => {
    const quick: NodeJS.ProcessEnv = { DATA_DIR: dir, PORT: '4100' };
    prepare(quick, dir);
    expect(loadConfig(quick).publicUrl).toBe('http://localhost:4100');
    const given: NodeJS.ProcessEnv = { DATA_DIR: dir, PUBLIC_URL: 'https://club.example.com' };
    prepare(given, dir);
    expect(given.PUBLIC_URL).toBe('https://club.example.com');
    const production: NodeJS.ProcessEnv = { DATA_DIR: dir, NODE_ENV: 'production' };
    prepare(production, dir);
    expect(production.PUBLIC_URL).toBeUndefined();
  });

  it('an operator who says production gets no opt-in and the server refuses the sandbox', () => {
    const env: NodeJS.ProcessEnv = { DATA_DIR: dir, NODE_ENV: 'production' };
    expect(prepare(env, dir)).toBeNull();
    expect(env.SANDBOX_PAYMENTS_IN_PRODUCTION).toBeUndefined();
    expect(() => loadConfig(env)).toThrow(/^Invalid configuration:\n {2}PAYMENT_PROVIDER: [^\n]+$/);
  });

  it('a real provider needs no opt-in and gets no notice', () => {
    const env: NodeJS.ProcessEnv = {
      DATA_DIR: dir,
      PAYMENT_PROVIDER: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: 'token',
      MERCADOPAGO_WEBHOOK_SECRET: 'secret',
    };
    expect(prepare(env, dir)).toBeNull();
    expect(loadConfig(env).billing.provider).toBe('mercadopago');
  });

  it('an explicit SANDBOX_PAYMENTS_IN_PRODUCTION=false is kept, and refused in production', () => {
    const env: NodeJS.ProcessEnv = { DATA_DIR: dir, SANDBOX_PAYMENTS_IN_PRODUCTION: 'false' };
    expect(prepare(env, dir)).toBeNull();
    expect(() => loadConfig(env)).toThrow(/PAYMENT_PROVIDER/);
  });
});

describe('npm start on PostgreSQL and the medical data key', () => {
  const pg = 'postgres://postgres@127.0.0.1:5432/nowhere';

  it('the quick start seals with the derived key and says so, one line a notice', () => {
    const env: NodeJS.ProcessEnv = { DATA_DIR: dir, DATABASE_URL: pg };
    expect(prepare(env, dir)?.split('\n')).toEqual([SANDBOX_NOTICE, MEDICAL_KEY_NOTICE]);
    expect(loadConfig(env).medical.current.id).toBe('dev');
  });

  it('an operator who says production must give a key', () => {
    const env: NodeJS.ProcessEnv = {
      DATA_DIR: dir,
      DATABASE_URL: pg,
      NODE_ENV: 'production',
      SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
    };
    expect(prepare(env, dir)).toBeNull();
    expect(() => loadConfig(env)).toThrow(/MEDICAL_DATA_KEY: required in production/);
  });
});
