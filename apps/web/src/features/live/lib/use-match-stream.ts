import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import type { TStreamedMatchEvent } from '@futsal/shared/schemas/match';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { API_BASE } from '../../../lib/api-client';
import { getToken } from '../../../lib/token';
import { matchKeys, recordLoggers } from '../../matches';
import { whenIdle } from '../../../lib/idle';
import { createSseParser } from '@futsal/shared/sse';

export type TStreamStatus = 'connecting' | 'live' | 'retrying' | 'closed';

/** Backoff between reconnects: 1 s doubling to 15 s, back to 1 s once a stream opens. */
export const STREAM_RETRY_MIN_MS = 1000;
export const STREAM_RETRY_MAX_MS = 15_000;

/** The cached log plus the events it lacks, in arrival order (ids already there are kept as they are). */
export function mergeStreamed(
  cached: readonly TMatchEvent[],
  arrived: readonly TMatchEvent[],
): TMatchEvent[] | null {
  const known = new Set(cached.map((e) => e.id));
  const fresh = arrived.filter((e) => {
    if (known.has(e.id)) return false;
    known.add(e.id);
    return true;
  });
  return fresh.length > 0 ? [...cached, ...fresh] : null;
}

/**
 * Keeps the cached log of a match live (decision 0047): a streaming fetch
 * of GET /events/match/{id}/stream with the bearer header, each event merged
 * into the query cache by id, the match (score, status) refetched when
 * something new arrives. It reconnects with backoff, at once when the
 * browser comes back online, resuming by Last-Event-ID; a 401 or 404 ends it.
 */
export function useMatchStream(matchId: string | undefined, enabled = true): TStreamStatus {
  const queryClient = useQueryClient();
  const [status, setStatusNow] = useState<TStreamStatus>('connecting');

  useEffect(() => {
    if (!matchId || !enabled) return;
    // The whole console renders from this hook: a status change is a transition, rendered in slices
    // the browser can interrupt, not one blocking render of every panel (Lighthouse: a 1 s task).
    const setStatus = (next: TStreamStatus) => startTransition(() => setStatusNow(next));
    let stopped = false;
    let lastId: string | null = null;
    let delay = STREAM_RETRY_MIN_MS;
    let timer: number | undefined;
    let abort: AbortController | null = null;

    const apply = (events: TMatchEvent[]) => {
      if (events.length === 0) return;
      let changed = false;
      queryClient.setQueryData<TMatchEvent[]>(matchKeys.events(matchId), (old) => {
        if (!old) return old;
        const next = mergeStreamed(old, events);
        changed = next !== null;
        return next ?? old;
      });
      if (changed) void queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) });
    };

    const connect = async () => {
      abort = new AbortController();
      const headers: Record<string, string> = { accept: 'text/event-stream' };
      const token = getToken();
      if (token) headers.authorization = `Bearer ${token}`;
      if (lastId) headers['last-event-id'] = lastId;
      try {
        const res = await fetch(`${API_BASE}/events/match/${matchId}/stream`, {
          headers,
          signal: abort.signal,
          cache: 'no-store',
        });
        if (res.status === 401 || res.status === 404 || res.status === 400) {
          stopped = true;
          setStatus('closed');
          return;
        }
        if (!res.ok || !res.body) throw new Error(`stream ${res.status}`);
        // Not a stream (a proxy's page, an old server): nothing to follow, and retrying would not change it.
        if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
          stopped = true;
          setStatus('closed');
          await res.body.cancel();
          return;
        }
        setStatus('live');
        delay = STREAM_RETRY_MIN_MS;
        let batch: TMatchEvent[] = [];
        const parser = createSseParser((m) => {
          if (m.event !== 'match-event') return;
          if (m.id) lastId = m.id;
          try {
            const frame = JSON.parse(m.data) as Pick<TStreamedMatchEvent, 'event' | 'loggedBy'>;
            batch.push(frame.event);
            if (frame.loggedBy) recordLoggers(matchId, [[frame.event.id, frame.loggedBy]]);
          } catch {
            // A malformed frame is skipped; the next reconnect resumes after the last good id.
          }
        });
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          parser.feed(value);
          apply(batch);
          batch = [];
        }
      } catch {
        // Network lost or aborted: retried below unless stopped.
      }
      if (stopped) return;
      setStatus('retrying');
      timer = window.setTimeout(() => {
        timer = undefined;
        void connect();
      }, delay);
      delay = Math.min(STREAM_RETRY_MAX_MS, Math.max(STREAM_RETRY_MIN_MS, delay * 2));
    };

    // Back online: a stream that looks open may be dead, so it is replaced at once.
    const reconnectNow = () => {
      if (stopped) return;
      delay = STREAM_RETRY_MIN_MS;
      if (timer !== undefined) {
        window.clearTimeout(timer);
        timer = undefined;
        void connect();
      } else {
        delay = 0;
        abort?.abort();
      }
    };
    window.addEventListener('online', reconnectNow);
    setStatus('connecting');
    // Once the console is drawn and the browser idle: opened in the task that commits the
    // console it lengthened the load's longest task on a phone, and sent while the page
    // still drew it delayed the largest paint (decisions 0082, 0084). The log is already loaded.
    let first: (() => void) | undefined = whenIdle(() => {
      first = undefined;
      void connect();
    }, 1000);
    return () => {
      stopped = true;
      first?.();
      window.removeEventListener('online', reconnectNow);
      window.clearTimeout(timer);
      abort?.abort();
    };
  }, [matchId, enabled, queryClient]);

  return status;
}
