import type { ErrorKind } from './errors';

/** The HTTP status of each error kind (SPEC §8, CONTRACT §5). */
export const HTTP_STATUS: Record<ErrorKind, number> = {
  validation: 400,
  unauthenticated: 401,
  authentication: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  pending: 202,
  rate_limited: 429,
  internal: 500,
  not_implemented: 501,
  unavailable: 503,
};
