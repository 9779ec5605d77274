// Provider failures in SPEC §8 terms. Messages name the provider, the HTTP status, the method and the
// path (never the query string, headers or body, so credentials cannot leak into logs or responses).
import { AppError, authenticationError } from '../../core/errors';

export interface FailedCall {
  provider: string;
  method: string;
  /** URL path only. */
  path: string;
}

const where = (call: FailedCall): string => `${call.method} ${call.path}`;

/** Final HTTP failure of a provider call, after retries. */
export function providerHttpError(call: FailedCall, status: number, retryAfterSeconds?: number): AppError {
  if (status === 401) {
    return authenticationError(
      'incorrect_username_or_password',
      `${call.provider} rejected the credentials (HTTP 401 on ${where(call)})`,
    );
  }
  if (status === 403) {
    return authenticationError(
      'insufficient_permission',
      `${call.provider} refused access: the credentials lack a permission (HTTP 403 on ${where(call)})`,
    );
  }
  if (status === 408 || status === 429 || status >= 500) {
    return new AppError(
      'unavailable',
      `${call.provider} is unavailable (HTTP ${status} on ${where(call)})`,
      retryAfterSeconds !== undefined ? { retryAfterSeconds } : {},
    );
  }
  return new AppError('internal', `${call.provider} answered HTTP ${status} on ${where(call)}`);
}

/** The request never got an answer (DNS, refused connection, reset, timeout). */
export function providerNetworkError(call: FailedCall, cause: unknown): AppError {
  const timedOut = cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
  const what = timedOut ? 'did not answer in time' : 'could not be reached';
  return new AppError('unavailable', `${call.provider} ${what} (${where(call)})`);
}

const seconds = (ms: number): string => `${Math.ceil(ms / 1000)} s`;

/**
 * The provider asked for a pause (Retry-After, a spent rate budget) that would end after the run's deadline:
 * the run stops now rather than hang, and says who asked for how long.
 */
export function providerWaitTooLong(call: FailedCall, waitMs: number, leftMs: number, run: string, why: string): AppError {
  return new AppError(
    'unavailable',
    `${call.provider} asked to wait ${seconds(waitMs)} (${why} on ${where(call)}); ${run} may wait only ${seconds(Math.max(0, leftMs))} more, so it stops here`,
    { retryAfterSeconds: Math.ceil(waitMs / 1000) },
  );
}

/** The run's deadline passed before this call could start. */
export function providerDeadlinePassed(call: FailedCall, run: string): AppError {
  return new AppError('unavailable', `${run} reached its deadline before ${call.provider} ${where(call)} could be called`);
}

/** A redirect we do not follow: to another site, to plain http, or one too many. */
export function providerRedirectRefused(call: FailedCall, status: number, why: string): AppError {
  return new AppError('internal', `${call.provider} redirected ${where(call)} (HTTP ${status}) ${why}; not followed`);
}

/** The provider answered 2xx but with something we cannot read. */
export function providerBadResponse(call: FailedCall, problem: string): AppError {
  return new AppError('internal', `${call.provider} sent an unexpected response on ${where(call)}: ${problem}`);
}
