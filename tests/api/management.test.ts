// SPEC §7 management calls through both doors: client, rotation, tokens, new token, disconnect, isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSandbox } from '../helpers/connect';
import { DOORS, door } from '../helpers/doors';
import { basic, bearer, startServer, storeKind, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

describe.each(DOORS)('management via %s', (name) => {
  it('shows the client with masked secrets, and is protected', async () => {
    const client = await server.createClient({ name: 'Viewer', redirectUris: ['https://v.example.com/cb'] });
    const d = door(server, name);
    const view = await d.client(basic(client.clientId, client.clientSecret));
    expect(view.data).toStrictEqual({
      client_id: client.clientId,
      client_secret: [`****${client.clientSecret.slice(-4)}`],
      redirect_uris: ['https://v.example.com/cb'],
      name: 'Viewer',
      webhook_uri: null,
    });
    expect(JSON.stringify(view.raw)).not.toContain(client.clientSecret);
    // 401s ask for Basic credentials (RFC 7235 §4.1, RFC 7617), through either door.
    for (const headers of [{}, basic(client.clientId, 'wrong'), bearer('whatever')]) {
      const refused = await d.client(headers);
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Basic realm="staffbridge", charset="UTF-8"');
    }
    expect(view.headers.get('www-authenticate')).toBeNull();
  });

  it('rotates secrets: every current secret works, replaced ones stop', async () => {
    const client = await server.createClient();
    const d = door(server, name);
    const next = ['N'.repeat(40), 'M'.repeat(40)];
    const updated = await d.updateClient(
      { client_secret: [client.clientSecret, next[0]], name: 'Renamed', redirect_uris: ['https://r.example.com/cb'], webhook_uri: 'https://93.184.215.14/hook' },
      basic(client.clientId, client.clientSecret),
    );
    expect(updated.data).toMatchObject({ name: 'Renamed', redirect_uris: ['https://r.example.com/cb'], webhook_uri: 'https://93.184.215.14/hook' });
    expect((await d.client(basic(client.clientId, client.clientSecret))).ok).toBe(true);
    expect((await d.client(basic(client.clientId, next[0]))).ok).toBe(true);
    await d.updateClient({ client_secret: [next[1]] }, basic(client.clientId, next[0]));
    expect((await d.client(basic(client.clientId, client.clientSecret))).status).toBe(401);
    expect((await d.client(basic(client.clientId, next[1]))).ok).toBe(true);
  });

  it('validates updates and changes nothing on a bad one', async () => {
    const client = await server.createClient({ name: 'Stable' });
    const d = door(server, name);
    const auth = basic(client.clientId, client.clientSecret);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ redirect_uris: ['not a url'], name: 'Changed' }, 'url not valid'],
      [{ client_secret: ['short'], name: 'Changed' }, 'each client_secret must be 32 to 256 printable characters without spaces'],
      [{ client_secret: [], name: 'Changed' }, 'client_secret must be an array of 1 to 5 secrets'],
      [{ name: '' }, 'name is required'],
      [{ webhook_uri: 'ftp://x.example.com', name: 'Changed' }, 'url not valid'],
      [{ webhook_uri: ' https://x.example.com/hook', name: 'Changed' }, 'url not valid'],
      // Redirect URIs are compared exactly later: RFC 6749 §3.1.2 forbids fragments; userinfo and spaces hide the target.
      [{ redirect_uris: ['https://app.example.com/cb#frag'], name: 'Changed' }, 'redirect_uris.0 must not contain a fragment (#)'],
      [{ redirect_uris: ['https://app.example.com/cb', 'https://app.example.com/cb#'], name: 'Changed' }, 'redirect_uris.1 must not contain a fragment (#)'],
      [{ redirect_uris: ['https://user:pass@app.example.com/cb'], name: 'Changed' }, 'redirect_uris.0 must not contain user information (user:password@)'],
      [{ redirect_uris: ['https://evil.example@app.example.com/cb'], name: 'Changed' }, 'redirect_uris.0 must not contain user information (user:password@)'],
      [{ redirect_uris: [' https://app.example.com/cb'], name: 'Changed' }, 'redirect_uris.0 must not contain spaces or control characters'],
      [{ redirect_uris: ['https://app.example.com/cb '], name: 'Changed' }, 'redirect_uris.0 must not contain spaces or control characters'],
      [{ redirect_uris: ['https://app.example.com/cb\t'], name: 'Changed' }, 'redirect_uris.0 must not contain spaces or control characters'],
    ];
    for (const [input, message] of cases) {
      const result = await d.updateClient(input, auth);
      expect(result, message).toMatchObject({ status: 400, message });
    }
    const view = await d.client(auth);
    expect(view.data.name).toBe('Stable');
  });

  it('refuses private webhook targets when the store is Postgres, allows them embedded (CONTRACT §7)', async () => {
    const client = await server.createClient();
    const d = door(server, name);
    const result = await d.updateClient({ webhook_uri: 'http://127.0.0.1:9/hook' }, basic(client.clientId, client.clientSecret));
    if (storeKind() === 'postgres') {
      expect(result).toMatchObject({ status: 400, message: 'webhook_uri must reach a public address: private, loopback, link-local and reserved addresses are refused' });
    } else {
      expect(result.data.webhook_uri).toBe('http://127.0.0.1:9/hook');
    }
  });

  it('lists tokens masked, makes a new token for the same connection, and disconnects all of them', async () => {
    const client = await server.createClient();
    const d = door(server, name);
    const { token } = await connectSandbox(d, client, { variant: '+nomfa+single' });
    const fresh = await d.newToken(bearer(token));
    expect(fresh.status).toBe(name === 'rest' ? 201 : 200);
    expect(fresh.data.access_token).not.toBe(token);
    expect(fresh.data.provider).toBe('sandbox');

    const listed = await d.tokens(basic(client.clientId, client.clientSecret));
    expect(listed.data).toHaveLength(2);
    for (const item of listed.data) {
      expect(item).toStrictEqual({
        token: expect.stringMatching(/^\*{4}[A-Za-z0-9]{4}$/),
        scopes: expect.any(Array),
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        mode: 'xhr',
        provider: 'sandbox',
        valid: true,
      });
    }
    expect(JSON.stringify(listed.raw)).not.toContain(token);

    const gone = await d.disconnect(bearer(fresh.data.access_token));
    expect(gone.data).toStrictEqual({ disconnected: true });
    expect((await d.introspect(bearer(token))).status).toBe(403);
    expect((await d.introspect(bearer(fresh.data.access_token))).status).toBe(403);
    const after = await d.tokens(basic(client.clientId, client.clientSecret));
    expect(after.data.every((t: any) => t.valid === false)).toBe(true);
  });

  it('bearer routes: no header is 401 asking for a Bearer token (RFC 6750 §3), an unknown token 403', async () => {
    const d = door(server, name);
    const missing = await d.introspect({});
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="staffbridge"');
    expect((await d.introspect(bearer('A'.repeat(48)))).status).toBe(403);
    expect((await d.newToken(bearer('A'.repeat(48)))).status).toBe(403);
    expect((await d.disconnect(bearer('A'.repeat(48)))).status).toBe(403);
  });

  it('isolates clients: one never sees or acts on another one\'s tokens or codes', async () => {
    const alice = await server.createClient({ redirectUris: ['https://shared.example.com/cb'] });
    const bob = await server.createClient({ redirectUris: ['https://shared.example.com/cb'] });
    const d = door(server, name);
    const { token } = await connectSandbox(d, alice, { variant: '+nomfa+single' });
    const bobs = await d.tokens(basic(bob.clientId, bob.clientSecret));
    expect(bobs.data).toStrictEqual([]);
    // Alice's credentials do not open Bob's client, and Bob's secret does not open Alice's.
    expect((await d.client(basic(alice.clientId, bob.clientSecret))).status).toBe(401);
    const info = await d.introspect(bearer(token));
    expect(info.data.client_id).toBe(alice.clientId);
  });
});
