import {
  errorStatus,
  formatMessage,
  isMessageKey,
  pickLanguage,
  translate,
  type TErrorBody,
  type TErrorCode,
  type TErrorDetail,
} from '@futsal/shared';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from './db-errors';

/** A detail whose text is translated (and its {{params}} filled in) when the reply is built. */
export interface PendingDetail {
  path: string;
  key: string;
  /** Catalog key of the text; defaults to `key`. */
  textKey?: string;
  /** {{params}} of the text; `count` picks its plural form and `context` its variant (i18next's rules). */
  params?: Record<string, string | number>;
}

export interface AppErrorOptions {
  details?: TErrorDetail[];
  /** Details translated in the request's language by the error handler. */
  pendingDetails?: PendingDetail[];
  /** Response headers that go with the error, e.g. Retry-After. */
  headers?: Record<string, string>;
  cause?: unknown;
}

/** An expected failure answered with its code's status and translated text. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly statusCode: number;
  readonly details?: TErrorDetail[];
  readonly pendingDetails?: PendingDetail[];
  readonly headers?: Record<string, string>;

  constructor(code: TErrorCode, opts: AppErrorOptions = {}) {
    super(code, { cause: opts.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorStatus[code];
    this.details = opts.details;
    this.pendingDetails = opts.pendingDetails;
    this.headers = opts.headers;
  }
}

/** The row, or 404: another user's resource is as missing as a deleted one (never 403). */
export function orNotFound<T>(row: T | null | undefined): T {
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export function errorBody(
  req: FastifyRequest,
  code: TErrorCode,
  details?: TErrorDetail[],
): TErrorBody {
  const lang = pickLanguage(req.headers['accept-language']);
  const message = details?.[0]?.message ?? translate(lang, `errors.${code}`);
  return { error: details ? { code, message, details } : { code, message } };
}

/** Pending details in the request's language, with plurals and the plan's wording (formatMessage). */
export function translateDetails(req: FastifyRequest, pending: PendingDetail[]): TErrorDetail[] {
  const lang = pickLanguage(req.headers['accept-language']);
  return pending.map(({ path, key, textKey, params }) => {
    return { path, key, message: formatMessage(lang, textKey ?? key, params) };
  });
}

function validationDetails(req: FastifyRequest, error: FastifyError): TErrorDetail[] {
  const lang = pickLanguage(req.headers['accept-language']);
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((v) => {
    const issuePath = v.instancePath.split('/').filter(Boolean).join('.');
    // zod's own English defaults (e.g. a body that is not an object) are not catalog keys.
    const key = v.message && isMessageKey(v.message) ? v.message : 'errors.VALIDATION_ERROR';
    return { path: issuePath, key, message: translate(lang, key) };
  });
}

/** Fastify's own 4xx codes mapped onto ours. */
const FASTIFY_CODES: Record<string, TErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_TYPE: 'BAD_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_PROTO_VIOLATION: 'BAD_REQUEST',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'BAD_REQUEST',
};

/**
 * busboy's errors for a malformed multipart body (no boundary, cut short, bad
 * part headers) carry no code: they are the client's fault, not a 500.
 */
const MULTIPART_MESSAGES = [
  /^Multipart: Boundary not found/,
  /^Unexpected end of (form|file|multipart data)/,
  /terminated early due to unexpected end of multipart data$/,
  /^Malformed (part|content)/i,
  /^Malformed urlencoded form/,
  /^Missing Content-Type/i,
  /^Unsupported content type/i,
];

function isMalformedMultipart(req: FastifyRequest, error: Error): boolean {
  const contentType = String(req.headers['content-type'] ?? '').toLowerCase();
  return (
    contentType.startsWith('multipart/') && MULTIPART_MESSAGES.some((re) => re.test(error.message))
  );
}

/** A database that cannot be reached or did not answer in time: 503 with Retry-After, logged as one line. */
function unavailable(req: FastifyRequest, reply: FastifyReply, error: Error): FastifyReply {
  req.log.warn({ err: error }, 'database unavailable');
  return reply
    .status(503)
    .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
    .send(errorBody(req, 'SERVICE_UNAVAILABLE'));
}

export function errorHandler(
  error: FastifyError,
  req: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof AppError) {
    if (error.headers) reply.headers(error.headers);
    const details = error.pendingDetails
      ? translateDetails(req, error.pendingDetails)
      : error.details;
    return reply.status(error.statusCode).send(errorBody(req, error.code, details));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply
      .status(400)
      .send(errorBody(req, 'VALIDATION_ERROR', validationDetails(req, error)));
  }
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped) {
    const status = mapped === 'BAD_REQUEST' ? 400 : errorStatus[mapped];
    return reply.status(status).send(errorBody(req, mapped));
  }
  if (isDatabaseUnavailable(error)) return unavailable(req, reply, error);
  if (isMalformedMultipart(req, error))
    return reply.status(400).send(errorBody(req, 'BAD_REQUEST'));
  const status = error.statusCode ?? 500;
  if (status === 429) return reply.status(429).send(errorBody(req, 'RATE_LIMITED'));
  if (status === 413) return reply.status(413).send(errorBody(req, 'PAYLOAD_TOO_LARGE'));
  if (status >= 400 && status < 500) {
    // Any other client error from a plugin: its status, our generic body.
    return reply.status(status).send(errorBody(req, status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST'));
  }
  // The logger's `err` serializer (lib/log-safety.ts) keeps query parameters and personal data out of the line.
  req.log.error({ err: error }, 'unexpected error');
  return reply.status(500).send(errorBody(req, 'INTERNAL_ERROR'));
}

/** HTTP status of a parser-level client error (before Fastify has a request): 431 for oversized headers/URL. */
function clientErrorStatus(err: { code?: string }): 400 | 408 | 431 {
  if (err.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * Fastify's `clientErrorHandler`: errors of the HTTP parser (URL or headers too
 * long, malformed request line) still answer in the usual error shape, in
 * Spanish (no request, so no Accept-Language), never echoing the input.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const status = clientErrorStatus(err);
  const code: TErrorCode =
    status === 431 ? 'PAYLOAD_TOO_LARGE' : status === 408 ? 'REQUEST_TIMEOUT' : 'BAD_REQUEST';
  const body = JSON.stringify({
    error: { code, message: translate(pickLanguage(undefined), `errors.${code}`) },
  });
  const reason =
    status === 431
      ? 'Request Header Fields Too Large'
      : status === 408
        ? 'Request Timeout'
        : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot route (bad encoding, a path
 * parameter past maxParamLength) answers in the usual shape, not Fastify's own.
 */
export function frameworkErrors(
  error: FastifyError,
  req: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  void reply.status(status).header('cache-control', 'no-store').send(errorBody(req, 'BAD_REQUEST'));
}
