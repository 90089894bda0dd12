/**
 * Machine error codes shared by the API and the web app. The API answers
 * `{ error: { code, message, details? } }`; the web maps `code` to the
 * translated text `errors.<code>` of the message catalogs.
 */
export const ErrorCode = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  EMAIL_IMMUTABLE: 'EMAIL_IMMUTABLE',
  WRONG_PASSWORD: 'WRONG_PASSWORD',
  NOT_FOUND: 'NOT_FOUND',
  RATE_LIMITED: 'RATE_LIMITED',
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  UNSUPPORTED_FILE_TYPE: 'UNSUPPORTED_FILE_TYPE',
  FILE_REQUIRED: 'FILE_REQUIRED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TEAM_ID_INVALID: 'TEAM_ID_INVALID',
  PLAYER_ID_INVALID: 'PLAYER_ID_INVALID',
  TOURNAMENT_ID_INVALID: 'TOURNAMENT_ID_INVALID',
  MATCH_ID_INVALID: 'MATCH_ID_INVALID',
  PLAYER_NUMBER_TAKEN: 'PLAYER_NUMBER_TAKEN',
  PLAN_LIMIT: 'PLAN_LIMIT',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;

export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** HTTP status each code is answered with. */
export const errorStatus: Record<TErrorCode, number> = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_TAKEN: 409,
  EMAIL_IMMUTABLE: 400,
  WRONG_PASSWORD: 400,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  FILE_REQUIRED: 400,
  PAYLOAD_TOO_LARGE: 413,
  TEAM_ID_INVALID: 400,
  PLAYER_ID_INVALID: 400,
  TOURNAMENT_ID_INVALID: 400,
  MATCH_ID_INVALID: 400,
  PLAYER_NUMBER_TAKEN: 409,
  PLAN_LIMIT: 402,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
};

export interface TErrorDetail {
  /** Dotted path of the offending field, e.g. `emergencyContact.phone`. */
  path: string;
  /** Message key of the catalogs, e.g. `validation.email.invalid`. */
  key: string;
  /** The key's text in the request's language. */
  message: string;
}

export interface TErrorBody {
  error: { code: TErrorCode; message: string; details?: TErrorDetail[] };
}
