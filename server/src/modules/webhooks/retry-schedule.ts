// When to try a webhook delivery again: the Standard Webhooks example schedule (immediately, 5 s, 5 min,
// 30 min, 2 h, 5 h, 10 h, …) stretched to 10 attempts over about 3 days, each delay with ±20 % jitter.
// A Retry-After answer postpones the next attempt (never past the cap). `scale` shrinks every delay for
// tests (WEBHOOK_RETRY_SCALE); production runs with 1.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Delay before attempt n+1 after attempt n failed (index n-1). The first attempt is immediate. */
export const RETRY_DELAYS_MS: readonly number[] = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  14 * HOUR,
  20 * HOUR,
  20 * HOUR,
];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** The longest a Retry-After header may push an attempt back. */
export const MAX_RETRY_AFTER_MS = 24 * HOUR;
const JITTER = 0.2;

export interface RetryOptions {
  scale: number;
  /** [0, 1); injectable for tests. */
  random?: () => number;
  retryAfterMs?: number | null;
}

/** Milliseconds until the next attempt after `attempt` (1-based) failed; null when none is left. */
export function nextRetryDelayMs(attempt: number, { scale, random = Math.random, retryAfterMs }: RetryOptions): number | null {
  if (attempt >= MAX_ATTEMPTS) return null;
  const base = RETRY_DELAYS_MS[attempt - 1];
  let delay = base * (1 - JITTER + 2 * JITTER * random());
  if (retryAfterMs !== null && retryAfterMs !== undefined && retryAfterMs > 0) delay = Math.max(delay, Math.min(retryAfterMs, MAX_RETRY_AFTER_MS));
  return Math.round(delay * scale);
}

/** Retry-After, as the provider calls read it (core/retry-after.ts). */
export { parseRetryAfter } from '../../core/retry-after';
