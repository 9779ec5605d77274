// Rate limits of SPEC §9 / CONTRACT §9, one service for both doors (REST `run` wrapper, GraphQL middleware).
// Open endpoints: 15 calls a minute and 25 in 5 minutes per IP address. Gated endpoints (Basic or
// Bearer): 40 a minute per IP address and 40 in 5 minutes per client_id. Each endpoint has its own
// counters; a REST operation and its GraphQL field share them (endpoints.ts).
//
// Sliding windows: a counter keeps the times of the calls it let through in its window (graphql-rate-limit's
// log). A refused call is not counted (`uncountRejected`), so a client that keeps knocking is let in again
// as soon as its oldest call leaves the window. A call is let through only if every policy allows it, and
// only then is it counted in all of them.
import type { GraphQLResolveInfo } from 'graphql';
import { getGraphQLRateLimiter, type Identity } from 'graphql-rate-limit';
import { AppError } from '../../core/errors';
import type { Logger } from '../../core/logger';
import type { Caller } from '../auth/caller';
import type { Endpoint } from './endpoints';
import type { GroupCounters, RateLimitStore } from './rate-limit.store';

export interface Policy {
  /** The policy's name in the RateLimit-Policy and RateLimit headers. */
  name: string;
  quota: number;
  windowSeconds: number;
  partition: 'ip' | 'client';
}

export const OPEN_POLICIES: readonly Policy[] = [
  { name: 'ip-minute', quota: 15, windowSeconds: 60, partition: 'ip' },
  { name: 'ip-5-minutes', quota: 25, windowSeconds: 300, partition: 'ip' },
];

export const GATED_POLICIES: readonly Policy[] = [
  { name: 'ip-minute', quota: 40, windowSeconds: 60, partition: 'ip' },
  { name: 'client-5-minutes', quota: 40, windowSeconds: 300, partition: 'client' },
];

export interface PolicyState {
  policy: Policy;
  /** Calls left in the window after this one. */
  remaining: number;
  /** Seconds until the oldest counted call leaves the window (when `remaining` next grows). */
  resetSeconds: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds to wait (refused calls only). */
  retryAfterSeconds: number | null;
  message: string | null;
  states: PolicyState[];
}

/** What the limiter counts against: the IP address and, lazily, the authenticated client_id. */
export type Subject = Pick<Caller, 'ip' | 'clientId'>;

const WINDOW_TEXT: Record<number, string> = { 60: 'minute', 300: '5 minutes' };

export class RateLimitService {
  constructor(
    readonly enabled: boolean,
    private readonly store: RateLimitStore,
    private readonly logger: Logger,
  ) {}

  /** Counts one call to `endpoint`; null when limits are off or the endpoint is not limited. */
  async check(endpoint: Endpoint, caller: Subject): Promise<RateLimitDecision | null> {
    if (!this.enabled || endpoint.kind === 'admin') return null;
    const applied = await this.policiesFor(endpoint, caller);
    try {
      return await this.store.withCounters(
        applied.map((a) => a.identity),
        async (counters) => {
          const decision = await decide(endpoint, applied, counters);
          return { write: decision.allowed, result: decision };
        },
      );
    } catch (error) {
      this.logger.error({ err: error }, 'rate-limit store failed');
      throw new AppError('unavailable', 'the service is busy, try again shortly', { retryAfterSeconds: 5 });
    }
  }

  private async policiesFor(endpoint: Endpoint, caller: Subject): Promise<AppliedPolicy[]> {
    const applied: AppliedPolicy[] = [];
    for (const policy of endpoint.kind === 'open' ? OPEN_POLICIES : GATED_POLICIES) {
      const subject = policy.partition === 'ip' ? `ip:${caller.ip}` : await caller.clientId().then((id) => (id ? `client:${id}` : null));
      // A call without valid client credentials has no client to count against; the IP policy still applies.
      if (subject) applied.push({ policy, identity: { contextIdentity: `${policy.name}|${subject}`, fieldIdentity: endpoint.counter } });
    }
    return applied;
  }
}

interface AppliedPolicy {
  policy: Policy;
  identity: Identity;
}

/** graphql-rate-limit decides each policy on the locked counters; the call passes only if all allow it. */
async function decide(endpoint: Endpoint, applied: AppliedPolicy[], counters: GroupCounters): Promise<RateLimitDecision> {
  const limiter = getGraphQLRateLimiter({
    store: counters,
    identifyContext: (context: { identity: string }) => context.identity,
    formatError: ({ max, window }) => `at most ${max} calls to ${endpoint.counter} per ${WINDOW_TEXT[window / 1000] ?? `${window / 1000} seconds`}`,
  });
  const now = Date.now();
  const verdicts: Array<{ applied: AppliedPolicy; refusal: string | undefined; before: number[] }> = [];
  for (const a of applied) {
    const windowMs = a.policy.windowSeconds * 1000;
    const before = counters.getForIdentity(a.identity).filter((t) => t + windowMs > now).sort((x, y) => x - y);
    const refusal = await limiter(
      { parent: undefined, args: {}, context: { identity: a.identity.contextIdentity }, info: { fieldName: endpoint.counter } as GraphQLResolveInfo },
      { max: a.policy.quota, window: `${a.policy.windowSeconds}s`, uncountRejected: true },
    );
    verdicts.push({ applied: a, refusal, before });
  }
  const allowed = verdicts.every((v) => v.refusal === undefined);
  const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));
  const states = verdicts.map(({ applied: { policy }, before }) => {
    const counted = allowed ? [...before, now] : before;
    const windowMs = policy.windowSeconds * 1000;
    return { policy, remaining: Math.max(0, policy.quota - counted.length), resetSeconds: counted.length ? seconds(counted[0] + windowMs - now) : 0 };
  });
  if (allowed) return { allowed, retryAfterSeconds: null, message: null, states };

  // The call would pass once enough counted calls have left the window of every refusing policy.
  let wait = 1;
  for (const { applied: a, refusal, before } of verdicts) {
    if (refusal === undefined) continue;
    const oldestToLeave = before[before.length - a.policy.quota];
    if (oldestToLeave !== undefined) wait = Math.max(wait, seconds(oldestToLeave + a.policy.windowSeconds * 1000 - now));
  }
  const refusal = verdicts.find((v) => v.refusal !== undefined)!;
  const per = refusal.applied.policy.partition === 'ip' ? 'per IP address' : 'per client';
  return { allowed, retryAfterSeconds: wait, message: `too many requests: ${refusal.refusal} ${per}; retry after ${wait} seconds`, states };
}

/** IETF draft-ietf-httpapi-ratelimit-headers (-08 and later): `"name";q=15;w=60` and `"name";r=14;t=60`. */
export function rateLimitHeaders(decision: RateLimitDecision): Record<string, string> {
  const headers: Record<string, string> = {
    'RateLimit-Policy': decision.states.map(({ policy }) => `"${policy.name}";q=${policy.quota};w=${policy.windowSeconds}`).join(', '),
    RateLimit: decision.states.map(({ policy, remaining, resetSeconds }) => `"${policy.name}";r=${remaining};t=${resetSeconds}`).join(', '),
  };
  if (decision.retryAfterSeconds !== null) headers['Retry-After'] = String(decision.retryAfterSeconds);
  return headers;
}

/** Several checks in one GraphQL request: per policy, the state closest to exhaustion. */
export function mergeDecisions(a: RateLimitDecision, b: RateLimitDecision): RateLimitDecision {
  const states = new Map(a.states.map((s) => [s.policy.name, s]));
  for (const s of b.states) {
    const seen = states.get(s.policy.name);
    if (!seen || s.remaining < seen.remaining || (s.remaining === seen.remaining && s.resetSeconds > seen.resetSeconds)) states.set(s.policy.name, s);
  }
  const retry = Math.max(a.retryAfterSeconds ?? 0, b.retryAfterSeconds ?? 0);
  return {
    allowed: a.allowed && b.allowed,
    retryAfterSeconds: retry > 0 ? retry : null,
    message: a.message ?? b.message,
    states: [...states.values()],
  };
}

export function rateLimitedError(decision: RateLimitDecision): AppError {
  return new AppError('rate_limited', decision.message ?? 'too many requests', { retryAfterSeconds: decision.retryAfterSeconds ?? 1 });
}
