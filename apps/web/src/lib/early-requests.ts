import { getToken } from './token';

/** How long a GET sent ahead waits for the query that wants it; then it is dropped, never served. */
export const EARLY_TTL_MS = 10_000;

interface Early {
  token: string | null;
  sentAt: number;
  reply: Promise<unknown>;
}

const sent = new Map<string, Early>();

/** Sent under the session still in use, moments ago: a reply that may still be served. */
function current(early: Early | undefined): early is Early {
  return Boolean(early && early.token === getToken() && Date.now() - early.sentAt <= EARLY_TTL_MS);
}

/**
 * Sends a GET before the code that will ask for it has downloaded, and keeps its reply
 * (decision 0077): the first `api.get` of the same path takes it instead of sending another
 * request. A path already sent and not yet taken is not sent twice (a loader that runs again
 * before the page's code arrives).
 */
export function keepEarly(path: string, send: () => Promise<unknown>): void {
  if (current(sent.get(path))) return;
  const reply = send();
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
  sent.delete(path);
  return current(early) ? early.reply : undefined;
}

/** The paths sent ahead and not taken yet (tests: every one must be taken). */
export function untakenEarly(): string[] {
  return [...sent.keys()];
}

/** Drops every GET sent ahead: after a write, and between tests. */
export function forgetEarly(): void {
  sent.clear();
}
