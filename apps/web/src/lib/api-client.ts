import i18n from 'i18next';
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

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { body, skipAuthRedirect, headers: extraHeaders, ...init } = options;
  const headers = new Headers(extraHeaders);
  headers.set('Accept', 'application/json');
  const lang = i18n.resolvedLanguage ?? i18n.language;
  if (lang) headers.set('Accept-Language', lang);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    headers.delete('Content-Type');
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, { ...init, headers, body: payload });
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
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
