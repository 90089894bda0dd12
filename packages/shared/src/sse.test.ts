import { describe, expect, it } from 'vitest';
import { createSseParser, type TSseMessage } from './sse';

describe('createSseParser', () => {
  it('parses events split across chunks, skipping comments and retry lines', () => {
    const got: TSseMessage[] = [];
    const parser = createSseParser((m) => got.push(m));
    parser.feed(': connected\nretry: 2000\n\nid: 7\nevent: match-event\nda');
    expect(got).toEqual([]);
    parser.feed('ta: {"a":1}\n\n: keep-alive\n\r\nid: 8\r\ndata: x\r\ndata: y\r\n\r\n');
    expect(got).toEqual([
      { id: '7', event: 'match-event', data: '{"a":1}' },
      { id: '8', event: 'message', data: 'x\ny' },
    ]);
  });
});
