import type { TPublicLiveMatch } from '@futsal/shared/schemas/live-share';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { getPublicLive } from '../api/live-share';

/** How often an open page asks again; decision 0053. */
export const POLL_MS = 3000;
/** Once the match is over only corrections can come: a page left open asks far less often. */
export const FINISHED_POLL_MS = 30_000;

export interface TPublicLiveView {
  data: TPublicLiveMatch | null;
  /** Date.now() when `data` arrived: the clock ticks on from there. */
  receivedAt: number;
  /** 404: revoked, unknown or malformed. Polling stops. */
  inactive: boolean;
  /** The last poll failed otherwise (network, 5xx, 429); polling goes on. */
  offline: boolean;
}

const INITIAL: TPublicLiveView = { data: null, receivedAt: 0, inactive: false, offline: false };

/**
 * Polls the public live page: one request at a time (the next is scheduled
 * when the previous one has answered), none while the tab is hidden (one at
 * once when it shows again), and none after a 404.
 */
export function usePublicLive(token: string): TPublicLiveView {
  const [view, setView] = useState<TPublicLiveView>(INITIAL);

  useEffect(() => {
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
        setView({ data, receivedAt: Date.now(), inactive: false, offline: false });
      } catch (err) {
        if (stopped) return;
        if (isApiError(err) && err.status === 404) {
          stopped = true;
          setView((v) => ({ ...v, inactive: true, offline: false }));
          return;
        }
        setView((v) => ({ ...v, offline: true }));
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
  }, [token]);

  return view;
}
