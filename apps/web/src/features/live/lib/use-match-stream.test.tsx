import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlIdle } from '../../../test/idle';
import { matchKeys } from '../../matches';
import { mergeStreamed, useMatchStream } from './use-match-stream';

const MATCH_ID = '66666666-6666-4666-8666-666666666666';
const event = (n: number): TMatchEvent => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type: 'rival_foul',
  period: 'first',
  minute: n,
  second: 0,
});
const frame = (seq: number, e: TMatchEvent) =>
  `id: ${seq}\nevent: match-event\ndata: ${JSON.stringify({ seq, receivedAt: '', event: e })}\n\n`;

/** An SSE response whose body the test writes to, chunk by chunk, and may cut. */
function sseResponse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    cut: () => controller.error(new TypeError('network error')),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('mergeStreamed', () => {
  it('adds only events the cached log lacks, once', () => {
    expect(mergeStreamed([event(1)], [event(1)])).toBeNull();
    expect(mergeStreamed([event(1)], [event(2), event(2), event(1)])).toEqual([event(1), event(2)]);
  });
});

describe('useMatchStream', () => {
  it('merges streamed events into the cached log and resumes from the last id after a cut', async () => {
    const first = sseResponse();
    const second = sseResponse();
    const calls: Headers[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      calls.push(new Headers(init?.headers));
      return calls.length === 1 ? first.response : second.response;
    });
    const client = new QueryClient();
    client.setQueryData(matchKeys.events(MATCH_ID), [event(1)]);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result, unmount } = renderHook(() => useMatchStream(MATCH_ID), { wrapper });

    await waitFor(() => expect(result.current).toBe('live'));
    first.send(': connected\n\n' + frame(10, event(1)) + frame(11, event(2)).slice(0, 20));
    first.send(frame(11, event(2)).slice(20));
    await waitFor(() =>
      expect(client.getQueryData(matchKeys.events(MATCH_ID))).toEqual([event(1), event(2)]),
    );
    expect(calls[0]?.get('last-event-id')).toBeNull();

    first.cut();
    await waitFor(() => expect(calls).toHaveLength(2), { timeout: 3000 });
    expect(calls[1]?.get('last-event-id')).toBe('11');
    second.send(frame(12, event(3)));
    await waitFor(() =>
      expect(client.getQueryData(matchKeys.events(MATCH_ID))).toEqual([
        event(1),
        event(2),
        event(3),
      ]),
    );
    unmount();
  });

  it('opens the stream once the console is drawn and the browser idle (decision 0084)', async () => {
    const idle = controlIdle();
    const stream = sseResponse();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(stream.response);
    const client = new QueryClient();
    client.setQueryData(matchKeys.events(MATCH_ID), [event(1)]);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result, unmount } = renderHook(() => useMatchStream(MATCH_ID), { wrapper });
    expect(result.current).toBe('connecting');
    expect(fetchSpy).not.toHaveBeenCalled();
    idle.idle();
    await waitFor(() => expect(result.current).toBe('live'));
    expect(fetchSpy).toHaveBeenCalledOnce();
    unmount();
  });
});
