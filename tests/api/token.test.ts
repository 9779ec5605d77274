// CONTRACT §4 codes and tokens: exchange through both doors, single use, expiry, binding, PKCE.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeSandbox, connectSandbox } from '../helpers/connect';
import { DOORS, door } from '../helpers/doors';
import { basic, bearer, startServer, type CreatedClient, type TestServer } from '../helpers/server';

let server: TestServer;
let client: CreatedClient;
beforeAll(async () => {
  server = await startServer();
  client = await server.createClient({ redirectUris: ['https://app.example.com/cb', 'https://app.example.com/other'] });
});
afterAll(() => server?.close());

const exchangeBody = (code: string, overrides: Record<string, unknown> = {}) => ({
  client_id: client.clientId,
  client_secret: client.clientSecret,
  grant_type: 'authorization_code',
  redirect_uri: 'https://app.example.com/cb',
  code,
  ...overrides,
});

describe.each(DOORS)('token exchange via %s', (name) => {
  it('returns the token response and the token works', async () => {
    const d = door(server, name);
    const { code } = await authorizeSandbox(d, client, { mode: 'official', variant: '+nomfa+single' });
    const result = await d.token(exchangeBody(code));
    expect(result.data).toStrictEqual({
      access_token: expect.stringMatching(/^[A-Za-z0-9]{48}$/),
      token_type: 'Bearer',
      mode: 'official',
      provider: 'sandbox',
      scopes: expect.arrayContaining(['2023-03-01/official/employees']),
    });
    const info = await d.introspect(bearer(result.data.access_token));
    // REST adds the connection's sync report (last_sync; tests/api/sync-report.test.ts), null or not by now.
    const { last_sync: _lastSync, ...grant } = info.data;
    expect(grant).toStrictEqual({
      client_id: client.clientId,
      provider: 'sandbox',
      mode: 'official',
      scopes: result.data.scopes,
      sync: expect.objectContaining({ status: expect.stringMatching(/^(pending|running|ready)$/), error: null }),
    });
  });

  it('a second use fails with invalid_grant and revokes every token of the connection, minted ones too', async () => {
    const d = door(server, name);
    const { code } = await authorizeSandbox(d, client, { variant: '+nomfa+single' });
    const first = await d.token(exchangeBody(code));
    expect(first.ok).toBe(true);
    // Tokens minted from the code's token, and from a minted one (CONTRACT §4).
    const minted = await d.newToken(bearer(first.data.access_token));
    const grandchild = await d.newToken(bearer(minted.data.access_token));
    expect([minted.ok, grandchild.ok]).toStrictEqual([true, true]);
    // Another connection of the same client is not touched.
    const other = await connectSandbox(d, client, { variant: '+nomfa+single' });
    const second = await d.token(exchangeBody(code));
    expect(second.status).toBe(400);
    expect(second.message).toBe('the authorization code was already used');
    for (const token of [first.data.access_token, minted.data.access_token, grandchild.data.access_token]) {
      expect((await d.introspect(bearer(token))).status).toBe(403);
    }
    expect((await d.introspect(bearer(other.token))).status).toBe(200);
  });

  it('an expired code (10 minutes) is invalid_grant', async () => {
    const d = door(server, name);
    const { code } = await authorizeSandbox(d, client, { variant: '+nomfa+single' });
    server.clock.advance(10 * 60 * 1000 + 1);
    const result = await d.token(exchangeBody(code));
    expect(result).toMatchObject({ status: 400, message: 'the authorization code has expired' });
  });

  it('the code is bound to its redirect_uri and its client', async () => {
    const d = door(server, name);
    const { code } = await authorizeSandbox(d, client, { variant: '+nomfa+single' });
    const wrongRedirect = await d.token(exchangeBody(code, { redirect_uri: 'https://app.example.com/other' }));
    expect(wrongRedirect).toMatchObject({ status: 400, message: 'redirect_uri does not match the authorize request' });
    const other = await server.createClient({ redirectUris: ['https://app.example.com/cb'] });
    const wrongClient = await d.token(exchangeBody(code, { client_id: other.clientId, client_secret: other.clientSecret }));
    expect(wrongClient).toMatchObject({ status: 400, message: 'the authorization code is invalid' });
    // Neither attempt consumed it.
    expect((await d.token(exchangeBody(code))).ok).toBe(true);
  });

  it('missing fields and a wrong grant_type are 400; a wrong secret is 401', async () => {
    const d = door(server, name);
    expect(await d.token(exchangeBody('x', { code: undefined }))).toMatchObject({ status: 400, message: 'code is required' });
    expect(await d.token(exchangeBody('x', { redirect_uri: undefined }))).toMatchObject({ status: 400, message: 'redirect_uri is required' });
    expect(await d.token(exchangeBody('x', { grant_type: 'client_credentials' }))).toMatchObject({ status: 400, message: 'grant_type must be authorization_code' });
    expect(await d.token(exchangeBody('x', { client_secret: 'wrong' }))).toMatchObject({ status: 401, message: 'unknown client or wrong client_secret' });
    expect(await d.token(exchangeBody('x', { client_id: 'nobody' }))).toMatchObject({ status: 401 });
    expect(await d.token(exchangeBody('not-a-code'))).toMatchObject({ status: 400, message: 'the authorization code is invalid' });
  });

  it('PKCE: the RFC 7636 appendix B vector passes, a wrong verifier fails, a verifier without challenge is refused', async () => {
    const d = door(server, name);
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
    const { code } = await authorizeSandbox(d, client, { variant: '+nomfa+single', codeChallenge: challenge });
    expect(await d.token(exchangeBody(code))).toMatchObject({ status: 400, message: 'code_verifier is required' });
    expect(await d.token(exchangeBody(code, { code_verifier: 'A'.repeat(43) }))).toMatchObject({ status: 400, message: 'code_verifier does not match the code_challenge' });
    expect((await d.token(exchangeBody(code, { code_verifier: verifier }))).ok).toBe(true);

    const plain = await authorizeSandbox(d, client, { variant: '+nomfa+single' });
    expect(await d.token(exchangeBody(plain.code, { code_verifier: verifier }))).toMatchObject({
      status: 400,
      message: 'code_verifier given but the authorize request had no code_challenge',
    });
  });
});

describe('token exchange over REST specifics', () => {
  it('accepts a form body with HTTP Basic client authentication, and says no-store', async () => {
    const { code } = await authorizeSandbox(door(server, 'rest'), client, { variant: '+nomfa+single' });
    const form = new URLSearchParams({ grant_type: 'authorization_code', redirect_uri: 'https://app.example.com/cb', code });
    const res = await fetch(`${server.url}/2023-03-01/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...basic(client.clientId, client.clientSecret) },
      body: form.toString(),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await res.json()).token_type).toBe('Bearer');
  });

  it('uses RFC 6749 §5.2 error bodies, with WWW-Authenticate on invalid_client', async () => {
    const bad = await server.rest('POST', '/2023-03-01/connect/token', { body: exchangeBody('x', { grant_type: 'password' }) });
    expect(bad.body).toStrictEqual({
      error: 'unsupported_grant_type',
      error_description: 'grant_type must be authorization_code',
      message: 'grant_type must be authorization_code',
      validation_error: { field: null, rule: 'unsupported_grant_type' },
    });
    const unauth = await server.rest('POST', '/2023-03-01/connect/token', { body: exchangeBody('x', { client_secret: 'nope' }) });
    expect(unauth.status).toBe(401);
    expect(unauth.body.error).toBe('invalid_client');
    expect(unauth.headers.get('www-authenticate')).toContain('Basic');
    const grant = await server.rest('POST', '/2023-03-01/connect/token', { body: exchangeBody('unknown') });
    expect(grant.body.error).toBe('invalid_grant');
  });

  it('ten parallel exchanges of one code: exactly one succeeds', async () => {
    const { code } = await authorizeSandbox(door(server, 'rest'), client, { variant: '+nomfa+single' });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => server.rest('POST', '/2023-03-01/connect/token', { body: exchangeBody(code) })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400 && r.body.error === 'invalid_grant')).toHaveLength(9);
  });

  it('a connection exists after the exchange', async () => {
    const { token } = await connectSandbox(door(server, 'rest'), client, { variant: '+nomfa+single' });
    const tokens = await server.rest('GET', '/2023-03-01/management/tokens', { headers: basic(client.clientId, client.clientSecret) });
    expect(tokens.body.some((t: any) => t.token === `****${token.slice(-4)}` && t.valid)).toBe(true);
  });
});
