// The doors a fresh install serves: health, GraphiQL, the OpenAPI document, the widget, admin, CLI.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_KEY, ROOT, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

describe('foundation', () => {
  it('answers /healthz once the store answers', async () => {
    const res = await server.rest('GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toStrictEqual({ status: 'ok' });
  });

  it('serves GraphiQL from our own bundle at GET /graphql', async () => {
    const res = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<div id="graphiql"|graphiql/i);
    expect(html).not.toMatch(/https?:\/\/(unpkg|cdn|jsdelivr)/);
  });

  it('serves the OpenAPI document as JSON', async () => {
    const res = await server.rest('GET', '/2023-03-01/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths)).toContain('/connect/token');
  });

  it('renders the widget on any other GET path', async () => {
    for (const route of ['/', '/connect?client_id=x', '/some/deep/path']) {
      const res = await fetch(`${server.url}${route}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<div id="root"');
    }
  });

  it('answers 404 with message and id for an unknown API path', async () => {
    const res = await server.rest('GET', '/2023-03-01/nowhere');
    expect(res.status).toBe(404);
    expect(res.body).toStrictEqual({ message: 'no such path: GET /2023-03-01/nowhere', id: '/nowhere' });
  });

  it('does not expose /official/payruns', async () => {
    const res = await server.rest('GET', '/2023-03-01/official/payruns?start_date=2024-01-01&end_date=2024-02-01');
    expect(res.status).toBe(404);
  });

  it('compresses responses when asked and not otherwise', async () => {
    for (const encoding of ['br', 'gzip', 'deflate']) {
      const res = await fetch(`${server.url}/2023-03-01/providers`, { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect((await res.json()).length).toBe(2);
    }
    const identity = await fetch(`${server.url}/2023-03-01/providers`, { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
  });
});

describe('admin operations', () => {
  const mutation = 'mutation($input: CreateClientInput!) { createClient(input: $input) { clientId clientSecret name redirectUris webhookUri } }';
  const input = { name: 'Admin Made', redirectUris: ['https://admin.example.com/cb'] };

  it('refuses a missing or wrong x-admin-key with UNAUTHENTICATED and creates nothing', async () => {
    for (const headers of [{}, { 'x-admin-key': 'wrong' }] as Array<Record<string, string>>) {
      const res = await server.gql(mutation, { input: { ...input, clientId: 'should_not_exist' } }, headers);
      expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect(res.data).toBeNull();
    }
    const validate = await server.rest('POST', '/2023-03-01/connect/validate', {
      body: { client_id: 'should_not_exist', redirect_uri: 'https://admin.example.com/cb', scopes: ['2023-03-01/xhr/company'], mode: 'xhr' },
    });
    expect(validate.body.message).toBe('invalid client_id');
  });

  it('creates a client and shows its secret once', async () => {
    const res = await server.gql(mutation, { input }, { 'x-admin-key': ADMIN_KEY });
    expect(res.errors).toBeUndefined();
    const created = res.data.createClient;
    expect(created).toMatchObject({ name: 'Admin Made', redirectUris: ['https://admin.example.com/cb'], webhookUri: null });
    expect(created.clientSecret).toMatch(/^[A-Za-z0-9]{43}$/);
  });

  it('validates the new client (bad redirect uri, empty name, taken client_id)', async () => {
    const bad = await server.gql(mutation, { input: { ...input, redirectUris: ['javascript:alert(1)'] } }, { 'x-admin-key': ADMIN_KEY });
    expect(bad.errors?.[0]).toMatchObject({ message: 'url not valid', extensions: { code: 'BAD_USER_INPUT' } });
    // RFC 6749 §3.1.2: no fragment; no user information or spaces that hide the target (issue 15 item 7).
    for (const [uri, message] of [
      ['https://admin.example.com/cb#frag', 'redirect_uris.0 must not contain a fragment (#)'],
      ['https://evil.example@admin.example.com/cb', 'redirect_uris.0 must not contain user information (user:password@)'],
      [' https://admin.example.com/cb', 'redirect_uris.0 must not contain spaces or control characters'],
    ]) {
      const unsafe = await server.gql(mutation, { input: { ...input, redirectUris: [uri] } }, { 'x-admin-key': ADMIN_KEY });
      expect(unsafe.errors?.[0], uri).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    }
    const empty = await server.gql(mutation, { input: { ...input, name: ' ' } }, { 'x-admin-key': ADMIN_KEY });
    expect(empty.errors?.[0].message).toBe('name is required');
    await server.createClient({ clientId: 'fixed_id_1' });
    const taken = await server.gql(mutation, { input: { ...input, clientId: 'fixed_id_1' } }, { 'x-admin-key': ADMIN_KEY });
    expect(taken.errors?.[0].extensions?.code).toBe('CONFLICT');
  });
});

describe('cli', () => {
  it('creates a client in the embedded store and prints it as JSON', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sb-cli-'));
    const run = promisify(execFile);
    const { stdout } = await run(
      process.execPath,
      [path.join(ROOT, 'dist/server/cli.js'), 'client', 'create', '--name', 'CLI App', '--redirect-uri', 'https://cli.example.com/a', '--redirect-uri', 'https://cli.example.com/b'],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, timeout: 60_000 },
    );
    const printed = JSON.parse(stdout);
    expect(Object.keys(printed)).toStrictEqual(['client_id', 'client_secret', 'name', 'redirect_uris', 'webhook_uri']);
    expect(printed).toMatchObject({ name: 'CLI App', redirect_uris: ['https://cli.example.com/a', 'https://cli.example.com/b'], webhook_uri: null });

    // `client list`: every client as the management view, the secret masked.
    const listed = await run(process.execPath, [path.join(ROOT, 'dist/server/cli.js'), 'client', 'list'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      timeout: 60_000,
    });
    expect(JSON.parse(listed.stdout)).toStrictEqual([
      { ...printed, client_secret: [`****${printed.client_secret.slice(-4)}`] },
    ]);
  }, 120_000);
});
