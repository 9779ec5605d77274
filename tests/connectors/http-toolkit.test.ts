// The shared HTTP client and pagination helpers, against a local fake.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpClient, basicAuth } from '../../server/src/connectors/http/client';
import { cursorPages, offsetPages, pageNumberPages, parseLinkHeader } from '../../server/src/connectors/http/paginate';
import { backoffDelay, isRetryableStatus, parseRetryAfter } from '../../server/src/connectors/http/retry';
import { json, startFakeServer, type FakeServer } from '../fakes/fake-server';
import { expectAppError, fastHttp, NOW } from './helpers';

let fake: FakeServer;
let tuning: ReturnType<typeof fastHttp>;
const SECRET = 'sk_live_do_not_leak';

beforeAll(async () => {
  fake = await startFakeServer((req) => {
    if (req.path === '/api/ok') return json({ ok: true, auth: req.headers.authorization ?? null });
    if (req.path === '/api/not-json') return { status: 200, body: '<html>' };
    if (req.path === '/api/empty') return { status: 204 };
    if (req.path === '/api/slow') return undefined; // handled by failNext in the test
    if (req.path === '/api/items') {
      const page = Number(req.query.get('page') ?? '1');
      const items = page <= 3 ? [`p${page}a`, `p${page}b`] : [];
      return json({ items, total_pages: 3 });
    }
    if (req.path === '/api/offset') {
      const offset = Number(req.query.get('offset'));
      const all = ['a', 'b', 'c', 'd', 'e'];
      return json({ data: all.slice(offset, offset + 2), total: all.length });
    }
    if (req.path === '/api/cursor') {
      const cursor = req.query.get('cursor');
      return cursor === null ? json({ data: [1, 2], next: 'c2' }) : json({ data: [3], next: null });
    }
    return undefined;
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  tuning = fastHttp();
  fake.requests.length = 0;
});

const client = (extra: Partial<ConstructorParameters<typeof HttpClient>[0]> = {}) =>
  new HttpClient({
    provider: 'Acme HR',
    baseUrl: `${fake.url}/api/`,
    fetch: globalThis.fetch,
    now: () => NOW,
    headers: () => ({ Authorization: `Bearer ${SECRET}` }),
    tuning,
    ...extra,
  });

describe('HttpClient', () => {
  it('joins paths to the base URL, sends auth and parses JSON', async () => {
    expect(await client().get('/ok', { a: 1, skip: undefined, many: ['x', 'y'] })).toStrictEqual({ ok: true, auth: `Bearer ${SECRET}` });
    expect(fake.requests[0]?.path).toBe('/api/ok');
    expect(fake.requests[0]?.query.toString()).toBe('a=1&many=x&many=y');
    expect(fake.requests[0]?.headers.accept).toBe('application/json');
  });

  it('returns null for an empty body', async () => {
    expect(await client().get('empty')).toBeNull();
  });

  it('retries 429 honouring Retry-After in seconds', async () => {
    fake.failNext({ path: '/api/ok' }, { status: 429, headers: { 'retry-after': '3' } });
    await client().get('ok');
    expect(tuning.waits).toStrictEqual([3000]);
  });

  it('honours Retry-After as an HTTP date, in full', async () => {
    const in5s = new Date(NOW.getTime() + 5000).toUTCString();
    fake.failNext({ path: '/api/ok' }, { status: 503, headers: { 'retry-after': in5s } });
    await client().get('ok');
    expect(tuning.waits).toStrictEqual([5000]);
  });

  it('fails at once, naming the provider and the wait, when Retry-After exceeds what a request may wait', async () => {
    fake.failNext({ path: '/api/ok' }, { status: 429, headers: { 'retry-after': '3600' } });
    const error = await expectAppError(client().get('ok'), {
      kind: 'unavailable',
      message: 'Acme HR asked to wait 3600 s (HTTP 429 with Retry-After on GET /api/ok); this request may wait only 30 s more, so it stops here',
    });
    expect(error.options.retryAfterSeconds).toBe(3600);
    expect(tuning.waits).toStrictEqual([]);
    expect(fake.requests).toHaveLength(1);
  });

  it('backs off exponentially on 5xx without Retry-After', async () => {
    tuning.backoffBaseMs = 100;
    tuning.backoffMaxMs = 10_000;
    fake.failNext({ path: '/api/ok' }, { status: 500 }, { status: 502 }, { status: 504 });
    await client().get('ok');
    expect(tuning.waits).toStrictEqual([75, 150, 300]); // base * 2^n * (0.5 + 0.5/2)
  });

  it('gives up after the retry budget with unavailable', async () => {
    fake.failNext({ path: '/api/ok' }, ...Array.from({ length: 4 }, () => ({ status: 503 })));
    await expectAppError(client().get('ok'), { kind: 'unavailable', message: 'Acme HR is unavailable (HTTP 503 on GET /api/ok)' });
    expect(fake.requests).toHaveLength(4);
  });

  it('maps 401 and 403 to the SPEC §8 codes, never retried, never leaking secrets', async () => {
    fake.failNext({ path: '/api/ok' }, { status: 401, json: { error: `bad token ${SECRET}` } });
    const e401 = await expectAppError(client().get('ok', { api_key: SECRET }), { kind: 'authentication', code: 'incorrect_username_or_password' });
    fake.failNext({ path: '/api/ok' }, { status: 403 });
    const e403 = await expectAppError(client().get('ok'), { kind: 'authentication', code: 'insufficient_permission' });
    for (const e of [e401, e403]) expect(`${e.message} ${JSON.stringify(e.options)}`).not.toContain(SECRET);
    expect(tuning.waits).toStrictEqual([]);
  });

  it('maps other 4xx to internal', async () => {
    fake.failNext({ path: '/api/ok' }, { status: 422 });
    await expectAppError(client().get('ok'), { kind: 'internal', message: 'Acme HR answered HTTP 422 on GET /api/ok' });
  });

  it('returns accepted statuses to the caller', async () => {
    fake.failNext({ path: '/api/ok' }, { status: 404, json: { missing: true } });
    expect(await client().request({ path: 'ok', accept: [404] })).toMatchObject({ status: 404, data: { missing: true } });
  });

  it('retries a POST only on 429 unless marked idempotent', async () => {
    fake.failNext({ path: '/api/ok' }, { status: 500 });
    await expectAppError(client().post('ok', { a: 1 }), { kind: 'unavailable' });
    fake.failNext({ path: '/api/ok' }, { status: 429 }, { status: 500 });
    await expectAppError(client().post('ok', { a: 1 }), { kind: 'unavailable' });
    expect(fake.requests).toHaveLength(3);
    fake.failNext({ path: '/api/ok' }, { status: 500 });
    expect(await client().post('ok', { a: 1 }, { idempotent: true })).toMatchObject({ ok: true });
  });

  it('rejects a body that is not JSON with internal', async () => {
    await expectAppError(client().get('not-json'), { kind: 'internal', message: /not valid JSON/ });
  });

  it('retries network errors and reports unavailable when the host stays down', async () => {
    const down = new HttpClient({ provider: 'Acme HR', baseUrl: 'http://127.0.0.1:9/', fetch: globalThis.fetch, tuning });
    await expectAppError(down.get('x'), { kind: 'unavailable', message: 'Acme HR could not be reached (GET /x)' });
    expect(tuning.waits).toHaveLength(3);
  });

  it('times out a slow provider per attempt', async () => {
    tuning.timeoutMs = 50;
    tuning.retries = 0;
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    await expectAppError(client({ fetch: hanging }).get('ok'), { kind: 'unavailable', message: 'Acme HR did not answer in time (GET /api/ok)' });
  });

  it('follows same-origin absolute links but refuses other hosts', async () => {
    expect(await client().get(`${fake.url}/api/ok`)).toMatchObject({ ok: true });
    await expectAppError(client().get('https://evil.example.com/api/ok'), { kind: 'internal', message: /another host/ });
  });

  it('does not follow a redirect to another site (credentials stay home)', async () => {
    fake.failNext({ path: '/api/ok' }, { status: 302, headers: { location: 'https://evil.example.com/steal' } });
    await expectAppError(client().get('ok'), {
      kind: 'internal',
      message: 'Acme HR redirected GET /api/ok (HTTP 302) to another site (evil.example.com); not followed',
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('builds Basic auth', () => {
    expect(basicAuth('user', 'pa:ss')).toBe(`Basic ${Buffer.from('user:pa:ss').toString('base64')}`);
  });
});

describe('retry rules', () => {
  it('parses Retry-After forms', () => {
    expect(parseRetryAfter(null, NOW)).toBeNull();
    expect(parseRetryAfter('garbage', NOW)).toBeNull();
    expect(parseRetryAfter('0', NOW)).toBe(0);
    expect(parseRetryAfter('3600', NOW)).toBe(3_600_000);
    expect(parseRetryAfter(new Date(NOW.getTime() - 1000).toUTCString(), NOW)).toBe(0);
  });

  it('knows which statuses to retry', () => {
    expect([429, 500, 502, 503, 504, 408, 501, 400, 401].map((s) => isRetryableStatus(s, true))).toStrictEqual([
      true, true, true, true, true, true, false, false, false,
    ]);
    expect([429, 500].map((s) => isRetryableStatus(s, false))).toStrictEqual([true, false]);
  });

  it('jitters the backoff within [0.5, 1) of the exponential and caps it', () => {
    expect(backoffDelay(0, 500, 8000, () => 0)).toBe(250);
    expect(backoffDelay(3, 500, 8000, () => 0.999)).toBe(3998);
    expect(backoffDelay(10, 500, 8000, () => 0)).toBe(4000);
  });
});

describe('pagination helpers', () => {
  it('walks page numbers until the last page', async () => {
    const api = client();
    const items = await pageNumberPages<string>({
      pageSize: 2,
      fetchPage: async (page) => {
        const data = await api.get<{ items: string[]; total_pages: number }>('items', { page });
        return { items: data.items, totalPages: data.total_pages };
      },
    });
    expect(items).toStrictEqual(['p1a', 'p1b', 'p2a', 'p2b', 'p3a', 'p3b']);
    expect(fake.requests).toHaveLength(3);
  });

  it('walks offsets until the total', async () => {
    const api = client();
    const items = await offsetPages<string>({
      limit: 2,
      fetchPage: async (offset, limit) => {
        const data = await api.get<{ data: string[]; total: number }>('offset', { offset, limit });
        return { items: data.data, total: data.total };
      },
    });
    expect(items).toStrictEqual(['a', 'b', 'c', 'd', 'e']);
    expect(fake.requests.map((r) => r.query.get('offset'))).toStrictEqual(['0', '2', '4']);
  });

  it('follows cursors until none', async () => {
    const api = client();
    const items = await cursorPages<number>({
      fetchPage: async (cursor) => {
        const data = await api.get<{ data: number[]; next: string | null }>('cursor', { cursor });
        return { items: data.data, next: data.next };
      },
    });
    expect(items).toStrictEqual([1, 2, 3]);
  });

  it('stops a provider that repeats its cursor', async () => {
    await expectAppError(
      cursorPages({ provider: 'Acme HR', fetchPage: async () => ({ items: [1], next: 'same' }) }),
      { kind: 'internal', message: 'Acme HR pagination did not end' },
    );
  });

  it('parses Link headers', () => {
    expect(parseLinkHeader('<https://x/a?page=2>; rel="next", <https://x/a?page=9>; rel="last"')).toStrictEqual({
      next: 'https://x/a?page=2',
      last: 'https://x/a?page=9',
    });
    expect(parseLinkHeader(null)).toStrictEqual({});
  });
});
