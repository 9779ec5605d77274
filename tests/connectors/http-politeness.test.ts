// The HTTP toolkit as a good citizen towards providers: Retry-After in full up to the run's deadline, rate
// budgets read from RateLimit / X-RateLimit-* headers, one concurrency limit per connection, same-site https
// redirects only. A scripted fetch answers (no network) and a clock moves only when the client sleeps.
import { describe, expect, it } from 'vitest';
import { CallScope } from '../../server/src/connectors/http/call-scope';
import { HttpClient } from '../../server/src/connectors/http/client';
import { readRateBudget, spentBudgetWait } from '../../server/src/connectors/http/rate-limit';
import { isSameSiteHttps } from '../../server/src/connectors/http/redirect';
import { expectAppError, NOW, recordingHttp } from './helpers';

interface Sent {
  url: string;
  method: string;
  authorization: string | null;
  body: string | null;
}

type Answer = { status?: number; headers?: Record<string, string>; json?: unknown };

/** A fetch that answers from a script per URL (last entry repeats) and logs what was sent. */
function scriptedFetch(script: Record<string, Answer[]>) {
  const sent: Sent[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const fetch = (async (input: URL | RequestInfo, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    sent.push({ url, method: init?.method ?? 'GET', authorization: headers.get('authorization'), body: (init?.body as string | undefined) ?? null });
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((resolve) => setImmediate(resolve));
    inFlight -= 1;
    const answers = script[url] ?? [{ status: 404 }];
    const answer = (answers.length > 1 ? answers.shift() : answers[0])!;
    return new Response(answer.json === undefined ? null : JSON.stringify(answer.json), { status: answer.status ?? 200, headers: answer.headers });
  }) as typeof globalThis.fetch;
  return { fetch, sent, maxInFlight: () => maxInFlight };
}

/** A clock that stands still until the client sleeps; `waits` lists every sleep. */
function sleepingClock(start = NOW) {
  let now = start.getTime();
  const tuning = recordingHttp({ backoffBaseMs: 1_000, backoffMaxMs: 8_000 }, (ms) => {
    now += ms;
  });
  return { waits: tuning.waits, now: () => new Date(now), tuning };
}

const BASE = 'https://acme.example.com/api/';
const MINUTE = 60_000;

function clientFor(fetch: typeof globalThis.fetch, clock: ReturnType<typeof sleepingClock>, calls?: CallScope, baseUrl = BASE) {
  return new HttpClient({
    provider: 'Acme HR',
    baseUrl,
    fetch,
    now: clock.now,
    headers: () => ({ authorization: 'Bearer secret-token' }),
    tuning: clock.tuning,
    calls,
  });
}

const syncScope = (clock: ReturnType<typeof sleepingClock>, minutes = 20, maxConcurrent?: number) =>
  new CallScope({ deadline: new Date(clock.now().getTime() + minutes * MINUTE), label: 'this sync', maxConcurrent });

describe('Retry-After during a run', () => {
  it('is waited out in full however long, while the wait ends before the deadline', async () => {
    const clock = sleepingClock();
    const { fetch, sent } = scriptedFetch({ [`${BASE}ok`]: [{ status: 429, headers: { 'retry-after': '600' } }, { json: { ok: true } }] });
    expect(await clientFor(fetch, clock, syncScope(clock)).get('ok')).toStrictEqual({ ok: true });
    expect(clock.waits).toStrictEqual([600_000]);
    expect(sent).toHaveLength(2);
  });

  it('past the deadline fails at once with the provider, the wait and what was left', async () => {
    const clock = sleepingClock();
    const { fetch, sent } = scriptedFetch({ [`${BASE}ok`]: [{ status: 429, headers: { 'retry-after': '3600' } }] });
    const error = await expectAppError(clientFor(fetch, clock, syncScope(clock)).get('ok'), {
      kind: 'unavailable',
      message: 'Acme HR asked to wait 3600 s (HTTP 429 with Retry-After on GET /api/ok); this sync may wait only 1200 s more, so it stops here',
    });
    expect(error.options.retryAfterSeconds).toBe(3600);
    expect(clock.waits).toStrictEqual([]);
    expect(sent).toHaveLength(1);
  });

  it('holds the other calls of the run too, not just the one refused', async () => {
    const clock = sleepingClock();
    const { fetch, sent } = scriptedFetch({
      [`${BASE}a`]: [{ status: 503, headers: { 'retry-after': '30' } }, { json: 'a' }],
      [`${BASE}b`]: [{ json: 'b' }],
    });
    const scope = syncScope(clock, 20, 1);
    const a = clientFor(fetch, clock, scope).get('a');
    // b queues behind a's slot; when it gets its turn the run is held for a's Retry-After.
    const b = clientFor(fetch, clock, scope).get('b');
    expect(await Promise.all([a, b])).toStrictEqual(['a', 'b']);
    expect(sent.map((s) => s.url.slice(BASE.length))).toStrictEqual(['a', 'b', 'a']);
    expect(clock.waits).toStrictEqual([30_000]);
  });

  it('stops a run whose deadline has passed before the next call', async () => {
    const clock = sleepingClock();
    const { fetch, sent } = scriptedFetch({ [`${BASE}ok`]: [{ json: 1 }] });
    const scope = new CallScope({ deadline: new Date(NOW.getTime() - 1), label: 'this sync' });
    await expectAppError(clientFor(fetch, clock, scope).get('ok'), {
      kind: 'unavailable',
      message: 'this sync reached its deadline before Acme HR GET /api/ok could be called',
    });
    expect(sent).toHaveLength(0);
  });

  it('keeps backoff retries of 5xx inside the deadline', async () => {
    const clock = sleepingClock();
    const { fetch } = scriptedFetch({ [`${BASE}ok`]: [{ status: 502 }] });
    const scope = new CallScope({ deadline: new Date(NOW.getTime() + 1_200), label: 'this sync' });
    await expectAppError(clientFor(fetch, clock, scope).get('ok'), {
      kind: 'unavailable',
      message: 'Acme HR asked to wait 2 s (a retry after a failure on GET /api/ok); this sync may wait only 1 s more, so it stops here',
    });
    expect(clock.waits).toStrictEqual([750]);
  });
});

describe('rate budgets', () => {
  const at = (headers: Record<string, string>) => readRateBudget(new Headers(headers), NOW);

  it('reads the IETF RateLimit field (drafts 08+ and 07), the RateLimit-* pair and the X-RateLimit-* pair', () => {
    expect(at({ ratelimit: '"default";r=0;t=30' })).toStrictEqual({ remaining: 0, resetMs: 30_000 });
    expect(at({ ratelimit: '"burst";r=5;t=1, "daily";r=0;t=3600' })).toStrictEqual({ remaining: 0, resetMs: 3_600_000 });
    expect(at({ ratelimit: 'limit=100, remaining=0, reset=45' })).toStrictEqual({ remaining: 0, resetMs: 45_000 });
    expect(at({ 'ratelimit-remaining': '0', 'ratelimit-reset': '12' })).toStrictEqual({ remaining: 0, resetMs: 12_000 });
    expect(at({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '20' })).toStrictEqual({ remaining: 0, resetMs: 20_000 });
    const epochSeconds = String(NOW.getTime() / 1000 + 90);
    expect(at({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': epochSeconds })).toStrictEqual({ remaining: 0, resetMs: 90_000 });
    expect(at({ 'x-rate-limit-remaining': '0', 'x-rate-limit-reset': String(NOW.getTime() + 5_000) })).toStrictEqual({ remaining: 0, resetMs: 5_000 });
    expect(at({ 'x-ratelimit-remaining': '3', 'x-ratelimit-reset': new Date(NOW.getTime() + 7_000).toUTCString() })).toStrictEqual({ remaining: 3, resetMs: 7_000 });
  });

  it('ignores what it cannot read and waits only when the budget is spent', () => {
    expect(at({})).toBeNull();
    expect(at({ ratelimit: '((broken' })).toBeNull();
    expect(at({ 'x-ratelimit-remaining': 'lots' })).toBeNull();
    expect(spentBudgetWait(new Headers({ 'x-ratelimit-remaining': '1', 'x-ratelimit-reset': '60' }), NOW)).toBe(0);
    expect(spentBudgetWait(new Headers({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '60' }), NOW)).toBe(60_000);
  });

  it('a spent budget holds the next call of the run, from any client, until the reset', async () => {
    const clock = sleepingClock();
    const { fetch, sent } = scriptedFetch({
      [`${BASE}first`]: [{ json: 1, headers: { ratelimit: '"default";r=0;t=45' } }],
      [`${BASE}second`]: [{ json: 2 }],
    });
    const scope = syncScope(clock);
    expect(await clientFor(fetch, clock, scope).get('first')).toBe(1);
    expect(clock.waits).toStrictEqual([]);
    expect(await clientFor(fetch, clock, scope).get('second')).toBe(2);
    expect(clock.waits).toStrictEqual([45_000]);
    expect(sent).toHaveLength(2);
    // Past the deadline, the pause stops the run with what the provider said.
    const late = syncScope(clock, 0.5);
    await clientFor(fetch, clock, late).get('first');
    await expectAppError(clientFor(fetch, clock, late).get('second'), {
      kind: 'unavailable',
      message: 'Acme HR asked to wait 45 s (rate limit spent on GET /api/second); this sync may wait only 30 s more, so it stops here',
    });
    // Another run (another connection) is not held.
    expect(await clientFor(fetch, clock, syncScope(clock)).get('second')).toBe(2);
    expect(clock.waits).toStrictEqual([45_000]);
  });

  it('a 429 without Retry-After waits for the announced reset, and fails when the reset is past the deadline', async () => {
    const clock = sleepingClock();
    const limited = { status: 429, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '20' } };
    const { fetch } = scriptedFetch({ [`${BASE}ok`]: [limited, { json: 'ok' }] });
    expect(await clientFor(fetch, clock, syncScope(clock)).get('ok')).toBe('ok');
    expect(clock.waits).toStrictEqual([20_000]);

    const daily = { status: 429, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '86400' } };
    const second = scriptedFetch({ [`${BASE}ok`]: [daily] });
    await expectAppError(clientFor(second.fetch, clock, syncScope(clock)).get('ok'), {
      kind: 'unavailable',
      message: 'Acme HR asked to wait 86400 s (HTTP 429 with its rate limit spent on GET /api/ok); this sync may wait only 1200 s more, so it stops here',
    });
  });
});

describe('concurrency', () => {
  it('caps the calls in flight of one run, across every client of it', async () => {
    const clock = sleepingClock();
    const script = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`${BASE}r${i}`, [{ json: i }]]));
    const { fetch, maxInFlight } = scriptedFetch(script);
    const scope = syncScope(clock, 20, 3);
    const clients = [0, 1, 2, 3].map(() => clientFor(fetch, clock, scope));
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => clients[i % 4]!.get(`r${i}`)));
    expect(results).toStrictEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(maxInFlight()).toBe(3);

    const free = scriptedFetch(script);
    await Promise.all(Array.from({ length: 12 }, (_, i) => clientFor(free.fetch, clock, syncScope(clock, 20, 12)).get(`r${i}`)));
    expect(free.maxInFlight()).toBeGreaterThan(3);
  });

  it('caps the calls in flight of one connection across its runs (a change check and an employee creation meeting)', async () => {
    const clock = sleepingClock();
    const script = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`${BASE}r${i}`, [{ json: i }]]));
    const deadline = new Date(clock.now().getTime() + 20 * MINUTE);
    const connection = (fetch: typeof globalThis.fetch, id: string) => [
      clientFor(fetch, clock, new CallScope({ deadline, label: 'this change check', maxConcurrent: 3, connectionId: id })),
      clientFor(fetch, clock, new CallScope({ deadline: null, label: 'this request', maxConcurrent: 3, connectionId: id })),
    ];
    const shared = scriptedFetch(script);
    const runs = connection(shared.fetch, 'conn-1');
    expect(await Promise.all(Array.from({ length: 12 }, (_, i) => runs[i % 2]!.get(`r${i}`)))).toStrictEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(shared.maxInFlight()).toBe(3);

    // Two connections do not share slots.
    const apart = scriptedFetch(script);
    const [first, second] = [connection(apart.fetch, 'conn-2')[0]!, connection(apart.fetch, 'conn-3')[0]!];
    await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? first : second).get(`r${i}`)));
    expect(apart.maxInFlight()).toBe(6);
  });

  it('lets a client fetch its token inside the run without waiting on its own slot', async () => {
    const clock = sleepingClock();
    const { fetch, sent } = scriptedFetch({ [`${BASE}token`]: [{ json: { token: 't1' } }], [`${BASE}a`]: [{ json: 'a' }], [`${BASE}b`]: [{ json: 'b' }] });
    const scope = syncScope(clock, 20, 1);
    const auth = new HttpClient({ provider: 'Acme HR', baseUrl: BASE, fetch, now: clock.now, tuning: clock.tuning, calls: scope });
    const api = new HttpClient({
      provider: 'Acme HR',
      baseUrl: BASE,
      fetch,
      now: clock.now,
      tuning: clock.tuning,
      calls: scope,
      headers: async () => ({ authorization: `Bearer ${(await auth.post<{ token: string }>('token', {})).token}` }),
    });
    expect(await Promise.all([api.get('a'), api.get('b')])).toStrictEqual(['a', 'b']);
    expect(sent.filter((s) => s.url.endsWith('/a'))[0]?.authorization).toBe('Bearer t1');
  });
});

describe('redirects', () => {
  it('follows same-site https redirects with the credentials, relative ones included', async () => {
    const clock = sleepingClock();
    const { fetch, sent } = scriptedFetch({
      [`${BASE}ok`]: [{ status: 301, headers: { location: 'https://api.example.com/v2/ok' } }],
      'https://api.example.com/v2/ok': [{ status: 307, headers: { location: '/v3/ok' } }],
      'https://api.example.com/v3/ok': [{ json: { moved: true } }],
    });
    expect(await clientFor(fetch, clock).get('ok')).toStrictEqual({ moved: true });
    expect(sent.map((s) => [s.url, s.authorization])).toStrictEqual([
      [`${BASE}ok`, 'Bearer secret-token'],
      ['https://api.example.com/v2/ok', 'Bearer secret-token'],
      ['https://api.example.com/v3/ok', 'Bearer secret-token'],
    ]);
  });

  it('turns a POST into a GET after 303 and keeps it (with its body) after 307', async () => {
    const clock = sleepingClock();
    const { fetch, sent } = scriptedFetch({
      [`${BASE}see-other`]: [{ status: 303, headers: { location: `${BASE}result` } }],
      [`${BASE}temporary`]: [{ status: 307, headers: { location: `${BASE}result` } }],
      [`${BASE}result`]: [{ json: 'done' }],
    });
    const client = clientFor(fetch, clock);
    await client.post('see-other', { a: 1 }, { idempotent: true });
    await client.post('temporary', { a: 1 }, { idempotent: true });
    expect(sent.map((s) => [s.method, s.body])).toStrictEqual([
      ['POST', '{"a":1}'],
      ['GET', null],
      ['POST', '{"a":1}'],
      ['POST', '{"a":1}'],
    ]);
  });

  it('refuses plain http, other sites, private-suffix neighbours, other IPs and loops, sending nothing there', async () => {
    const clock = sleepingClock();
    const cases: Array<[string, string, string]> = [
      [BASE, 'http://acme.example.com/api/ok', 'to plain http'],
      [BASE, 'https://evil.example.net/steal', 'to another site (evil.example.net)'],
      ['https://acme.herokuapp.com/api/', 'https://evil.herokuapp.com/steal', 'to another site (evil.herokuapp.com)'],
      ['https://127.0.0.1/api/', 'https://127.0.0.2/api/ok', 'to another site (127.0.0.2)'],
    ];
    for (const [base, location, why] of cases) {
      const { fetch, sent } = scriptedFetch({ [`${base}ok`]: [{ status: 302, headers: { location } }] });
      await expectAppError(clientFor(fetch, clock, undefined, base).get('ok'), {
        kind: 'internal',
        message: `Acme HR redirected GET ${new URL(`${base}ok`).pathname} (HTTP 302) ${why}; not followed`,
      });
      expect(sent).toHaveLength(1);
    }
    const loop = scriptedFetch({ [`${BASE}ok`]: [{ status: 302, headers: { location: `${BASE}ok` } }] });
    await expectAppError(clientFor(loop.fetch, clock).get('ok'), { kind: 'internal', message: /\(HTTP 302\) more than 5 times; not followed$/ });
    expect(loop.sent).toHaveLength(6);
  });

  it('defines same site by registrable domain over https', () => {
    const same = (a: string, b: string) => isSameSiteHttps(new URL(a), new URL(b));
    expect(same('https://acme.bamboohr.com/x', 'https://api.bamboohr.com/y')).toBe(true);
    expect(same('https://api.acme.co.uk/x', 'https://www.acme.co.uk/y')).toBe(true);
    expect(same('https://acme.co.uk/x', 'https://other.co.uk/y')).toBe(false);
    expect(same('https://a.github.io/x', 'https://b.github.io/y')).toBe(false);
    expect(same('https://acme.bamboohr.com/x', 'http://acme.bamboohr.com/y')).toBe(false);
  });
});
