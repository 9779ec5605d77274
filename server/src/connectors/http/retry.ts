// When and how long to wait before trying a provider call again.

/** Exponential backoff with jitter: base * 2^attempt, scaled by a random factor in [0.5, 1). */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random: () => number): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** attempt);
  return Math.round(exponential * (0.5 + random() / 2));
}

/**
 * Retry-After (RFC 9110 §10.2.3): delay-seconds or an HTTP date. Returns milliseconds to wait,
 * capped at maxMs; null when absent or unreadable.
 */
export function parseRetryAfter(header: string | null, now: Date, maxMs: number): number | null {
  if (header === null) return null;
  const text = header.trim();
  if (text === '') return null;
  let ms: number;
  if (/^\d+$/.test(text)) {
    ms = Number(text) * 1000;
  } else {
    const at = Date.parse(text);
    if (Number.isNaN(at)) return null;
    ms = at - now.getTime();
  }
  return Math.min(maxMs, Math.max(0, ms));
}

/** Statuses worth another try. Only 429 is safe for a call that may not be idempotent. */
export function isRetryableStatus(status: number, idempotent: boolean): boolean {
  if (status === 429) return true;
  if (!idempotent) return false;
  return status === 408 || (status >= 500 && status !== 501);
}
