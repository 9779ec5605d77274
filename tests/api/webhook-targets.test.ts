// Webhook targets through the real doors (CONTRACT §7, issue 15 item 1): with private targets not allowed
// (WEBHOOK_ALLOW_PRIVATE=0 here, the default with DATABASE_URL), every spelling of a non-public address is a
// 400 at registration (admin createClient, POST /management/client, updateManagementClient) and changes
// nothing; a name that passed registration and later resolves to loopback (DNS rebinding) is never
// connected to, and the delivery shows only a generic failure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOORS, door } from '../helpers/doors';
import { LOOPBACK_HOSTS, NON_PUBLIC_COUNT, OTHER_NON_PUBLIC_HOSTS, PUBLIC_HOSTS } from '../helpers/ssrf';
import { ADMIN_KEY, basic, dist, startServer, type CreatedClient, type TestServer } from '../helpers/server';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver';
import { connectAndSync, deliveries, runChangeCheck, waitUntil } from '../helpers/webhooks';

const { NO_ANSWER } = dist('modules/webhooks/webhook-sender');
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
  server = await startServer({ env: { WEBHOOK_ALLOW_PRIVATE: '0', WEBHOOK_RETRY_SCALE: '0.00001' }, resolve });
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
