import {
  PUBLIC_STREAM_EVENT,
  PUBLIC_STREAM_REVOKED,
  type TPublicLiveMatch,
} from '@futsal/shared/schemas/live-share';
import { useEffect, useState } from 'react';
import { API_BASE } from '../../../lib/api-client';
import { pollPublicLive, type TPublicLiveView, type TViewUpdate } from './poll-public-live';

export { FINISHED_POLL_MS, POLL_MS, type TPublicLiveView } from './poll-public-live';

const INITIAL: TPublicLiveView = { data: null, receivedAt: 0, inactive: false, offline: false };

/**
 * Follows the public live page pushed by the server (decision 0136): an EventSource on
 * GET /public/live/{token}/stream, each `live` frame the whole view. The browser reconnects by
 * itself with Last-Event-ID; a `revoked` frame ends it. A stream the server refuses (404: the
 * link is off; 503: the instance is full; a proxy that does not stream) falls back to polling,
 * whose first answer tells a dead link from the rest.
 */
export function subscribePublicLive(token: string, update: TViewUpdate): () => void {
  if (typeof EventSource === 'undefined') return pollPublicLive(token, update);
  let stopPolling: (() => void) | null = null;
  const source = new EventSource(`${API_BASE}/public/live/${encodeURIComponent(token)}/stream`);
  source.addEventListener(PUBLIC_STREAM_EVENT, (e) => {
    let data: TPublicLiveMatch;
    try {
      data = JSON.parse((e as MessageEvent<string>).data) as TPublicLiveMatch;
    } catch {
      return;
    }
    update(() => ({ data, receivedAt: Date.now(), inactive: false, offline: false }));
  });
  source.addEventListener(PUBLIC_STREAM_REVOKED, () => {
    source.close();
    update((v) => ({ ...v, inactive: true, offline: false }));
  });
  source.addEventListener('open', () => update((v) => (v.offline ? { ...v, offline: false } : v)));
  source.addEventListener('error', () => {
    if (source.readyState === EventSource.CLOSED) {
      source.close();
      stopPolling ??= pollPublicLive(token, update);
    } else update((v) => (v.data && !v.offline ? { ...v, offline: true } : v));
  });
  return () => {
    source.close();
    stopPolling?.();
  };
}

export function usePublicLive(token: string): TPublicLiveView {
  const [view, setView] = useState<TPublicLiveView>(INITIAL);
  useEffect(() => subscribePublicLive(token, setView), [token]);
  return view;
}
