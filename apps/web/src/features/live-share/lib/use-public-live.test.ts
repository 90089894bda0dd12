import type { TPublicLiveMatch } from '@futsal/shared/schemas/live-share';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/utils';
import { publicLive } from '../test/public-live-fixture';
import type { TPublicLiveView } from './poll-public-live';
import { subscribePublicLive } from './use-public-live';

const TOKEN = 'A'.repeat(43);

/** An EventSource the test drives: frames by name, the connection's state, errors. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = FakeEventSource.CONNECTING;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  frame(event: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(event, { data: JSON.stringify(data) }));
  }
  fail(state: number) {
    this.readyState = state;
    this.dispatchEvent(new Event('error'));
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
}

const fetchMock = vi.fn<typeof fetch>();
let view: TPublicLiveView;
const update = (fn: (v: TPublicLiveView) => TPublicLiveView) => void (view = fn(view));

beforeEach(() => {
  view = { data: null, receivedAt: 0, inactive: false, offline: false };
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const source = () => {
  if (!FakeEventSource.last) throw new Error('no EventSource opened');
  return FakeEventSource.last;
};

describe('subscribePublicLive (decision 0136)', () => {
  it('opens the stream, shows each pushed view, and never polls while it streams', () => {
    const stop = subscribePublicLive(TOKEN, update);
    expect(source().url).toBe(`/api/public/live/${TOKEN}/stream`);
    source().frame('live', publicLive({ score: { us: 0, rival: 0 } }));
    expect(view.data?.score).toEqual({ us: 0, rival: 0 });
    source().frame('live', publicLive({ score: { us: 1, rival: 0 } }));
    expect(view.data?.score).toEqual({ us: 1, rival: 0 });
    // Reconnecting by itself: says so, keeps the score, and still does not poll.
    source().fail(FakeEventSource.CONNECTING);
    expect(view).toMatchObject({ offline: true, data: { score: { us: 1, rival: 0 } } });
    source().dispatchEvent(new Event('open'));
    expect(view.offline).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    stop();
    expect(source().closed).toBe(true);
  });

  it('shows the link as inactive on a `revoked` frame and closes the stream', () => {
    subscribePublicLive(TOKEN, update);
    source().frame('live', publicLive());
    source().frame('revoked', {});
    expect(view.inactive).toBe(true);
    expect(source().closed).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to polling when the server refuses the stream, and the poll tells a dead link', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: { code: 'NOT_FOUND', message: 'No encontrado' } }, 404),
    );
    const stop = subscribePublicLive(TOKEN, update);
    source().fail(FakeEventSource.CLOSED);
    await vi.waitFor(() => expect(view.inactive).toBe(true));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/public/live/${TOKEN}`);
    stop();
  });

  it('polls when the stream is refused for another reason (a full instance), and shows its answers', async () => {
    const live: TPublicLiveMatch = publicLive({ score: { us: 3, rival: 2 } });
    fetchMock.mockResolvedValue(jsonResponse(live));
    const stop = subscribePublicLive(TOKEN, update);
    source().fail(FakeEventSource.CLOSED);
    await vi.waitFor(() => expect(view.data?.score).toEqual({ us: 3, rival: 2 }));
    stop();
  });
});
