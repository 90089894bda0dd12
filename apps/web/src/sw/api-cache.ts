/**
 * What of the API the service worker keeps on the device (decision 0134): only the GETs the live
 * console needs to open with no signal, each answered from the network first and from this cache
 * when there is none. Players' personal and medical data never enter it: the squad list is cut
 * to the fields the console shows before it is stored.
 */

/** The Cache Storage name of the API replies; sign-out deletes it (lib/device-cache.ts). */
export const API_CACHE = 'futsal-api';

const ID = '[0-9a-fA-F-]{36}';

/**
 * The cached GETs, by path. `squad` marks the team's player list, stored as `squadOnly` cuts it.
 * Anything else (player files, contacts, statistics, reports, the match stream) is never cached.
 */
const CACHED: readonly { kind: 'plain' | 'squad'; path: RegExp }[] = [
  // The signed-in frame: who is signed in, the team the match belongs to.
  { kind: 'plain', path: /^\/api\/auth\/me$/ },
  { kind: 'plain', path: new RegExp(`^/api/teams/${ID}$`) },
  // The match, its lineup (part of the match) and its log.
  { kind: 'plain', path: new RegExp(`^/api/matches/${ID}$`) },
  { kind: 'plain', path: new RegExp(`^/api/events/match/${ID}$`) },
  // The squad the console picks players from.
  { kind: 'squad', path: new RegExp(`^/api/teams/${ID}/players$`) },
];

/** How the reply of a GET to `pathname` is cached, or null when it must not be. */
export function cachedApiKind(pathname: string): 'plain' | 'squad' | null {
  return CACHED.find((c) => c.path.test(pathname))?.kind ?? null;
}

/** A player's fields the console reads (features/matches/api/get-squad.ts); the rest stays off. */
export const SQUAD_FIELDS = [
  'id',
  '_id',
  'team',
  'name',
  'number',
  'positions',
  'status',
  'isActive',
] as const;

/** The player list with only SQUAD_FIELDS of each player; null when it is not a list. */
export function squadOnly(list: unknown): Record<string, unknown>[] | null {
  if (!Array.isArray(list)) return null;
  return list.map((player: unknown) => {
    const source = (player ?? {}) as Record<string, unknown>;
    const kept: Record<string, unknown> = {};
    for (const field of SQUAD_FIELDS) if (field in source) kept[field] = source[field];
    return kept;
  });
}

/**
 * The reply to store for a squad GET: a copy of the list cut to SQUAD_FIELDS, with the original
 * status and content type; null (nothing stored) when the body is not a JSON list.
 */
export async function squadOnlyResponse(response: Response): Promise<Response | null> {
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return null;
  }
  const kept = squadOnly(body);
  if (!kept) return null;
  return new Response(JSON.stringify(kept), {
    status: response.status,
    statusText: response.statusText,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}
