// The OAuth popup providers through the real server (SPEC §2 "Connect HERE", §7): the catalogue points
// the popup at our start route, which redirects to the provider (a local fake of Deel); the fake
// approves at once and sends the browser back to our callback, whose page shows the key to paste;
// SIGN_IN with that key connects, the code is exchanged, and the first sync reads Deel with the tokens.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEEL_CLIENT_ID, DEEL_CLIENT_SECRET, startDeelFake, type DeelFake } from '../fakes/deel/server';
import { hasDescriptions, SKIP_REASON } from '../fakes/described';
import { bearer, startServer, type CreatedClient, type TestServer } from '../helpers/server';

// The test server listens on a random port, so the public URL it advertises (and registers as the
// OAuth callback) is a fixed name that the "browser" below maps onto the real address.
const PUBLIC_URL = 'http://staffbridge.test';
const SCOPES = ['company', 'employees', 'groups'].map((r) => `2023-03-01/official/${r}`);

let fake: DeelFake;
let server: TestServer;
let client: CreatedClient;

/** What the widget puts in ?state= (SPEC §7). */
const popupState = (sessionKey: string, clientId = client.clientId) =>
  Buffer.from(JSON.stringify({ clientId, redirectUri: client.redirectUris[0], sessionKey, statePassThrough: 'abc' })).toString('base64');

const toServer = (url: string) => url.replace(PUBLIC_URL, server.url);

/** A GET as the popup makes it: no redirect following, cookies passed by hand. */
const browse = (url: string, cookie?: string) => fetch(toServer(url), { redirect: 'manual', headers: cookie ? { cookie } : {} });

async function oauthUrl(provider: string): Promise<string> {
  const res = await server.rest('GET', '/2023-03-01/providers?client_id=partner_acme_01');
  const official = res.body.find((list: { mode: string }) => list.mode === 'official');
  // The provider's own endpoints and our app's settings stay on the server.
  expect(JSON.stringify(res.body)).not.toMatch(/oauth2\/tokens|connect\/token|authorizeUrl|clientAuth/);
  return official.providers.find((p: { id: string }) => p.id === provider).signIn.oauthUrl;
}

describe.skipIf(!hasDescriptions)(hasDescriptions ? 'OAuth popup providers' : `OAuth popup providers (${SKIP_REASON})`, () => {
  beforeAll(async () => {
    fake = await startDeelFake();
    server = await startServer({
      env: {
        PUBLIC_URL,
        PROVIDER_DEEL_CLIENT_ID: DEEL_CLIENT_ID,
        PROVIDER_DEEL_CLIENT_SECRET: DEEL_CLIENT_SECRET,
        PROVIDER_DEEL_BASE_URL: `${fake.url}/rest/v2`,
        PROVIDER_DEEL_AUTHORIZE_URL: `${fake.url}/oauth2/authorize`,
        PROVIDER_DEEL_TOKEN_URL: `${fake.url}/oauth2/tokens`,
      },
    });
    client = await server.createClient({ redirectUris: ['https://app.acme.example/callback'] });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('the catalogue sends the popup to our start route, not the provider', async () => {
    expect(await oauthUrl('deel')).toBe('/oauth/deel/start');
    expect(await oauthUrl('xero uk')).toBe('/oauth/xero-uk/start');
  });

  it('an unconfigured provider says what to set, on the start page and on authorize', async () => {
    const start = await browse(`${server.url}/oauth/xero-uk/start?state=${encodeURIComponent(popupState(randomUUID()))}`);
    expect(start.status).toBe(501);
    expect(start.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await start.text();
    expect(html).toContain('xero uk is not configured on this server: set PROVIDER_XERO_UK_CLIENT_ID and PROVIDER_XERO_UK_CLIENT_SECRET');

    const xeroClient = await server.createClient({ clientId: 'partner_acme_01', redirectUris: ['https://app.acme.example/callback'] });
    const res = await server.rest('POST', '/2023-03-01/connect/authorize', {
      body: {
        client_id: xeroClient.clientId,
        provider: 'xero uk',
        mode: 'official',
        scopes: SCOPES,
        redirect_uri: xeroClient.redirectUris[0],
        step: 'SIGN_IN',
        state: 's',
        session_key: randomUUID(),
        api_key: 'sbk_pasted',
      },
    });
    expect(res.status).toBe(501);
    expect(res.body).toStrictEqual({
      message: 'xero uk is not configured on this server: set PROVIDER_XERO_UK_CLIENT_ID and PROVIDER_XERO_UK_CLIENT_SECRET',
    });
  });

  it('a provider without a connector says so', async () => {
    const res = await browse(`${server.url}/oauth/cezanne/start?state=${encodeURIComponent(popupState(randomUUID()))}`);
    expect(res.status).toBe(501);
    expect(await res.text()).toContain('cezanne is not implemented yet in official mode');
  });

  it('the start page refuses a state that is not from a registered client', async () => {
    const res = await browse(`${server.url}/oauth/deel/start?state=${encodeURIComponent(popupState(randomUUID(), 'nobody'))}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('invalid client_id or redirect_uri in state');
    expect((await browse(`${server.url}/oauth/deel/start`)).status).toBe(400);
  });

  it('start -> Deel -> callback -> key -> authorize -> token -> data', async () => {
    const sessionKey = randomUUID();
    // 1. The popup opens our start route with the widget's state.
    const start = await browse(`${server.url}${await oauthUrl('deel')}?state=${encodeURIComponent(popupState(sessionKey))}`);
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location')!);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${fake.url}/oauth2/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe(DEEL_CLIENT_ID);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/oauth/deel/callback`);
    const cookie = start.headers.get('set-cookie')!.split(';')[0]!;
    expect(start.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Lax/);

    // 2. Deel approves and sends the browser back to our callback.
    const approved = await browse(authorize.toString());
    expect(approved.status).toBe(302);
    const callback = approved.headers.get('location')!;
    expect(callback.startsWith(`${PUBLIC_URL}/oauth/deel/callback?`)).toBe(true);

    // Without the popup's cookie (another browser) the callback refuses.
    const foreign = await browse(callback);
    expect(foreign.status).toBe(400);

    // 3. The callback exchanges the code and shows the key.
    const page = await browse(callback, cookie);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const html = await page.text();
    const key = /data-key="([^"]+)"/.exec(html)?.[1];
    expect(key).toMatch(/^sbk_\w{43}$/);
    expect(html).not.toMatch(/deel_at_|deel_rt_/);
    expect(fake.oauth.tokenCalls.filter((c) => c.grantType === 'authorization_code')).toHaveLength(1);

    // The grant is stored encrypted, by the key's hash only.
    const rows: Array<Record<string, string>> = await server.store.dataSource.query('SELECT * FROM oauth_grant');
    expect(JSON.stringify(rows)).not.toMatch(new RegExp(`${key}|deel_at_|deel_rt_`));

    // 4. The customer pastes the key: SIGN_IN connects the one organization.
    const base = {
      client_id: client.clientId,
      provider: 'deel',
      mode: 'official',
      scopes: SCOPES,
      redirect_uri: client.redirectUris[0],
      state: 'abc',
      session_key: sessionKey,
    };
    const signedIn = await server.rest('POST', '/2023-03-01/connect/authorize', { body: { ...base, step: 'SIGN_IN', api_key: key } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ client_id: client.clientId, next: null, next_context: null });
    const code = new URL(signedIn.body.redirect_to).searchParams.get('authorization_code')!;

    // The key works once.
    const again = await server.rest('POST', '/2023-03-01/connect/authorize', {
      body: { ...base, session_key: randomUUID(), step: 'SIGN_IN', api_key: key },
    });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('incorrect_username_or_password');

    // 5. The client exchanges the code and reads Deel data once the first sync ran.
    const token = await server.rest('POST', '/2023-03-01/connect/token', {
      body: { client_id: client.clientId, client_secret: client.clientSecret, grant_type: 'authorization_code', redirect_uri: client.redirectUris[0], code },
    });
    expect(token.status).toBe(200);
    expect(token.body).toMatchObject({ provider: 'deel', mode: 'official', token_type: 'Bearer' });
    const headers = bearer(token.body.access_token);
    let company = await server.rest('GET', '/2023-03-01/official/company', { headers });
    for (let i = 0; company.status === 202 && i < 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      company = await server.rest('GET', '/2023-03-01/official/company', { headers });
    }
    expect(company.status).toBe(200);
    expect(company.body).toMatchObject({ remote_id: '2f6c1a3e-8b7d-4c5e-9f10-3a2b1c0d9e8f', display_name: 'Acme Global Ltd' });
    const employees = await server.rest('GET', '/2023-03-01/official/employees', { headers });
    expect(employees.status).toBe(200);
    expect(JSON.stringify(employees.body)).toContain('john.doe@acme.example');
    // Every call of the sync was one Deel's description documents.
    fake.assertClean();
  });

  it('a key expires after an hour (and the state after 15 minutes)', async () => {
    const start = await browse(`${server.url}/oauth/deel/start?state=${encodeURIComponent(popupState(randomUUID()))}`);
    const cookie = start.headers.get('set-cookie')!.split(';')[0]!;
    const callback = (await browse(start.headers.get('location')!)).headers.get('location')!;
    server.clock.advance(16 * 60_000);
    expect((await browse(callback, cookie)).status).toBe(400);

    const fresh = await browse(`${server.url}/oauth/deel/start?state=${encodeURIComponent(popupState(randomUUID()))}`);
    const back = (await browse(fresh.headers.get('location')!)).headers.get('location')!;
    const html = await (await browse(back, fresh.headers.get('set-cookie')!.split(';')[0]!)).text();
    const key = /data-key="([^"]+)"/.exec(html)![1]!;
    server.clock.advance(61 * 60_000);
    const res = await server.rest('POST', '/2023-03-01/connect/authorize', {
      body: {
        client_id: client.clientId,
        provider: 'deel',
        mode: 'official',
        scopes: SCOPES,
        redirect_uri: client.redirectUris[0],
        step: 'SIGN_IN',
        state: 's',
        session_key: randomUUID(),
        api_key: key,
      },
    });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('incorrect_username_or_password');
  });

  it('a declined consent shows why on the callback page', async () => {
    const res = await browse(`${server.url}/oauth/deel/callback?error=access_denied&state=x`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('access to Deel was not granted');
  });
});
