// SPEC §4 server flow with the sandbox provider (CONTRACT §6), every path, both modes, both doors.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeSandbox, baseRequest, credentials } from '../helpers/connect';
import { DOORS, door } from '../helpers/doors';
import { startServer, type CreatedClient, type TestServer } from '../helpers/server';

let server: TestServer;
let client: CreatedClient;
beforeAll(async () => {
  server = await startServer();
  client = await server.createClient({ redirectUris: ['https://app.example.com/cb?tenant=7'] });
});
afterAll(() => server?.close());

const MODES = ['xhr', 'official'] as const;

describe.each(DOORS)('authorize via %s', (name) => {
  describe.each(MODES)('%s mode', (mode) => {
    it('text_message MFA, then CHOOSE among several entities, then a redirect with code and state', async () => {
      const d = door(server, name);
      const base = baseRequest(client, { mode, state: 'xyz 1' });
      const signIn = await d.authorize({ ...base, step: 'SIGN_IN', ...credentials(mode) });
      expect(signIn.data).toStrictEqual({
        client_id: client.clientId,
        redirect_to: null,
        next: 'MFA',
        next_context: { entities: null, phone_number: '4821', email: null, mfa_type: 'text_message' },
      });
      const mfa = await d.authorize({ ...base, step: 'MFA', mfa_code: '123456' });
      expect(mfa.data.next).toBe('CHOOSE');
      expect(mfa.data.next_context.entities.length).toBeGreaterThanOrEqual(2);
      const chosen = await d.authorize({ ...base, step: 'CHOSEN', chosen: mfa.data.next_context.entities[1].id });
      expect(chosen.data.next).toBeNull();
      expect(chosen.data.next_context).toBeNull();
      const redirect = new URL(chosen.data.redirect_to);
      expect(`${redirect.origin}${redirect.pathname}`).toBe('https://app.example.com/cb');
      expect(redirect.searchParams.get('tenant')).toBe('7');
      expect(redirect.searchParams.get('state')).toBe('xyz 1');
      expect(redirect.searchParams.get('authorization_code')).toMatch(/^[A-Za-z0-9]{43}$/);
      // CONTRACT §4: the same value as `code`, so standard OAuth clients read it (RFC 6749 §4.1.2).
      expect(redirect.searchParams.get('code')).toBe(redirect.searchParams.get('authorization_code'));
    });

    it('email MFA carries the address', async () => {
      const d = door(server, name);
      const base = baseRequest(client, { mode });
      const signIn = await d.authorize({ ...base, ...credentials(mode, '+email') });
      expect(signIn.data.next_context).toStrictEqual({ entities: null, phone_number: null, email: 'sandbox.admin@example.com', mfa_type: 'email' });
    });

    it('authenticator MFA', async () => {
      const signIn = await door(server, name).authorize({ ...baseRequest(client, { mode }), ...credentials(mode, '+authenticator') });
      expect(signIn.data.next_context.mfa_type).toBe('authenticator');
    });

    it('no MFA goes straight to CHOOSE', async () => {
      const signIn = await door(server, name).authorize({ ...baseRequest(client, { mode }), ...credentials(mode, '+nomfa') });
      expect(signIn.data.next).toBe('CHOOSE');
    });

    it('a single entity skips CHOOSE', async () => {
      const d = door(server, name);
      const base = baseRequest(client, { mode });
      await d.authorize({ ...base, ...credentials(mode, '+single') });
      const mfa = await d.authorize({ ...base, step: 'MFA', mfa_code: '123456' });
      expect(mfa.data.next).toBeNull();
      expect(mfa.data.redirect_to).toContain('authorization_code=');
    });

    it('no MFA and a single entity answer the redirect at once', async () => {
      const { code } = await authorizeSandbox(door(server, name), client, { mode, variant: '+nomfa+single+employees=10' });
      expect(code).toHaveLength(43);
    });

    it('wrong credentials are 401 incorrect_username_or_password', async () => {
      const wrong = mode === 'xhr' ? { username: 'sandbox_user', password: 'nope' } : { api_key: 'sandbox_api_key+bogus' };
      const result = await door(server, name).authorize({ ...baseRequest(client, { mode }), ...wrong });
      expect(result.status).toBe(401);
      expect(result.code).toBe('incorrect_username_or_password');
    });

    it('a wrong MFA code is 401 incorrect_mfa_or_otp, and the right one still works after', async () => {
      const d = door(server, name);
      const base = baseRequest(client, { mode });
      await d.authorize({ ...base, ...credentials(mode) });
      const wrong = await d.authorize({ ...base, step: 'MFA', mfa_code: '000000' });
      expect(wrong.status).toBe(401);
      expect(wrong.code).toBe('incorrect_mfa_or_otp');
      const right = await d.authorize({ ...base, step: 'MFA', mfa_code: '123456' });
      expect(right.data.next).toBe('CHOOSE');
    });
  });

  it('steps out of order are 400s', async () => {
    const d = door(server, name);
    const base = baseRequest(client);
    const early = await d.authorize({ ...base, step: 'MFA', mfa_code: '123456' });
    expect(early).toMatchObject({ status: 400, message: 'unknown session_key: start with step SIGN_IN' });
    await d.authorize({ ...base, ...credentials('xhr') });
    const chosenTooEarly = await d.authorize({ ...base, step: 'CHOSEN', chosen: 'sbx-globex' });
    expect(chosenTooEarly).toMatchObject({ status: 400, message: 'step CHOSEN is out of order: expected MFA' });
    await d.authorize({ ...base, step: 'MFA', mfa_code: '123456' });
    const mfaAgain = await d.authorize({ ...base, step: 'MFA', mfa_code: '123456' });
    expect(mfaAgain).toMatchObject({ status: 400, message: 'step MFA is out of order: expected CHOSEN' });
    const unknownEntity = await d.authorize({ ...base, step: 'CHOSEN', chosen: 'sbx-nowhere' });
    expect(unknownEntity).toMatchObject({ status: 400, message: 'chosen is not one of the entities: sbx-nowhere' });
    await d.authorize({ ...base, step: 'CHOSEN', chosen: 'sbx-globex' });
    const afterDone = await d.authorize({ ...base, step: 'CHOSEN', chosen: 'sbx-globex' });
    expect(afterDone).toMatchObject({ status: 400, message: 'step CHOSEN is out of order: expected none (the session is complete)' });
  });

  it('a session is bound to its request', async () => {
    const d = door(server, name);
    const base = baseRequest(client);
    await d.authorize({ ...base, ...credentials('xhr') });
    const otherScopes = await d.authorize({ ...base, scopes: ['2023-03-01/xhr/company'], step: 'MFA', mfa_code: '123456' });
    expect(otherScopes).toMatchObject({ status: 400, message: 'session_key belongs to another connect request' });
    const other = await server.createClient();
    const otherClient = await d.authorize({ ...base, client_id: other.clientId, redirect_uri: other.redirectUris[0], step: 'MFA', mfa_code: '123456' });
    expect(otherClient).toMatchObject({ status: 400, message: 'session_key belongs to another connect request' });
  });

  it('a session expires after 15 minutes', async () => {
    const d = door(server, name);
    const base = baseRequest(client);
    await d.authorize({ ...base, ...credentials('xhr') });
    server.clock.advance(15 * 60 * 1000 + 1000);
    const late = await d.authorize({ ...base, step: 'MFA', mfa_code: '123456' });
    expect(late).toMatchObject({ status: 400, message: 'the connect session has expired; start again' });
  });

  it('validates the request like /connect/validate, plus the authorize fields', async () => {
    const d = door(server, name);
    const base = baseRequest(client);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, client_id: undefined }, 'client_id is required'],
      [{ ...base, provider: undefined }, 'provider is required'],
      [{ ...base, provider: 'workday' }, 'invalid provider: workday'],
      [{ ...base, mode: 'batch' }, 'invalid mode: batch'],
      [{ ...base, scopes: [] }, '"scope" is required'],
      [{ ...base, session_key: undefined }, 'session_key is required'],
      [{ ...base, session_key: 'abc' }, 'session_key must be a uuid'],
      [{ ...base, step: 'EMAIL' }, 'invalid step: EMAIL'],
      [{ ...base, username: 'sandbox_user' }, 'password is required'],
      [{ ...base, ...credentials('xhr'), code_challenge: 'short' }, 'code_challenge must be the base64url SHA-256 of the verifier (43 characters)'],
      [{ ...base, ...credentials('xhr'), code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'plain' }, 'code_challenge_method must be S256'],
    ];
    for (const [input, message] of cases) {
      const result = await d.authorize({ step: 'SIGN_IN', ...input });
      expect(result, message).toMatchObject({ status: 400, message });
    }
  });

  it('providers without a connector answer 501 naming the provider', async () => {
    const base = { ...baseRequest(client), provider: 'gusto', session_key: randomUUID() };
    const result = await door(server, name).authorize({ ...base, username: 'someone', password: 'secret' });
    expect(result).toMatchObject({ status: 501, message: 'gusto is not implemented yet in xhr mode' });
  });
});
