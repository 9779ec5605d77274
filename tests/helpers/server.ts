// Starts a real Staffbridge (the compiled server, as `npm start` runs it) on a real store:
// in-memory PGlite by default, or a fresh schema of TEST_DATABASE_URL when TEST_STORE=postgres.
// The server is loaded with Node's own require so graphql and type-graphql live in one realm.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { assertContract } from './contract';
import { MIGRATED_TEMPLATE } from './global-setup';
import type { CreatedClient } from '../../server/src/modules/clients/clients.service';

const requireDist = createRequire(path.resolve(__dirname, '../../dist/server/index.js'));
export const ROOT = path.resolve(__dirname, '../..');

/** The compiled server's modules (dist/server/<name>.js). */
export function dist<T = any>(name: string): T {
  return requireDist(`./${name}`) as T;
}

export const ADMIN_KEY = 'test-admin-key-0123456789';
export const storeKind = (): 'pglite' | 'postgres' => (process.env.TEST_STORE === 'postgres' ? 'postgres' : 'pglite');

export interface ManualClock {
  now(): Date;
  advance(ms: number): void;
}

/** What createClient answers (the secret shown once). */
export type { CreatedClient };

export interface RestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface GraphQLResponse<T = any> {
  status: number;
  headers: Headers;
  data: T;
  errors?: Array<{ message: string; extensions?: Record<string, any>; path?: string[] }>;
}

export interface TestServer {
  url: string;
  adminKey: string;
  clock: ManualClock;
  services: any;
  store: any;
  /**
   * A REST call. The response is checked against schema/openapi.yaml (documented status, body schema,
   * required headers) and a mismatch fails the test; `contract: false` skips the check for a call that
   * deliberately leaves the contract (tests/helpers/contract.ts).
   */
  rest<T = any>(
    method: string,
    route: string,
    init?: { body?: unknown; headers?: Record<string, string>; raw?: string; contract?: boolean },
  ): Promise<RestResponse<T>>;
  gql<T = any>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<GraphQLResponse<T>>;
  createClient(input?: Partial<{ name: string; redirectUris: string[]; webhookUri: string | null; clientId: string }>): Promise<CreatedClient>;
  close(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** The server's DNS resolution for webhook targets (hostname -> addresses). */
  resolve?: (hostname: string) => Promise<string[]>;
  /** Listen on this port (default: any free one); set it with PUBLIC_URL when a test needs the two to agree. */
  port?: number;
  /** Receives the server's log lines (JSON), at level info and above. */
  log?: { write(line: string): void };
}

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const { loadConfig } = dist('config');
  const { startServer: start } = dist('server');
  const { ManualClock: Clock } = dist('core/clock');
  const kind = storeKind();
  const schema = kind === 'postgres' ? `sb_test_${randomBytes(6).toString('hex')}` : null;
  const env: Record<string, string> = {
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    ADMIN_API_KEY: ADMIN_KEY,
    RATE_LIMITS: 'off',
    // No hourly change check in test servers (it would re-sync seeded companies from the sandbox mid-test);
    // webhook tests run it on demand (runChangeCheck) or turn the schedule on.
    CHANGE_CHECK_CRON: 'off',
    // Nor the sync reconciler's sweep (it would start seeded pending connections once a test moves the clock);
    // tests/api/sync-reconcile.test.ts runs it on demand.
    SYNC_RECONCILE_CRON: 'off',
    LOG_LEVEL: 'error',
    PGLITE_TEMPLATE: MIGRATED_TEMPLATE,
    ...(kind === 'postgres' ? { DATABASE_URL: requireTestDatabaseUrl(), DATABASE_SCHEMA: schema! } : {}),
    ...options.env,
  };
  const config = loadConfig(env, { port: options.port ?? 0, host: '127.0.0.1', ...(kind === 'pglite' ? { dataDir: null } : {}) });
  const clock: ManualClock = new Clock();
  const logger = options.log ? dist('core/logger').createLogger('info', options.log) : undefined;
  const running = await start(config, { clock, resolve: options.resolve, logger });

  const rest: TestServer['rest'] = async (method, route, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    let body: string | undefined = init.raw;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${running.url}${route}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    if (init.contract !== false) await assertContract({ method, route, status: response.status, headers: response.headers, body: parsed, text });
    return { status: response.status, headers: response.headers, body: parsed as any };
  };

  const gql: TestServer['gql'] = async (query, variables, headers = {}) => {
    const response = await fetch(`${running.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const json = (await response.json()) as { data: any; errors?: any[] };
    return { status: response.status, headers: response.headers, data: json.data, errors: json.errors };
  };

  let counter = 0;
  const createClient: TestServer['createClient'] = async (input = {}) => {
    counter += 1;
    const result = await gql<{ createClient: CreatedClient }>(
      `mutation($input: CreateClientInput!) { createClient(input: $input) { clientId clientSecret name redirectUris webhookUri } }`,
      {
        input: {
          name: input.name ?? `Client ${counter}`,
          redirectUris: input.redirectUris ?? [`https://app${counter}.example.com/callback`],
          webhookUri: input.webhookUri ?? null,
          clientId: input.clientId ?? null,
        },
      },
      { 'x-admin-key': ADMIN_KEY },
    );
    if (result.errors) throw new Error(`createClient failed: ${JSON.stringify(result.errors)}`);
    return result.data.createClient;
  };

  return {
    url: running.url,
    adminKey: ADMIN_KEY,
    clock,
    services: running.services,
    store: running.store,
    rest,
    gql,
    createClient,
    close: async () => {
      await running.close();
      if (schema) await dropSchema(schema);
      if (schema) await dropSchema(`${schema}_boss`); // pg-boss's own schema (jobs/queue.ts)
    },
  };
}

function requireTestDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_STORE=postgres needs TEST_DATABASE_URL');
  return url;
}

async function dropSchema(schema: string): Promise<void> {
  const { Client } = requireDist('pg') as typeof import('pg');
  const client = new Client({ connectionString: requireTestDatabaseUrl() });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

/** HTTP Basic header for client credentials. */
export function basic(clientId: string, secret: string): Record<string, string> {
  return { authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}` };
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
