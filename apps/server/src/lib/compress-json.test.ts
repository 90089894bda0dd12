import { describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { CompressedReplies, pickEncoding } from './compress-json';

describe('pickEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.5', 'br'],
    ['gzip;q=0, br;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['gzip;q=abc', null],
    [['gzip', 'br'], 'br'],
  ] as const)('%j → %s', (header, expected) => {
    expect(pickEncoding(header as string | string[] | undefined)).toBe(expected);
  });

  it('answers a header it has seen as the first time, past its bound of remembered headers', () => {
    for (let i = 0; i < 200; i++) {
      expect(pickEncoding(`gzip;q=0.${(i % 9) + 1}, x-${i}`)).toBe('gzip');
      expect(pickEncoding(`br;q=0, x-${i}`)).toBeNull();
    }
    expect(pickEncoding('gzip;q=0.1, x-0')).toBe('gzip');
    expect(pickEncoding('br;q=0, x-199')).toBeNull();
  });
});

describe('CompressedReplies', () => {
  it('compresses a reply once per coding and keeps at most its bound, oldest out', async () => {
    const replies = new CompressedReplies(2);
    const a = JSON.stringify({ a: 'x'.repeat(2000) });
    const first = await replies.get(a, 'br');
    expect(JSON.parse(brotliDecompressSync(first).toString())).toEqual(JSON.parse(a));
    expect(await replies.get(a, 'br')).toBe(first);
    await replies.get(JSON.stringify({ b: 1 }), 'br');
    await replies.get(JSON.stringify({ c: 1 }), 'br');
    // `a` was the oldest: dropped, so it is compressed anew (an equal, new buffer).
    const again = await replies.get(a, 'br');
    expect(again).not.toBe(first);
    expect(again.equals(first)).toBe(true);
  });
});
