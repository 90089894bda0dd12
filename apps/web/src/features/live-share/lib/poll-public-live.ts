import type { TPublicLiveMatch } from '@futsal/shared/schemas/live-share';
import { isApiError } from '../../../lib/api-client';
import { getPublicLive } from '../api/live-share';

/** How often a page that cannot stream asks again; decisions 0053, 0136. */
export const POLL_MS = 3000;
/** Once the match is over only corrections can come: a page left open asks far less often. */
export const FINISHED_POLL_MS = 30_000;

export interface TPublicLiveView {
  data: TPublicLiveMatch | null;
  /** Date.now() when `data` arrived: the clock ticks on from there. */
  receivedAt: number;
  /** 404 or a `revoked` frame: revoked, unknown or malformed. Nothing more is asked. */
  inactive: boolean;
  /** The stream is reconnecting, or the last poll failed otherwise (network, 5xx, 429). */
  offline: boolean;
}

export type TViewUpdate = (update: (view: TPublicLiveView) => TPublicLiveView) => void;

/**
 * The fallback when the page cannot stream (decision 0136): one request at a time (the next is
 * scheduled when the previous one has answered), none while the tab is hidden (one at once when
 * it shows again), and none after a 404. Returns its stop.
 */
export function pollPublicLive(token: string, update: TViewUpdate): () => void {
  let stopped = false;
  let inFlight = false;
  let timer: number | undefined;
  let delay = POLL_MS;
  const controller = new AbortController();

  const schedule = () => {
    window.clearTimeout(timer);
    if (!stopped && !document.hidden) timer = window.setTimeout(() => void poll(), delay);
  };

  const poll = async () => {
    if (stopped || inFlight || document.hidden) return;
    inFlight = true;
    try {
      const data = await getPublicLive(token, controller.signal);
      if (stopped) return;
      delay = data.finished || data.abandoned ? FINISHED_POLL_MS : POLL_MS;
      update(() => ({ data, receivedAt: Date.now(), inactive: false, offline: false }));
    } catch (err) {
      if (stopped) return;
      if (isApiError(err) && err.status === 404) {
        stopped = true;
        update((v) => ({ ...v, inactive: true, offline: false }));
        return;
      }
      update((v) => ({ ...v, offline: true }));
    } finally {
      inFlight = false;
      schedule();
    }
  };

  const onVisibility = () => {
    if (document.hidden) window.clearTimeout(timer);
    else void poll();
  };

  document.addEventListener('visibilitychange', onVisibility);
  void poll();
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    controller.abort();
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
