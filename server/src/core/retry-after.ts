// Retry-After (RFC 9110 §10.2.3), read the same way for the providers we call and the webhook receivers we
// deliver to: delay-seconds or an HTTP date, as milliseconds from `now`.

/** Milliseconds to wait (0 for a date in the past); null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: Date): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d{1,10}$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now.getTime());
}
