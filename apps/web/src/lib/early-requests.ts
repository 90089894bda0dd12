import { getToken } from './token';

/** How long a GET sent ahead waits for the query that wants it; then it is dropped, never served. */
export const EARLY_TTL_MS = 10_000;

interface Early {
  token: string | null;
  sentAt: number;
  reply: Promise<unknown>;
}

const sent = new Map<string, Early>();

/**
 * Keeps a GET sent before the code that will ask for it has downloaded (decision 0077): the
 * first `api.get` of the same path takes its reply instead of sending another request.
 */
export function keepEarly(path: string, reply: Promise<unknown>): void {
  // Not an unhandled rejection: the query that takes the reply reports its failure.
  reply.catch(() => undefined);
  sent.set(path, { token: getToken(), sentAt: Date.now(), reply });
}

/**
 * The reply of a GET sent ahead for `path`, once, if it was sent under the session still in
 * use and moments ago; otherwise nothing, and the caller sends its own request.
 */
export function takeEarly(path: string): Promise<unknown> | undefined {
  const early = sent.get(path);
  if (!early) return undefined;
  sent.delete(path);
  const current = early.token === getToken() && Date.now() - early.sentAt <= EARLY_TTL_MS;
  return current ? early.reply : undefined;
}

/** The paths sent ahead and not taken yet (tests: every one must be taken). */
export function untakenEarly(): string[] {
  return [...sent.keys()];
}

/** Drops every GET sent ahead: after a write, and between tests. */
export function forgetEarly(): void {
  sent.clear();
}
