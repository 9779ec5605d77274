// The reusable "survives any schema-valid answer" test: a real server, a connection made through the real
// authorize and token doors, and its first sync run by the real job against a fake answering from the
// provider's description alone (described.ts, generated mode), once per profile (generate.ts). Each run must
// complete, touch every resource the provider declares, break nothing in the description, and report what
// was odd in the connection's sync report (read back through GET /management/introspect, and the same through
// GraphQL `introspect { lastSync }`).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerEnvKey } from '../../server/src/config';
import type { SyncReportData } from '../../server/src/connectors/sync-report';
import { declarationOf } from '../../server/src/connectors/providers';
import { SCOPES } from '../helpers/connect';
import { bearer, startServer, type CreatedClient, type TestServer } from '../helpers/server';
import { hasDescriptions, SKIP_REASON, startDescribedFake, type Answer, type DescribedFake, type DescribedFakeOptions } from './described';
import { PROFILES, type Profile } from './generate';

export interface GeneratedSyncOptions {
  /** The provider's declaration id. */
  provider: string;
  /** The fake's base path (see startDescribedFake). */
  basePath?: string;
  /** PROVIDER_<ID>_BASE_URL for the server, from the fake's URL; default: the URL plus the base path. */
  baseUrl?: (fakeUrl: string) => string;
  /**
   * The authorize request's sign-in fields (domain, api_key, username, password), or how to get them from the
   * running server (an OAuth popup provider's pasted key).
   */
  signIn: Record<string, string> | ((server: TestServer, client: CreatedClient) => Promise<Record<string, string>>);
  /** Servers the sign-in needs apart from the fake (an OAuth authorization server) and the server env naming them. */
  companions?: () => Promise<{ env: Record<string, string>; close(): Promise<void> }>;
  /** More server settings, from the fake's URL (an OAuth popup provider's app: PROVIDER_<ID>_CLIENT_ID, …). */
  env?: (fakeUrl: string) => Record<string, string>;
  /** Another server of the provider on the fake, outside the description (its OAuth server; see startDescribedFake). */
  beside?: DescribedFakeOptions['beside'];
  /** Answers for the calls the description lacks (generated mode answers only documented operations). */
  answers?: Record<string, Answer>;
  /** Documented operations still answered from `answers` (a token exchange; see startDescribedFake). */
  answeredInGenerated?: readonly string[];
  /** RPC-style descriptions: the description's path for a request (see startDescribedFake). */
  operationPath?: DescribedFakeOptions['operationPath'];
  /** Extra checks of one profile's report. */
  check?: (profile: Profile, report: SyncReportData) => void;
  seed?: number;
}

/** What a declared resource is called in the sync report. */
const REPORTED: Record<string, string[]> = { payruns: ['payruns', 'payslips'], employee: [] };

/** Registers the test: one `it` per profile. */
export function describeGeneratedSync(options: GeneratedSyncOptions): void {
  const declaration = declarationOf(options.provider);
  const title = `${options.provider}: a first sync on answers generated from ${declaration?.description?.file}`;
  describe.skipIf(!hasDescriptions)(hasDescriptions ? title : `${title} (${SKIP_REASON})`, () => {
    let fake: DescribedFake;
    let server: TestServer;
    let client: CreatedClient;
    let companions: Awaited<ReturnType<NonNullable<GeneratedSyncOptions['companions']>>> | undefined;

    beforeAll(async () => {
      companions = await options.companions?.();
      fake = await startDescribedFake({
        provider: options.provider,
        basePath: options.basePath,
        answers: options.answers,
        answeredInGenerated: options.answeredInGenerated,
        operationPath: options.operationPath,
        beside: options.beside,
        generated: { seed: options.seed ?? 13, profile: 'examples' },
      });
      const baseUrl = options.baseUrl?.(fake.url) ?? `${fake.url}${options.basePath ?? ''}`;
      const env = { ...companions?.env, [`PROVIDER_${providerEnvKey(options.provider)}_BASE_URL`]: baseUrl, ...options.env?.(fake.url) };
      server = await startServer({ env });
      client = await server.createClient({ redirectUris: ['https://app.example.com/cb'] });
    });
    afterAll(async () => {
      if (fake) {
        const calls = fake.undocumentedCalls();
        if (calls.length) console.info(`${options.provider}: calls the description lacks, allowed by the declaration:\n  ${calls.join('\n  ')}`);
      }
      await server?.close();
      await fake?.close();
      await companions?.close();
    });

    for (const profile of PROFILES) {
      it(`completes on ${profile} answers and reports what was odd`, async () => {
        fake.generate({ seed: options.seed ?? 13, profile });
        const signIn = typeof options.signIn === 'function' ? await options.signIn(server, client) : options.signIn;
        const report = await connectAndSync(server, client, options.provider, signIn);
        fake.assertClean();
        expect(report.outcome, JSON.stringify(report)).toBe('completed');
        // Each declared resource was stored, or its answer lacked the list (a warning: nothing stored or removed).
        const touched = [...report.resources.map((r) => r.resource), ...report.warnings.entries.map((w) => w.resource)];
        for (const resource of declaration!.connector!.resources) {
          for (const name of REPORTED[resource] ?? [resource]) expect(touched, `${resource} was not synced`).toContain(name);
        }
        const line = (e: SyncReportData['skipped']['entries'][number]) => `${e.resource} ${e.field ?? '-'}: ${e.message} x${e.count}`;
        console.info(
          [
            `${options.provider} (${profile}): ${report.resources.map((r) => `${r.resource} ${r.stored}+${r.skipped}`).join(', ')}`,
            ...(['skipped', 'nulled', 'warnings'] as const).flatMap((kind) => report[kind].entries.map((e) => `  ${kind}: ${line(e)}`)),
          ].join('\n'),
        );
        options.check?.(profile, report);
      });
    }
  });
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
