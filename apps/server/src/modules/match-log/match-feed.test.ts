import { randomUUID } from 'node:crypto';
import type { TMatchEvent } from '@futsal/shared';
import { describe, expect, it } from 'vitest';
import type { ListenHandlers } from '../../db/client';
import type { TMatchEventRow } from '../../db/schema';
import { MatchFeed } from './match-feed';

const MATCH = randomUUID();

/**
 * The feed over a log held here: appends are stored at once, their NOTIFY is
 * delivered only when the test says so, as when PostgreSQL's notification
 * reaches the instance after a stream's own read already saw the rows.
 */
function harness() {
  const log: TMatchEventRow[] = [];
  let handlers: ListenHandlers | null = null;
  const feed = new MatchFeed({
    channel: 'match_events',
    listen: async (_channel, h) => {
      handlers = h;
      return async () => undefined;
    },
    read: async (matchId, afterSeq) => log.filter((r) => r.matchId === matchId && r.seq > afterSeq),
  });
  const append = () => {
    const id = randomUUID();
    log.push({
      id,
      matchId: MATCH,
      seq: log.length + 1,
      type: 'period_start',
      payload: { id, type: 'period_start' } as TMatchEvent,
      receivedAt: new Date(),
      loggedBy: null,
    });
  };
  const stream = async (after: number) => {
    const seen: number[] = [];
    const unsubscribe = await feed.subscribe(MATCH, after, {
      deliver: (rows) => seen.push(...rows.map((r) => r.seq)),
      end: () => undefined,
    });
    return { seen, unsubscribe };
  };
  /** A NOTIFY arrives; resolves once the feed's read of it (resolved in-process) has been handed out. */
  const notify = async () => {
    handlers?.onPayload(MATCH);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { feed, append, stream, notify };
}

describe('MatchFeed', () => {
  it('hands rows a newcomer read in its backlog to the streams still waiting for their NOTIFY', async () => {
    const { append, stream, notify } = harness();
    append();
    append();
    const b = await stream(0);
    expect(b.seen).toEqual([1, 2]);
    // Device A comes back online: its batch commits, then its stream reconnects and reads it
    // before the batch's NOTIFY reaches this instance.
    append();
    append();
    const a = await stream(2);
    expect(a.seen).toEqual([3, 4]);
    await notify();
    expect(b.seen).toEqual([1, 2, 3, 4]);
    expect(a.seen).toEqual([3, 4]);
  });

  it('delivers each row once to each stream, in seq order, however notifications and joins interleave', async () => {
    const { append, stream, notify } = harness();
    const first = await stream(0);
    append();
    await notify();
    expect(first.seen).toEqual([1]);
    append();
    const second = await stream(0);
    append();
    await Promise.all([notify(), notify()]);
    expect(first.seen).toEqual([1, 2, 3]);
    expect(second.seen).toEqual([1, 2, 3]);
  });
});
