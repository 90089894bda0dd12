import type { TAuditAction } from '@futsal/shared';
import { resourceOfParam } from './team-access';

/**
 * What a successful write request did, read from its route alone (decision 0179), so that a
 * route added later is described without being told: its action, the kind of thing it acted on,
 * and which id of its path names that thing.
 */
export interface AuditTarget {
  action: TAuditAction | string;
  entity: string;
  /** The path parameter naming the thing acted on (null: only the created id names it). */
  idParam: string | null;
}

/** Path segments that name the owner of a collection (`/players/team/:teamId`), not the thing. */
const SCOPES = new Set(['team', 'match', 'training', 'tournament']);

/** Segments naming a kind of thing, as the audit calls it. */
const NOUNS: Record<string, string> = {
  teams: 'team',
  players: 'player',
  matches: 'match',
  tournaments: 'competition',
  competitions: 'competition',
  trainings: 'training',
  lineup: 'lineup',
  events: 'event',
  callups: 'callup',
  attendance: 'attendance',
  share: 'live-link',
  link: 'answer-link',
  feed: 'calendar-feed',
  members: 'member',
  invitations: 'invitation',
};

/**
 * Segments that say what was done to the thing before them. `null`: the route changes nothing
 * (a dry run), so it is not audited. An entity beside the action overrides the noun before it.
 */
const VERBS: Record<string, { action: TAuditAction; entity?: string } | null> = {
  preview: null,
  import: { action: 'import' },
  batch: { action: 'log' },
  'send-links': { action: 'send', entity: 'answer-link' },
  resend: { action: 'resend' },
  accept: { action: 'accept' },
  revoke: { action: 'revoke' },
};

const METHOD_ACTIONS: Record<string, TAuditAction> = {
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

const isParam = (segment: string) => segment.startsWith(':') || segment.startsWith('{');
const paramName = (segment: string) => segment.replace(/^[:{]/, '').replace(/\}$/, '');

/** A segment the table does not know, singular, as a last resort (`/teams/:id/settings`). */
const singular = (segment: string) =>
  segment
    .replace(/ies$/, 'y')
    .replace(/(ch|sh|x)es$/, '$1')
    .replace(/s$/, '');

/** The route's target; null for a method that writes nothing or a route that changes nothing. */
export function auditTargetOf(method: string, url: string): AuditTarget | null {
  const byMethod = METHOD_ACTIONS[method];
  if (!byMethod) return null;
  const segments = url.split('/').filter((s) => s !== '' && s !== 'api');
  const nouns = segments
    .map((segment, at) => ({ segment, at }))
    .filter(({ segment, at }) => {
      if (isParam(segment)) return false;
      const next = segments[at + 1];
      return !(next !== undefined && isParam(next) && SCOPES.has(segment));
    });
  let action: TAuditAction | string = byMethod;
  let entity: string | null = null;
  const last = nouns.at(-1);
  if (last && last.at === segments.length - 1 && last.segment in VERBS) {
    const verb = VERBS[last.segment];
    if (!verb) return null;
    action = verb.action;
    entity = verb.entity ?? null;
    nouns.pop();
  }
  const noun = nouns.at(-1);
  if (!noun) return null;
  entity ??= NOUNS[noun.segment] ?? singular(noun.segment);
  if (entity === 'event' && action === 'create') action = 'log';
  // The thing's own id follows its noun (`/players/:id`); else the path names what holds it.
  const own = segments[noun.at + 1];
  const idParam = own !== undefined && isParam(own) ? paramName(own) : lastResourceParam(url);
  // A capability token in a path is a secret, never an entity's id.
  return { action, entity, idParam: idParam && /token/i.test(idParam) ? null : idParam };
}

/** The last path parameter that names a team's resource (`/callups/match/:matchId/attendance`). */
function lastResourceParam(url: string): string | null {
  const params = [...url.matchAll(/[:{]([A-Za-z]+)\}?/g)].map((m) => m[1] ?? '');
  for (const param of params.reverse()) {
    if (['team', 'player', 'match', 'tournament', 'training'].includes(resourceOfParam(url, param)))
      return param;
  }
  return params[0] ?? null;
}

/** Keys that may stand as field names; anything else (a key made of data) is left out. */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
/** More names than any form has: a body made to flood the trail stops here. */
const MAX_FIELDS = 60;

/**
 * The names of the fields a body sets, never their values: its top-level keys and, for an
 * object value (a player's `medicalInfo`, `emergencyContact`), its keys as `parent.key`.
 */
export function fieldNamesOf(body: unknown): string[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return [];
  const names: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (!FIELD_NAME.test(key)) continue;
    const nested =
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? Object.keys(value).filter((k) => FIELD_NAME.test(k))
        : [];
    if (nested.length === 0) names.push(key);
    else names.push(...nested.map((k) => `${key}.${k}`));
    if (names.length >= MAX_FIELDS) break;
  }
  return names.slice(0, MAX_FIELDS);
}

/** The types of the events a live-log body carries (one event or `events: [...]`), in order, once each. */
export function eventTypesOf(body: unknown, keep: (index: number) => boolean = () => true) {
  const record = (body ?? {}) as { type?: unknown; events?: unknown };
  const events = Array.isArray(record.events) ? (record.events as unknown[]) : [record];
  const types = new Set<string>();
  events.forEach((event, index) => {
    const type = (event as { type?: unknown } | null)?.type;
    if (keep(index) && typeof type === 'string' && FIELD_NAME.test(type)) types.add(type);
  });
  return [...types];
}
