import i18n from 'i18next';
import { forgetEarly, keepEarly, takeEarly } from './early-requests';
import { noteGet } from './first-visit-gets';
import { nextTask } from './next-task';
import { getToken, removeToken } from './token';

export const API_BASE = '/api';

export interface ApiErrorDetail {
  path: string;
  key: string;
  message: string;
}

/** Every failed call throws this: HTTP status, machine code, server message, field details. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ApiErrorDetail[];

  constructor(status: number, code: string, message: string, details: ApiErrorDetail[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}

/** Where a 401 sends the browser; the router replaces it with a client-side navigation. */
export type UnauthorizedHandler = (from: string) => void;

const defaultUnauthorizedHandler: UnauthorizedHandler = (from) => {
  const url = `/login?from=${encodeURIComponent(from)}`;
  window.location.assign(url);
};

let unauthorizedHandler: UnauthorizedHandler = defaultUnauthorizedHandler;

export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler ?? defaultUnauthorizedHandler;
}

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  /** JSON-serialisable value, or FormData (multipart: the browser sets the content type). */
  body?: unknown;
  /** A 401 of this call is only an error (the login call itself). */
  skipAuthRedirect?: boolean;
}

function currentLocation(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

async function parseBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const err = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null)
    ?.error;
  if (err && typeof err === 'object') {
    return new ApiError(
      status,
      typeof err.code === 'string' ? err.code : 'HTTP_ERROR',
      typeof err.message === 'string' ? err.message : '',
      Array.isArray(err.details) ? (err.details as ApiErrorDetail[]) : [],
    );
  }
  return new ApiError(status, 'HTTP_ERROR', '');
}

/** `extra` with the page's language and the session's bearer token, as every API call sends. */
export function sessionHeaders(extra?: HeadersInit): Headers {
  const headers = new Headers(extra);
  const lang = i18n.resolvedLanguage ?? i18n.language;
  if (lang) headers.set('Accept-Language', lang);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { body, skipAuthRedirect, headers: extraHeaders, ...init } = options;
  // A write may change what a GET sent ahead answered: none of those replies is served after it.
  if (init.method && init.method !== 'GET') forgetEarly();
  const headers = sessionHeaders(extraHeaders);
  headers.set('Accept', 'application/json');

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    headers.delete('Content-Type');
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  const url = `${API_BASE}${path}`;
  if ((init.method ?? 'GET') === 'GET') noteGet(url);
  let res: Response;
  try {
    res = await fetch(url, { ...init, headers, body: payload });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', '');
  }

  const data = await parseBody(res);
  if (res.status >= 200 && res.status <= 299) return data as T;

  if (res.status === 401 && !skipAuthRedirect) {
    const from = currentLocation();
    removeToken();
    if (!from.startsWith('/login')) unauthorizedHandler(from);
  }
  throw toApiError(res.status, data);
}

export const api = {
  /** A plain GET takes the reply of the same GET sent ahead by a route loader, if any. */
  get: <T>(path: string, options?: RequestOptions) =>
    ((options ? undefined : takeEarly(path)) as Promise<T> | undefined) ??
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/**
 * Sends GETs for queries whose code is still downloading to take (decision 0077), each in a task
 * of its own: on a phone a `fetch` call is about a millisecond of the main thread, and eight of
 * them lengthened the router's first task (decision 0082). One whose session changed before its
 * task is not sent: no query could take its reply.
 */
export function sendEarly(paths: readonly string[]): void {
  const token = getToken();
  for (const path of paths) {
    keepEarly(path, () =>
      nextTask().then(() =>
        getToken() === token
          ? apiRequest<unknown>(path, { method: 'GET' })
          : Promise.reject(new ApiError(0, 'NETWORK_ERROR', '')),
      ),
    );
  }
}

/** A reply's contract: a shared schema, loaded only where replies are checked. */
export type TContract<T> = () => Promise<{ parse: (data: unknown) => T }>;

/**
 * A reply as `T`. In development and tests it is parsed with its contract, loaded beside the
 * request, so a reply that breaks the contract fails the query. A production build takes it as
 * sent: the server's own tests check every reply against the same contract (decision 0059), and
 * zod and the schemas, about a tenth of a page's scripts, stay off its first load (decision 0105).
 */
export function checked<T>(reply: Promise<unknown>, contract: TContract<T>): Promise<T> {
  if (import.meta.env.PROD) return reply as Promise<T>;
  return Promise.all([contract(), reply]).then(([schema, body]) => schema.parse(body));
}

export interface TDownload {
  blob: Blob;
  /** From the reply's Content-Disposition, or null when it names none. */
  filename: string | null;
}

/** The file name of a Content-Disposition header (RFC 6266: `filename*` wins over `filename`). */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (star?.[2]) {
    try {
      return decodeURIComponent(star[2].trim().replace(/^"|"$/g, ''));
    } catch {
      /* a broken encoding: fall back to the plain name */
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  const name = (plain[2] ?? plain[1] ?? '').replace(/\\(.)/g, '$1').trim();
  return name || null;
}

/**
 * GET a file with the session's bearer token (a plain link cannot send it).
 * `onProgress` gets 0–1 when the server sends a length, else null while bytes arrive.
 */
export async function apiDownload(
  path: string,
  onProgress?: (ratio: number | null) => void,
): Promise<TDownload> {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, { method: 'GET', headers: sessionHeaders() });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', '');
  }
  if (res.status < 200 || res.status > 299) {
    const data = await parseBody(res);
    if (res.status === 401) {
      const from = currentLocation();
      removeToken();
      if (!from.startsWith('/login')) unauthorizedHandler(from);
    }
    throw toApiError(res.status, data);
  }
  const filename = dispositionFilename(res.headers.get('Content-Disposition'));
  const type = res.headers.get('Content-Type') ?? 'application/octet-stream';
  const total = Number(res.headers.get('Content-Length') ?? 0);
  if (!res.body || !onProgress) return { blob: await res.blob(), filename };
  const reader = res.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(total > 0 ? Math.min(1, received / total) : null);
    }
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', '');
  }
  return { blob: new Blob(chunks, { type }), filename };
}
