// The change check and its webhooks through the real doors: an employee created through the API arrives
// under added, one changed in the provider under updated, one removed under removed — whole records as the
// REST employees list shows them, signed both ways — and nothing is sent when nothing changed.
import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, dist, startServer, type CreatedClient, type TestServer } from '../helpers/server';
import { recordStatements } from '../helpers/statements';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver';
import { connectAndSync, deliveries, runChangeCheck, type SandboxConnection } from '../helpers/webhooks';

let server: TestServer;
let receiver: Receiver;
let client: CreatedClient;
let conn: SandboxConnection;
const SANDBOX_COMPANY = { entityId: 'sbx-northwind', credentials: { employees: '6' } };
const version = require('../../package.json').version as string;

const sandbox = () => server.services.connectors.get('sandbox', 'xhr');
const employees = async () => (await server.rest('GET', '/2023-03-01/xhr/employees', { headers: conn.headers })).body as any[];
/** The connection behind `conn` (the first made in this file). */
const connection = async () => {
  const { ConnectionEntity } = dist('db/entities');
  return server.store.dataSource.getRepository(ConnectionEntity).findOneOrFail({ where: {}, order: { createdAt: 'ASC' } });
};

/** Runs a check and returns the one webhook it sends. */
async function checkAndReceive() {
  const before = receiver.received.length;
  expect(await runChangeCheck(server)).toBe(1);
  const [hook] = (await receiver.waitFor((r) => r.length > before)).slice(before);
  return hook;
}

beforeAll(async () => {
  server = await startServer({ env: { WEBHOOK_RETRY_SCALE: '0.0001', PUBLIC_URL: 'https://staffbridge.test', WEBHOOK_ALLOW_PRIVATE: '1' } });
  receiver = await startReceiver();
  client = await server.createClient({ webhookUri: receiver.url });
  conn = await connectAndSync(server, client);
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

describe('change check webhooks', () => {
  it('sends nothing right after the first sync (it is the baseline)', async () => {
    expect(await runChangeCheck(server)).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.received).toHaveLength(0);
  });

  it('a check that fetches what the last check stored stops there: one statement after the fetch, nothing stored', async () => {
    const { id } = await connection();
    // (on Postgres, pg-boss polls beside it through the same runners: only the statements of these tables count)
    const ours = (sql: string) => /\b(connection|sandbox_employee|change_check|change_baseline|hr_\w+)\b|^\s*(START TRANSACTION|COMMIT)/i.test(sql);
    const { result, statements } = await recordStatements(server, () => server.services.webhooks.changeCheck.checkById(id), ours);
    expect(result).toStrictEqual({ connectionId: id, checked: true, added: 0, removed: 0, updated: 0, deliveryId: null });
    // The connection, the sandbox provider's list of API-made changes, and the comparison (which notes the check's time).
    expect(statements).toHaveLength(3);
    expect(statements.filter((sql) => /^\s*(INSERT|DELETE|START TRANSACTION)\b|\bhr_/i.test(sql))).toStrictEqual([]);
  });

  it('an employee created through the API arrives under added, as the REST list shows it', async () => {
    const created = await server.rest('POST', '/2023-03-01/xhr/employee', { headers: conn.headers, body: { first_name: 'Ada', last_name: 'Lovelace', job_title: 'Analyst' } });
    expect(created.status).toBe(201);
    const hook = await checkAndReceive();
    const listed = (await employees()).find((e) => e.id === created.body.id);
    expect(hook.json).toStrictEqual({ added: [listed], removed: [], updated: [] });
    expect(listed).toStrictEqual(created.body);
  });

  it('signs every webhook: hex HMAC of the body, Standard Webhooks headers, origin and user agent', async () => {
    const [hook] = receiver.received;
    expect(hook.headers['staffbridge-signature']).toBe(createHmac('sha256', client.clientSecret).update(hook.body).digest('hex'));
    const wh = new Webhook(Buffer.from(client.clientSecret, 'utf8').toString('base64'));
    expect(wh.verify(hook.body, hook.headers as Record<string, string>)).toStrictEqual(hook.json);
    expect(hook.headers['webhook-id']).toMatch(/^msg_[A-Za-z0-9_-]{20,}$/);
    expect(Math.abs(Number(hook.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(hook.headers['staffbridge-origin']).toBe('https://staffbridge.test');
    expect(hook.headers['user-agent']).toBe(`Staffbridge-Webhooks/${version}`);
    expect(hook.headers['content-type']).toBe('application/json');
    // A wrong key does not verify.
    expect(() => new Webhook(Buffer.from('not-the-secret').toString('base64')).verify(hook.body, hook.headers as Record<string, string>)).toThrow();
  });

  it('an employee changed in the provider arrives under updated, with the new values', async () => {
    const target = (await employees())[1];
    await sandbox().updateEmployee(SANDBOX_COMPANY, target.remote_id, { job_title: 'Chief Webhook Officer', mobile_phone_number: '+44 7700 900123' });
    const hook = await checkAndReceive();
    const listed = (await employees()).find((e) => e.id === target.id);
    expect(listed).toStrictEqual({ ...target, job_title: 'Chief Webhook Officer', mobile_phone_number: '+44 7700 900123' });
    expect(hook.json).toStrictEqual({ added: [], removed: [], updated: [listed] });
  });

  it('an employee removed from the provider arrives under removed, as it was last seen', async () => {
    const list = await employees();
    const target = list[list.length - 2];
    await sandbox().removeEmployee(SANDBOX_COMPANY, target.remote_id);
    const hook = await checkAndReceive();
    expect(hook.json).toStrictEqual({ added: [], removed: [target], updated: [] });
    expect((await employees()).map((e) => e.id)).not.toContain(target.id);
  });

  it('several changes in one check make one webhook; a check without changes sends none', async () => {
    const list = await employees();
    await sandbox().updateEmployee(SANDBOX_COMPANY, list[0].remote_id, { employment_status: 'leave' });
    await sandbox().removeEmployee(SANDBOX_COMPANY, list[2].remote_id);
    const created = await server.rest('POST', '/2023-03-01/xhr/employee', { headers: conn.headers, body: { first_name: 'Alan', last_name: 'Turing' } });
    const hook = await checkAndReceive();
    expect(hook.json.added.map((e: any) => e.id)).toStrictEqual([created.body.id]);
    expect(hook.json.removed).toStrictEqual([list[2]]);
    expect(hook.json.updated).toStrictEqual([{ ...list[0], employment_status: 'leave' }]);
    const count = receiver.received.length;
    expect(await runChangeCheck(server)).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.received).toHaveLength(count);
  });

  it('the client sees every delivery and its attempts (HTTP Basic)', async () => {
    const list = await deliveries(server, client);
    expect(list).toHaveLength(4);
    expect(list.map((d) => d.id)).toStrictEqual(receiver.received.map((r) => r.id).reverse());
    for (const d of list) {
      expect(d.status).toBe('delivered');
      expect(d.nextAttemptAt).toBeNull();
      expect(d.attempts).toHaveLength(1);
      expect(d.attempts[0]).toMatchObject({ attempt: 1, url: receiver.url, statusCode: 200, error: null });
      expect(d.attempts[0].latencyMs).toBeGreaterThanOrEqual(0);
    }
    expect(list.map((d) => [d.added, d.removed, d.updated])).toStrictEqual([[1, 1, 1], [0, 1, 0], [0, 0, 1], [1, 0, 0]]);
    expect(new Set(list.map((d) => d.connectionId)).size).toBe(1);
    expect(await deliveries(server, client, { status: 'failed' })).toStrictEqual([]);
    expect(await deliveries(server, client, { first: 1 })).toHaveLength(1);
  });

  it('deliveries are protected: no or wrong Basic credentials are refused', async () => {
    const none = await server.gql('{ webhookDeliveries { id } }');
    expect(none.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const wrong = await server.gql('{ webhookDeliveries { id } }', {}, basic(client.clientId, 'x'.repeat(40)));
    expect(wrong.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const other = await server.createClient();
    const theirs = await server.gql('{ webhookDeliveries { id } }', {}, basic(other.clientId, other.clientSecret));
    expect(theirs.data.webhookDeliveries).toStrictEqual([]);
  });

  it('after a sync stored something else, the next check stores the same fetch again in full', async () => {
    expect(await runChangeCheck(server)).toBe(0);
    // The provider still lists every employee; the sync stores all but the last (and makes that the baseline).
    const provider = await sandbox().fetchEmployees({ ...SANDBOX_COMPANY, mode: 'xhr', provider: 'sandbox' }, server.services.connectors.context('sandbox'));
    const left = provider[provider.length - 1].remote_id;
    await server.services.sync.storeSnapshot(await connection(), { employees: provider.slice(0, -1) });
    expect((await employees()).map((e) => e.remote_id)).not.toContain(left);
    const hook = await checkAndReceive();
    expect(hook.json.added.map((e: any) => e.remote_id)).toStrictEqual([left]);
    expect((await employees()).map((e) => e.remote_id)).toContain(left);
  });

  it('after a sync stored other groups alone, the next check stores the fetched groups again', async () => {
    expect(await runChangeCheck(server)).toBe(0);
    const groupNames = async () => ((await server.rest('GET', '/2023-03-01/xhr/groups', { headers: conn.headers })).body as any[]).map((g) => g.name);
    const fetched = await groupNames();
    const provider = await sandbox().fetchGroups!({ ...SANDBOX_COMPANY, mode: 'xhr', provider: 'sandbox' }, server.services.connectors.context('sandbox'));
    // A sync that stores the groups and not the employees (renamed here, so that the store differs from the fetch).
    await server.services.sync.storeSnapshot(await connection(), { groups: provider.map((g: any) => ({ ...g, name: `${g.name} (renamed)` })) });
    expect(await groupNames()).not.toStrictEqual(fetched);
    expect(await runChangeCheck(server)).toBe(0);
    expect(await groupNames()).toStrictEqual(fetched);
  });

  it('after an employee is created through the API, the next check stores the same fetch again in full', async () => {
    const before = receiver.received.length;
    expect(await runChangeCheck(server)).toBe(0);
    const created = await server.rest('POST', '/2023-03-01/xhr/employee', { headers: conn.headers, body: { first_name: 'Grace', last_name: 'Hopper' } });
    // The provider drops it again before the check: its list is the one the last check stored, but the store is not.
    await sandbox().removeEmployee(SANDBOX_COMPANY, created.body.remote_id);
    expect(await runChangeCheck(server)).toBe(0);
    expect((await employees()).map((e) => e.id)).not.toContain(created.body.id);
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.received).toHaveLength(before);
  });

  it('sends nothing after the first sync of a larger company (2,300 employees)', async () => {
    const big = await server.createClient({ webhookUri: receiver.url });
    const before = receiver.received.length;
    await connectAndSync(server, big, { variant: '+nomfa+single+employees=2300', scopes: ['2023-03-01/xhr/employees'] });
    expect(await runChangeCheck(server)).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.received).toHaveLength(before);
  });

  it('runChangeCheck is admin only: without the key nothing runs', async () => {
    const res = await server.gql('mutation { runChangeCheck }');
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
