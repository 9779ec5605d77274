// A real provider end to end through the real server (issue 6): authorize with BambooHR credentials,
// exchange the code, let the first sync pull from a local fake of BambooHR's documented API, read the data.
// (tests/api/oauth.test.ts does the same for Deel through the OAuth popup.)
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasDescriptions, SKIP_REASON, type DescribedFake } from '../fakes/described';
import { BAMBOOHR_DOMAIN, BAMBOOHR_KEY, startBamboohrFake } from '../fakes/bamboohr/server';
import { bearer, startServer, type CreatedClient, type TestServer } from '../helpers/server';

let fake: DescribedFake;
let server: TestServer;
let client: CreatedClient;

const scopes = ['company', 'employees'].map((r) => `2023-03-01/official/${r}`);

async function authorize(apiKey: string) {
  return server.rest('POST', '/2023-03-01/connect/authorize', {
    body: {
      client_id: client.clientId,
      provider: 'bamboohr',
      mode: 'official',
      scopes,
      redirect_uri: 'https://app.example.com/cb',
      state: 's1',
      session_key: randomUUID(),
      domain: BAMBOOHR_DOMAIN,
      api_key: apiKey,
    },
  });
}

/** Data calls answer 202 until the first sync has run. */
async function untilSynced(route: string, token: string) {
  for (let i = 0; i < 120; i++) {
    const res = await server.rest('GET', route, { headers: bearer(token) });
    if (res.status !== 202) return res;
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${route} still pending`);
}

describe.skipIf(!hasDescriptions)(hasDescriptions ? 'bamboohr through the server' : `bamboohr through the server (${SKIP_REASON})`, () => {
  beforeAll(async () => {
    fake = await startBamboohrFake();
    server = await startServer({ env: { PROVIDER_BAMBOOHR_BASE_URL: `${fake.url}/{domain}` } });
    client = await server.createClient({ redirectUris: ['https://app.example.com/cb'] });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('a wrong API key is 401 incorrect_username_or_password', async () => {
    const res = await authorize('not-the-key');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('incorrect_username_or_password');
  });

  it('authorize -> token -> first sync -> company and employees from the provider', async () => {
    const signedIn = await authorize(BAMBOOHR_KEY);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.next).toBeNull();
    const code = new URL(signedIn.body.redirect_to).searchParams.get('authorization_code')!;

    const token = await server.rest('POST', '/2023-03-01/connect/token', {
      body: { client_id: client.clientId, client_secret: client.clientSecret, grant_type: 'authorization_code', redirect_uri: 'https://app.example.com/cb', code },
    });
    expect(token.status).toBe(200);
    expect(token.body).toMatchObject({ provider: 'bamboohr', mode: 'official', token_type: 'Bearer' });

    const company = await untilSynced('/2023-03-01/official/company', token.body.access_token);
    expect(company.status).toBe(200);
    expect(company.body).toMatchObject({ legal_name: 'Acme Widgets Inc.', display_name: 'Acme Widgets' });

    const employees = await untilSynced('/2023-03-01/official/employees', token.body.access_token);
    expect(employees.status).toBe(200);
    expect(employees.body.length).toBeGreaterThan(0);
    for (const employee of employees.body) {
      expect(employee.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(typeof employee.remote_id).toBe('string');
    }
    // The provider was asked with the key the customer typed, and only through the fake.
    expect(fake.requests.some((r) => r.path.startsWith(`/${BAMBOOHR_DOMAIN}/api/v1/`))).toBe(true);
    fake.assertClean();
  });
});
