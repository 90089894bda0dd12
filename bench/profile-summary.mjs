// Summarises a .cpuprofile (from bench/profile.ts): self time by function and by package,
// and inclusive time of a few functions that mark an area (JWT, drizzle, pg, hooks…).
// Usage: node bench/profile-summary.mjs <file.cpuprofile> [top=25]
import { readFileSync } from 'node:fs';

const file = process.argv[2];
const top = Number(process.argv[3] ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Time of each sample = the delta to the next one.
const selfUs = new Map();
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i + 1] ?? 0;
  selfUs.set(id, (selfUs.get(id) ?? 0) + dt);
});
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
const pct = (us) => ((100 * us) / total).toFixed(1).padStart(5) + '%';

function pkg(url) {
  if (!url) return '(native/vm)';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.startsWith('node:')) return url;
  if (url.includes('/apps/server/')) return 'app: ' + url.replace(/.*\/apps\/server\/src\//, '');
  if (url.includes('/packages/shared/')) return '@futsal/shared';
  if (url.includes('/bench/')) return 'bench';
  return url;
}
const label = (n) =>
  `${n.callFrame.functionName || '(anonymous)'} ${pkg(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;

const byFn = new Map();
const byPkg = new Map();
for (const [id, us] of selfUs) {
  const n = nodes.get(id);
  const key = n.callFrame.url ? label(n) : n.callFrame.functionName;
  byFn.set(key, (byFn.get(key) ?? 0) + us);
  const p = pkg(n.callFrame.url);
  byPkg.set(p, (byPkg.get(p) ?? 0) + us);
}
const show = (title, map, limit) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, limit))
    console.log(`${pct(us)}  ${k}`);
};
console.log(`total ${(total / 1e6).toFixed(2)} s sampled`);
show('self time by function', byFn, top);
show('self time by package / file', byPkg, top);

// Inclusive: a sample counts for an area when any frame of its stack matches (once per sample).
const areas = {
  'autocannon (load generator, same process)': (n) =>
    /autocannon|hdr-histogram/.test(n.callFrame.url),
  'JWT verify (jose)': (n) => /node_modules\/jose/.test(n.callFrame.url),
  'drizzle-orm': (n) => /drizzle-orm/.test(n.callFrame.url),
  'pg driver (pg, pg-protocol)': (n) =>
    /node_modules\/pg(-protocol|-types)?\//.test(n.callFrame.url),
  PGlite: (n) => /@electric-sql\/pglite/.test(n.callFrame.url),
  helmet: (n) => /helmet/.test(n.callFrame.url),
  'rate-limit': (n) => /rate-limit/.test(n.callFrame.url),
  'fastify core': (n) => /node_modules\/fastify\//.test(n.callFrame.url),
  'logging (pino)': (n) => /pino/.test(n.callFrame.url),
  'find-my-way (router)': (n) => /find-my-way/.test(n.callFrame.url),
  'app route guards': (n) => /route-guards|params\.ts/.test(n.callFrame.url),
  'app auth/session': (n) => /lib\/(auth|tokens|session-cache)\.ts/.test(n.callFrame.url),
  'JSON.stringify': (n) => n.callFrame.functionName === 'stringify' && !n.callFrame.url,
  GC: (n) => n.callFrame.functionName === '(garbage collector)',
  idle: (n) => n.callFrame.functionName === '(idle)',
};
const inclusive = new Map(Object.keys(areas).map((k) => [k, 0]));
for (const [id, us] of selfUs) {
  const hit = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const n = nodes.get(cur);
    for (const [k, test] of Object.entries(areas)) if (test(n)) hit.add(k);
  }
  for (const k of hit) inclusive.set(k, inclusive.get(k) + us);
}
show('inclusive time by area (stack contains)', inclusive, 50);
