// The one HTTP client every official connector uses: global fetch (injected as ctx.fetch), a timeout per
// attempt, retries with exponential backoff and jitter on 429, 5xx and network errors (honouring
// Retry-After), JSON parsing, and SPEC §8 errors for whatever still fails.
import { AppError } from '../../core/errors';
import { providerBadResponse, providerHttpError, providerNetworkError, type FailedCall } from './errors';
import { backoffDelay, isRetryableStatus, parseRetryAfter } from './retry';

/** Knobs with production defaults; tests pass small values (or a recording sleep) to run fast. */
export interface HttpTuning {
  /** Per-attempt timeout (AbortSignal.timeout). */
  timeoutMs?: number;
  /** Extra attempts after the first. */
  retries?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Longest Retry-After we honour; longer values are capped. */
  maxRetryAfterMs?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

export const DEFAULT_TUNING: Required<HttpTuning> = {
  timeoutMs: 30_000,
  retries: 3,
  backoffBaseMs: 500,
  backoffMaxMs: 8_000,
  maxRetryAfterMs: 30_000,
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

export class HttpClient {
  private readonly tuning: Required<HttpTuning>;
  private readonly base: URL;

  constructor(private readonly config: HttpClientConfig) {
    this.tuning = { ...DEFAULT_TUNING, ...stripUndefined(config.tuning ?? {}) };
    this.base = new URL(config.baseUrl);
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
    const now = this.config.now ?? (() => new Date());
    const { retries, timeoutMs, backoffBaseMs, backoffMaxMs, maxRetryAfterMs, sleep, random } = this.tuning;

    for (let attempt = 0; ; attempt++) {
      const init = await this.buildInit(spec, method, timeoutMs);
      let response: Response;
      try {
        response = await this.config.fetch(url, init);
        this.config.onResponse?.(response.headers);
      } catch (cause) {
        if (attempt < retries && idempotent) {
          await sleep(backoffDelay(attempt, backoffBaseMs, backoffMaxMs, random));
          continue;
        }
        throw providerNetworkError(call, cause);
      }

      if (response.ok || spec.accept?.includes(response.status)) {
        return { status: response.status, headers: response.headers, data: await this.readBody<T>(response, spec, call) };
      }

      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), now(), maxRetryAfterMs);
      await response.body?.cancel().catch(() => undefined);
      if (attempt < retries && isRetryableStatus(response.status, idempotent)) {
        await sleep(retryAfterMs ?? backoffDelay(attempt, backoffBaseMs, backoffMaxMs, random));
        continue;
      }
      const retryAfterSeconds = retryAfterMs === null ? undefined : Math.ceil(retryAfterMs / 1000);
      throw providerHttpError(call, response.status, retryAfterSeconds);
    }
  }

  private async buildInit(spec: RequestSpec, method: string, timeoutMs: number): Promise<RequestInit> {
    const headers: Record<string, string> = { accept: 'application/json' };
    Object.assign(headers, lowerKeys((await this.config.headers?.()) ?? {}), lowerKeys(spec.headers ?? {}));
    let body: string | undefined;
    if (spec.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(spec.json);
    } else if (spec.form !== undefined) {
      headers['content-type'] ??= 'application/x-www-form-urlencoded';
      body = new URLSearchParams(spec.form).toString();
    }
    // Redirects are not followed: credentials must not travel to wherever a 3xx points.
    return { method, headers, body, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' };
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
