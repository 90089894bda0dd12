import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { matchKeys, postMatchEvent } from '../../matches';
import { flushQueue, readQueue, subscribeQueue, type TDroppedEvent } from './event-queue';

/** How often a stalled queue is retried while the browser thinks it is online. */
export const RETRY_MS = 4000;

export type TSyncStatus = 'idle' | 'syncing' | 'offline' | 'error';

/** The queue of a match as React state (re-read on every change). */
export function useQueuedEvents(matchId: string): TMatchEvent[] {
  'use memo';
  const cache = useRef<{ raw: string | null; list: TMatchEvent[] }>({ raw: null, list: [] });
  const subscribe = useCallback((cb: () => void) => subscribeQueue(matchId, cb), [matchId]);
  const getSnapshot = useCallback(() => {
    const raw = localStorage.getItem(`futsal.live.queue.${matchId}`);
    if (raw !== cache.current.raw) cache.current = { raw, list: readQueue(matchId) };
    return cache.current.list;
  }, [matchId]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/**
 * Flushes the match's queue: at once when an event is queued, when the
 * browser comes back `online`, and every few seconds while anything waits.
 * Acknowledged events move into the cached server log; dropped ones are
 * reported through `onDrop`.
 */
export function useEventSender(matchId: string, onDrop: (d: TDroppedEvent) => void) {
  'use memo';
  const queryClient = useQueryClient();
  const queued = useQueuedEvents(matchId);
  const [online, setOnline] = useState(() =>
    typeof navigator === 'undefined' ? true : navigator.onLine,
  );
  const [status, setStatus] = useState<TSyncStatus>('idle');
  const onDropRef = useRef(onDrop);
  useEffect(() => {
    onDropRef.current = onDrop;
  }, [onDrop]);

  const flush = useCallback(async () => {
    if (readQueue(matchId).length === 0) return;
    setStatus('syncing');
    const result = await flushQueue(matchId, (e) => postMatchEvent(matchId, e), {
      onAck: (event) =>
        queryClient.setQueryData<TMatchEvent[]>(matchKeys.events(matchId), (old = []) =>
          old.some((e) => e.id === event.id) ? old : [...old, event],
        ),
      onDrop: (d) => onDropRef.current(d),
    });
    setStatus(result.stopped === 'network' ? 'offline' : result.stopped ? 'error' : 'idle');
    if (result.sent.length > 0 || result.dropped.length > 0) {
      void queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) });
    }
  }, [matchId, queryClient]);

  // Send as soon as something is queued.
  useEffect(() => {
    if (queued.length > 0) void flush();
  }, [queued.length, flush]);

  useEffect(() => {
    const goOnline = () => {
      setOnline(true);
      void flush();
    };
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, [flush]);

  // Retry a stalled queue every few seconds.
  const waiting = queued.length > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => void flush(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [waiting, flush]);

  return { queued, pending: queued.length, online: online && status !== 'offline', status, flush };
}
