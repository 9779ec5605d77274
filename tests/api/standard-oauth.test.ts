// CONTRACT §4 standard edges: a strict OAuth client (oauth4webapi) discovers us through RFC 8414
// metadata, reads `code` from the redirect, authenticates with client_secret_basic (form-encoded,
// RFC 6749 §2.3.1) or client_secret_post, with and without PKCE, and reads data with the token.
// Only the hosted widget's part is ours: the sign-in steps go through the REST door as the widget sends them.
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/child-server';
import { authorizeSandbox, SCOPES } from '../helpers/connect';
import { door } from '../helpers/doors';
import { basic, bearer, startServer, type CreatedClient, type TestServer } from '../helpers/server';

const REDIRECT_URI = 'https://app.example.com/oauth/callback';
const insecure = { [oauth.allowInsecureRequests]: true } as const;

let server: TestServer;
let as: oauth.AuthorizationServer;
beforeAll(async () => {
  const port = await freePort();
  server = await startServer({ port, env: { PUBLIC_URL: `http://127.0.0.1:${port}` } });
  const issuer = new URL(server.url);
  as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }));
});
afterAll(() => server?.close());

async function newClient(): Promise<CreatedClient> {
  return server.createClient({ redirectUris: [REDIRECT_URI] });
}

/** The authorization URL a client builds from the metadata, then the widget's steps, then the redirect. */
async function authorize(client: CreatedClient, codeChallenge: string | null): Promise<{ redirect: URL; state: string }> {
  const state = oauth.generateRandomState();
  const url = new URL(as.authorization_endpoint!);
  const query: Record<string, string> = {
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: REDIRECT_URI,
    scope: SCOPES.xhr.join(' '),
    state,
    mode: 'xhr',
    provider: 'sandbox',
    sandbox: 'true',
    ...(codeChallenge ? { code_challenge: codeChallenge, code_challenge_method: 'S256' } : {}),
  };
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const q = url.searchParams;
  const { redirect } = await authorizeSandbox(door(server, 'rest'), client, {
    mode: 'xhr',
    variant: '+nomfa+single+employees=5',
    scopes: q.get('scope')!.split(' '),
    state: q.get('state')!,
    redirectUri: q.get('redirect_uri')!,
    codeChallenge: q.get('code_challenge') ?? undefined,
  });
  return { redirect, state };
}

async function employeesWith(token: string): Promise<unknown[]> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const res = await server.rest('GET', '/2023-03-01/xhr/employees', { headers: bearer(token) });
    if (res.status === 200) return res.body as unknown[];
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the first sync did not finish');
}

describe('a standard OAuth client (oauth4webapi)', () => {
  it('discovers the server: RFC 8414 metadata', () => {
    expect(as).toMatchObject({
      issuer: server.url,
      authorization_endpoint: `${server.url}/`,
      token_endpoint: `${server.url}/2023-03-01/connect/token`,
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code'],
      response_types_supported: ['code'],
    });
    expect(as.scopes_supported).toEqual(expect.arrayContaining([...SCOPES.xhr, ...SCOPES.official]));
  });

  const cases = [
    { name: 'client_secret_basic', auth: oauth.ClientSecretBasic, pkce: false },
    { name: 'client_secret_post', auth: oauth.ClientSecretPost, pkce: false },
    { name: 'client_secret_basic with PKCE', auth: oauth.ClientSecretBasic, pkce: true },
    { name: 'client_secret_post with PKCE', auth: oauth.ClientSecretPost, pkce: true },
  ];
  it.each(cases)('completes the flow with $name and reads employees', async ({ auth, pkce }) => {
    const registered = await newClient();
    const client: oauth.Client = { client_id: registered.clientId };
    const verifier = pkce ? oauth.generateRandomCodeVerifier() : null;
    const { redirect, state } = await authorize(registered, verifier ? await oauth.calculatePKCECodeChallenge(verifier) : null);

    const params = oauth.validateAuthResponse(as, client, redirect, state);
    const response = await oauth.authorizationCodeGrantRequest(as, client, auth(registered.clientSecret), params, REDIRECT_URI, verifier ?? oauth.nopkce, insecure);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, response);
    expect(tokens.token_type).toBe('bearer');
    expect(await employeesWith(tokens.access_token)).toHaveLength(5);
  });

  it('form-decodes Basic credentials (RFC 6749 §2.3.1): a secret with reserved characters authenticates', async () => {
    const registered = await newClient();
    const secret = 'rotated+secret%with:reserved/chars&=?~!0123456789';
    const rotated = await server.rest('POST', '/2023-03-01/management/client', {
      headers: basic(registered.clientId, registered.clientSecret),
      body: { client_secret: [secret] },
    });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);

    const client: oauth.Client = { client_id: registered.clientId };
    const { redirect, state } = await authorize(registered, null);
    const params = oauth.validateAuthResponse(as, client, redirect, state);
    const response = await oauth.authorizationCodeGrantRequest(as, client, oauth.ClientSecretBasic(secret), params, REDIRECT_URI, oauth.nopkce, insecure);
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, response);
    expect(tokens.access_token).toMatch(/^[A-Za-z0-9]{48}$/);

    // Everywhere Basic is read: the management calls take the same encoded pair.
    const encoded = `${encodeURIComponent(registered.clientId)}:${encodeURIComponent(secret)}`;
    const header = { authorization: `Basic ${Buffer.from(encoded).toString('base64')}` };
    expect((await server.rest('GET', '/2023-03-01/management/client', { headers: header })).status).toBe(200);
    const viaGraphql = await server.gql('{ managementClient { clientId } }', {}, header);
    expect(viaGraphql.data?.managementClient.clientId).toBe(registered.clientId);
    // A pair that is not valid form encoding is no credential at all.
    const broken = { authorization: `Basic ${Buffer.from(`${registered.clientId}:%zz`).toString('base64')}` };
    expect((await server.rest('GET', '/2023-03-01/management/client', { headers: broken })).status).toBe(401);
  });

  it('refuses a wrong secret in RFC 6749 §5.2 terms', async () => {
    const registered = await newClient();
    const client: oauth.Client = { client_id: registered.clientId };
    const { redirect, state } = await authorize(registered, null);
    const params = oauth.validateAuthResponse(as, client, redirect, state);
    const response = await oauth.authorizationCodeGrantRequest(as, client, oauth.ClientSecretBasic('not-the-secret'), params, REDIRECT_URI, oauth.nopkce, insecure);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect(await response.clone().json()).toMatchObject({ error: 'invalid_client' });
    await expect(oauth.processAuthorizationCodeResponse(as, client, response)).rejects.toMatchObject({ name: 'WWWAuthenticateChallengeError', status: 401 });
  });
});
