// When and how long to wait before trying a provider call again.
export { parseRetryAfter } from '../../core/retry-after';

/** Exponential backoff with jitter: base * 2^attempt, scaled by a random factor in [0.5, 1). */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random: () => number): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** attempt);
  return Math.round(exponential * (0.5 + random() / 2));
}

/** Statuses worth another try. Only 429 is safe for a call that may not be idempotent. */
export function isRetryableStatus(status: number, idempotent: boolean): boolean {
  if (status === 429) return true;
  if (!idempotent) return false;
  return status === 408 || (status >= 500 && status !== 501);
}
