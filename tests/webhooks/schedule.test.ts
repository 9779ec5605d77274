// The hourly schedule: one pg-boss cron job fans out one change-check job per active connection, keyed by
// connection and clock hour, so a connection is checked (and notified) at most once an hour however many
// times the fan-out runs; the jobs it queues run the same check and deliver through the outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type CreatedClient, type TestServer } from '../helpers/server';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver';
import { connectAndSync, deliveries, waitUntil, type SandboxConnection } from '../helpers/webhooks';

let server: TestServer;
let receiver: Receiver;
let client: CreatedClient;
let conn: SandboxConnection;
const boss = () => (server.store.kind === 'postgres' ? `${server.services.config.databaseSchema}_boss` : 'pgboss');

beforeAll(async () => {
  server = await startServer({ env: { WEBHOOK_RETRY_SCALE: '0.0001', WEBHOOK_ALLOW_PRIVATE: '1', CHANGE_CHECK_CRON: '0 * * * *' } });
  receiver = await startReceiver();
  client = await server.createClient({ webhookUri: receiver.url });
  conn = await connectAndSync(server, client, { variant: '+nomfa+single+employees=9' });
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

describe('hourly change check', () => {
  it('is a pg-boss schedule at minute 0 of every hour (UTC), plus the outbox sweep and the daily prune', async () => {
    // (test servers turn it off by default: CHANGE_CHECK_CRON=off; this one turns it on)
    const rows = await server.store.dataSource.query(`SELECT name, cron, timezone FROM ${boss()}.schedule ORDER BY name`);
    expect(rows).toStrictEqual([
      { name: 'change-check-hourly', cron: '0 * * * *', timezone: 'UTC' },
      { name: 'webhook-outbox', cron: '* * * * *', timezone: 'UTC' },
      { name: 'webhook-prune', cron: '23 3 * * *', timezone: 'UTC' },
    ]);
  });

  it('fans out one job per connection and hour: a second fan-out in the same hour queues nothing', { timeout: 60_000 }, async () => {
    const toNextHour = 3_600_000 - (Date.now() % 3_600_000);
    if (toNextHour < 15_000) await new Promise((r) => setTimeout(r, toNextHour + 500)); // stay inside one clock hour
    await server.rest('POST', '/2023-03-01/xhr/employee', { headers: conn.headers, body: { first_name: 'Hour', last_name: 'One' } });
    const { changeCheck } = server.services.webhooks;
    expect(await changeCheck.fanOut()).toBe(1);
    expect(await changeCheck.fanOut()).toBe(1); // sent again, refused by pg-boss (same key, same hour)
    const jobs = await server.store.dataSource.query(`SELECT singleton_key, singleton_on FROM ${boss()}.job WHERE name = 'change-check'`);
    expect(jobs).toHaveLength(1);
    await receiver.waitFor((r) => r.length === 1);
    expect(receiver.received[0].json.added.map((e: any) => e.last_name)).toStrictEqual(['One']);

    // A change later in the same hour waits for the next hour's check.
    await server.rest('POST', '/2023-03-01/xhr/employee', { headers: conn.headers, body: { first_name: 'Hour', last_name: 'Two' } });
    await changeCheck.fanOut();
    await new Promise((r) => setTimeout(r, 2000));
    expect(receiver.received).toHaveLength(1);
    await waitUntil(async () => (await deliveries(server, client)).every((d) => d.status === 'delivered'), 10_000);
  });
});
