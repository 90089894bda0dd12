import { randomUUID } from 'node:crypto';
import { can, STAFF_ROLES, type TStaffRole } from '@futsal/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerAndLogin } from '../../test/helpers';
import {
  apiOperations,
  footprint,
  injectAnswer,
  ownerFixture,
  resourceOf,
  revokedToken,
  sampleOf,
  urlOf,
  type ApiOperation,
  type OwnerFixture,
} from '../../test/route-table';
import { teamParamOf } from '../lib/team-access';

/**
 * Every signed-in route of the OpenAPI document, called as its owner, as
 * another user, anonymously, with a revoked token, and as every staff role on
 * the owner's team (issue 40): a role without the route's declared permission
 * is refused with 403 and changes nothing; a role with it is served as the
 * owner is. A route added later is covered without a test of its own; a new
 * kind of id only needs its fixture in ownerFixture (test/route-table.ts).
 */
const t = await createTestApp();
const operations = (await apiOperations(t.app)).filter((op) => op.signedIn);
// An invitation link's token (decision 0176) is a capability, no team's id: staff.test.ts covers it.
const withId = operations.filter((op) => op.pathParams.some((p) => p !== 'token'));
/** Routes whose path names a team's resource: the role gate's (lib/team-access.ts). */
const teamScoped = operations.filter((op) => teamParamOf(op.path) !== null);
afterAll(async () => {
  await t.close();
});

const owner = await ownerFixture(t.app, t.db);
const other = await registerAndLogin(t.app);
const revoked = await revokedToken(t.app);

const idsOf = (op: ApiOperation, fixture: OwnerFixture) =>
  Object.fromEntries(op.pathParams.map((p) => [p, fixture.ids[resourceOf(op.path, p)] ?? '']));
const bodyOf = (op: ApiOperation, fixture: OwnerFixture) =>
  op.body ? sampleOf(op.body, fixture.ids) : op.freeBody ? {} : undefined;

function call(
  op: ApiOperation,
  token: string | null,
  params: Record<string, string>,
  body: unknown,
) {
  return injectAnswer(t.app, {
    method: op.method,
    url: urlOf(op, params),
    headers: token ? bearer(token) : {},
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

const label = (op: ApiOperation) => `${op.method} ${op.path}`;

describe('the matrix covers the API', () => {
  it('finds the signed-in routes with ids and a fixture for every kind of id', () => {
    expect(withId.length).toBeGreaterThanOrEqual(25);
    const missing = withId.flatMap((op) =>
      op.pathParams
        .filter((p) => !owner.ids[resourceOf(op.path, p)])
        .map((p) => `${label(op)} {${p}}`),
    );
    expect(missing, 'add a fixture for these ids to ownerFixture').toEqual([]);
  });

  it('finds the permission every team-scoped route declares', () => {
    expect(teamScoped.length).toBeGreaterThanOrEqual(60);
    const undeclared = teamScoped.filter((op) => !op.permission).map(label);
    expect(undeclared, "declare these routes' config: { permission }").toEqual([]);
  });

  it('finds no permission the gate could not apply (a path naming no team resource)', () => {
    const ungated = operations.filter((op) => op.permission && !teamParamOf(op.path)).map(label);
    expect(ungated, 'the role gate finds no team in these paths (lib/team-access.ts)').toEqual([]);
  });
});

describe.each(operations.map((op) => [label(op), op] as const))('%s', (_, op) => {
  it('answers 401 anonymously, with a revoked token or a forged one, whatever the body', async () => {
    const params = idsOf(op, owner);
    const junk =
      op.method === 'GET' || op.method === 'DELETE' ? undefined : { junk: '\u0000', name: 1 };
    for (const token of [null, revoked, `${owner.coach.token.slice(0, -2)}xx`]) {
      const res = await call(op, token, params, junk);
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });
});

const withBody = operations.filter((op) => op.method !== 'GET' && op.method !== 'DELETE');
describe.each(withBody.map((op) => [label(op), op] as const))('%s', (_, op) => {
  it('never reads the body of an anonymous caller (a body past the size limit still answers 401)', async () => {
    const res = await t.app.inject({
      method: op.method,
      url: urlOf(op, idsOf(op, owner)),
      headers: { 'content-type': 'application/json' },
      payload: `{"x":"${'a'.repeat(2 * 1024 * 1024)}"}`,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe.each(withId.filter((op) => op.method !== 'DELETE').map((op) => [label(op), op] as const))(
  '%s',
  (_, op) => {
    it("answers another user exactly as for an id that does not exist (404), never with the owner's data", async () => {
      const body = bodyOf(op, owner);
      const theirs = await call(op, other.token, idsOf(op, owner), body);
      const missing = await call(
        op,
        other.token,
        Object.fromEntries(op.pathParams.map((p) => [p, randomUUID()])),
        body,
      );
      expect(theirs.statusCode, theirs.body).toBe(missing.statusCode);
      expect(theirs.json()).toEqual(missing.json());
      // A body refused by validation is refused before any lookup; otherwise the answer is 404.
      expect(op.body ? [400, 404] : [404]).toContain(theirs.statusCode);
    });

    it('serves its owner', async () => {
      const res = await call(op, owner.coach.token, idsOf(op, owner), bodyOf(op, owner));
      if (op.method === 'GET') expect(res.statusCode, res.body).toBe(200);
      // A sample body may break a business rule (400/402/409), but the owner's resource is always found.
      else expect([200, 201, 204, 400, 402, 409], res.body).toContain(res.statusCode);
    });
  },
);

describe.each(withId.filter((op) => op.method === 'DELETE').map((op) => [label(op), op] as const))(
  '%s',
  (_, op) => {
    it('deletes for its owner only', async () => {
      const fresh = await ownerFixture(t.app, t.db, []);
      const params = idsOf(op, fresh);
      expect((await call(op, other.token, params, undefined)).statusCode).toBe(404);
      const res = await call(op, fresh.coach.token, params, undefined);
      expect([200, 204], res.body).toContain(res.statusCode);
      expect((await call(op, fresh.coach.token, params, undefined)).statusCode).toBe(404);
    });
  },
);

/**
 * The owner's data and the caller's own rows: what a refused request must leave as it was. The
 * audit rows of earlier writes are written after their replies: settled first.
 */
const digest = async (userId: string) => {
  await t.app.auditSettled();
  return `${await footprint(t.db, owner.coach.user.id)}#${await footprint(t.db, userId)}`;
};

function staffOf(fixture: OwnerFixture, role: TStaffRole) {
  const user = fixture.staff[role];
  if (!user) throw new Error(`the fixture has no ${role}`);
  return user;
}

describe.each(teamScoped.map((op) => [label(op), op] as const))('%s', (_, op) => {
  const permission = op.permission;
  if (!permission) return; // named by the coverage test above
  for (const role of STAFF_ROLES) {
    if (!can(role, permission)) {
      it(`refuses the ${role} (no ${permission}): 403 ROLE_FORBIDDEN, nothing changed`, async () => {
        const staff = staffOf(owner, role);
        const before = await digest(staff.user.id);
        const res = await call(op, staff.token, idsOf(op, owner), bodyOf(op, owner));
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().error.code).toBe('ROLE_FORBIDDEN');
        expect(await digest(staff.user.id)).toBe(before);
      });
    } else if (op.method === 'DELETE') {
      it(`deletes for the ${role} (${permission}), as for its owner`, async () => {
        const fresh = await ownerFixture(t.app, t.db, [role]);
        const staff = staffOf(fresh, role);
        // A member may remove only themself (leave the team); the owner, anyone (decision 0176).
        const params = {
          ...idsOf(op, fresh),
          ...(op.pathParams.includes('userId') && { userId: staff.user.id }),
        };
        const res = await call(op, staff.token, params, undefined);
        expect([200, 204], res.body).toContain(res.statusCode);
        expect((await call(op, fresh.coach.token, params, undefined)).statusCode).toBe(404);
      });
    } else {
      it(`serves the ${role} (${permission}) as its owner`, async () => {
        const res = await call(op, staffOf(owner, role).token, idsOf(op, owner), bodyOf(op, owner));
        if (op.method === 'GET') expect(res.statusCode, res.body).toBe(200);
        // A sample body may break a business rule, but the team's resource is found; never 402:
        // the staff have no plan, the owner's club plan is the one asked.
        else expect([200, 201, 204, 400, 409], res.body).toContain(res.statusCode);
      });
    }
  }
});
