import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './types';

export function hmacHex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** 'k=v,k2=v2' → map (the shape of the sandbox, Mercado Pago and Stripe signature headers). */
export function parseSignatureHeader(value: string | undefined): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of (value ?? '').split(',')) {
    const i = part.indexOf('=');
    if (i <= 0) continue;
    const key = part.slice(0, i).trim();
    out.set(key, [...(out.get(key) ?? []), part.slice(i + 1).trim()]);
  }
  return out;
}

/** Seconds since the epoch from a signature timestamp; refuses one outside the tolerance either way. */
export function checkTimestamp(
  raw: string | undefined,
  now: Date,
  toleranceSeconds: number,
): number {
  if (!raw || !/^\d{1,16}$/.test(raw)) throw new WebhookSignatureError('missing timestamp');
  let seconds = Number(raw);
  // Mercado Pago documents seconds but has been seen sending milliseconds.
  if (seconds > 1e11) seconds = Math.floor(seconds / 1000);
  if (Math.abs(now.getTime() / 1000 - seconds) > toleranceSeconds)
    throw new WebhookSignatureError('stale timestamp');
  return seconds;
}
