import type { TEventLogger } from '@futsal/shared/schemas/match';
import { useSyncExternalStore } from 'react';

/**
 * Who logged each event of a match (decision 0180), by event id: from the log's `loggers`
 * and each streamed frame's `loggedBy`. Beside the events' query cache rather than in it: the
 * cached log stays the engine's plain list of events that the console replays and merges.
 */
type TLoggers = ReadonlyMap<string, TEventLogger>;

const EMPTY: TLoggers = new Map();
const byMatch = new Map<string, TLoggers>();
const listeners = new Set<() => void>();

/** Adds what is known of who logged which events of the match. */
export function recordLoggers(
  matchId: string,
  entries: Iterable<readonly [eventId: string, logger: TEventLogger]>,
): void {
  const before = byMatch.get(matchId) ?? EMPTY;
  let next: Map<string, TEventLogger> | null = null;
  for (const [eventId, logger] of entries) {
    const known = before.get(eventId);
    if (known?.id === logger.id && known.name === logger.name) continue;
    next ??= new Map(before);
    next.set(eventId, logger);
  }
  if (!next) return;
  byMatch.set(matchId, next);
  for (const listener of listeners) listener();
}

/** The log's reply as entries: each logger once, with their events. */
export function loggerEntries(
  loggers: readonly (TEventLogger & { events: readonly string[] })[],
): [string, TEventLogger][] {
  return loggers.flatMap(({ events, ...logger }) =>
    events.map((id): [string, TEventLogger] => [id, logger]),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Who logged the match's events, as known so far. */
export function useEventLoggers(matchId: string): TLoggers {
  return useSyncExternalStore(subscribe, () => byMatch.get(matchId) ?? EMPTY);
}
