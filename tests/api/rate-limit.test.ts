// SPEC §9 / CONTRACT §9 rate limits through both doors on a real store. TRUST_PROXY=1 lets a test
// speak from many addresses (X-Forwarded-For); each test uses addresses of its own.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getIntrospectionQuery } from 'graphql';
import { connectSandbox } from '../helpers/connect';
import { door } from '../helpers/doors';
import { basic, bearer, dist, ROOT, startServer, type CreatedClient, type TestServer } from '../helpers/server';
import { recordStatements } from '../helpers/statements';

let server: TestServer;
let client: CreatedClient;
let nextAddress = 1;
/** A fresh documentation address (RFC 5737) per call site. */
const address = () => `198.51.100.${nextAddress++}`;
const from = (ip: string, headers: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...headers });

const PROVIDERS = '/2023-03-01/providers?mode=xhr';
const OPEN_POLICY = '"ip-minute";q=15;w=60, "ip-5-minutes";q=25;w=300';
const GATED_POLICY = '"ip-minute";q=40;w=60, "client-5-minutes";q=40;w=300';

beforeAll(async () => {
  server = await startServer({ env: { RATE_LIMITS: 'on', TRUST_PROXY: '1' } });
  client = await server.createClient({ name: 'Limited' });
});

afterAll(async () => {
  await server?.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function times(n: number, call: () => Promise<{ status: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i += 1) statuses.push((await call()).status);
  return statuses;
}

/** Moves Date.now (what the limiter's windows are measured with) forward by `ms` from here on. */
function travel(): (ms: number) => void {
  const real = Date.now.bind(Date);
  let offset = 0;
  vi.spyOn(Date, 'now').mockImplementation(() => real() + offset);
  return (ms) => {
    offset += ms;
  };
}

const providersGql = (ip: string, query = '{ providers(mode: "xhr") { mode } }') => server.gql(query, {}, from(ip));

describe('open endpoints (15 a minute and 25 in 5 minutes per IP)', () => {
  it('lets 15 calls a minute through with RateLimit headers, then answers 429 with Retry-After', async () => {
    const ip = address();
    const first = await server.rest('GET', PROVIDERS, { headers: from(ip) });
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-policy')).toBe(OPEN_POLICY);
    expect(first.headers.get('ratelimit')).toBe('"ip-minute";r=14;t=60, "ip-5-minutes";r=24;t=300');
    expect(first.headers.get('retry-after')).toBeNull();

    expect(await times(14, () => server.rest('GET', PROVIDERS, { headers: from(ip) }))).toEqual(Array(14).fill(200));
    const refused = await server.rest('GET', PROVIDERS, { headers: from(ip) });
    expect(refused.status).toBe(429);
    expect(refused.body).toStrictEqual({ message: expect.stringMatching(/^too many requests: at most 15 calls to listProviders per minute per IP address; retry after \d+ seconds$/) });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('ratelimit-policy')).toBe(OPEN_POLICY);
    expect(refused.headers.get('ratelimit')).toMatch(/^"ip-minute";r=0;t=\d+, "ip-5-minutes";r=10;t=\d+$/);
  });

  it('counts the REST path and its GraphQL field on one counter, and each endpoint on its own', async () => {
    const ip = address();
    expect(await times(10, () => server.rest('GET', PROVIDERS, { headers: from(ip) }))).toEqual(Array(10).fill(200));
    for (let i = 0; i < 5; i += 1) expect((await providersGql(ip)).errors).toBeUndefined();

    expect((await server.rest('GET', PROVIDERS, { headers: from(ip) })).status).toBe(429);
    const limited = await providersGql(ip);
    expect(limited.status).toBe(200);
    expect(limited.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED', status: 429, retryAfter: expect.any(Number) } });
    expect(limited.headers.get('retry-after')).toBe(String(limited.errors?.[0].extensions?.retryAfter));

    // connect/validate has counters of its own: a wrong request is a 400, not a 429.
    const validate = await server.rest('POST', '/2023-03-01/connect/validate', { body: {}, headers: from(ip) });
    expect(validate.status).toBe(400);
    expect(validate.headers.get('ratelimit')).toBe('"ip-minute";r=14;t=60, "ip-5-minutes";r=24;t=300');
  });

  it('counts a GraphQL request with 100 aliases of one field 100 times', async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: scopes(mode: "xhr") { name }`).join(' ')} }`;
    const ip = address();
    const ten = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from(ip) },
      body: JSON.stringify({ query: aliases(10) }),
    });
    expect(((await ten.json()) as { errors?: unknown }).errors).toBeUndefined();
    expect(ten.headers.get('ratelimit')).toMatch(/^"ip-minute";r=5;t=\d+, "ip-5-minutes";r=15;t=\d+$/);

    // A fresh address: the first 15 aliases pass, the rest are refused (the field is non-null, so
    // the refusal nulls the whole result).
    const other = address();
    const hundred = await server.gql(aliases(100), {}, from(other));
    expect(hundred.data).toBeNull();
    expect(hundred.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    const again = await server.gql(aliases(1), {}, from(other));
    expect(again.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('lets exactly 15 of 40 concurrent calls through (read, decide and write are one step)', async () => {
    const ip = address();
    const statuses = await Promise.all(Array.from({ length: 40 }, () => server.rest('GET', PROVIDERS, { headers: from(ip) }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(15);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
  });

  it('slides: a minute later the per-minute quota is back, and the 5-minute quota stops the 26th call', async () => {
    const advance = travel();
    const ip = address();
    expect(await times(15, () => server.rest('GET', PROVIDERS, { headers: from(ip) }))).toEqual(Array(15).fill(200));
    expect((await server.rest('GET', PROVIDERS, { headers: from(ip) })).status).toBe(429);

    advance(61_000);
    expect(await times(10, () => server.rest('GET', PROVIDERS, { headers: from(ip) }))).toEqual(Array(10).fill(200));
    const refused = await server.rest('GET', PROVIDERS, { headers: from(ip) });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/at most 25 calls to listProviders per 5 minutes per IP address/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(230);
    expect(retryAfter).toBeLessThanOrEqual(240);
    expect(refused.headers.get('ratelimit')).toMatch(/^"ip-minute";r=5;t=\d+, "ip-5-minutes";r=0;t=\d+$/);

    advance(240_000);
    expect((await server.rest('GET', PROVIDERS, { headers: from(ip) })).status).toBe(200);
  });

  it('does not count refused calls: knocking on does not extend the wait', async () => {
    const advance = travel();
    const ip = address();
    await times(15, () => server.rest('GET', PROVIDERS, { headers: from(ip) }));
    // Real time goes on too: the knocks must land inside the first calls' minute (10 s to spare on a busy machine)
    // and the last call after it, where counted knocks would still fill the window.
    advance(50_000);
    expect(await times(15, () => server.rest('GET', PROVIDERS, { headers: from(ip) }))).toEqual(Array(15).fill(429));
    advance(11_000);
    expect((await server.rest('GET', PROVIDERS, { headers: from(ip) })).status).toBe(200);
  });
});

describe('gated endpoints (40 a minute per IP, 40 in 5 minutes per client)', () => {
  it('limits Basic calls per IP address, through both doors', async () => {
    const ip = address();
    const auth = basic(client.clientId, client.clientSecret);
    const first = await server.rest('GET', '/2023-03-01/management/client', { headers: from(ip, auth) });
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-policy')).toBe(GATED_POLICY);
    expect(first.headers.get('ratelimit')).toBe('"ip-minute";r=39;t=60, "client-5-minutes";r=39;t=300');
    expect(await times(20, () => server.rest('GET', '/2023-03-01/management/client', { headers: from(ip, auth) }))).toEqual(Array(20).fill(200));
    for (let i = 0; i < 19; i += 1) {
      const ok = await server.gql('{ managementClient { clientId } }', {}, from(ip, auth));
      expect(ok.errors).toBeUndefined();
    }
    const refused = await server.rest('GET', '/2023-03-01/management/client', { headers: from(ip, auth) });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('limits a client to 40 calls of an endpoint in 5 minutes, whatever its addresses', async () => {
    const other = await server.createClient({ name: 'Spread out' });
    const auth = basic(other.clientId, other.clientSecret);
    const [a, b, c] = [address(), address(), address()];
    expect(await times(20, () => server.rest('GET', '/2023-03-01/management/tokens', { headers: from(a, auth) }))).toEqual(Array(20).fill(200));
    expect(await times(20, () => server.rest('GET', '/2023-03-01/management/tokens', { headers: from(b, auth) }))).toEqual(Array(20).fill(200));
    const refused = await server.rest('GET', '/2023-03-01/management/tokens', { headers: from(c, auth) });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/at most 40 calls to listManagementTokens per 5 minutes per client;/);
    expect(refused.headers.get('ratelimit')).toMatch(/^"ip-minute";r=40;t=0, "client-5-minutes";r=0;t=\d+$/);
    // Another endpoint of the same client, and the same endpoint of another client, still answer.
    expect((await server.rest('GET', '/2023-03-01/management/client', { headers: from(c, auth) })).status).toBe(200);
    expect((await server.rest('GET', '/2023-03-01/management/tokens', { headers: from(c, basic(client.clientId, client.clientSecret)) })).status).toBe(200);
  });

  it('counts Bearer calls to the client of the token', async () => {
    const owner = await server.createClient({ name: 'Token owner' });
    const { token } = await connectSandbox(door(server, 'rest'), owner, { variant: '+nomfa+single' });
    for (let i = 0; i < 40; i += 1) {
      const res = await server.rest('GET', '/2023-03-01/management/introspect', { headers: from(address(), bearer(token)) });
      expect(res.status).toBe(200);
    }
    const refused = await server.gql('{ introspect { clientId } }', {}, from(address(), bearer(token)));
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
  });

  it('resolves the caller once a request: the limiter and the call share one lookup of the token', async () => {
    const owner = await server.createClient({ name: 'Looked up once' });
    const { token } = await connectSandbox(door(server, 'rest'), owner, { variant: '+nomfa+single' });
    const tokenLookup = (sql: string) => /FROM ("[^"]+"\.)?"access_token"/.test(sql);
    const rest = await recordStatements(server, () => server.rest('GET', '/2023-03-01/management/introspect', { headers: from(address(), bearer(token)) }), tokenLookup);
    expect(rest.result.status).toBe(200);
    expect(rest.statements).toHaveLength(1);
    const both = await recordStatements(server, () => server.gql('{ a: introspect { clientId } b: introspect { provider } }', {}, from(address(), bearer(token))), tokenLookup);
    expect(both.result.errors).toBeUndefined();
    expect(both.statements).toHaveLength(1);
  });

  it("gates the console's fields like the management API, each on its own counter", async () => {
    const owner = await server.createClient({ name: 'Console user' });
    const ip = address();
    const auth = basic(owner.clientId, owner.clientSecret);
    for (let i = 0; i < 40; i += 1) {
      const res = await server.gql('{ connections { id } }', {}, from(ip, auth));
      expect(res.errors).toBeUndefined();
      if (i === 0) expect(res.headers.get('ratelimit-policy')).toBe(GATED_POLICY);
    }
    const refused = await server.gql('{ connections { id } }', {}, from(ip, auth));
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    expect(refused.errors?.[0]?.message).toMatch(/at most 40 calls to connections per minute per IP address/);
    const other = await server.gql('{ webhookEndpoint { health } }', {}, from(ip, auth));
    expect(other.errors).toBeUndefined();
  });

  it('never charges a client for calls with wrong credentials', async () => {
    const victim = await server.createClient({ name: 'Victim' });
    for (let i = 0; i < 45; i += 1) {
      const res = await server.rest('GET', '/2023-03-01/management/client', { headers: from(address(), basic(victim.clientId, 'wrong-secret')) });
      expect(res.status).toBe(401);
      expect(res.headers.get('ratelimit-policy')).toBe('"ip-minute";q=40;w=60');
    }
    expect((await server.rest('GET', '/2023-03-01/management/client', { headers: from(address(), basic(victim.clientId, victim.clientSecret)) })).status).toBe(200);
  });

  it('does not limit the admin operations', async () => {
    const created = await server.gql(
      'mutation { createClient(input: { name: "Admin made", redirectUris: ["https://admin.example.com/cb"] }) { clientId } }',
      {},
      { 'x-admin-key': server.adminKey },
    );
    expect(created.errors).toBeUndefined();
  });
});

describe('rate-limit settings', () => {
  it('takes the address from the socket unless TRUST_PROXY is set', async () => {
    const direct = await startServer({ env: { RATE_LIMITS: 'on' } });
    try {
      for (let i = 0; i < 15; i += 1) expect((await direct.rest('GET', PROVIDERS, { headers: from(address()) })).status).toBe(200);
      expect((await direct.rest('GET', PROVIDERS, { headers: from(address()) })).status).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it('RATE_LIMITS=off: no limits and no headers', async () => {
    const off = await startServer();
    try {
      const statuses = await times(30, () => off.rest('GET', PROVIDERS));
      expect(statuses).toEqual(Array(30).fill(200));
      const res = await off.rest('GET', PROVIDERS);
      expect(res.headers.get('ratelimit')).toBeNull();
      expect(res.headers.get('ratelimit-policy')).toBeNull();
    } finally {
      await off.close();
    }
  });

  it('lists every REST operation and every GraphQL root field in the one endpoint table', () => {
    const { isListedOperation, isListedField } = dist('modules/rate-limit/endpoints');
    const { buildGraphQLSchema } = dist('graphql/schema');
    const document = parseYaml(readFileSync(path.join(ROOT, 'schema/openapi.yaml'), 'utf8'));
    const operations: string[] = Object.values(document.paths as Record<string, Record<string, { operationId?: string }>>)
      .flatMap((item) => Object.values(item))
      .map((op) => op?.operationId)
      .filter((id): id is string => typeof id === 'string');
    expect(operations.filter((id) => !isListedOperation(id))).toEqual([]);
    const schema = buildGraphQLSchema();
    const fields = [schema.getQueryType(), schema.getMutationType()].flatMap((type) => Object.keys(type?.getFields() ?? {}));
    expect(fields.filter((f) => !isListedField(f))).toEqual([]);
  });

  it('lets the standard introspection query through (it is not an endpoint)', async () => {
    const res = await server.gql(getIntrospectionQuery(), {}, from(address()));
    expect(res.errors).toBeUndefined();
    expect(res.data.__schema.queryType.name).toBe('Query');
  });
});
