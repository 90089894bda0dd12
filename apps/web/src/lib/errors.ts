import type { TFunction } from 'i18next';
import { isApiError } from './api-client';

/** The server's message when it gave one, else the code's text, else the fallback key. */
export function errorMessage(err: unknown, t: TFunction, fallbackKey: string): string {
  if (isApiError(err)) {
    if (err.message) return err.message;
    const codeKey = `errors.${err.code}`;
    const text = t(codeKey);
    if (text !== codeKey) return text;
  }
  return t(fallbackKey);
}

/** How a field gets a message: react-hook-form's `setError`, or a plain form's. */
export type SetFieldError<N extends string> = (
  name: N,
  error: { type: string; message: string },
) => void;

/** Puts the server's field details (`path`, catalog `key`) under the matching form fields. */
export function applyFieldErrors<N extends string>(
  err: unknown,
  setError: SetFieldError<N>,
  fields: readonly N[],
): void {
  if (!isApiError(err)) return;
  for (const d of err.details) {
    if ((fields as readonly string[]).includes(d.path)) {
      setError(d.path as N, { type: 'server', message: d.key || d.message });
    }
  }
}

/** A safe in-app path to return to after login: never external, never the auth pages. */
export function safeRedirectPath(value: unknown): string | null {
  let path: string | null = null;
  if (typeof value === 'string') path = value;
  else if (value && typeof value === 'object' && 'pathname' in value) {
    const loc = value as { pathname?: unknown; search?: unknown; hash?: unknown };
    if (typeof loc.pathname === 'string') {
      path = `${loc.pathname}${typeof loc.search === 'string' ? loc.search : ''}${typeof loc.hash === 'string' ? loc.hash : ''}`;
    }
  }
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\'))
    return null;
  if (/^\/(login|register)(\/|\?|#|$)/.test(path)) return null;
  return path;
}
