import { ErrorCode, errorStatus, STAFF_ROLES, type TErrorCode } from '@futsal/shared';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp } from '../../test/helpers';
import {
  apiOperations,
  injectAnswer,
  footprint,
  ownerFixture,
  resourceOf,
  sampleOf,
  urlOf,
  type ApiOperation,
  type JsonSchema,
} from '../../test/route-table';
import type { RegisteredUser } from '../../test/helpers';
import { teamParamOf } from '../lib/team-access';

/**
 * Random requests over every route's body, query and path, shaped by the
 * route's schemas in the OpenAPI document (generated from the shared zod
 * contracts) and salted with what breaks databases: NUL characters, year 0,
 * huge numbers, wrong types, prototype keys. Never a 5xx; a 400 stores
 * nothing (the digest of every row the caller owns is unchanged). Then the
 * team-scoped routes again as each staff role on the owner's team (issue 40):
 * never a 5xx either, and a 400 or a 403 changes nothing of the team.
 * Every refusal is a code of the shared list with its status, never a stack trace.
 * FUZZ_RUNS sets the runs per route (default 12; e.g. FUZZ_RUNS=500 for a long run),
 * FUZZ_ROLE_RUNS those per route and role (default 3).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const ROLE_RUNS = Number(process.env.FUZZ_ROLE_RUNS ?? 3);

const t = await createTestApp();
const operations = (await apiOperations(t.app)).filter(
  (op) => op.body || op.freeBody || op.pathParams.length > 0 || op.query.length > 0,
);
const owner = await ownerFixture(t.app, t.db);
afterAll(async () => {
  await t.close();
});

const nastyString = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  `a\u0000b`,
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00+14:00',
  '9999-12-31T23:59:59-12:00',
  '2026-02-30',
  '\ud800',
  '💥',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  'undefined',
  'null',
  '__proto__',
  'x'.repeat(5000),
  '00000000-0000-0000-0000-000000000000',
);
const nastyNumber = fc.constantFrom(-1, 0, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308);
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { __proto__: { polluted: true } }),
  fc.string({ maxLength: 40 }),
  fc.integer(),
);

/** A value shaped by the schema most of the time, anything nasty otherwise. */
function arbitraryOf(schema: JsonSchema, key = '', depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedOf(schema, key, depth);
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: nasty });
}

function shapedOf(schema: JsonSchema, key: string, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return nasty;
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((o) => arbitraryOf(o, key, depth + 1)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const props = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, inner] of Object.entries(props))
        record[name] = arbitraryOf(inner, name, depth + 1);
      return fc
        .tuple(
          fc.record(record, { requiredKeys: [] }),
          fc.dictionary(fc.constantFrom('extra', 'constructor', 'id', '_id'), nasty, {
            maxKeys: 2,
          }),
        )
        .map(([known, extra]) => ({ ...extra, ...known }));
    }
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}, key, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 6, 20),
      });
    case 'integer':
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? 200 }),
        nastyNumber,
      );
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), nastyNumber);
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (schema.format === 'uuid')
        return fc.oneof(fc.constantFrom(...Object.values(owner.ids)), fc.uuid(), nastyString);
      if (schema.format === 'date')
        return fc.oneof(
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
          nastyString,
        );
      if (schema.format === 'date-time')
        return fc.oneof(
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          nastyString,
        );
      return fc.oneof(
        fc.constant(sampleOf(schema, owner.ids, key)),
        fc.string({ maxLength: 60 }),
        nastyString,
      );
    default:
      return nasty;
  }
}

/** Every property path of an object schema (optional ones too), down to a few levels. */
function leafPaths(
  schema: JsonSchema,
  prefix: string[] = [],
  depth = 0,
): { path: string[]; schema: JsonSchema }[] {
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return options.flatMap((o) => leafPaths(o, prefix, depth + 1));
  if (depth > 4 || !schema.properties) return prefix.length ? [{ path: prefix, schema }] : [];
  return Object.entries(schema.properties).flatMap(([name, inner]) => [
    { path: [...prefix, name], schema: inner },
    ...(inner.properties || inner.anyOf || inner.oneOf
      ? leafPaths(inner, [...prefix, name], depth + 1)
      : []),
  ]);
}

function setPath(target: unknown, path: string[], value: unknown): unknown {
  const root: Record<string, unknown> =
    target && typeof target === 'object' ? { ...(target as Record<string, unknown>) } : {};
  let node = root;
  path.forEach((key, i) => {
    if (i === path.length - 1) node[key] = value;
    else {
      const next = node[key];
      node[key] =
        next && typeof next === 'object' && !Array.isArray(next)
          ? { ...(next as Record<string, unknown>) }
          : {};
      node = node[key] as Record<string, unknown>;
    }
  });
  return root;
}

/**
 * A body that passes validation except, maybe, for one field: random whole
 * bodies are refused by the first bad field, so the database would never see
 * the nasty value that the other fields let through.
 */
function mutatedSampleOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const paths = leafPaths(schema);
  const sample = sampleOf(schema, owner.ids);
  if (!paths.length) return fc.constant(sample);
  return fc
    .tuple(fc.constantFrom(...paths), fc.oneof(nasty, fc.constant(undefined)))
    .chain(([leaf, override]) =>
      (override === undefined
        ? arbitraryOf(leaf.schema, leaf.path.at(-1))
        : fc.constant(override)
      ).map((value) => setPath(sample, leaf.path, value)),
    );
}

const pathValue = (op: ApiOperation, param: string) => {
  const own = owner.ids[resourceOf(op.path, param)];
  // DELETE never gets the owner's real ids: deleting the fixture would leave the other runs nothing to hit.
  const real = own && op.method !== 'DELETE' ? [fc.constant(own)] : [];
  // A lone surrogate cannot be put in a URL at all (encodeURIComponent throws): bodies and queries get it.
  const encodable = nastyString.filter((s) => !/[\ud800-\udfff]/.test(s)).map((s) => s || ' ');
  return fc.oneof(...real, fc.uuid(), encodable);
};

function requestOf(op: ApiOperation) {
  const params = fc.record(Object.fromEntries(op.pathParams.map((p) => [p, pathValue(op, p)])));
  const query = fc.record(
    Object.fromEntries(op.query.map((q) => [q.name, arbitraryOf(q.schema, q.name)])),
    { requiredKeys: [] },
  );
  const body = op.body
    ? fc.oneof(mutatedSampleOf(op.body), arbitraryOf(op.body))
    : op.freeBody
      ? fc.dictionary(
          fc.constantFrom('name', 'description', 'division', 'foundedYear', 'logo'),
          nasty,
          { maxKeys: 5 },
        )
      : fc.constant(undefined);
  return fc.record({ params, query, body });
}

const queryString = (query: Record<string, unknown>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    search.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  const s = search.toString();
  return s ? `?${s}` : '';
};

const CODES = new Set<string>(Object.values(ErrorCode));
/** What a stack trace or a source location looks like in an answer. */
const TRACE = /\n\s+at |node_modules|\.[cm]?[jt]s:\d+/;

/**
 * `runs` random requests to the route, signed in as `caller` when the route is
 * signed in; `unchanged` are the statuses that must leave the owner's rows as they were.
 */
async function survives(
  op: ApiOperation,
  caller: RegisteredUser,
  runs: number,
  unchanged: number[],
) {
  const auth = op.signedIn ? bearer(caller.token) : {};
  await fc.assert(
    fc.asyncProperty(requestOf(op), async ({ params, query, body }) => {
      // The audit rows of earlier writes land after their replies: settled, they are no change.
      await t.app.auditSettled();
      const before = op.signedIn ? await footprint(t.db, owner.coach.user.id) : '';
      const res = await injectAnswer(t.app, {
        method: op.method,
        url: urlOf(op, params as Record<string, string>) + queryString(query),
        headers: auth,
        ...(body === undefined
          ? {}
          : {
              payload: JSON.stringify(body),
              headers: { ...auth, 'content-type': 'application/json' },
            }),
      });
      expect(res.statusCode, `${res.statusCode} ${res.body}`).toBeLessThan(500);
      expect(res.statusCode).not.toBe(401);
      expect(res.body, 'a stack trace or a source path in the answer').not.toMatch(TRACE);
      if (res.statusCode >= 400) {
        expect(res.json()).toMatchObject({
          error: { code: expect.any(String), message: expect.any(String) },
        });
        const code = res.json().error.code;
        expect(CODES, `${code} is not in the shared ErrorCode list`).toContain(code);
        // BAD_REQUEST is the generic body of a protocol-level refusal (414, 415…), which keeps its status.
        if (code !== 'BAD_REQUEST')
          expect(errorStatus[code as TErrorCode], `${code} answered ${res.statusCode}`).toBe(
            res.statusCode,
          );
      }
      if (op.signedIn && unchanged.includes(res.statusCode)) {
        await t.app.auditSettled();
        expect(await footprint(t.db, owner.coach.user.id)).toBe(before);
      }
    }),
    { numRuns: runs },
  );
}

// Routes that end the caller's session would sign the fuzzer out; they have no input to fuzz anyway.
describe.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', (_, op) => {
  it(`survives ${RUNS} random requests: no 5xx, nothing stored on a 400`, async () => {
    await survives(op, owner.coach, RUNS, [400]);
  });
});

// The routes a role decides: the others are the caller's own account, fuzzed as the owner above.
const teamScoped = operations.filter((op) => op.signedIn && teamParamOf(op.path) !== null);
describe.each(STAFF_ROLES)('as the %s', (role) => {
  describe.each(teamScoped.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', (_, op) => {
    it(`survives ${ROLE_RUNS} random requests: no 5xx, nothing stored on a 400 or 403`, async () => {
      const staff = owner.staff[role];
      if (!staff) throw new Error(`the fixture has no ${role}`);
      await survives(op, staff, ROLE_RUNS, [400, 403]);
    });
  });
});
