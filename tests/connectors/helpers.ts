// Shared pieces of the connector tests: a context pointing at a fake, fast HTTP tuning that records
// the waits it was asked for, golden files, and AppError assertions.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect } from 'vitest';
import type { AuthStep, Connector, ConnectorContext, ConnectionAccess, Credentials, Entity } from '../../server/src/connectors/connector';
import type { EmployeeInput, RemoteEmployee } from '../../server/src/model';
import type { HttpTuning } from '../../server/src/connectors/http/client';
import { SyncCache } from '../../server/src/connectors/sync-cache';
import { UNREPORTED, type RecordReport, type SyncReportCollector } from '../../server/src/connectors/sync-report';
import { AppError } from '../../server/src/core/errors';
import { hasDescriptions, SKIP_REASON, type DescribedFake } from '../fakes/described';
import type { DocumentedFake } from '../fakes/documented';
import type { FakeResponse, FakeServer } from '../fakes/fake-server';

/** A fixed "now" so dated windows (time off, timesheets, balances) are reproducible. */
export const NOW = new Date('2024-06-15T12:00:00.000Z');

/** A context on a fake: fixed clock, a fresh per-sync cache, and (optionally) a report to read back. */
export function ctxFor(baseUrl: string, report: RecordReport = UNREPORTED): ConnectorContext {
  return { baseUrl, fetch: globalThis.fetch, now: () => NOW, report, cache: new SyncCache() };
}

export function access(provider: string, entityId: string, credentials: Credentials): ConnectionAccess {
  return { mode: 'official', provider, entityId, credentials };
}

/** A sign-in step that connects at once: no further step, this entity, these credentials kept. */
export function connectedTo(entity: Entity, credentials: Credentials): AuthStep {
  return { next: null, entity, credentials };
}

/** HTTP tuning that never really waits (3 retries, jitter fixed): `waits` lists the delays the client asked for, each also told to `slept`. */
export function recordingHttp(tuning: HttpTuning, slept: (ms: number) => void = () => {}): HttpTuning & { waits: number[] } {
  const waits: number[] = [];
  return {
    waits,
    retries: 3,
    random: () => 0.5,
    ...tuning,
    sleep: async (ms: number) => {
      waits.push(ms);
      slept(ms);
    },
  };
}

/** HTTP tuning for tests: no real waiting, tiny backoffs; `waits` lists the delays the client asked for. */
export function fastHttp(): HttpTuning & { waits: number[] } {
  return recordingHttp({ backoffBaseMs: 1, backoffMaxMs: 4, timeoutMs: 2_000 });
}

const GOLDEN_DIR = path.join(__dirname, 'golden');

/** Compares with tests/connectors/golden/<name>.json; UPDATE_GOLDEN=1 rewrites the file. */
export function expectGolden(name: string, actual: unknown): void {
  const file = path.join(GOLDEN_DIR, `${name}.json`);
  const normalised = JSON.parse(JSON.stringify(actual)) as unknown;
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) {
    if (process.env.UPDATE_GOLDEN !== '1') throw new Error(`golden file ${name}.json is missing; run with UPDATE_GOLDEN=1`);
    mkdirSync(GOLDEN_DIR, { recursive: true });
    writeFileSync(file, `${JSON.stringify(normalised, null, 2)}\n`);
  }
  expect(normalised).toStrictEqual(JSON.parse(readFileSync(file, 'utf8')));
}

/** Awaits a rejection and checks it is an AppError of that kind (and auth code). */
export async function expectAppError(
  promise: Promise<unknown>,
  expected: { kind: AppError['kind']; code?: string; message?: string | RegExp },
): Promise<AppError> {
  const error = await promise.then(
    () => {
      throw new Error('expected an AppError, got a result');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  expect(appError.kind).toBe(expected.kind);
  if (expected.code !== undefined) expect(appError.options.code).toBe(expected.code);
  if (expected.message !== undefined) expect(appError.message).toMatch(expected.message);
  return appError;
}

/** The names of a connector's fetchers (fetchEmployees, fetchGroups, ...). */
export type Fetcher = { [K in keyof Connector]-?: K extends `fetch${string}` ? K : never }[keyof Connector];

/** Runs fetchers as one sync does: at once, on one context (one per-sync cache). Their answers, in that order. */
export function fetchInOneSync(connector: Connector, conn: ConnectionAccess, ctx: ConnectorContext, ...fetchers: Fetcher[]): Promise<unknown[]> {
  return Promise.all(
    fetchers.map((name) => {
      const fetcher = connector[name] as ((conn: ConnectionAccess, ctx: ConnectorContext) => Promise<unknown>) | undefined;
      if (!fetcher) throw new Error(`the connector has no ${name}`);
      return fetcher.call(connector, conn, ctx);
    }),
  );
}

/** What a fetcher answers (fetchGroups: the groups). */
type Answer<K extends Fetcher> = Awaited<ReturnType<NonNullable<Connector[K]>>>;

/**
 * Runs each fetcher in turn, each on a fresh `ctx()`, and compares its answer with golden/<name>.<resource>.json, the
 * resource named after the fetcher (fetchWorkLocations: work-locations). Their answers, in that order.
 */
export async function expectFetchedGoldens<K extends Fetcher[]>(
  name: string,
  connector: Connector,
  conn: ConnectionAccess,
  ctx: () => ConnectorContext,
  ...fetchers: K
): Promise<{ [I in keyof K]: Answer<K[I]> }> {
  const answers: unknown[] = [];
  for (const fetcher of fetchers) {
    const [answer] = await fetchInOneSync(connector, conn, ctx(), fetcher);
    const resource = fetcher.slice('fetch'.length).replace(/\B[A-Z]/g, (c) => `-${c}`).toLowerCase();
    expectGolden(`${name}.${resource}`, answer);
    answers.push(answer);
  }
  return answers as { [I in keyof K]: Answer<K[I]> };
}

/** Creates an employee on a fresh `ctx()` and compares the answer with golden/<name>.created-employee.json; the answer. */
export async function expectCreatedGolden(name: string, connector: Connector, conn: ConnectionAccess, ctx: () => ConnectorContext, input: EmployeeInput): Promise<RemoteEmployee> {
  const created = await connector.createEmployee!(conn, input, ctx());
  expectGolden(`${name}.created-employee`, created);
  return created;
}

/**
 * A provider whose sign-in connects its one entity (signInOnly): each of `refused` (a sign-in with a field blank
 * or malformed) is a validation error, and an MFA or CHOSEN step is a client error.
 */
export async function expectSignInOnly(connector: Connector, ctx: ConnectorContext, ...refused: Array<() => Promise<unknown>>): Promise<void> {
  for (const signIn of refused) await expectAppError(signIn(), { kind: 'validation' });
  await expectAppError(connector.verifyMfa({}, '1', ctx), { kind: 'validation' });
  await expectAppError(connector.choose({}, 'x', ctx), { kind: 'validation' });
}

/** A sync report's issues as sorted `field: message` lines per kind (counts left out), for compact assertions. */
export function issueLines(report: SyncReportCollector): Record<'skipped' | 'nulled' | 'warnings', string[]> {
  const data = report.toJSON();
  const lines = (kind: 'skipped' | 'nulled' | 'warnings') => data[kind].entries.map((e) => `${e.field ?? '-'}: ${e.message}`).sort();
  return { skipped: lines('skipped'), nulled: lines('nulled'), warnings: lines('warnings') };
}

/** The report's issues are exactly these sorted `field: message` lines; a kind left out has none. */
export function expectIssueLines(report: SyncReportCollector, expected: Partial<ReturnType<typeof issueLines>>): void {
  expect(issueLines(report)).toStrictEqual({ skipped: [], nulled: [], warnings: [], ...expected });
}

/** One 429 with Retry-After (seconds) at `path`: `fetch` still gets its answer, having waited just that long, once. */
export async function expectRetryAfterWaited<T>(t: FakeSuite<FakeServer>, path: string, seconds: number, fetch: () => Promise<T>): Promise<T> {
  t.fake.failNext({ path }, { status: 429, headers: { 'retry-after': String(seconds) } });
  const answer = await fetch();
  expect(t.http.waits).toStrictEqual([seconds * 1000]);
  return answer;
}

/** The provider answers each of `statuses` (5xx) at `path` before its real answer: `fetch` still gets it, after one backoff each. */
export async function expectRetriedPast<T>(t: FakeSuite<FakeServer>, path: string, statuses: number[], fetch: () => Promise<T>): Promise<T> {
  t.fake.failNext({ path }, ...statuses.map((status) => ({ status })));
  const waited = t.http.waits.length;
  const answer = await fetch();
  expect(t.http.waits.length - waited).toBe(statuses.length);
  return answer;
}

/** The provider refuses a call at `path` (by default a bare 403): `fetch` fails with insufficient_permission. */
export async function expectNoPermission(t: FakeSuite<FakeServer>, path: string, fetch: () => Promise<unknown>, refusal: FakeResponse = { status: 403 }): Promise<void> {
  t.fake.failNext({ path }, refusal);
  await expectAppError(fetch(), { kind: 'authentication', code: 'insufficient_permission' });
}

/** What each test of a connector suite against its fake works with; set afresh before each test. */
export interface FakeSuite<F extends FakeServer> {
  fake: F;
  http: ReturnType<typeof fastHttp>;
  connector: Connector;
}

/** A connector suite: its fake, the connector under test (given fast HTTP), and the tests. */
type Suite<F extends FakeServer> = [start: () => Promise<F>, create: (http: ReturnType<typeof fastHttp>) => Connector, body: (t: FakeSuite<F>) => void];

/**
 * In a describe(): one fake for the suite, a fresh connector with fast HTTP and an empty request log for each test,
 * and the fake's violations (undocumented requests, drifted fixtures) checked after each.
 */
function againstFake<F extends FakeServer & { assertClean(): void }>(...[start, create, body]: Suite<F>): void {
  const t = {} as FakeSuite<F>;
  beforeAll(async () => {
    t.fake = await start();
  });
  afterAll(() => t.fake?.close());
  beforeEach(() => {
    t.http = fastHttp();
    t.connector = create(t.http);
    t.fake.requests.length = 0;
  });
  afterEach(() => t.fake.assertClean());
  body(t);
}

/**
 * describe() for one connector against its description-driven fake (described.ts), skipped (saying why) where the
 * published descriptions are absent.
 */
export function describeAgainstDescription<F extends DescribedFake>(name: string, ...suite: Suite<F>): void {
  describe.skipIf(!hasDescriptions)(hasDescriptions ? name : `${name} (${SKIP_REASON})`, () => againstFake(...suite));
}

/** describe() for one connector of a provider without a description, against the fake of its declared calls (documented.ts). */
export function describeAgainstReference<F extends DocumentedFake>(name: string, ...suite: Suite<F>): void {
  describe(name, () => againstFake(...suite));
}
