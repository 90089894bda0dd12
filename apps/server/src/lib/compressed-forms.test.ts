import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedForms } from './compressed-forms';

describe('CompressedForms', () => {
  it('compresses a reply once per coding and keeps at most its bound, least recently used out', () => {
    const a = JSON.stringify({ a: 'x'.repeat(2000) });
    const b = JSON.stringify({ b: 'y'.repeat(2000) });
    // Room for about two entries per coding.
    const forms = new CompressedForms(2 * (2 * a.length + 200));
    const first = forms.get(a, 'br');
    expect(JSON.parse(brotliDecompressSync(first).toString())).toEqual(JSON.parse(a));
    expect(forms.get(a, 'br')).toBe(first);
    expect(JSON.parse(gunzipSync(forms.get(a, 'gzip')).toString())).toEqual(JSON.parse(a));
    forms.get(b, 'br');
    forms.get(JSON.stringify({ c: 'z'.repeat(2000) }), 'br');
    // `a` was the least recently used: dropped, so it is compressed anew (an equal, new buffer).
    const again = forms.get(a, 'br');
    expect(again).not.toBe(first);
    expect(again.equals(first)).toBe(true);
  });

  it('never answers one reply with the compressed form of another', () => {
    const forms = new CompressedForms();
    const a = JSON.stringify([{ team: 'a', name: 'Ana' }]);
    const b = JSON.stringify([{ team: 'b', name: 'Ana' }]);
    expect(brotliDecompressSync(forms.get(a, 'br')).toString()).toBe(a);
    expect(brotliDecompressSync(forms.get(b, 'br')).toString()).toBe(b);
  });
});
