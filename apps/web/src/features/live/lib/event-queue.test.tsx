import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { enqueueEvent, flushQueue, mergeLog, readQueue } from './event-queue';

const MATCH = '11111111-1111-4111-8111-111111111111';
let n = 0;
const ev = (type: 'rival_goal' | 'rival_foul' = 'rival_foul'): TMatchEvent => {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    type,
    period: 'first',
    minute: 1,
    second: n,
  };
};

describe('event queue', () => {
  it('keeps events in order and ignores an id queued twice', () => {
    const a = ev();
    const b = ev();
    enqueueEvent(MATCH, a);
    enqueueEvent(MATCH, b);
    enqueueEvent(MATCH, a);
    expect(readQueue(MATCH).map((e) => e.id)).toEqual([a.id, b.id]);
  });

  it('sends in order and removes each event only once acknowledged', async () => {
    const events = [ev(), ev('rival_goal'), ev()];
    events.forEach((e) => enqueueEvent(MATCH, e));
    const sent: string[] = [];
    const send = vi.fn(async (e: TMatchEvent) => {
      // At the time of sending, the event is still queued (nothing is lost if the reply never comes).
      expect(readQueue(MATCH)[0]?.id).toBe(e.id);
      sent.push(e.id);
      return { ok: true };
    });
    const result = await flushQueue(MATCH, send);
    expect(sent).toEqual(events.map((e) => e.id));
    expect(result.sent).toHaveLength(3);
    expect(readQueue(MATCH)).toEqual([]);
  });

  it('is idempotent: concurrent flushes share one run and post each event once', async () => {
    const events = [ev(), ev()];
    events.forEach((e) => enqueueEvent(MATCH, e));
    const send = vi.fn(() => new Promise((r) => setTimeout(r, 5)));
    const [r1, r2] = await Promise.all([flushQueue(MATCH, send), flushQueue(MATCH, send)]);
    expect(r1).toBe(r2);
    expect(send).toHaveBeenCalledTimes(2);
    // A later flush with nothing queued sends nothing.
    await flushQueue(MATCH, send);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('stops on a network error, keeps the queue, and retries later from the same event', async () => {
    const events = [ev(), ev(), ev()];
    events.forEach((e) => enqueueEvent(MATCH, e));
    let offline = false;
    const send = vi.fn(async (e: TMatchEvent) => {
      if (offline || e.id === events[1]?.id) {
        offline = true;
        throw new ApiError(0, 'NETWORK_ERROR', '');
      }
      return {};
    });
    const first = await flushQueue(MATCH, send);
    expect(first.stopped).toBe('network');
    expect(first.sent.map((e) => e.id)).toEqual([events[0]?.id]);
    expect(readQueue(MATCH).map((e) => e.id)).toEqual([events[1]?.id, events[2]?.id]);

    offline = false;
    send.mockImplementation(async () => ({}));
    const second = await flushQueue(MATCH, send);
    expect(second.stopped).toBeNull();
    expect(second.sent.map((e) => e.id)).toEqual([events[1]?.id, events[2]?.id]);
    expect(readQueue(MATCH)).toEqual([]);
  });

  it('keeps the queue on a server fault (5xx) for a later retry', async () => {
    const e = ev();
    enqueueEvent(MATCH, e);
    const result = await flushQueue(MATCH, async () => {
      throw new ApiError(503, 'SERVICE_UNAVAILABLE', '');
    });
    expect(result.stopped).toBe('server');
    expect(readQueue(MATCH)).toHaveLength(1);
  });

  it('drops an event the server refuses (409) with its rule text key and sends the rest', async () => {
    const bad = ev();
    const good = ev();
    enqueueEvent(MATCH, bad);
    enqueueEvent(MATCH, good);
    const onDrop = vi.fn();
    const send = vi.fn(async (e: TMatchEvent) => {
      if (e.id === bad.id) {
        throw new ApiError(409, 'MATCH_RULE_VIOLATION', 'Ya hay 5 jugadores en pista', [
          {
            path: 'type',
            key: 'match.rule.TOO_MANY_ON_COURT',
            message: 'Ya hay 5 jugadores en pista',
          },
        ]);
      }
      return {};
    });
    const result = await flushQueue(MATCH, send, { onDrop });
    expect(result.dropped.map((d) => d.event.id)).toEqual([bad.id]);
    expect(onDrop).toHaveBeenCalledWith(
      expect.objectContaining({ messageKey: 'match.rule.TOO_MANY_ON_COURT' }),
    );
    expect(result.sent.map((e) => e.id)).toEqual([good.id]);
    expect(readQueue(MATCH)).toEqual([]);
  });

  it('merges the server log with the queue by id (no event twice)', () => {
    const a = ev();
    const b = ev();
    expect(mergeLog([a], [a, b]).map((e) => e.id)).toEqual([a.id, b.id]);
  });
});
