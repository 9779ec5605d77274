// Nothing is lost when a server dies: `node dist/server/main.js` is SIGKILLed while deliveries are in
// flight and started again on the same store; every delivery still arrives, with its original webhook-id.
// On embedded PGlite the store is a DATA_DIR; with TEST_DATABASE_URL the same runs on Postgres (a schema
// of its own), and two server processes on one database deliver each webhook once.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, migratedDataDir, spawnServer, type ChildServer } from '../helpers/child-server';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver';
import { connectAndSync, deliveries, runChangeCheck, waitUntil } from '../helpers/webhooks';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function withPostgresSchema(): Promise<Record<string, string>> {
  const schema = `sb_wh_${randomBytes(5).toString('hex')}`;
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.query(`DROP SCHEMA IF EXISTS "${schema}_boss" CASCADE`);
    } finally {
      await client.end();
    }
  });
  return { DATABASE_URL: TEST_DATABASE_URL!, DATABASE_SCHEMA: schema, WEBHOOK_ALLOW_PRIVATE: '1' };
}

/** A store past its first start: what is tested is a kill and the start after it. */
function withDataDir(): Record<string, string> {
  const dir = migratedDataDir('sb-webhooks-');
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return { DATA_DIR: dir };
}

/** A client, `companies` sandbox connections (each its own company) and one new employee in each. */
async function changesIn(server: ChildServer, receiver: Receiver, companies: number, first: number) {
  const client = await server.createClient({ name: 'Durable', webhookUri: receiver.url });
  // Side by side: each company's connect flow and first sync are its own, and waiting on them one after the other only added up the polls.
  await Promise.all(
    Array.from({ length: companies }, async (_, i) => {
      const conn = await connectAndSync(server, client, { variant: `+nomfa+single+employees=${first + i}` });
      const res = await server.rest('POST', '/2023-03-01/xhr/employee', { headers: conn.headers, body: { first_name: 'Kill', last_name: `Nine ${i}` } });
      expect(res.status).toBe(201);
    }),
  );
  return client;
}

async function killAndRestart(store: Record<string, string>) {
  const receiver = await startReceiver(() => 'hang');
  cleanups.push(() => receiver.close());
  const env = { PORT: String(await freePort()), ENCRYPTION_KEY: randomBytes(32).toString('hex'), WEBHOOK_RETRY_SCALE: '0.0001', WEBHOOK_TIMEOUT_MS: '4000', ...store };
  let server = await spawnServer(env);
  cleanups.push(() => server.stop());
  const client = await changesIn(server, receiver, 3, 41);

  expect(await runChangeCheck(server)).toBe(3);
  await receiver.waitFor((r) => new Set(r.map((x) => x.id)).size === 3);
  const inFlight = [...new Set(receiver.received.map((r) => r.id))];
  await server.kill(); // three requests hang unanswered: their attempts are in flight

  receiver.respond(() => ({ status: 200 }));
  server = await spawnServer(env);
  await receiver.waitFor((r) => inFlight.every((id) => r.filter((x) => x.id === id).length >= 2), 60_000);
  let list: any[] = [];
  await waitUntil(async () => (list = await deliveries(server, client)).every((d) => d.status === 'delivered'), 20_000, 'all delivered');
  expect(list.map((d) => d.id).sort()).toStrictEqual([...inFlight].sort());
  for (const d of list) {
    expect(d.attempts[0]).toMatchObject({ attempt: 1, statusCode: null, error: 'interrupted: the server stopped during this attempt' });
    expect(d.attempts.at(-1)).toMatchObject({ statusCode: 200, error: null });
  }
  // The redelivered body is the one first sent.
  for (const id of inFlight) expect(new Set(receiver.byId(id).map((r) => r.body)).size).toBe(1);
  await server.stop();
}

describe('durable deliveries', () => {
  it('embedded store: a SIGKILL mid-delivery loses nothing, webhook-ids are kept', async () => {
    await killAndRestart(withDataDir());
  }, 180_000);

  it.skipIf(!TEST_DATABASE_URL)('Postgres: a SIGKILL mid-delivery loses nothing, webhook-ids are kept', async () => {
    await killAndRestart(await withPostgresSchema());
  }, 180_000);

  it.skipIf(!TEST_DATABASE_URL)('Postgres: two server processes on one database deliver each webhook once', async () => {
    // Every first attempt fails, so retries too are spread over both processes.
    const receiver = await startReceiver((_, nth) => (nth === 1 ? { status: 500 } : { status: 200 }));
    cleanups.push(() => receiver.close());
    const store = await withPostgresSchema();
    const shared = { ENCRYPTION_KEY: randomBytes(32).toString('hex'), WEBHOOK_RETRY_SCALE: '0.0001', ...store };
    const a = await spawnServer({ ...shared, PORT: String(await freePort()) });
    cleanups.push(() => a.stop());
    const b = await spawnServer({ ...shared, PORT: String(await freePort()) });
    cleanups.push(() => b.stop());
    const client = await changesIn(a, receiver, 4, 51);

    // Both run the check at once: each change is queued once, whichever process takes a connection.
    const [fromA, fromB] = await Promise.all([runChangeCheck(a), runChangeCheck(b)]);
    expect(fromA + fromB).toBe(4);
    let list: any[] = [];
    await waitUntil(async () => (list = await deliveries(b, client)).length === 4 && list.every((d) => d.status === 'delivered'), 60_000, 'all delivered');
    await new Promise((r) => setTimeout(r, 1500)); // anything extra would show up now
    const ids = new Set(receiver.received.map((r) => r.id));
    expect([...ids].sort()).toStrictEqual(list.map((d) => d.id).sort());
    for (const id of ids) {
      expect(receiver.byId(id).length).toBe(2); // one failure, one success: never twice the same attempt
    }
    for (const d of list) expect(d.attempts.map((x: any) => x.statusCode)).toStrictEqual([500, 200]);
  }, 180_000);
});
