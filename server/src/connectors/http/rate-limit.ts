// The provider's rate budget as its answers announce it, so that a run waits before the call that would be
// refused rather than after it. Headers read, first found wins:
// - `RateLimit` (IETF draft-ietf-httpapi-ratelimit-headers), an RFC 9651 Structured Field (structured-headers
//   parses it): from draft 08 a List of policies with `r` (remaining) and `t` (seconds to reset) parameters,
//   `"default";r=0;t=30`; up to draft 07 a Dictionary, `limit=100, remaining=0, reset=30`;
// - `RateLimit-Remaining` + `RateLimit-Reset` (drafts up to 06): the reset in seconds from now;
// - `X-RateLimit-Remaining` + `X-RateLimit-Reset` (or `X-Rate-Limit-*`): the reset in seconds from now, or a
//   Unix time in seconds (GitHub) or milliseconds, told apart by size, or a date.
// Only a spent budget (remaining 0) makes a run wait; a header we cannot read is ignored.
import { parseDictionary, parseList } from 'structured-headers';

export interface RateBudget {
  remaining: number;
  /** Milliseconds until the budget is refilled; null when the provider does not say. */
  resetMs: number | null;
}

/** The budget an answer announces, or null when it announces none we can read. */
export function readRateBudget(headers: Headers, now: Date): RateBudget | null {
  return (
    structuredBudget(headers.get('ratelimit')) ??
    pairBudget(headers.get('ratelimit-remaining'), headers.get('ratelimit-reset'), now) ??
    pairBudget(headers.get('x-ratelimit-remaining'), headers.get('x-ratelimit-reset'), now) ??
    pairBudget(headers.get('x-rate-limit-remaining'), headers.get('x-rate-limit-reset'), now)
  );
}

/** Milliseconds every further call should wait: the time to the reset once the budget is spent, else 0. */
export function spentBudgetWait(headers: Headers, now: Date): number {
  const budget = readRateBudget(headers, now);
  return budget && budget.remaining <= 0 ? (budget.resetMs ?? 0) : 0;
}

function structuredBudget(value: string | null): RateBudget | null {
  if (!value) return null;
  try {
    // Draft 08 and later: one item per policy; the most restrictive one counts.
    const policies: RateBudget[] = [];
    for (const [, params] of parseList(value)) {
      const r = params.get('r');
      const t = params.get('t');
      if (typeof r === 'number') policies.push({ remaining: r, resetMs: typeof t === 'number' ? t * 1000 : null });
    }
    if (policies.length > 0) return policies.reduce((a, b) => (b.remaining < a.remaining ? b : a));
  } catch {
    /* not a List: try the draft 07 Dictionary */
  }
  try {
    const fields = parseDictionary(value);
    const remaining = fields.get('remaining')?.[0];
    const reset = fields.get('reset')?.[0];
    if (typeof remaining !== 'number') return null;
    return { remaining, resetMs: typeof reset === 'number' ? reset * 1000 : null };
  } catch {
    return null;
  }
}

function pairBudget(remaining: string | null, reset: string | null, now: Date): RateBudget | null {
  if (remaining === null || !/^\s*-?\d+\s*$/.test(remaining)) return null;
  return { remaining: Number(remaining), resetMs: resetDelay(reset, now) };
}

/** A reset given as seconds from now, a Unix time (seconds or milliseconds) or a date. */
function resetDelay(value: string | null, now: Date): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) {
    const n = Number(text);
    if (n >= 1e12) return Math.max(0, n - now.getTime());
    if (n >= 1e9) return Math.max(0, n * 1000 - now.getTime());
    return n * 1000;
  }
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}
