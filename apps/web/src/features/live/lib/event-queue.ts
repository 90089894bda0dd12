import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import { isApiError } from '../../../lib/api-client';

/**
 * The console's outbox, one per match, in localStorage: every event is
 * stored here first (so a reload or a dead network loses nothing), applied
 * to the local state at once, and removed only when the server acknowledged
 * it (201 new or 200 re-sent duplicate).
 */
export const queueKey = (matchId: string) => `futsal.live.queue.${matchId}`;
const CHANGE_EVENT = 'futsal:live-queue';

export function readQueue(matchId: string): TMatchEvent[] {
  try {
    const raw = localStorage.getItem(queueKey(matchId));
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(list) ? (list as TMatchEvent[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(matchId: string, events: readonly TMatchEvent[]): void {
  if (events.length === 0) localStorage.removeItem(queueKey(matchId));
  else localStorage.setItem(queueKey(matchId), JSON.stringify(events));
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: matchId }));
}

/** Appends an event (once: an id already queued is ignored). */
export function enqueueEvent(matchId: string, event: TMatchEvent): void {
  const queue = readQueue(matchId);
  if (queue.some((e) => e.id === event.id)) return;
  writeQueue(matchId, [...queue, event]);
}

export function removeQueued(matchId: string, eventId: string): void {
  const queue = readQueue(matchId);
  const next = queue.filter((e) => e.id !== eventId);
  if (next.length !== queue.length) writeQueue(matchId, next);
}

/** Replaces a queued event in place (its details changed before it was sent); false when already sent. */
export function replaceQueued(matchId: string, event: TMatchEvent): boolean {
  const queue = readQueue(matchId);
  const index = queue.findIndex((e) => e.id === event.id);
  if (index < 0) return false;
  writeQueue(
    matchId,
    queue.map((e, i) => (i === index ? event : e)),
  );
  return true;
}

/** Calls `listener` when the queue of `matchId` changes, in this tab or another. */
export function subscribeQueue(matchId: string, listener: () => void): () => void {
  const onLocal = (e: Event) => {
    if ((e as CustomEvent<string>).detail === matchId) listener();
  };
  const onStorage = (e: StorageEvent) => {
    if (e.key === queueKey(matchId)) listener();
  };
  window.addEventListener(CHANGE_EVENT, onLocal);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onLocal);
    window.removeEventListener('storage', onStorage);
  };
}

export interface TDroppedEvent {
  event: TMatchEvent;
  /** Catalog key of the reason (match.rule.* or errors.*). */
  messageKey: string;
  /** The server's own (translated) message, if any. */
  message: string;
}

export interface TFlushResult {
  sent: TMatchEvent[];
  dropped: TDroppedEvent[];
  /** Why the flush stopped before emptying the queue: retry later. */
  stopped: 'network' | 'server' | null;
}

export interface TFlushHooks {
  onAck?: (event: TMatchEvent) => void;
  onDrop?: (dropped: TDroppedEvent) => void;
}

export type TSendEvent = (event: TMatchEvent) => Promise<unknown>;

/** Worth retrying: no answer, a server fault, or a session/throttle answer. */
function isTransient(status: number): boolean {
  return status === 0 || status >= 500 || status === 401 || status === 408 || status === 429;
}

function dropReason(err: unknown): { messageKey: string; message: string } {
  if (!isApiError(err)) return { messageKey: 'live.sync.rejected', message: '' };
  const ruleKey = err.details.find((d) => d.key?.startsWith('match.rule.'))?.key;
  const ruleCode = err.details.find((d) => /^[A-Z_]+$/.test(d.key ?? ''))?.key;
  return {
    messageKey: ruleKey ?? (ruleCode ? `match.rule.${ruleCode}` : `errors.${err.code}`),
    message: err.message,
  };
}

const inFlight = new Map<string, Promise<TFlushResult>>();

async function runFlush(
  matchId: string,
  send: TSendEvent,
  hooks: TFlushHooks,
): Promise<TFlushResult> {
  const result: TFlushResult = { sent: [], dropped: [], stopped: null };
  // Read the head each round: events queued during the flush go out in the same run, in order.
  for (let head = readQueue(matchId)[0]; head; head = readQueue(matchId)[0]) {
    try {
      await send(head);
      hooks.onAck?.(head);
      removeQueued(matchId, head.id);
      result.sent.push(head);
    } catch (err) {
      const status = isApiError(err) ? err.status : 0;
      if (isTransient(status)) {
        result.stopped = status === 0 ? 'network' : 'server';
        return result;
      }
      // A rule violation (409) or a malformed event (4xx) will never pass: drop it.
      const dropped = { event: head, ...dropReason(err) };
      removeQueued(matchId, head.id);
      hooks.onDrop?.(dropped);
      result.dropped.push(dropped);
    }
  }
  return result;
}

/**
 * Sends the queue in order, one event at a time. Only one flush per match
 * runs at once (a second call shares the running one), so an event is never
 * posted twice concurrently; re-sending after a lost reply is harmless (the
 * server answers 200 for a known id).
 */
export function flushQueue(
  matchId: string,
  send: TSendEvent,
  hooks: TFlushHooks = {},
): Promise<TFlushResult> {
  const running = inFlight.get(matchId);
  if (running) return running;
  const run = runFlush(matchId, send, hooks).finally(() => inFlight.delete(matchId));
  inFlight.set(matchId, run);
  return run;
}

/** The server's log plus what is still queued, by id (the server's copy wins). */
export function mergeLog(
  server: readonly TMatchEvent[],
  queued: readonly TMatchEvent[],
): TMatchEvent[] {
  const known = new Set(server.map((e) => e.id));
  return [...server, ...queued.filter((e) => !known.has(e.id))];
}
