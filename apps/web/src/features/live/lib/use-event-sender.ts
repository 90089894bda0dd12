import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { matchKeys, postMatchEvent } from '../../matches';
import { flushQueue, queueKey, readQueue, subscribeQueue, type TDroppedEvent } from './event-queue';

/** How often a stalled queue is retried while the browser thinks it is online. */
export const RETRY_MS = 4000;

export type TSyncStatus = 'idle' | 'syncing' | 'offline' | 'error';

/**
 * The queue of a match as React state (re-read on every change). A change renders as a
 * transition: the tap that queued an event paints its own answer (a pressed button, the court
 * picker) first, and the console's re-render with the new log follows without holding that
 * frame (issue 37's console taps). `record` validates against the stored queue, never this copy,
 * so a tap before the re-render is judged on the whole log.
 */
export function useQueuedEvents(matchId: string): TMatchEvent[] {
  'use memo';
  const [queue, setQueue] = useState(() => ({
    matchId,
    raw: localStorage.getItem(queueKey(matchId)),
    list: readQueue(matchId),
  }));
  useEffect(() => {
    const reread = () => {
      const raw = localStorage.getItem(queueKey(matchId));
      const list = readQueue(matchId);
      startTransition(() =>
        setQueue((q) => (q.matchId === matchId && q.raw === raw ? q : { matchId, raw, list })),
      );
    };
    // Also what changed between the first render and this subscription, or another match's queue.
    reread();
    return subscribeQueue(matchId, reread);
  }, [matchId]);
  return queue.matchId === matchId ? queue.list : readQueue(matchId);
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
