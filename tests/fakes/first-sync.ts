// A connector's first sync through the real server, as a customer makes it: a connection made through the real
// authorize and token doors (after the real OAuth popup for a popup provider), the first sync run by the real job
// against the provider's fake, and its report read back through GET /management/introspect (and the same through
// GraphQL `introspect { lastSync }`). The suites built on it: describeGeneratedSync (described-sync.ts, answers
// generated from a description), describeOddRecordsSync (documented-sync.ts, odd records) and
// one-fetch-per-sync.test.ts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { providerEnvKey } from '../../server/src/config';
import { declarationOf } from '../../server/src/connectors/providers';
import type { SyncReportData } from '../../server/src/connectors/sync-report';
import { SCOPES } from '../helpers/connect';
import { bearer, startServer, type CreatedClient, type TestServer } from '../helpers/server';
import type { FakeServer } from './fake-server';

/** The authorize request's sign-in fields (domain, api_key, username, password), or how to get them from the running server. */
export type SyncSignIn = Record<string, string> | ((server: TestServer, client: CreatedClient) => Promise<Record<string, string>>);

export interface FirstSyncOptions<F> {
  /** The provider's declaration id. */
  provider: string;
  /** The provider's fake. */
  start: () => Promise<F>;
  /** PROVIDER_<ID>_BASE_URL for the server, from the fake's URL. */
  baseUrl: (fakeUrl: string) => string;
  /** More server settings, from the fake's URL (a popup provider's OAuth app: popupSignIn in oauth-popup.ts). */
  env?: (fakeUrl: string) => Record<string, string>;
  signIn: SyncSignIn;
}

export interface FirstSyncServer<F> {
  fake: F;
  server: TestServer;
  client: CreatedClient;
  /**
   * Connects and waits for the first sync: it broke nothing the fake checks, completed, and touched every resource
   * the provider declares (stored it, or left it as stored with a warning when the answer lacked the list).
   */
  firstSync(): Promise<SyncReportData>;
}

/** What a declared resource is called in the sync report. */
const REPORTED: Record<string, string[]> = { payruns: ['payruns', 'payslips'], employee: [] };

/** The names a provider's declared resources have in a sync report (creating an employee is no synced resource). */
export function reportedResources(provider: string): string[] {
  return declarationOf(provider)!.connector!.resources.flatMap((resource) => REPORTED[resource] ?? [resource]);
}

/** In a describe(): the provider's fake and a real server configured for it, started once and closed after. */
export function firstSyncServer<F extends FakeServer & { assertClean(): void }>(options: FirstSyncOptions<F>): FirstSyncServer<F> {
  const t = {
    firstSync: async () => {
      const signIn = typeof options.signIn === 'function' ? await options.signIn(t.server, t.client) : options.signIn;
      const report = await connectAndSync(t.server, t.client, options.provider, signIn);
      t.fake.assertClean();
      expect(report.outcome, JSON.stringify(report)).toBe('completed');
      const touched = [...report.resources.map((r) => r.resource), ...report.warnings.entries.map((w) => w.resource)];
      for (const name of reportedResources(options.provider)) expect(touched, `${name} was not synced`).toContain(name);
      return report;
    },
  } as FirstSyncServer<F>;
  beforeAll(async () => {
    t.fake = await options.start();
    const env = { [`PROVIDER_${providerEnvKey(options.provider)}_BASE_URL`]: options.baseUrl(t.fake.url), ...options.env?.(t.fake.url) };
    t.server = await startServer({ env });
    t.client = await t.server.createClient({ redirectUris: ['https://app.example.com/cb'] });
  });
  afterAll(async () => {
    await t.server?.close();
    await t.fake?.close();
  });
  return t;
}

/** Authorize (official mode, every official scope) -> token -> the first sync's report, once it finished. */
export async function connectAndSync(
  server: TestServer,
  client: CreatedClient,
  provider: string,
  signIn: Record<string, string>,
): Promise<SyncReportData> {
  const redirectUri = client.redirectUris[0]!;
  const base = {
    client_id: client.clientId,
    provider,
    mode: 'official',
    scopes: SCOPES.official,
    redirect_uri: redirectUri,
    state: 's',
    session_key: randomUUID(),
  };
  let step = await server.rest('POST', '/2023-03-01/connect/authorize', { body: { ...base, step: 'SIGN_IN', ...signIn } });
  if (step.status === 200 && step.body.next === 'CHOOSE') {
    const chosen = step.body.next_context.entities[0].id;
    step = await server.rest('POST', '/2023-03-01/connect/authorize', { body: { ...base, step: 'CHOSEN', chosen } });
  }
  expect(step.status, JSON.stringify(step.body)).toBe(200);
  expect(step.body.next).toBeNull();
  const code = new URL(step.body.redirect_to).searchParams.get('authorization_code');
  const token = await server.rest('POST', '/2023-03-01/connect/token', {
    body: { client_id: client.clientId, client_secret: client.clientSecret, grant_type: 'authorization_code', redirect_uri: redirectUri, code },
  });
  expect(token.status, JSON.stringify(token.body)).toBe(200);
  for (let i = 0; i < 240; i++) {
    const res = await server.rest('GET', '/2023-03-01/management/introspect', { headers: bearer(token.body.access_token) });
    expect(res.status).toBe(200);
    const report = res.body.last_sync as SyncReportData | null;
    if (report && report.outcome !== 'running') {
      await expectSameReportOnGraphql(server, token.body.access_token, report);
      return report;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${provider}: the first sync did not finish`);
}

const ISSUES = '{ total omitted entries { resource field message count } }';
const LAST_SYNC = `{ introspect { lastSync { outcome startedAt finishedAt resources { resource stored skipped } skipped ${ISSUES} nulled ${ISSUES} warnings ${ISSUES} } } }`;

/** The report a connector's sync left is the same through GraphQL `introspect { lastSync }` as through REST. */
async function expectSameReportOnGraphql(server: TestServer, token: string, report: SyncReportData): Promise<void> {
  const gql = await server.gql(LAST_SYNC, {}, bearer(token));
  expect(gql.errors).toBeUndefined();
  const { startedAt, finishedAt, ...last } = gql.data.introspect.lastSync;
  const { started_at, finished_at, ...rest } = report;
  expect({ ...last, started_at: startedAt, finished_at: finishedAt }).toStrictEqual({ ...rest, started_at, finished_at });
}
