// The one HTTP client every official connector uses: global fetch (injected as ctx.fetch), a timeout per
// attempt, JSON parsing, and SPEC §8 errors for whatever still fails. Being a good citizen towards providers:
// - Retry-After (seconds or a date) is honoured in full, and holds every call of the run (CallScope), as long as
//   the wait ends before the run's deadline; otherwise the call fails at once, naming the provider and the wait;
// - a spent rate budget (RateLimit / X-RateLimit-* headers, rate-limit.ts) holds the run's next calls until reset;
// - 5xx, 408 and network errors are retried with exponential backoff and jitter (idempotent calls only);
// - the run's calls share one concurrency limit (CallScope);
// - redirects are followed only within the same site over https (redirect.ts), credentials included.
// The retry loop is ours, not p-retry's or undici's RetryAgent: both sleep on their own timers (tests could not
// inject a clock) and cap or ignore Retry-After, where a sync must wait exactly what the provider asked, counted
// against one deadline shared by every call of the sync.
import { AppError, isAppError } from '../../core/errors';
import type { ConnectorContext } from '../connector';
import { CallScope } from './call-scope';
import {
  providerBadResponse,
  providerDeadlinePassed,
  providerHttpError,
  providerNetworkError,
  providerRedirectRefused,
  providerWaitTooLong,
  type FailedCall,
} from './errors';
import { spentBudgetWait } from './rate-limit';
import { isSameSiteHttps, MAX_REDIRECTS, methodAfterRedirect, REDIRECT_STATUSES } from './redirect';
import { backoffDelay, isRetryableStatus, parseRetryAfter } from './retry';

/** Knobs with production defaults; tests pass small values (or a recording sleep) to run fast. */
export interface HttpTuning {
  /** Per-attempt timeout (AbortSignal.timeout). */
  timeoutMs?: number;
  /** Extra attempts after the first, after errors (5xx, 408, network). */
  retries?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Without a run deadline (sign-in, a one-off call): the longest a request may wait for the provider in all. */
  maxWaitMs?: number;
  /** Answers with Retry-After one request waits out before it gives up (the deadline usually comes first). */
  maxThrottledRetries?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

export const DEFAULT_TUNING: Required<HttpTuning> = {
  timeoutMs: 30_000,
  retries: 3,
  backoffBaseMs: 500,
  backoffMaxMs: 8_000,
  maxWaitMs: 30_000,
  maxThrottledRetries: 20,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
};

export interface HttpClientConfig {
  /** Provider display name for error messages. */
  provider: string;
  baseUrl: string;
  fetch: typeof fetch;
  now?: () => Date;
  /** Headers sent on every request (auth, accept, API version). May be async (token exchange). */
  headers?: () => Record<string, string> | Promise<Record<string, string>>;
  tuning?: HttpTuning;
  /** Sees the headers of every answer (providers that rotate tokens send the next one there). */
  onResponse?: (headers: Headers) => void;
  /** The run these calls belong to (ConnectorContext.calls); without one, the client is a run of its own. */
  calls?: CallScope;
}

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestSpec {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Relative to baseUrl, or an absolute URL on the same origin (next-page links). */
  path: string;
  query?: Query;
  /** JSON body. */
  json?: unknown;
  /** application/x-www-form-urlencoded body. */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** Safe to repeat after a 5xx or a lost connection. Defaults to true except for POST. */
  idempotent?: boolean;
  /** Statuses returned to the caller instead of thrown. */
  accept?: readonly number[];
  /** 'json' (default) parses the body; 'text' returns it; 'none' discards it. */
  responseType?: 'json' | 'text' | 'none';
}

export interface HttpResult<T> {
  status: number;
  headers: Headers;
  data: T;
}

/** The context's share of a client's configuration: `new HttpClient({ ...fromContext(ctx), provider, baseUrl })`. */
export function fromContext(ctx: Pick<ConnectorContext, 'fetch' | 'now' | 'calls'>): Pick<ConnectorContext, 'fetch' | 'now' | 'calls'> {
  return { fetch: ctx.fetch, now: ctx.now, calls: ctx.calls };
}

/** A connector's client whose every call carries the same headers (an API key, Basic or Bearer credentials). */
export function clientWithHeaders(
  ctx: ConnectorContext,
  provider: string,
  headers: Record<string, string>,
  tuning: HttpTuning | undefined,
  baseUrl = ctx.baseUrl,
): HttpClient {
  return new HttpClient({ provider, baseUrl, ...fromContext(ctx), headers: () => headers, tuning });
}

/** How one attempt ended: a result for the caller, an answer to judge, or no answer at all. */
type Attempt<T> = { result: HttpResult<T> } | { status: number; retryAfterMs: number | null; why: string } | { cause: unknown };

export class HttpClient {
  private readonly tuning: Required<HttpTuning>;
  private readonly base: URL;
  private readonly scope: CallScope;

  constructor(private readonly config: HttpClientConfig) {
    this.tuning = { ...DEFAULT_TUNING, ...stripUndefined(config.tuning ?? {}) };
    this.base = new URL(config.baseUrl);
    this.scope = config.calls ?? new CallScope({ deadline: null, label: 'this request' });
  }

  get provider(): string {
    return this.config.provider;
  }

  /** The full URL of a path, refusing absolute URLs on another origin (credentials must not follow). */
  resolve(path: string, query?: Query): URL {
    let url: URL;
    if (/^https?:\/\//i.test(path)) {
      url = new URL(path);
      if (url.origin !== this.base.origin) {
        throw new AppError('internal', `${this.config.provider} sent a link to another host; not followed`);
      }
    } else {
      url = new URL(this.base.href.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, ''));
    }
    for (const [key, value] of Object.entries(query ?? {})) {
      const values = Array.isArray(value) ? value : [value];
      for (const v of values) if (v !== null && v !== undefined) url.searchParams.append(key, String(v));
    }
    return url;
  }

  async get<T>(path: string, query?: Query, extra: Partial<RequestSpec> = {}): Promise<T> {
    return (await this.request<T>({ ...extra, method: 'GET', path, query })).data;
  }

  async post<T>(path: string, json: unknown, extra: Partial<RequestSpec> = {}): Promise<T> {
    return (await this.request<T>({ ...extra, method: 'POST', path, json })).data;
  }

  async request<T>(spec: RequestSpec): Promise<HttpResult<T>> {
    const method = spec.method ?? 'GET';
    const url = this.resolve(spec.path, spec.query);
    const call: FailedCall = { provider: this.config.provider, method, path: url.pathname };
    const idempotent = spec.idempotent ?? method !== 'POST';
    const { retries, maxThrottledRetries, backoffBaseMs, backoffMaxMs, maxWaitMs, sleep, random } = this.tuning;
    const deadline = this.scope.deadline ?? this.now() + maxWaitMs;
    let failures = 0;
    let throttled = 0;

    for (;;) {
      // Outside the slot: getting the headers may call the provider itself (a token exchange or refresh).
      const headers = await this.headersFor(spec);
      // The pause is checked in the slot: a call queued behind one that was refused waits too.
      const outcome = await this.scope.run(async () => {
        await this.waitForScope(call, deadline);
        return this.attempt<T>(spec, method, url, call, headers);
      });
      if ('result' in outcome) return outcome.result;
      if ('cause' in outcome) {
        if (!idempotent || failures >= retries) throw providerNetworkError(call, outcome.cause);
      } else {
        const { status, retryAfterMs, why } = outcome;
        const retryable = isRetryableStatus(status, idempotent);
        if (retryable && retryAfterMs !== null && throttled < maxThrottledRetries) {
          // The provider said how long; attempt() has held the whole run that long (waitForScope, next turn).
          throttled += 1;
          const left = deadline - this.now();
          if (retryAfterMs > left) throw providerWaitTooLong(call, retryAfterMs, left, this.scope.label, why);
          continue;
        }
        if (!retryable || failures >= retries) {
          throw providerHttpError(call, status, retryAfterMs === null ? undefined : Math.ceil(retryAfterMs / 1000));
        }
      }
      const waitMs = backoffDelay(failures, backoffBaseMs, backoffMaxMs, random);
      failures += 1;
      const left = deadline - this.now();
      if (waitMs > left) throw providerWaitTooLong(call, waitMs, left, this.scope.label, 'a retry after a failure');
      await sleep(waitMs);
    }
  }

  private now(): number {
    return (this.config.now?.() ?? new Date()).getTime();
  }

  /** Before each attempt: not past the run's deadline, and not while the run is held. */
  private async waitForScope(call: FailedCall, deadline: number): Promise<void> {
    const now = this.now();
    if (this.scope.deadline !== null && now >= this.scope.deadline) throw providerDeadlinePassed(call, this.scope.label);
    const pause = this.scope.pausedFor(now);
    if (pause.ms <= 0) return;
    if (now + pause.ms > deadline) throw providerWaitTooLong(call, pause.ms, deadline - now, this.scope.label, pause.why);
    await this.tuning.sleep(pause.ms);
    this.scope.waited(pause.until);
  }

  /** One exchange (redirects included) in one of the run's slots. */
  private async attempt<T>(spec: RequestSpec, method: string, url: URL, call: FailedCall, headers: Record<string, string>): Promise<Attempt<T>> {
    let response: Response;
    try {
      response = await this.follow(spec, method, url, call, headers);
    } catch (cause) {
      if (isAppError(cause)) throw cause;
      return { cause };
    }
    this.config.onResponse?.(response.headers);
    const now = new Date(this.now());
    const spent = spentBudgetWait(response.headers, now);
    if (spent > 0) this.scope.holdUntil(now.getTime() + spent, 'rate limit spent');
    if (response.ok || spec.accept?.includes(response.status)) {
      return { result: { status: response.status, headers: response.headers, data: await this.readBody<T>(response, spec, call) } };
    }
    await response.body?.cancel().catch(() => undefined);
    const retryAfter = parseRetryAfter(response.headers.get('retry-after'), now);
    const retryAfterMs = retryAfter ?? (spent > 0 ? spent : null);
    const why = `HTTP ${response.status} with ${retryAfter !== null ? 'Retry-After' : 'its rate limit spent'}`;
    // "Too many" and "unavailable" with a wait: every call of the run holds off, not only this one.
    if (retryAfterMs !== null && (response.status === 429 || response.status === 503)) this.scope.holdUntil(now.getTime() + retryAfterMs, why);
    return { status: response.status, retryAfterMs, why };
  }

  /** Fetches, following same-site https redirects (redirect.ts); anything else that redirects is refused. */
  private async follow(spec: RequestSpec, method: string, url: URL, call: FailedCall, headers: Record<string, string>): Promise<Response> {
    let target = url;
    let current = method;
    for (let hop = 0; ; hop++) {
      const response = await this.config.fetch(target, this.buildInit(spec, current, headers, current === method));
      const location = REDIRECT_STATUSES.has(response.status) ? response.headers.get('location') : null;
      if (location === null) return response;
      await response.body?.cancel().catch(() => undefined);
      const next = URL.canParse(location, target) ? new URL(location, target) : null;
      if (!next) throw providerRedirectRefused(call, response.status, 'to an unreadable location');
      if (next.protocol !== 'https:') throw providerRedirectRefused(call, response.status, 'to plain http');
      if (!isSameSiteHttps(url, next)) throw providerRedirectRefused(call, response.status, `to another site (${next.hostname})`);
      if (hop >= MAX_REDIRECTS) throw providerRedirectRefused(call, response.status, `more than ${MAX_REDIRECTS} times`);
      current = methodAfterRedirect(response.status, current);
      target = next;
    }
  }

  private async headersFor(spec: RequestSpec): Promise<Record<string, string>> {
    return { accept: 'application/json', ...lowerKeys((await this.config.headers?.()) ?? {}), ...lowerKeys(spec.headers ?? {}) };
  }

  private buildInit(spec: RequestSpec, method: string, requestHeaders: Record<string, string>, withBody: boolean): RequestInit {
    const headers = { ...requestHeaders };
    let body: string | undefined;
    if (withBody && spec.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(spec.json);
    } else if (withBody && spec.form !== undefined) {
      headers['content-type'] ??= 'application/x-www-form-urlencoded';
      body = new URLSearchParams(spec.form).toString();
    } else {
      delete headers['content-type'];
    }
    // Redirects are judged by follow(): credentials must not travel to wherever a 3xx points.
    return { method, headers, body, signal: AbortSignal.timeout(this.tuning.timeoutMs), redirect: 'manual' };
  }

  private async readBody<T>(response: Response, spec: RequestSpec, call: FailedCall): Promise<T> {
    const type = spec.responseType ?? 'json';
    let text: string;
    try {
      text = type === 'none' ? (await response.body?.cancel(), '') : await response.text();
    } catch (cause) {
      throw providerNetworkError(call, cause);
    }
    if (type !== 'json') return (type === 'text' ? text : null) as T;
    if (text.trim() === '') return null as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw providerBadResponse(call, 'the body is not valid JSON');
    }
  }
}

function lowerKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** HTTP Basic credentials header value. */
export function basicAuth(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
}
