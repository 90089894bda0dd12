import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { auditTargetOf, eventTypesOf, fieldNamesOf } from '../lib/audit-entry';
import type { AuditDraft } from '../lib/audit-fields';
import { teamParamOf } from '../lib/team-access';
import type { AuditRepository, AuditRow, AuditService } from '../modules/audit';

export interface AuditTrailOptions {
  repo: AuditRepository;
  service: AuditService;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once every audit row of the replies sent so far is written (tests await it). */
    auditSettled(): Promise<void>;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const UPDATES = new Set(['PUT', 'PATCH']);

function parsed(text: string | undefined): Record<string, unknown> | null {
  if (text === undefined) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const at = (value: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (v, key) =>
        v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined,
      value,
    );

/**
 * The fields sent that the update changed, when GET showed the thing before and the reply shows
 * it after: forms send every field, and the trail names what changed. A field either side does
 * not show (a logo file, a field GET leaves out) is named as sent.
 */
function changedFields(names: string[], before: unknown, after: unknown): string[] {
  if (before === undefined || after === null) return names;
  return names.filter((name) => {
    const was = at(before, name);
    const is = at(after, name);
    return was === undefined || is === undefined || JSON.stringify(was) !== JSON.stringify(is);
  });
}

const filled = (value: unknown): boolean =>
  value !== null &&
  value !== '' &&
  (typeof value !== 'object' || Object.values(value as object).some(filled));

/**
 * The fields a create filled: forms send their blank fields too. A field the reply does not
 * show is named as sent.
 */
function filledFields(names: string[], created: Record<string, unknown> | null): string[] {
  if (created === null) return names;
  return names.filter((name) => {
    const value = at(created, name);
    return value === undefined || filled(value);
  });
}

/** The row a successful write leaves; null when it changed nothing. */
function rowOf(req: FastifyRequest, draft: AuditDraft, status: number): AuditRow | null {
  const { target } = draft;
  const reply = parsed(draft.reply);
  let entityId = draft.entityId;
  let fields: string[];
  if (target.action === 'log') {
    const results = Array.isArray(reply?.results)
      ? (reply.results as { result?: unknown }[])
      : null;
    // One event: 201 stored it, 200 was a re-send of one stored before.
    if (!results && status !== 201) return null;
    fields = eventTypesOf(req.body, (i) => !results || results[i]?.result === 'created');
    if (fields.length === 0) return null;
  } else if (req.method === 'DELETE') {
    fields = [];
  } else {
    const sent = req.auditFields ?? fieldNamesOf(req.body);
    fields = UPDATES.has(req.method)
      ? changedFields(sent, draft.before, reply)
      : target.action === 'create'
        ? filledFields(sent, reply)
        : sent;
    if (sent.length > 0 && fields.length === 0) return null;
    if (target.action === 'create' && typeof reply?.id === 'string') entityId = reply.id;
  }
  return {
    teamId: draft.teamId,
    actorId: draft.actorId,
    action: target.action,
    entity: target.entity,
    entityId,
    fields,
  };
}

/**
 * The audit trail (decision 0179), in one place for every route: a successful (2xx) write on a
 * team-scoped route (one that declares `config.permission`) leaves a row naming the team, who,
 * what was done to what, and the names of the fields sent, never their values. The team is
 * found before the handler runs (a deleted thing no longer names it); the row is written once
 * the reply is sent, and a failed write is logged, never the request's failure.
 */
export const auditTrailPlugin = fp<AuditTrailOptions>(
  async (app, { repo, service }) => {
    const pending = new Set<Promise<void>>();
    app.decorateRequest('auditDraft', null);
    app.decorateRequest('auditFields', null);
    app.decorate('auditSettled', async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    });

    // After the role gate: `teamRole` is set only for a member whose role may do this.
    app.addHook('preHandler', async (req) => {
      if (!WRITES.has(req.method) || !req.auth || req.teamRole === null) return;
      const url = req.routeOptions.url ?? '';
      if (!req.routeOptions.config.permission) return;
      const target = auditTargetOf(req.method, url);
      const scope = teamParamOf(url);
      if (!target || !scope) return;
      // A team's trail goes with the team: its deletion has nowhere to be kept.
      if (target.entity === 'team' && target.action === 'delete') return;
      const params = req.params as Record<string, string | undefined>;
      const scopeId = params[scope.param];
      const teamId = scopeId ? await repo.teamOf(scope.resource, scopeId) : null;
      if (!teamId) return;
      const draft: AuditDraft = {
        teamId,
        actorId: req.auth.userId,
        target,
        entityId: target.idParam ? (params[target.idParam] ?? null) : null,
      };
      if (UPDATES.has(req.method) && app.hasRoute({ method: 'GET', url })) {
        const shown = await app.inject({
          method: 'GET',
          url: req.url.split('?')[0] ?? req.url,
          headers: {
            ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
            ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
          },
        });
        if (shown.statusCode === 200) draft.before = parsed(shown.body) ?? undefined;
      }
      req.auditDraft = draft;
    });

    // Before the compression's onSend (registered after this plugin): the reply is still text.
    app.addHook('onSend', (req, reply, payload, done) => {
      // Undefined on the routes of plugins registered before this one (the API docs).
      const draft = req.auditDraft;
      const wanted =
        !!draft &&
        (draft.target.action === 'create' ||
          draft.target.action === 'log' ||
          UPDATES.has(req.method));
      if (wanted && typeof payload === 'string' && reply.statusCode < 300) draft.reply = payload;
      done(null, payload);
    });

    // A callback hook, run as the reply finishes: its write is pending before `inject` resolves,
    // so `auditSettled` finds it.
    app.addHook('onResponse', (req, reply, done) => {
      const draft = req.auditDraft;
      const status = reply.statusCode;
      if (draft && status >= 200 && status < 300) {
        const row = rowOf(req, draft, status);
        if (row) {
          const write = service.record(row).catch((err: unknown) => {
            // The error serializer keeps values out; the row holds names and ids only anyway.
            req.log.error(
              { err, audit: { entity: row.entity, action: row.action } },
              'audit row not written',
            );
          });
          pending.add(write);
          void write.finally(() => pending.delete(write));
        }
      }
      done();
    });

    app.addHook('preClose', async () => {
      await app.auditSettled();
    });
  },
  { name: 'audit-trail' },
);
