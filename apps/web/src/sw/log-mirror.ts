import { API_CACHE } from './api-cache';

/**
 * Keeps the stored log of a match (GET /api/events/match/{id}, stored by the API route of sw.ts)
 * up to date with the events this device sent (decision 0134). The console reads the log once
 * and then adds the events it sends to its memory, without asking again: without this, a reload
 * with no signal showed the log of the console's opening, without the kick-off and the goals
 * logged since. Events of other devices come in with the next read of the log.
 */

const EVENT_POST = /^\/api\/events\/match\/([0-9a-fA-F-]{36})$/;

/** The log's URL a POST of an event belongs to, or null. */
export function mirroredLogUrl(request: Request): string | null {
  if (request.method !== 'POST') return null;
  const url = new URL(request.url);
  return EVENT_POST.test(url.pathname) ? `${url.origin}${url.pathname}` : null;
}

/** The stored log with `event` appended, once (an id already there leaves it as it is). */
export function withEvent(log: unknown, event: unknown): { events: unknown[] } | null {
  const events = (log as { events?: unknown } | null)?.events;
  const id = (event as { id?: unknown } | null)?.id;
  if (!Array.isArray(events) || typeof id !== 'string') return null;
  if (events.some((e) => (e as { id?: unknown } | null)?.id === id)) return null;
  return { ...(log as object), events: [...events, event] };
}

let queue: Promise<void> = Promise.resolve();

/**
 * Sends the POST and, when the server took the event (201, or 200 for one it already had),
 * appends the event to the stored log; one mirror at a time, so two never overwrite each other.
 */
export async function sendAndMirror(request: Request, logUrl: string): Promise<Response> {
  const body = request.clone();
  const response = await fetch(request);
  if (response.status === 200 || response.status === 201) {
    queue = queue.then(() => mirror(logUrl, body)).catch(() => undefined);
  }
  return response;
}

async function mirror(logUrl: string, body: Request): Promise<void> {
  const cache = await caches.open(API_CACHE);
  const stored = await cache.match(logUrl, { ignoreVary: true });
  if (!stored) return;
  const next = withEvent(await stored.json(), await body.json());
  if (!next) return;
  const headers = new Headers(stored.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  await cache.put(logUrl, new Response(JSON.stringify(next), { status: 200, headers }));
}
