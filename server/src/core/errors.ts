// One error type for the whole core. Services throw AppError with a kind; each door maps it once
// (rest/errors.ts to HTTP status and the CONTRACT §5 body, graphql/errors.ts to extensions.code).
// Services never know about HTTP.

/** 401 codes of SPEC §8 (plus security_challenge, which the widget recognises). */
export const AUTH_ERROR_CODES = [
  'incorrect_username_or_password',
  'incorrect_mfa_or_otp',
  'reauthentication_required',
  'additional_account_setup_required',
  'captcha_challenge',
  'no_valid_accounts',
  'insufficient_permission',
  'security_challenge',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/** RFC 6749 §5.2 error codes used by the token endpoint. */
export type OAuthErrorCode = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type';

export type ErrorKind =
  | 'validation' // 400
  | 'unauthenticated' // 401 without a provider code (missing or malformed credentials)
  | 'authentication' // 401 with a SPEC §8 code
  | 'forbidden' // 403
  | 'not_found' // 404
  | 'conflict' // 409
  | 'pending' // 202
  | 'rate_limited' // 429
  | 'internal' // 500
  | 'not_implemented' // 501
  | 'unavailable'; // 503

export interface ValidationDetail {
  /** The offending input field (dotted path), or null when the request as a whole is wrong. */
  field: string | null;
  /** A short machine word: required, format, enum, type, ... */
  rule: string;
}

export interface AppErrorOptions {
  code?: AuthErrorCode;
  id?: string;
  validation?: ValidationDetail;
  retryAfterSeconds?: number;
  /** RFC 6749 error for the token endpoint; the REST door puts it in `error`. */
  oauthError?: OAuthErrorCode;
  /** Extra body fields (the clashing key of a 409, for instance). */
  extra?: Record<string, unknown>;
  /** The HTTP authentication scheme a 401 asks for: both doors send `WWW-Authenticate` (RFC 7235 §4.1, RFC 6750 §3). */
  challenge?: AuthScheme;
}

export type AuthScheme = 'Basic' | 'Bearer';

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const validationError = (message: string, field: string | null, rule = 'invalid') =>
  new AppError('validation', message, { validation: { field, rule } });

export const authenticationError = (code: AuthErrorCode, message: string, challenge?: AuthScheme) =>
  new AppError('authentication', message, { code, challenge });

/** 401 for missing or wrong credentials of `scheme`. */
export const unauthenticated = (scheme: AuthScheme, message: string, options: AppErrorOptions = {}) =>
  new AppError('unauthenticated', message, { ...options, challenge: scheme });

/** The `WWW-Authenticate` value for a challenge (RFC 7617 §2 for Basic, RFC 6750 §3 for Bearer). */
export const wwwAuthenticate = (scheme: AuthScheme): string =>
  scheme === 'Basic' ? 'Basic realm="staffbridge", charset="UTF-8"' : 'Bearer realm="staffbridge"';

export const notFound = (message: string, id: string) => new AppError('not_found', message, { id });

export const notImplemented = (message: string) => new AppError('not_implemented', message);

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
