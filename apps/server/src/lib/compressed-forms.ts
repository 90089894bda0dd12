import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

export type TEncoding = 'br' | 'gzip';

/** Brotli at quality 4: about gzip's speed at a smaller size; JSON is text. */
export const BROTLI_OPTIONS = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};
export const GZIP_OPTIONS = { level: 6 };

const compress = (body: string, encoding: TEncoding): Buffer =>
  encoding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body, GZIP_OPTIONS);

/**
 * Compressed forms of replies sent again and again (the cached lists): keyed by the
 * reply's own text, so a hit is the same reply and nobody can get another's. Nothing
 * to invalidate: a changed reply is another key. Bounded in bytes, least recently used out.
 */
export class CompressedForms {
  private readonly forms: Record<TEncoding, LRUCache<string, Buffer>>;

  constructor(maxBytes = 16 * 1024 * 1024) {
    const cache = () =>
      new LRUCache<string, Buffer>({
        maxSize: maxBytes / 2,
        sizeCalculation: (form, body) => form.length + body.length,
      });
    this.forms = { br: cache(), gzip: cache() };
  }

  get(body: string, encoding: TEncoding): Buffer {
    const forms = this.forms[encoding];
    let form = forms.get(body);
    if (!form) {
      form = compress(body, encoding);
      forms.set(body, form);
    }
    return form;
  }
}
