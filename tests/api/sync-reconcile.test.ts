// The first sync's lifecycle through the real doors: a failed first sync is retried with backoff by the
// reconciler job (pg-boss) until it succeeds, the state and the next attempt show on the connection (REST and
// GraphQL introspect), data calls answer 503 until the next attempt; a provider that refuses the stored
// credentials after sign-in (HTTP 401 during a sync) makes the connection reauthentication_required: data
// calls answer 401 with that code, and nothing retries; a Retry-After past the sync's deadline fails it with
// the provider and the wait, and the next attempt waits at least that long; a pending connection whose job was
// lost, or a run that died with its process, is started again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../fakes/fake-server';
import { door, type DoorName } from '../helpers/doors';
import { seedConnection, type Seeded } from '../helpers/seed';
import { dist, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let bamboo: FakeServer;

const SECOND = 1000;
const MINUTE = 60 * SECOND;

beforeAll(async () => {
  // BambooHR's API, refusing: company "revoked" answers 401 (the key was revoked after sign-in), company
  // "throttled" 429 with a two-hour Retry-After.
  bamboo = await startFakeServer((req) => {
    if (req.path.startsWith('/revoked/')) return { status: 401 };
    if (req.path.startsWith('/throttled/')) return { status: 429, headers: { 'retry-after': '7200' } };
    return undefined;
  });
  server = await startServer({ env: { PROVIDER_BAMBOOHR_BASE_URL: `${bamboo.url}/{domain}` } });
});
afterAll(async () => {
  await server?.close();
  await bamboo?.close();
});

/** A sandbox connector under another provider id, with some operations replaced. */
function registerVariant(provider: string, overrides: Record<string, unknown>): void {
  const registry = server.services.connectors;
  const variant = Object.create(registry.get('sandbox'), {
    provider: { value: provider },
    ...Object.fromEntries(Object.entries(overrides).map(([k, v]) => [k, { value: v }])),
  });
  (registry as any).byProvider.set(provider, { provider, modes: ['official', 'xhr'], connector: variant });
}

/** A BambooHR connection of the given company, as a token exchange would have stored it. */
async function seedBamboo(domain: string): Promise<Seeded> {
  const seeded = await seedConnection(server, { sync: false, mode: 'official', provider: 'bamboohr', scopes: ['employees', 'company'] });
  const sealed = server.services.sealer.sealJson({ domain, apiKey: 'key-accepted-at-sign-in' }, seeded.connectionId);
  await server.store.dataSource.query('UPDATE connection SET credentials_ciphertext = $2 WHERE id = $1', [seeded.connectionId, sealed]);
  return seeded;
}

/** The sync state through one door (GraphQL answers camelCase, turned to the REST names by door()). */
async function syncState(seeded: Seeded, name: DoorName = 'rest') {
  const info = await door(server, name).introspect(seeded.headers);
  expect(info.status).toBe(200);
  return info.data.sync as { status: string; error: string | null; synced_at: string | null; attempts: number; next_attempt_at: string | null };
}

/** Polls REST introspect until the sync state matches. */
async function until(seeded: Seeded, done: (sync: Awaited<ReturnType<typeof syncState>>) => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const sync = await syncState(seeded);
    if (done(sync)) return sync;
    if (Date.now() > deadline) throw new Error(`sync state never matched: ${JSON.stringify(sync)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Both doors show the same state. */
async function sameOnBothDoors(seeded: Seeded) {
  const rest = await syncState(seeded, 'rest');
  expect(await syncState(seeded, 'graphql')).toStrictEqual(rest);
  return rest;
}

/** The reconciler's sweep, as pg-boss runs it. */
async function sweep(): Promise<void> {
  const { SYNC_RECONCILE_JOB } = dist('modules/sync/sync.service');
  await server.services.jobs.send(SYNC_RECONCILE_JOB, {});
}

const secondsFromNow = (iso: string | null) => (Date.parse(iso!) - server.clock.now().getTime()) / SECOND;

describe('a failed first sync', () => {
  it('is retried with backoff until it succeeds; state, attempts and next attempt show on both doors', async () => {
    let calls = 0;
    registerVariant('flaky-sandbox', {
      fetchEmployees: async function (this: any, ...args: unknown[]) {
        calls += 1;
        const { AppError } = dist('core/errors');
        if (calls <= 2) throw new AppError('unavailable', `Flaky HR is unavailable (HTTP 503 on GET /employees), call ${calls}`);
        return Object.getPrototypeOf(this).fetchEmployees.apply(this, args);
      },
    });
    const seeded = await seedConnection(server, { sync: false, provider: 'flaky-sandbox', scopes: ['employees', 'company'], employees: 7 });
    expect(await sameOnBothDoors(seeded)).toMatchObject({ status: 'pending', attempts: 0, error: null, synced_at: null });

    await server.services.sync.enqueueFirstSync(seeded.connectionId);
    const first = await until(seeded, (s) => s.status === 'failed');
    expect(await sameOnBothDoors(seeded)).toStrictEqual(first);
    expect(first).toMatchObject({ attempts: 1, error: 'Flaky HR is unavailable (HTTP 503 on GET /employees), call 1', synced_at: null });
    // Backoff: 1 minute with jitter in [0.5, 1).
    expect(secondsFromNow(first.next_attempt_at)).toBeGreaterThan(25);
    expect(secondsFromNow(first.next_attempt_at)).toBeLessThanOrEqual(60);

    // Data calls: 503 saying when, with Retry-After up to that moment, on both doors.
    const rest = await server.rest('GET', '/2023-03-01/xhr/employees', { headers: seeded.headers });
    expect(rest.status).toBe(503);
    expect(rest.body.message).toBe(`the first sync of this connection failed; it will be retried at ${first.next_attempt_at}`);
    const retryAfter = Number(rest.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(20);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const gql = await server.gql('query { company { id } }', {}, seeded.headers);
    expect(gql.errors?.[0]?.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });

    // Not due yet: the sweep leaves it alone.
    await server.services.sync.reconcile();
    expect(await syncState(seeded)).toStrictEqual(first);

    // Due: the sweep (a pg-boss job) starts it again; it fails again and backs off further (2 min with jitter).
    server.clock.advance(61 * SECOND);
    await sweep();
    const second = await until(seeded, (s) => s.attempts === 2 && s.status === 'failed');
    expect(second.error).toBe('Flaky HR is unavailable (HTTP 503 on GET /employees), call 2');
    expect(secondsFromNow(second.next_attempt_at)).toBeGreaterThan(55);
    expect(secondsFromNow(second.next_attempt_at)).toBeLessThanOrEqual(120);

    server.clock.advance(121 * SECOND);
    await sweep();
    const done = await until(seeded, (s) => s.status === 'ready');
    expect(await sameOnBothDoors(seeded)).toStrictEqual(done);
    expect(done).toMatchObject({ attempts: 0, error: null, next_attempt_at: null });
    expect(done.synced_at).not.toBeNull();
    const employees = await server.rest('GET', '/2023-03-01/xhr/employees', { headers: seeded.headers });
    expect(employees.status).toBe(200);
    expect(employees.body).toHaveLength(7);
    expect(calls).toBe(3);
  });
});

describe('a provider refusing the stored credentials after sign-in', () => {
  it('makes the connection reauthentication_required: both doors show it, data calls answer 401, nothing retries', async () => {
    const seeded = await seedBamboo('revoked');
    await server.services.sync.enqueueFirstSync(seeded.connectionId);
    const state = await until(seeded, (s) => s.status === 'reauthentication_required');
    expect(await sameOnBothDoors(seeded)).toStrictEqual(state);
    expect(state).toMatchObject({ attempts: 0, next_attempt_at: null, synced_at: null });
    expect(state.error).toMatch(/^BambooHR rejected the credentials \(HTTP 401 on GET \/revoked\/api\/v1\/[^)]+\); the connection must be made again$/);

    for (const name of ['rest', 'graphql'] as const) {
      const d = door(server, name);
      const res = name === 'rest'
        ? await server.rest('GET', '/2023-03-01/official/employees', { headers: seeded.headers })
        : await server.gql('query { company { id } }', {}, seeded.headers);
      const [status, code, message] = name === 'rest'
        ? [(res as any).status, (res as any).body.code, (res as any).body.message]
        : [(res as any).errors[0].extensions.status, (res as any).errors[0].extensions.code, (res as any).errors[0].message];
      expect([status, code, message], d.name).toStrictEqual([401, 'reauthentication_required', state.error]);
      expect((res as any).headers.get('www-authenticate'), d.name).toBe('Bearer realm="staffbridge"');
    }

    // Never retried: not by the sweep a day later, not by a stray first-sync job.
    const before = bamboo.requests.length;
    server.clock.advance(24 * 60 * MINUTE);
    await server.services.sync.reconcile();
    const { firstSyncJob } = dist('jobs/first-sync.job');
    await firstSyncJob(server.store.dataSource, server.services.sync)({ connectionId: seeded.connectionId });
    expect(bamboo.requests.length).toBe(before);
    expect(await syncState(seeded)).toStrictEqual(state);
  });

  it('after the first sync (change check, employee creation) does the same, synced data or not', async () => {
    const { authenticationError } = dist('core/errors');
    const refused = async () => {
      throw authenticationError('incorrect_username_or_password', 'Revoked HR rejected the credentials (HTTP 401 on GET /people)');
    };
    registerVariant('revoked-sandbox', { fetchEmployees: refused, createEmployee: refused });
    const checked = await seedConnection(server, { provider: 'revoked-sandbox', employees: 3 });
    const created = await seedConnection(server, { provider: 'revoked-sandbox', employees: 3 });
    expect(await syncState(checked)).toMatchObject({ status: 'ready', next_attempt_at: null });

    // The hourly change check (run on demand through the admin mutation) meets the refusal.
    await server.gql('mutation { runChangeCheck }', {}, { 'x-admin-key': server.adminKey });
    const state = await sameOnBothDoors(checked);
    expect(state).toMatchObject({ status: 'reauthentication_required', error: 'Revoked HR rejected the credentials (HTTP 401 on GET /people); the connection must be made again' });
    expect(state.synced_at).not.toBeNull();
    const read = await server.rest('GET', '/2023-03-01/xhr/company', { headers: checked.headers });
    expect([read.status, read.body.code]).toStrictEqual([401, 'reauthentication_required']);

    // An employee creation answers 401 reauthentication_required and marks its connection too.
    const body = { first_name: 'Ada', last_name: 'Lovelace' };
    const post = await server.rest('POST', '/2023-03-01/xhr/employee', { headers: created.headers, body });
    expect([post.status, post.body.code]).toStrictEqual([401, 'reauthentication_required']);
    expect((await syncState(created)).status).toBe('reauthentication_required');
  });
});

describe('a Retry-After past the sync deadline', () => {
  it('fails the sync naming the provider and the wait; the next attempt comes no sooner', async () => {
    const seeded = await seedBamboo('throttled');
    await server.services.sync.enqueueFirstSync(seeded.connectionId);
    const state = await until(seeded, (s) => s.status === 'failed');
    expect(state.error).toMatch(
      /^BambooHR asked to wait 7200 s \(HTTP 429 with Retry-After on GET \/throttled\/api\/v1\/[^)]+\); this sync may wait only 1800 s more, so it stops here$/,
    );
    expect(secondsFromNow(state.next_attempt_at)).toBeGreaterThanOrEqual(7190);
    const res = await server.rest('GET', '/2023-03-01/official/employees', { headers: seeded.headers });
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(7190);
  });
});

describe('the reconciler', () => {
  it('starts a pending connection whose job was lost, and a run that died with its process', async () => {
    const lost = await seedConnection(server, { sync: false, employees: 4, scopes: ['employees'] });
    const pending = await sameOnBothDoors(lost);
    expect(pending).toMatchObject({ status: 'pending', attempts: 0 });
    // Due two minutes after the connection was made (the token exchange queued a job that never ran).
    expect(pending.next_attempt_at).not.toBeNull();

    const died = await seedConnection(server, { sync: false, employees: 5, scopes: ['employees'] });
    // Its process stopped mid-run: still "running", due once its deadline and grace have passed.
    await server.store.dataSource.query(
      `UPDATE connection SET sync_status = 'running', next_sync_at = $2 WHERE id = $1`,
      [died.connectionId, new Date(server.clock.now().getTime() + 40 * MINUTE)],
    );

    server.clock.advance(3 * MINUTE);
    await sweep();
    expect(await until(lost, (s) => s.status === 'ready')).toMatchObject({ attempts: 0, next_attempt_at: null });
    expect((await syncState(died)).status).toBe('running');

    server.clock.advance(40 * MINUTE);
    await sweep();
    await until(died, (s) => s.status === 'ready');
    const employees = await server.rest('GET', '/2023-03-01/xhr/employees', { headers: died.headers });
    expect(employees.body).toHaveLength(5);
  });
});
