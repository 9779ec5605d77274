// Webhook targets through the real doors (CONTRACT §7, issue 15 item 1): with private targets not allowed
// (on Postgres by the DATABASE_URL default alone; in embedded mode by WEBHOOK_ALLOW_PRIVATE=0), every spelling
// of a non-public address is a 400 at registration (admin createClient, POST /management/client,
// updateManagementClient) and changes nothing; a target that is in the store anyway (registered while
// allowed), or a name that passed registration and later resolves to loopback (DNS rebinding), is never
// connected to, and the delivery shows only a generic failure. WEBHOOK_ALLOW_PRIVATE=1 lets them through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOORS, door } from '../helpers/doors';
import { LOOPBACK_HOSTS, NON_PUBLIC_COUNT, OTHER_NON_PUBLIC_HOSTS, PUBLIC_HOSTS, REVIEW_SPELLINGS } from '../helpers/ssrf';
import { ADMIN_KEY, basic, dist, startServer, storeKind, type CreatedClient, type TestServer } from '../helpers/server';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver';
import { connectAndSync, deliveries, runChangeCheck, waitUntil } from '../helpers/webhooks';

const { NO_ANSWER } = dist('modules/webhooks/webhook-sender');
const { loadConfig } = dist('config');
const REFUSED = 'webhook_uri must reach a public address: private, loopback, link-local and reserved addresses are refused';

let server: TestServer;
let receiver: Receiver;
/** rebind.example answers a public address once (registration), then loopback. */
let rebindCalls = 0;
const resolve = async (hostname: string) => {
  if (hostname === 'rebind.example') return rebindCalls++ === 0 ? ['93.184.215.14'] : ['127.0.0.1'];
  if (hostname === 'localhost') return ['127.0.0.1', '::1'];
  return [];
};

beforeAll(async () => {
  // With DATABASE_URL nothing needs saying: refusing private targets is the default there.
  const strict: Record<string, string> = storeKind() === 'postgres' ? {} : { WEBHOOK_ALLOW_PRIVATE: '0' };
  server = await startServer({ env: { ...strict, WEBHOOK_RETRY_SCALE: '0.00001' }, resolve });
  receiver = await startReceiver();
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

const port = () => new URL(receiver.url).port;
const NON_PUBLIC = [...LOOPBACK_HOSTS, ...OTHER_NON_PUBLIC_HOSTS];

describe(`${NON_PUBLIC_COUNT} spellings of non-public addresses`, () => {
  it('are refused by the admin createClient, which creates nothing', async () => {
    const before = (await server.store.dataSource.query('SELECT count(*)::int AS n FROM client'))[0].n;
    for (const host of NON_PUBLIC) {
      const res = await server.gql(
        'mutation($input: CreateClientInput!) { createClient(input: $input) { clientId } }',
        { input: { name: 'SSRF', redirectUris: ['https://app.example.com/cb'], webhookUri: `http://${host}:${port()}/hook` } },
        { 'x-admin-key': ADMIN_KEY },
      );
      expect(res.errors?.[0], host).toMatchObject({ message: REFUSED, extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    }
    expect((await server.store.dataSource.query('SELECT count(*)::int AS n FROM client'))[0].n).toBe(before);
  });

  it.each(DOORS)('are refused by updateManagementClient via %s, which changes nothing', async (name) => {
    const client = await server.createClient();
    const d = door(server, name);
    const auth = basic(client.clientId, client.clientSecret);
    for (const host of NON_PUBLIC) {
      const result = await d.updateClient({ webhook_uri: `http://${host}:${port()}/hook`, name: 'Changed' }, auth);
      expect(result, host).toMatchObject({ status: 400, message: REFUSED });
    }
    expect((await d.client(auth)).data).toMatchObject({ name: client.name, webhook_uri: null });
    for (const host of PUBLIC_HOSTS) {
      const result = await d.updateClient({ webhook_uri: `https://${host}/hook` }, auth);
      expect(result.status, host).toBe(200);
    }
  });
});

describe('at delivery time', () => {
  let client: CreatedClient;

  it(`a target in the store that is not public (the review's ${REVIEW_SPELLINGS.length} spellings) is never connected to; attempts say only that no answer came`, async () => {
    const target = await server.createClient({ webhookUri: 'https://93.184.215.14/hook' });
    const conn = await connectAndSync(server, target, { variant: '+nomfa+single+employees=3' });
    for (const [i, host] of REVIEW_SPELLINGS.entries()) {
      // As if registered while private targets were allowed: the connect-time check is all that is left.
      const url = `http://${host}:${port()}/hook`;
      await server.store.dataSource.query('UPDATE client SET webhook_uri = $1 WHERE client_id = $2', [url, target.clientId]);
      const created = await server.rest('POST', '/2023-03-01/xhr/employee', { headers: conn.headers, body: { first_name: `Probe${i}`, last_name: 'Target' } });
      expect(created.status).toBe(201);
      expect(await runChangeCheck(server)).toBe(1);
      let attempt: any;
      // Retries of earlier deliveries go to the current webhook_uri too: any finished attempt at this one will do.
      const finished = (a: any) => a.url === url && (a.error !== null || a.statusCode !== null);
      await waitUntil(async () => Boolean((attempt = (await deliveries(server, target)).flatMap((d) => d.attempts).find(finished))), 30_000, host);
      expect(attempt, host).toMatchObject({ statusCode: null, latencyMs: null, error: NO_ANSWER });
    }
    expect(receiver.received).toHaveLength(0);
    // Webhooks off: the retries still scheduled fail at once instead of running past the end of the file.
    await server.store.dataSource.query('UPDATE client SET webhook_uri = NULL WHERE client_id = $1', [target.clientId]);
    await waitUntil(async () => (await deliveries(server, target)).every((d) => d.status !== 'pending'), 30_000, 'retries to end');
  });

  it('a name that re-resolves to loopback after registration is never connected to; the attempt says only that no answer came', async () => {
    client = await server.createClient({ webhookUri: `http://rebind.example:${port()}/hook` });
    const conn = await connectAndSync(server, client, { variant: '+nomfa+single+employees=7' });
    const created = await server.rest('POST', '/2023-03-01/xhr/employee', { headers: conn.headers, body: { first_name: 'Eve', last_name: 'Rebind' } });
    expect(created.status).toBe(201);
    expect(await runChangeCheck(server)).toBe(1);
    let list: any[] = [];
    await waitUntil(async () => (list = await deliveries(server, client))[0]?.attempts.filter((a: any) => a.error).length >= 2, 30_000, 'two failed attempts');
    for (const attempt of list[0].attempts.filter((a: any) => a.error)) {
      expect(attempt).toMatchObject({ url: `http://rebind.example:${port()}/hook`, statusCode: null, latencyMs: null, error: NO_ANSWER });
    }
    expect(receiver.received).toHaveLength(0);
  });
});

describe('WEBHOOK_ALLOW_PRIVATE (CONTRACT §7)', () => {
  const base = { ENCRYPTION_KEY: 'ab'.repeat(32), ADMIN_API_KEY: 'k' };
  it('private targets are refused with DATABASE_URL unless it is 1; allowed in embedded mode unless it is 0', () => {
    const allowed = (env: Record<string, string>) => loadConfig({ ...base, ...env }).webhookAllowPrivate;
    expect(allowed({ DATABASE_URL: 'postgres://db/x' })).toBe(false);
    expect(allowed({ DATABASE_URL: 'postgres://db/x', WEBHOOK_ALLOW_PRIVATE: '0' })).toBe(false);
    expect(allowed({ DATABASE_URL: 'postgres://db/x', WEBHOOK_ALLOW_PRIVATE: '1' })).toBe(true);
    expect(allowed({ DATABASE_URL: 'postgres://db/x', WEBHOOK_ALLOW_PRIVATE: 'true' })).toBe(true);
    expect(allowed({ DATA_DIR: '/tmp/sb-unused' })).toBe(true);
    expect(allowed({ DATA_DIR: '/tmp/sb-unused', WEBHOOK_ALLOW_PRIVATE: '0' })).toBe(false);
  });

  it('allowed, a loopback target is registered and receives its webhook (a developer on localhost)', async () => {
    const open = await startServer({ env: storeKind() === 'postgres' ? { WEBHOOK_ALLOW_PRIVATE: '1' } : {} });
    const local = await startReceiver();
    try {
      const client = await open.createClient({ webhookUri: `http://127.0.0.1:${new URL(local.url).port}/hook` });
      const conn = await connectAndSync(open, client, { variant: '+nomfa+single+employees=3' });
      expect((await open.rest('POST', '/2023-03-01/xhr/employee', { headers: conn.headers, body: { first_name: 'Local', last_name: 'Dev' } })).status).toBe(201);
      expect(await runChangeCheck(open)).toBe(1);
      await waitUntil(async () => local.received.length === 1, 30_000, 'the webhook on loopback');
      await waitUntil(async () => (await deliveries(open, client))[0]?.status === 'delivered', 30_000, 'the delivery recorded');
    } finally {
      await local.close();
      await open.close();
    }
  });
});
