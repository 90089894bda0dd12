// `npm test`: unit and API tests (vitest: shared, server, web), then the
// browser suite in Debian's Chromium when it is installed. The API tests use
// embedded PGlite, or PostgreSQL when TEST_DATABASE_URL is set. With
// E2E_REQUIRED=1 (CI) a missing or empty browser suite is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './web-build.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const e2eRequired = process.env.E2E_REQUIRED === '1';
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const reports = mkdtempSync(path.join(os.tmpdir(), 'futsal-test-'));

function run(name, args) {
  const out = path.join(reports, `${name}.json`);
  const r = spawnSync(
    process.execPath,
    [vitest, 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    { cwd: root, stdio: 'inherit', env: process.env },
  );
  let counts = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(out)) {
    const j = JSON.parse(readFileSync(out, 'utf8'));
    counts = {
      passed: j.numPassedTests,
      failed: j.numFailedTests,
      skipped: j.numPendingTests + (j.numTodoTests ?? 0),
    };
  }
  return { ok: r.status === 0, ...counts };
}

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL (TEST_DATABASE_URL)' : 'embedded PGlite';
console.log(`\n▶ Unit and API tests on ${db}\n`);
const results = [run('unit-api', [])];

if (existsSync(CHROMIUM)) {
  console.log(`\n▶ Browser tests in ${CHROMIUM}\n`);
  const e2e = run('e2e', ['--config', 'e2e/vitest.config.ts']);
  if (e2e.passed === 0 && e2eRequired) {
    console.error('✖ The browser suite ran no test.');
    e2e.ok = false;
  }
  results.push(e2e);
} else {
  const msg = `Browser suite NOT RUN: Chromium not found at ${CHROMIUM} (apt-get install chromium).`;
  if (e2eRequired) {
    console.error(`✖ ${msg}`);
    results.push({ ok: false, passed: 0, failed: 1, skipped: 0 });
  } else {
    console.warn(`\n⚠ ${msg}\n`);
  }
}

rmSync(reports, { recursive: true, force: true });
const total = results.reduce(
  (a, r) => ({
    passed: a.passed + r.passed,
    failed: a.failed + r.failed,
    skipped: a.skipped + r.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
const ok = results.every((r) => r.ok);
console.log(
  `\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(ok ? 0 : 1);
