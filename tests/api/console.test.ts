// The GraphQL fields the console (GET /console) runs on, through the real door on a real store: a client's
// connections with their state, sync report and next change check; disconnecting one and minting a token for
// one; revoking tokens; rotating and retiring secrets; the webhook endpoint's health, test events and
// redeliveries. Every field is guarded by HTTP Basic client credentials, like the management API.
import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, bearer, startServer, type CreatedClient, type GraphQLResponse, type TestServer } from '../helpers/server';
import { recordStatements } from '../helpers/statements';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver';
import { connectAndSync, type SandboxConnection } from '../helpers/webhooks';

let server: TestServer;
let receiver: Receiver;
let owner: CreatedClient;
let conn: SandboxConnection;

/** Every new field and a call of it (ids that would exist are irrelevant: the credentials are checked first). */
const GUARDED: Array<[string, string, Record<string, unknown>]> = [
  ['connections', '{ connections { id } }', {}],
  ['disconnectConnection', 'mutation($id: String!) { disconnectConnection(id: $id) { id } }', { id: '00000000-0000-4000-8000-000000000000' }],
  ['createConnectionToken', 'mutation($id: String!) { createConnectionToken(connectionId: $id) { accessToken } }', { id: '00000000-0000-4000-8000-000000000000' }],
  ['sandboxConnectUrl', '{ sandboxConnectUrl(mode: xhr) }', {}],
  ['revokeToken', 'mutation($id: String!) { revokeToken(id: $id) { id } }', { id: '00000000-0000-4000-8000-000000000000' }],
  ['clientSecrets', '{ clientSecrets { id } }', {}],
  ['rotateClientSecret', 'mutation { rotateClientSecret { clientSecret } }', {}],
  ['retireClientSecret', 'mutation($id: String!) { retireClientSecret(id: $id) { id } }', { id: 'x' }],
  ['webhookEndpoint', '{ webhookEndpoint { health } }', {}],
  ['sendTestWebhook', 'mutation { sendTestWebhook { id } }', {}],
  ['redeliverWebhook', 'mutation($id: String!) { redeliverWebhook(id: $id) { id } }', { id: 'msg_x' }],
];

const CONNECTION = `id provider providerName logo color mode companyName companyId createdAt disconnectedAt scopes
  scopeDetails { name resource displayName description icon } state nextChangeCheckAt
  sync { status error syncedAt attempts nextAttemptAt }
  lastSync { startedAt finishedAt outcome resources { resource stored skipped } skipped { total omitted } nulled { total } warnings { total } }`;
const DELIVERY = `id kind connectionId status createdAt added removed updated nextAttemptAt finishedAt body
  attempts { attempt attemptedAt url statusCode latencyMs error manual requestHeaders { name value } }`;
const ENDPOINT = '{ webhookEndpoint { url health consecutiveFailures failingSince pendingDeliveries lastAttempt { attemptedAt statusCode latencyMs error } } }';

const as = (client: CreatedClient, secret = client.clientSecret) => basic(client.clientId, secret);

/** The field's data; fails the test on any error. */
async function ok<T = any>(query: string, variables: Record<string, unknown>, headers: Record<string, string>): Promise<T> {
  const res = await server.gql(query, variables, headers);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data as T;
}

const codeOf = (res: GraphQLResponse) => res.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  server = await startServer({
    // A schedule that never fires during the test, so nextChangeCheckAt is known: next 1 January, 00:00 UTC.
    env: { CHANGE_CHECK_CRON: '0 0 1 1 *', WEBHOOK_ALLOW_PRIVATE: '1', WEBHOOK_RETRY_SCALE: '0.0001' },
  });
  receiver = await startReceiver();
  owner = await server.createClient({ name: 'Console owner' });
  conn = await connectAndSync(server, owner);
});

afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

describe('every console field is protected like the management API', () => {
  it.each(GUARDED)('%s refuses no credentials, a wrong secret and a Bearer token, and changes nothing', async (field, query, variables) => {
    const before = await ok('{ clientSecrets { id } }', {}, as(owner));
    for (const headers of [{}, as(owner, 'wrong-secret'), basic('sb_unknown_client', owner.clientSecret), bearer(conn.token)]) {
      const res = await server.gql(query, variables, headers);
      expect(res.data?.[field] ?? null).toBeNull();
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
      expect(res.headers.get('www-authenticate')).toBe('Basic realm="staffbridge", charset="UTF-8"');
    }
    expect(await ok('{ clientSecrets { id } }', {}, as(owner))).toStrictEqual(before);
    expect((await server.rest('GET', '/2023-03-01/xhr/company', { headers: conn.headers })).status).toBe(200);
  });

  it("never reaches another client's connections, tokens or deliveries", async () => {
    const stranger = await server.createClient({ name: 'Stranger' });
    const [connection] = (await ok('{ connections { id } }', {}, as(owner))).connections;
    const [token] = (await ok('{ managementTokens { id } }', {}, as(owner))).managementTokens;
    expect((await ok('{ connections { id } managementTokens { id } webhookDeliveries { id } }', {}, as(stranger)))).toStrictEqual({ connections: [], managementTokens: [], webhookDeliveries: [] });
    const disconnect = await server.gql('mutation($id: String!) { disconnectConnection(id: $id) { id } }', { id: connection.id }, as(stranger));
    expect(disconnect.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', id: connection.id });
    const mint = await server.gql('mutation($id: String!) { createConnectionToken(connectionId: $id) { accessToken } }', { id: connection.id }, as(stranger));
    expect(codeOf(mint)).toBe('NOT_FOUND');
    const revoke = await server.gql('mutation($id: String!) { revokeToken(id: $id) { id } }', { id: token.id }, as(stranger));
    expect(codeOf(revoke)).toBe('NOT_FOUND');
    expect((await server.rest('GET', '/2023-03-01/xhr/company', { headers: conn.headers })).status).toBe(200);
  });
});

describe('connections', () => {
  it('lists the sandbox connection with its provider, state, sync report and next change check', async () => {
    const { connections } = await ok(`{ connections { ${CONNECTION} } }`, {}, as(owner));
    expect(connections).toHaveLength(1);
    const [c] = connections;
    const year = new Date().getUTCFullYear() + 1;
    expect(c).toStrictEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      provider: 'sandbox',
      providerName: 'Sandbox',
      logo: '/logos/sandbox.svg',
      color: expect.stringMatching(/^#[0-9a-fA-F]{6}$/),
      mode: 'xhr',
      companyName: expect.any(String),
      companyId: expect.any(String),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      disconnectedAt: null,
      scopes: expect.arrayContaining(['2023-03-01/xhr/employees']),
      scopeDetails: expect.arrayContaining([
        { name: '2023-03-01/xhr/employees', resource: 'employees', displayName: 'Employees', description: expect.stringMatching(/^Read employee profiles/), icon: '/icons/employees.svg' },
      ]),
      state: 'synced',
      nextChangeCheckAt: `${year}-01-01T00:00:00.000Z`,
      sync: { status: 'ready', error: null, syncedAt: expect.stringMatching(/^\d{4}-/), attempts: 0, nextAttemptAt: null },
      lastSync: {
        startedAt: expect.any(String),
        finishedAt: expect.any(String),
        outcome: 'completed',
        resources: expect.arrayContaining([{ resource: 'employees', stored: 6, skipped: 0 }]),
        skipped: { total: 0, omitted: 0 },
        nulled: { total: 0 },
        warnings: { total: 0 },
      },
    });
    expect(c.scopeDetails).toHaveLength(c.scopes.length);
  });

  it('filters by state and searches company, provider and id', async () => {
    const [c] = (await ok('{ connections { id companyName } }', {}, as(owner))).connections;
    const ids = async (variables: Record<string, unknown>) =>
      (await ok('query($state: ConnectionState, $search: String) { connections(state: $state, search: $search) { id } }', variables, as(owner))).connections.map(
        (x: { id: string }) => x.id,
      );
    expect(await ids({ state: 'synced' })).toEqual([c.id]);
    expect(await ids({ state: 'failed' })).toEqual([]);
    expect(await ids({ search: c.companyName.slice(1, 5).toUpperCase() })).toEqual([c.id]);
    expect(await ids({ search: 'sandb' })).toEqual([c.id]);
    expect(await ids({ search: 'andbo', state: 'synced' })).toEqual([c.id]);
    expect(await ids({ search: c.id.toUpperCase() })).toEqual([c.id]);
    expect(await ids({ search: 'nothing like it' })).toEqual([]);
    // LIKE wildcards are plain characters.
    expect(await ids({ search: '%' })).toEqual([]);
    expect(await ids({ search: '_' })).toEqual([]);
  });

  it('refuses bad arguments with a clear 400', async () => {
    const first = await server.gql('{ connections(first: 0) { id } }', {}, as(owner));
    expect(first.errors?.[0]).toMatchObject({ message: 'first must be from 1 to 500', extensions: { code: 'BAD_USER_INPUT', validationError: { field: 'first', rule: 'range' } } });
    const search = await server.gql('query($s: String) { connections(search: $s) { id } }', { s: 'x'.repeat(201) }, as(owner));
    expect(search.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', validationError: { field: 'search' } });
    const state = await server.gql('{ connections(state: asleep) { id } }', {}, as(owner));
    expect(state.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('shows each sync status in the words of the console', async () => {
    const client = await server.createClient({ name: 'States' });
    const made = await connectAndSync(server, client, { variant: '+nomfa+single+employees=3' });
    const [{ id }] = (await ok('{ connections { id } }', {}, as(client))).connections;
    const states: Array<[string, string, string | null]> = [
      ['pending', 'syncing', null],
      ['running', 'syncing', null],
      ['failed', 'failed', 'provider timed out'],
      ['reauthentication_required', 'reauthentication_required', 'refused'],
      ['ready', 'synced', null],
    ];
    for (const [status, state, error] of states) {
      await server.store.dataSource.query('UPDATE connection SET sync_status = $2, sync_error = $3 WHERE id = $1', [id, status, error]);
      const [c] = (await ok(`query($s: ConnectionState) { connections(state: $s) { state sync { status error } } }`, { s: state }, as(client))).connections;
      expect(c).toStrictEqual({ state, sync: { status, error } });
    }
    expect((await server.rest('GET', '/2023-03-01/xhr/company', { headers: made.headers })).status).toBe(200);
  });

  it('disconnects with Basic credentials: tokens answer 403, credentials are deleted, a second call changes nothing', async () => {
    const client = await server.createClient({ name: 'Disconnecting' });
    const made = await connectAndSync(server, client, { variant: '+nomfa+single+employees=3' });
    const [{ id }] = (await ok('{ connections { id } }', {}, as(client))).connections;
    const { disconnectConnection: gone } = await ok(`mutation($id: String!) { disconnectConnection(id: $id) { ${CONNECTION} } }`, { id }, as(client));
    expect(gone).toMatchObject({ id, state: 'disconnected', disconnectedAt: expect.stringMatching(/^\d{4}-/), nextChangeCheckAt: null });
    expect((await server.rest('GET', '/2023-03-01/xhr/company', { headers: made.headers })).status).toBe(403);
    const [row] = await server.store.dataSource.query('SELECT credentials_ciphertext FROM connection WHERE id = $1', [id]);
    expect(row.credentials_ciphertext).toBeNull();
    const again = await ok('mutation($id: String!) { disconnectConnection(id: $id) { disconnectedAt } }', { id }, as(client));
    expect(again.disconnectConnection.disconnectedAt).toBe(gone.disconnectedAt);
    expect((await ok('{ connections(state: disconnected) { id } }', {}, as(client))).connections).toStrictEqual([{ id }]);
    const mint = await server.gql('mutation($id: String!) { createConnectionToken(connectionId: $id) { accessToken } }', { id }, as(client));
    expect(mint.errors?.[0]).toMatchObject({ message: 'the connection was disconnected', extensions: { code: 'FORBIDDEN' } });
    for (const bad of ['not-a-uuid', `${id}x`, '']) {
      const res = await server.gql('mutation($id: String!) { disconnectConnection(id: $id) { id } }', { id: bad }, as(client));
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', id: bad });
    }
  });

  it('gives the widget URL for this client in sandbox mode', async () => {
    const { sandboxConnectUrl } = await ok('{ sandboxConnectUrl(mode: official) }', {}, as(owner));
    const url = new URL(sandboxConnectUrl, server.url);
    expect(url.origin).toBe(server.url);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: owner.clientId,
      redirect_uri: owner.redirectUris[0],
      mode: 'official',
      provider: 'sandbox',
      sandbox: 'true',
    });
    expect(url.searchParams.get('scope')!.split(' ')).toContain('2023-03-01/official/employees');
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const other = await server.gql('{ sandboxConnectUrl(mode: xhr, redirectUri: "https://evil.example.com/cb") }', {}, as(owner));
    expect(other.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', validationError: { field: 'redirectUri' } });
  });
});

describe('tokens', () => {
  it('mints a token for a connection, lists it with what it can read, and revokes it', async () => {
    const [{ id: connectionId }] = (await ok('{ connections { id } }', {}, as(owner))).connections;
    const { createConnectionToken: minted } = await ok(
      'mutation($id: String!) { createConnectionToken(connectionId: $id) { accessToken tokenType mode provider scopes } }',
      { id: connectionId },
      as(owner),
    );
    expect(minted).toMatchObject({ tokenType: 'Bearer', mode: 'xhr', provider: 'sandbox' });
    expect((await server.rest('GET', '/2023-03-01/xhr/company', { headers: bearer(minted.accessToken) })).status).toBe(200);

    const listed = await server.gql('{ managementTokens { id connectionId token scopes scopeDetails { name displayName } createdAt revokedAt mode provider valid } }', {}, as(owner));
    expect(JSON.stringify(listed)).not.toContain(minted.accessToken);
    const entry = listed.data.managementTokens.find((t: { token: string }) => t.token === `****${minted.accessToken.slice(-4)}`);
    expect(entry).toStrictEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      connectionId,
      token: `****${minted.accessToken.slice(-4)}`,
      scopes: minted.scopes,
      scopeDetails: expect.arrayContaining([{ name: '2023-03-01/xhr/company', displayName: 'Company' }]),
      createdAt: expect.any(String),
      revokedAt: null,
      mode: 'xhr',
      provider: 'sandbox',
      valid: true,
    });

    const { revokeToken: revoked } = await ok('mutation($id: String!) { revokeToken(id: $id) { id valid revokedAt } }', { id: entry.id }, as(owner));
    expect(revoked).toStrictEqual({ id: entry.id, valid: false, revokedAt: expect.stringMatching(/^\d{4}-/) });
    expect((await server.rest('GET', '/2023-03-01/xhr/company', { headers: bearer(minted.accessToken) })).status).toBe(403);
    // The connection's other token still works, and revoking again changes nothing.
    expect((await server.rest('GET', '/2023-03-01/xhr/company', { headers: conn.headers })).status).toBe(200);
    const again = await ok('mutation($id: String!) { revokeToken(id: $id) { revokedAt } }', { id: entry.id }, as(owner));
    expect(again.revokeToken.revokedAt).toBe(revoked.revokedAt);
    // The REST door's list keeps SPEC §3's fields.
    const rest = await server.rest('GET', '/2023-03-01/management/tokens', { headers: as(owner) });
    expect(Object.keys(rest.body[0]).sort()).toEqual(['created_at', 'mode', 'provider', 'scopes', 'token', 'valid']);
  });

  it('answers 404 for a token id that is not one of the client', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', "'; DROP TABLE access_token; --"]) {
      const res = await server.gql('mutation($id: String!) { revokeToken(id: $id) { id } }', { id }, as(owner));
      expect(res.errors?.[0]).toMatchObject({ message: 'no such token', extensions: { code: 'NOT_FOUND', id } });
    }
  });
});

describe('client secrets', () => {
  it('rotates: the new secret is shown once and works beside the old one; the old one is then retired', async () => {
    const client = await server.createClient({ name: 'Rotating' });
    const [original] = (await ok('{ clientSecrets { id masked createdAt signsStaffbridgeSignature } }', {}, as(client))).clientSecrets;
    expect(original).toStrictEqual({ id: expect.stringMatching(/^[0-9a-f]{16}$/), masked: `****${client.clientSecret.slice(-4)}`, createdAt: expect.any(String), signsStaffbridgeSignature: true });

    const rotated = await server.gql('mutation { rotateClientSecret { clientSecret secrets { id masked signsStaffbridgeSignature } } }', {}, as(client));
    const { clientSecret, secrets } = rotated.data.rotateClientSecret;
    expect(clientSecret).toMatch(/^[A-Za-z0-9]{43}$/);
    expect(JSON.stringify(rotated)).not.toContain(client.clientSecret);
    expect(secrets).toStrictEqual([
      { id: original.id, masked: original.masked, signsStaffbridgeSignature: true },
      { id: expect.stringMatching(/^[0-9a-f]{16}$/), masked: `****${clientSecret.slice(-4)}`, signsStaffbridgeSignature: false },
    ]);
    // Both work; nothing shows the new one again.
    expect((await server.rest('GET', '/2023-03-01/management/client', { headers: as(client) })).status).toBe(200);
    const listed = await server.gql('{ clientSecrets { id masked } managementClient { clientSecret } }', {}, as(client, clientSecret));
    expect(listed.errors).toBeUndefined();
    expect(JSON.stringify(listed)).not.toContain(clientSecret);

    // The secret a request signed in with cannot retire itself; signed in with the new one, the old one goes.
    const self = await server.gql('mutation($id: String!) { retireClientSecret(id: $id) { id } }', { id: original.id }, as(client));
    expect(self.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', validationError: { field: 'id', rule: 'in_use' } } });
    const { retireClientSecret: left } = await ok('mutation($id: String!) { retireClientSecret(id: $id) { id signsStaffbridgeSignature } }', { id: original.id }, as(client, clientSecret));
    expect(left).toStrictEqual([{ id: secrets[1].id, signsStaffbridgeSignature: true }]);
    expect((await server.rest('GET', '/2023-03-01/management/client', { headers: as(client) })).status).toBe(401);
    expect((await server.rest('GET', '/2023-03-01/management/client', { headers: as(client, clientSecret) })).status).toBe(200);
  });

  it('keeps at least one secret and at most five', async () => {
    const client = await server.createClient({ name: 'Capped' });
    const made: string[] = [];
    for (let i = 0; i < 4; i += 1) made.push((await ok('mutation { rotateClientSecret { clientSecret } }', {}, as(client))).rotateClientSecret.clientSecret);
    const sixth = await server.gql('mutation { rotateClientSecret { clientSecret } }', {}, as(client));
    expect(sixth.errors?.[0]).toMatchObject({ message: 'a client holds at most 5 secrets: retire one first', extensions: { code: 'BAD_USER_INPUT' } });
    const secrets = (await ok('{ clientSecrets { id } }', {}, as(client))).clientSecrets;
    expect(secrets).toHaveLength(5);
    // Retire all but the last (signed in with the last), then the last cannot go.
    const last = made[3];
    for (const { id } of secrets.slice(0, 4)) await ok('mutation($id: String!) { retireClientSecret(id: $id) { id } }', { id }, as(client, last));
    const lone = await server.gql('mutation($id: String!) { retireClientSecret(id: $id) { id } }', { id: secrets[4].id }, as(client, made[3]));
    expect(lone.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const unknown = await server.gql('mutation($id: String!) { retireClientSecret(id: $id) { id } }', { id: 'ffffffffffffffff' }, as(client, last));
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', id: 'ffffffffffffffff' });
    expect((await ok('{ clientSecrets { id } }', {}, as(client, last))).clientSecrets).toStrictEqual([{ id: secrets[4].id }]);
  });
});

describe('webhook endpoint, test events and redelivery', () => {
  let client: CreatedClient;
  const setUri = (uri: string | null) =>
    ok('mutation($u: String) { updateManagementClient(input: { webhookUri: $u }) { webhookUri } }', { u: uri }, as(client));

  beforeAll(async () => {
    client = await server.createClient({ name: 'Webhooks' });
  });

  it('is off without a webhook_uri, and a test event then asks for one', async () => {
    expect((await ok(ENDPOINT, {}, as(client))).webhookEndpoint).toStrictEqual({
      url: null,
      health: 'off',
      consecutiveFailures: 0,
      failingSince: null,
      pendingDeliveries: 0,
      lastAttempt: null,
    });
    const test = await server.gql('mutation { sendTestWebhook { id } }', {}, as(client));
    expect(test.errors?.[0]).toMatchObject({ message: 'the client has no webhook_uri: set one first', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await ok('{ webhookDeliveries { id } }', {}, as(client))).webhookDeliveries).toEqual([]);
  });

  it('sends a signed test event now and shows its attempt: status, latency, headers without a secret, the body', async () => {
    await setUri(receiver.url);
    expect((await ok(ENDPOINT, {}, as(client))).webhookEndpoint).toMatchObject({ url: receiver.url, health: 'untested' });
    receiver.respond(() => ({ status: 204 }));
    const before = receiver.received.length;
    const res = await server.gql(`mutation { sendTestWebhook { ${DELIVERY} } }`, {}, as(client));
    expect(res.errors).toBeUndefined();
    const delivery = res.data.sendTestWebhook;
    const [hook] = receiver.received.slice(before);
    expect(hook.json).toStrictEqual({ added: [], removed: [], updated: [] });
    expect(new Webhook(Buffer.from(client.clientSecret).toString('base64')).verify(hook.body, hook.headers as Record<string, string>)).toStrictEqual(hook.json);
    expect(delivery).toStrictEqual({
      id: hook.headers['webhook-id'],
      kind: 'test',
      connectionId: null,
      status: 'delivered',
      createdAt: expect.any(String),
      added: 0,
      removed: 0,
      updated: 0,
      nextAttemptAt: null,
      finishedAt: expect.any(String),
      body: hook.body,
      attempts: [
        {
          attempt: 1,
          attemptedAt: expect.any(String),
          url: receiver.url,
          statusCode: 204,
          latencyMs: expect.any(Number),
          error: null,
          manual: true,
          requestHeaders: expect.any(Array),
        },
      ],
    });
    // The headers shown are the headers received, with the signatures; no secret anywhere.
    const shown = Object.fromEntries(delivery.attempts[0].requestHeaders.map((h: { name: string; value: string }) => [h.name.toLowerCase(), h.value]));
    expect(Object.keys(shown).sort()).toEqual(['content-length', 'content-type', 'staffbridge-origin', 'staffbridge-signature', 'user-agent', 'webhook-id', 'webhook-signature', 'webhook-timestamp']);
    for (const [name, value] of Object.entries(shown)) expect(hook.headers[name], name).toBe(value);
    expect(shown['staffbridge-signature']).toBe(createHmac('sha256', client.clientSecret).update(hook.body).digest('hex'));
    expect(JSON.stringify(res)).not.toContain(client.clientSecret);
    expect((await ok(ENDPOINT, {}, as(client))).webhookEndpoint).toMatchObject({ health: 'healthy', consecutiveFailures: 0, lastAttempt: { statusCode: 204, error: null } });
  });

  it('a failing endpoint shows at a glance; a redelivery adds an attempt and mends it', async () => {
    receiver.respond(() => ({ status: 500 }));
    const failed = (await ok(`mutation { sendTestWebhook { ${DELIVERY} } }`, {}, as(client))).sendTestWebhook;
    // A test event is not retried: one attempt, failed.
    expect(failed).toMatchObject({ status: 'failed', nextAttemptAt: null, attempts: [{ attempt: 1, statusCode: 500, error: 'HTTP 500', manual: true }] });
    const second = (await ok('mutation { sendTestWebhook { id } }', {}, as(client))).sendTestWebhook;
    const endpoint = (await ok(ENDPOINT, {}, as(client))).webhookEndpoint;
    expect(endpoint).toStrictEqual({
      url: receiver.url,
      health: 'failing',
      consecutiveFailures: 2,
      failingSince: failed.attempts[0].attemptedAt,
      pendingDeliveries: 0,
      lastAttempt: { attemptedAt: expect.any(String), statusCode: 500, latencyMs: expect.any(Number), error: 'HTTP 500' },
    });

    receiver.respond(() => ({ status: 200 }));
    const redelivered = (await ok(`mutation($id: String!) { redeliverWebhook(id: $id) { ${DELIVERY} } }`, { id: failed.id }, as(client))).redeliverWebhook;
    expect(redelivered).toMatchObject({ id: failed.id, status: 'delivered', nextAttemptAt: null });
    expect(redelivered.attempts.map((a: any) => [a.attempt, a.statusCode, a.manual])).toEqual([
      [1, 500, true],
      [2, 200, true],
    ]);
    // Same webhook-id on every attempt (CONTRACT §7).
    expect(receiver.byId(failed.id)).toHaveLength(2);
    expect((await ok(ENDPOINT, {}, as(client))).webhookEndpoint).toMatchObject({ health: 'healthy', consecutiveFailures: 0, failingSince: null });
    expect((await ok('{ webhookDeliveries { id } }', {}, as(client))).webhookDeliveries.map((d: { id: string }) => d.id)).toContain(second.id);
  });

  it('counts only attempts to the current webhook_uri', async () => {
    receiver.respond(() => ({ status: 503 }));
    await ok('mutation { sendTestWebhook { id } }', {}, as(client));
    expect((await ok(ENDPOINT, {}, as(client))).webhookEndpoint.health).toBe('failing');
    await setUri(`${receiver.url}/v2`);
    expect((await ok(ENDPOINT, {}, as(client))).webhookEndpoint).toMatchObject({ health: 'untested', consecutiveFailures: 0 });
    receiver.respond(() => ({ status: 200 }));
  });

  it('reads the bodies of a page of deliveries in one statement', async () => {
    const { result, statements: reads } = await recordStatements(
      server,
      () => ok('{ webhookDeliveries { id body } }', {}, as(client)),
      (sql) => /SELECT id, body FROM webhook_delivery/.test(sql),
    );
    const { webhookDeliveries } = result;
    expect(webhookDeliveries.length).toBeGreaterThanOrEqual(3);
    expect(webhookDeliveries.every((d: { body: string }) => d.body === '{"added":[],"removed":[],"updated":[]}')).toBe(true);
    expect(reads).toHaveLength(1);
  });

  it('redelivers only its own deliveries, and says so', async () => {
    const other = await server.createClient({ name: 'Other webhooks', webhookUri: receiver.url });
    const mine = (await ok('{ webhookDeliveries(first: 1) { id } }', {}, as(client))).webhookDeliveries[0];
    for (const id of [mine.id, 'msg_unknown', '']) {
      const res = await server.gql('mutation($id: String!) { redeliverWebhook(id: $id) { id } }', { id }, as(other));
      expect(res.errors?.[0]).toMatchObject({ message: 'no such webhook delivery', extensions: { code: 'NOT_FOUND', id } });
    }
  });
});
