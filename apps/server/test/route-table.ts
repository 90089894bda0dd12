import { PERMISSIONS, STAFF_ROLES, type TPermission, type TStaffRole } from '@futsal/shared';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { subscriptions } from '../src/db/schema';
import { bearer, registerAndLogin, type RegisteredUser } from './helpers';
import { ev, logEvents, setupMatch } from './matches';
import { staffMember } from './staff';

/**
 * The API as the OpenAPI document (generated from the shared zod schemas)
 * describes it, for suites that cover every route, those added later included.
 */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

export interface ApiOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, e.g. /api/teams/{id}. */
  path: string;
  pathParams: string[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  body: JsonSchema | null;
  /** Declares a body it parses itself (multipart or JSON): no schema in the document. */
  freeBody: boolean;
  signedIn: boolean;
  /** What the route's `config.permission` asks of the caller's role (the document's `x-permission`). */
  permission: TPermission | null;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
  description?: string;
  'x-permission'?: string;
}

const permissionOf = (value: string | undefined): TPermission | null =>
  PERMISSIONS.find((p) => p === value) ?? null;

export async function apiOperations(app: App): Promise<ApiOperation[]> {
  await app.ready();
  const doc = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const ops: ApiOperation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(byMethod)) {
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const body = content['application/json']?.schema ?? null;
      ops.push({
        method: method.toUpperCase() as ApiOperation['method'],
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required === true })),
        body,
        freeBody:
          !body &&
          ['POST', 'PUT', 'PATCH'].includes(method.toUpperCase()) &&
          /multipart|json/i.test(op.description ?? ''),
        signedIn: Array.isArray(op.security) && op.security.length > 0,
        permission: permissionOf(op['x-permission']),
      });
    }
  }
  return ops;
}

/** An answer read whole, or only its status and headers when it is an endless event stream. */
export interface InjectedAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  json(): { error: { code: string; message?: string } } & Record<string, unknown>;
}

/**
 * `app.inject` for suites that call every route: a route that streams
 * (text/event-stream never ends by itself) is judged by its status and
 * headers, then let go (the app ends its streams when it closes); any other
 * answer is read whole.
 */
export async function injectAnswer(
  app: App,
  opts: Omit<InjectOptions, 'payloadAsStream'>,
): Promise<InjectedAnswer> {
  const res = await app.inject({ ...opts, payloadAsStream: true });
  const stream = res.stream();
  const chunks: Buffer[] = [];
  if (String(res.headers['content-type']).startsWith('text/event-stream')) stream.destroy();
  else for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  const text = Buffer.concat(chunks).toString('utf8');
  return {
    statusCode: res.statusCode,
    headers: res.headers,
    body: text,
    json: () => JSON.parse(text) as ReturnType<InjectedAnswer['json']>,
  };
}

export function urlOf(op: ApiOperation, values: Record<string, string>): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
  // A required query parameter (the opponent report's `name`) gets a sample, as a body does.
  const required = op.query.filter((q) => q.required);
  if (required.length === 0) return path;
  const query = new URLSearchParams(
    required.map((q) => [q.name, String(sampleOf(q.schema, values, q.name))]),
  );
  return `${path}?${query.toString()}`;
}

/**
 * What a path parameter names: `teamId` → team; `id` → the segment before it
 * (`/players/{id}` → player). New resources get their fixture in OwnerFixture.
 */
export function resourceOf(path: string, param: string): string {
  if (param !== 'id') return param.replace(/Id$/, '');
  const segments = path.split('/');
  const before = segments[segments.indexOf('{id}') - 1] ?? '';
  return before
    .replace(/ies$/, 'y')
    .replace(/(ch|sh|x)es$/, '$1')
    .replace(/s$/, '');
}

/**
 * A signed-in coach owning one of everything: team, squad, competition, match
 * with lineup and events; and on that team, one signed-in member per staff role.
 */
export interface OwnerFixture {
  /** The team's owner (the paying account). */
  coach: RegisteredUser;
  /** The staff asked for, one per role, on the owner's team. */
  staff: Partial<Record<TStaffRole, RegisteredUser>>;
  /** Resource name (as resourceOf names it) → id of the owner's one. */
  ids: Record<string, string>;
}

export async function ownerFixture(
  app: App,
  db: Db,
  roles: readonly TStaffRole[] = STAFF_ROLES,
): Promise<OwnerFixture> {
  const s = await setupMatch(app);
  // The owner's subscription (the sandbox checkout is started, then marked paid here): a club
  // plan, so that the paid features (reports, live links, PLAN_TABLE) answer the owner.
  const sub = await app.inject({
    method: 'POST',
    url: '/api/subscriptions/create',
    headers: bearer(s.coach.token),
    payload: { plan: 'club', period: 'monthly' },
  });
  expect(sub.statusCode, sub.body).toBe(201);
  const subscriptionId = sub.json<{ subscription: { id: string } }>().subscription.id;
  await db
    .update(subscriptions)
    .set({ status: 'active', nextBillingDate: new Date(Date.now() + 30 * 86_400_000) })
    .where(eq(subscriptions.id, subscriptionId));
  const comp = await app.inject({
    method: 'POST',
    url: `/api/tournaments/team/${s.teamId}`,
    headers: bearer(s.coach.token),
    payload: { name: 'Liga Matriz', type: 'tournament', startDate: '2026-09-01' },
  });
  expect(comp.statusCode, comp.body).toBe(201);
  await logEvents(app, s.coach.token, s.match.id, [ev('period_start', 'first', 0)]);
  // A live link switched on (decision 0053), so that revoking it finds one.
  const shared = await app.inject({
    method: 'POST',
    url: `/api/matches/${s.match.id}/share`,
    headers: bearer(s.coach.token),
  });
  expect(shared.statusCode, shared.body).toBe(201);
  // A training, and the team's calendar feed switched on (so that switching it off finds one).
  const training = await app.inject({
    method: 'POST',
    url: `/api/trainings/team/${s.teamId}`,
    headers: bearer(s.coach.token),
    payload: { startsAt: '2026-10-06T19:30:00+02:00', durationMinutes: 90, place: 'Pabellón' },
  });
  expect(training.statusCode, training.body).toBe(201);
  const feed = await app.inject({
    method: 'POST',
    url: `/api/calendar/team/${s.teamId}/feed`,
    headers: bearer(s.coach.token),
  });
  expect(feed.statusCode, feed.body).toBe(201);
  // The first player called up for both (so that their answer link is found and revoked).
  const trainingId = training.json<{ id: string }>().id;
  for (const url of [`/api/callups/match/${s.match.id}`, `/api/callups/training/${trainingId}`]) {
    const callup = await app.inject({
      method: 'PUT',
      url,
      headers: bearer(s.coach.token),
      payload: { players: [{ playerId: s.players[0]?.id ?? '' }] },
    });
    expect(callup.statusCode, callup.body).toBe(200);
  }
  // A staff member (to change or remove) and a pending invitation (to revoke), issue 40.
  const member = await staffMember(app, db, s.teamId, 'assistant');
  const invitation = await app.inject({
    method: 'POST',
    url: `/api/teams/${s.teamId}/invitations`,
    headers: bearer(s.coach.token),
    payload: { email: `invited-${crypto.randomUUID()}@example.com`, role: 'analyst' },
  });
  expect(invitation.statusCode, invitation.body).toBe(201);
  const ids: Record<string, string> = {
    team: s.teamId,
    user: member.user.id,
    invitation: invitation.json<{ id: string }>().id,
    player: s.players[0]?.id ?? '',
    competition: comp.json<{ id: string }>().id,
    match: s.match.id,
    subscription: subscriptionId,
    training: training.json<{ id: string }>().id,
  };
  // resourceOf names /tournaments/{id} after its URL segment.
  ids['tournament'] = ids.competition ?? '';
  const staff: OwnerFixture['staff'] = {};
  for (const role of roles) staff[role] = await staffMember(app, db, s.teamId, role);
  return { coach: s.coach, staff, ids };
}

/** A signed-in user whose token has been revoked by logging out. */
export async function revokedToken(app: App): Promise<string> {
  const u = await registerAndLogin(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: bearer(u.token),
  });
  expect(res.statusCode).toBe(204);
  return u.token;
}

/** A plausible value for a JSON schema: what a form would send (validity is not guaranteed). */
export function sampleOf(schema: JsonSchema, ids: Record<string, string>, key = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) {
    const chosen = options.find((o) => o.type !== 'null') ?? options[0];
    return chosen ? sampleOf(chosen, ids, key) : null;
  }
  if (schema.allOf?.length)
    return Object.assign({}, ...schema.allOf.map((s) => sampleOf(s, ids, key)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? [])
        out[name] = sampleOf(schema.properties?.[name] ?? {}, ids, name);
      return out;
    }
    case 'array': {
      const n = schema.minItems ?? 0;
      return Array.from({ length: n }, () => sampleOf(schema.items ?? {}, ids, key));
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'uuid') return ids[key.replace(/Id$/, '')] ?? crypto.randomUUID();
      if (schema.format === 'date') return '2026-10-01';
      if (schema.format === 'date-time') return '2026-10-01T18:00:00+02:00';
      if (schema.format === 'email') return 'sample@example.com';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 3));
    default:
      return null;
  }
}

/** Tables naming a user, team or match, each with its most direct owner column (read once per database). */
const ownedTables = new WeakMap<Db, Promise<[string, string][]>>();

function tablesOf(db: Db): Promise<[string, string][]> {
  let found = ownedTables.get(db);
  if (!found) {
    found = db
      .execute<{ table_name: string; column_name: string }>(
        sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and column_name in ('user_id', 'owner_id', 'team_id', 'match_id')`,
      )
      .then((cols) => {
        const rows = (cols as unknown as { rows: { table_name: string; column_name: string }[] })
          .rows;
        const byTable = new Map<string, string>();
        // One owner column per table, the most direct first.
        for (const col of ['user_id', 'owner_id', 'team_id', 'match_id']) {
          for (const r of rows)
            if (r.column_name === col && !byTable.has(r.table_name)) byTable.set(r.table_name, col);
        }
        // Logins and logouts are not what a refused request may change.
        return [...byTable].filter(([table]) => table !== 'sessions').sort();
      });
    ownedTables.set(db, found);
  }
  return found;
}

/**
 * A digest of every row a user owns, in every table that names its user, team
 * or match, found from the catalog so that tables added later count too.
 */
export async function footprint(db: Db, userId: string): Promise<string> {
  // Interpolated below (test code, ids from our own registrations): never anything but a UUID.
  if (!/^[0-9a-f-]{36}$/.test(userId)) throw new Error('footprint: bad user id');
  const scopes: Record<string, string> = {
    user_id: `= '${userId}'`,
    owner_id: `= '${userId}'`,
    team_id: `in (select id from teams where owner_id = '${userId}')`,
    match_id: `in (select m.id from matches m join teams tm on tm.id = m.team_id where tm.owner_id = '${userId}')`,
  };
  const parts = [
    `(select md5(coalesce(string_agg(u::text, ''), '')) from users u where u.id = '${userId}')`,
  ];
  for (const [table, col] of await tablesOf(db)) {
    parts.push(
      `(select md5(coalesce(string_agg(x::text, '' order by x::text), '')) from "${table}" x where x.${col} ${scopes[col]})`,
    );
  }
  const res = await db.execute<{ digest: string }>(
    sql.raw(`select concat_ws('|', ${parts.join(', ')}) as digest`),
  );
  return (res as unknown as { rows: { digest: string }[] }).rows[0]?.digest ?? '';
}
