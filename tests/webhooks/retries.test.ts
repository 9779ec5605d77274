// Retries that lose nothing: the same webhook-id on every attempt, every attempt recorded, only 2xx is
// success, redirects are not followed, and a receiver that never succeeds ends in a visible failure.
// WEBHOOK_RETRY_SCALE shrinks the ~3-day production schedule to a few seconds.
import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, dist, startServer, type CreatedClient, type TestServer } from '../helpers/server';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver';
import { connectAndSync, deliveries, runChangeCheck, waitUntil, type SandboxConnection } from '../helpers/webhooks';

let server: TestServer;
const { NO_ANSWER } = dist('modules/webhooks/webhook-sender');
const GONE = 'HTTP 410: the endpoint is gone; webhooks are turned off for this client (webhook_uri is now null) until a webhook_uri is set again';

beforeAll(async () => {
  // One server per file: in-memory PGlite stores of one process share their instance.
  server = await startServer({ env: { WEBHOOK_RETRY_SCALE: '0.00001', WEBHOOK_TIMEOUT_MS: '300', WEBHOOK_ALLOW_PRIVATE: '1' } });
});
afterAll(async () => {
  await server?.close();
});

let companies = 0;

/**
 * A client of its own with a receiver and one sandbox connection to a company of its own (connections to
 * one sandbox company see each other's changes); `change` makes the next check find a new employee.
 */
async function setup(responder: Parameters<typeof startReceiver>[0]) {
  const receiver = await startReceiver(responder);
  const client = await server.createClient({ webhookUri: receiver.url });
  companies += 1;
  const conn: SandboxConnection = await connectAndSync(server, client, { variant: `+nomfa+single+employees=${20 + companies}` });
  const change = async () => {
    const res = await server.rest('POST', '/2023-03-01/xhr/employee', { headers: conn.headers, body: { first_name: 'Grace', last_name: 'Hopper' } });
    expect(res.status).toBe(201);
  };
  return { receiver, client, conn, change };
}

async function settled(client: CreatedClient, count = 1, timeoutMs = 40_000) {
  let list: any[] = [];
  await waitUntil(async () => {
    list = await deliveries(server, client);
    return list.length >= count && list.every((d) => d.status !== 'pending');
  }, timeoutMs, 'deliveries settled');
  return list;
}

describe('webhook retries', () => {
  let receivers: Receiver[] = [];
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
  });

  it('a receiver failing twice then succeeding gets the same webhook-id three times', async () => {
    const { receiver, client, change } = await setup((_, nth) => (nth <= 2 ? { status: nth === 1 ? 500 : 503 } : { status: 204 }));
    receivers.push(receiver);
    await change();
    expect(await runChangeCheck(server)).toBe(1);
    const [delivery] = await settled(client);
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => r.id))).toStrictEqual(new Set([delivery.id]));
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1); // the same body, signed anew each time
    expect(delivery.status).toBe('delivered');
    expect(delivery.attempts.map((a: any) => [a.attempt, a.statusCode, a.error])).toStrictEqual([
      [1, 500, 'HTTP 500'],
      [2, 503, 'HTTP 503'],
      [3, 204, null],
    ]);
    for (const a of delivery.attempts) expect(typeof a.latencyMs).toBe('number');
  });

  it('a receiver that always fails ends in a recorded failure after every attempt', async () => {
    const { receiver, client, change } = await setup(() => ({ status: 500 }));
    receivers.push(receiver);
    await change();
    expect(await runChangeCheck(server)).toBe(1);
    const [delivery] = await settled(client, 1, 60_000);
    expect(delivery.status).toBe('failed');
    expect(delivery.finishedAt).not.toBeNull();
    expect(delivery.attempts).toHaveLength(10);
    expect(delivery.attempts.every((a: any) => a.statusCode === 500 && a.error === 'HTTP 500')).toBe(true);
    expect(receiver.received).toHaveLength(10);
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(1);
    expect((await deliveries(server, client, { status: 'failed' })).map((d) => d.id)).toStrictEqual([delivery.id]);
  }, 90_000);

  it('a redirect is not followed: the attempt fails and is retried at the same address', async () => {
    const target = await startReceiver();
    receivers.push(target);
    const { receiver, client, change } = await setup((_, nth) => (nth === 1 ? { status: 307, headers: { location: target.url } } : { status: 200 }));
    receivers.push(receiver);
    await change();
    expect(await runChangeCheck(server)).toBe(1);
    const [delivery] = await settled(client);
    expect(delivery.attempts.map((a: any) => [a.statusCode, a.error])).toStrictEqual([
      [307, `redirect to ${target.url} not followed`],
      [200, null],
    ]);
    expect(target.received).toHaveLength(0);
  });

  it('a receiver that does not answer in time fails that attempt, told as generically as a refused connection', async () => {
    const { receiver, client, change } = await setup((_, nth) => (nth === 1 ? 'hang' : { status: 200 }));
    receivers.push(receiver);
    await change();
    expect(await runChangeCheck(server)).toBe(1);
    const [delivery] = await settled(client);
    // No socket error text and no latency without an answer: deliveries are no port scanner.
    expect(delivery.attempts.map((a: any) => [a.statusCode, a.latencyMs, a.error])).toStrictEqual([
      [null, null, NO_ANSWER],
      [200, expect.any(Number), null],
    ]);
    expect(receiver.byId(delivery.id)).toHaveLength(2);
  });

  it('a closed port looks exactly like a timeout to the client', async () => {
    const { receiver, client, change } = await setup(() => ({ status: 200 }));
    await receiver.close(); // nothing listens there any more: ECONNREFUSED
    await change();
    expect(await runChangeCheck(server)).toBe(1);
    let list: any[] = [];
    await waitUntil(async () => (list = await deliveries(server, client))[0]?.attempts[0]?.error != null, 20_000, 'a failed attempt');
    expect(list).toHaveLength(1);
    expect(list[0].attempts[0]).toMatchObject({ statusCode: null, latencyMs: null, error: NO_ANSWER });
  });

  it('while secrets rotate, webhook-signature carries one v1 signature per current secret', async () => {
    const { receiver, client, change } = await setup(() => ({ status: 200 }));
    receivers.push(receiver);
    const next = 'R'.repeat(43);
    const rotated = await server.rest('POST', '/2023-03-01/management/client', {
      headers: basic(client.clientId, client.clientSecret),
      body: { client_secret: [client.clientSecret, next] },
    });
    expect(rotated.status).toBe(200);
    await change();
    expect(await runChangeCheck(server)).toBe(1);
    const [hook] = await receiver.waitFor((r) => r.length > 0);
    expect(String(hook.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [client.clientSecret, next]) {
      const wh = new Webhook(Buffer.from(secret, 'utf8').toString('base64'));
      expect(wh.verify(hook.body, hook.headers as Record<string, string>)).toStrictEqual(hook.json);
    }
    // SPEC §7's header stays keyed with the first current secret.
    expect(hook.headers['staffbridge-signature']).toBe(createHmac('sha256', client.clientSecret).update(hook.body).digest('hex'));
  });

  it('a 410 Gone turns the endpoint off: the delivery fails at once, webhook_uri becomes null, nothing more is sent', async () => {
    const { receiver, client, change } = await setup(() => ({ status: 410 }));
    receivers.push(receiver);
    await change();
    expect(await runChangeCheck(server)).toBe(1);
    const [delivery] = await settled(client);
    expect(delivery.status).toBe('failed');
    expect(delivery.attempts.map((a: any) => [a.statusCode, a.error])).toStrictEqual([[410, GONE]]);
    const view = await server.rest('GET', '/2023-03-01/management/client', { headers: basic(client.clientId, client.clientSecret) });
    expect(view.body.webhook_uri).toBeNull();
    await change();
    expect(await runChangeCheck(server)).toBe(0);
    expect(receiver.received).toHaveLength(1);
  });
});
