import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** JSON replies at least this long go compressed to a client that accepts it (decision 0072). */
export const COMPRESS_MIN_BYTES = 1024;

export type TEncoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip,
 * else none. A coding with q=0 is refused; `*` stands for any coding the
 * header does not name.
 */
export function pickEncoding(header: string | string[] | undefined): TEncoding | null {
  const raw = Array.isArray(header) ? header.join(',') : header;
  if (!raw) return null;
  // Browsers send a handful of distinct headers: each is parsed once (bounded, for odd clients).
  const known = picked.get(raw);
  if (known !== undefined) return known;
  const encoding = parseAcceptEncoding(raw);
  if (picked.size >= PICKED_MAX) picked.clear();
  picked.set(raw, encoding);
  return encoding;
}

const PICKED_MAX = 64;
const picked = new Map<string, TEncoding | null>();

function parseAcceptEncoding(raw: string): TEncoding | null {
  const q = new Map<string, number>();
  for (const part of raw.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepts = (coding: TEncoding) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/**
 * Brotli at quality 4: about gzip's speed at a smaller size. JSON is text,
 * and the size hint spares brotli from growing its buffers.
 */
function compress(body: string, encoding: TEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 6 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  });
}

/**
 * Compressed forms of replies served again and again (the cached lists of
 * decision 0064): keyed by the reply's own text, so a hit is the same reply
 * and nobody can get another's. Bounded in entries and bytes, oldest out.
 */
export class CompressedReplies {
  private readonly entries = new Map<string, Map<TEncoding, Promise<Buffer>>>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 1000,
    private readonly maxBytes = 16 * 1024 * 1024,
  ) {}

  get(body: string, encoding: TEncoding): Promise<Buffer> {
    let forms = this.entries.get(body);
    if (forms) {
      // Re-inserted: a Map iterates oldest first.
      this.entries.delete(body);
      this.entries.set(body, forms);
    } else {
      forms = new Map();
      this.entries.set(body, forms);
      this.bytes += body.length;
      this.trim();
    }
    let form = forms.get(encoding);
    if (!form) {
      form = compress(body, encoding);
      forms.set(encoding, form);
      // A failed compression is not kept: the next request tries again.
      form.catch(() => forms.delete(encoding));
    }
    return form;
  }

  private trim(): void {
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= oldest.length;
    }
  }
}

const isJson = (reply: FastifyReply) =>
  String(reply.getHeader('content-type') ?? '').startsWith('application/json');

function addVary(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary))
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Decision 0072: JSON replies of 1 KB or more are sent brotli- or
 * gzip-compressed when the client accepts it (every browser does); replies
 * the routes mark as repeated (`reply.compressFrom`) come from
 * `CompressedReplies`. Streams (the live SSE), files and PDFs are not text
 * replies and pass as they are, as do small replies and clients that ask
 * for no coding.
 */
export function installJsonCompression(app: FastifyInstance, repeated: CompressedReplies): void {
  app.decorateReply('compressFrom', null);
  // A callback hook: most replies are small and pass at once, without a promise per request.
  app.addHook('onSend', (req: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    if (typeof payload !== 'string' || payload.length < COMPRESS_MIN_BYTES || !isJson(reply))
      return done(null, payload);
    addVary(reply);
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const compressed =
      reply.compressFrom === payload
        ? repeated.get(payload, encoding)
        : compress(payload, encoding);
    compressed.then(
      (body) => {
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, body);
      },
      // The reply still goes, uncompressed: a coding is an option, never a reason for a 500.
      () => done(null, payload),
    );
  });
}

declare module 'fastify' {
  interface FastifyReply {
    /** The reply text this reply sends again (a cached list): its compressed form is kept. */
    compressFrom: string | null;
  }
}
