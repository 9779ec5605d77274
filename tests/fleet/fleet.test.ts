// Staffbridge as a fleet: two server processes (`node dist/server/main.js`, as docker/compose.yaml
// runs them) on one Postgres schema. Whatever one instance counts, stores or queues, the other sees:
// rate-limit counters, connect sessions and codes, and jobs, which run once however many workers poll.
// Runs only with TEST_DATABASE_URL (the machine's Postgres); each run uses a schema of its own.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseRequest } from '../helpers/connect';
import { freePort, spawnServer, type ChildServer } from '../helpers/child-server';
import { ROOT, bearer, type CreatedClient } from '../helpers/server';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver';
import { connectAndSync, deliveries, runChangeCheck } from '../helpers/webhooks';

const DATABASE_URL = process.env.TEST_DATABASE_URL;
const schema = `sb_fleet_${randomBytes(5).toString('hex')}`;

let a: ChildServer;
let b: ChildServer;
let receiver: Receiver;

async function sql<T = any>(text: string, values: unknown[] = []): Promise<T[]> {
  const { Client } = createRequire(path.join(ROOT, 'dist/server/index.js'))('pg') as typeof import('pg');
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

describe.skipIf(!DATABASE_URL)('two instances on one Postgres', () => {
  beforeAll(async () => {
    await sql(`CREATE SCHEMA "${schema}"`);
    const shared = {
      DATABASE_URL: DATABASE_URL!,
      DATABASE_SCHEMA: schema,
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      RATE_LIMITS: 'on',
      WEBHOOK_ALLOW_PRIVATE: '1',
    };
    receiver = await startReceiver();
    // Started together: one runs the migrations, the other waits for it (advisory lock).
    [a, b] = await Promise.all([
      freePort().then((port) => spawnServer({ ...shared, PORT: String(port) })),
      freePort().then((port) => spawnServer({ ...shared, PORT: String(port) })),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await receiver?.close();
    if (DATABASE_URL) await sql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE; DROP SCHEMA IF EXISTS "${schema}_boss" CASCADE`);
  });

  it('share rate-limit counters: the 16th open call of a minute is refused, whichever instance gets it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1) statuses.push((await (i % 2 ? b : a).rest('GET', '/2023-03-01/providers?mode=xhr')).status);
    expect(statuses).toEqual(Array(15).fill(200));
    const onA = await a.rest('GET', '/2023-03-01/providers?mode=xhr');
    const onB = await b.rest('GET', '/2023-03-01/providers?mode=official');
    for (const refused of [onA, onB]) {
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(refused.headers.get('ratelimit')).toMatch(/^"ip-minute";r=0;t=\d+, "ip-5-minutes";r=10;t=\d+$/);
    }
    // Both instances refuse at once: the counter is one, not two of 15 each.
    const concurrent = await Promise.all([a, b, a, b].map((s) => s.rest('GET', '/2023-03-01/providers?mode=xhr')));
    expect(concurrent.map((r) => r.status)).toEqual([429, 429, 429, 429]);
  });

  it('let exactly 15 of 60 concurrent calls through, spread over both instances (decisions committed in groups)', async () => {
    const init = { body: { client_id: 'nobody', redirect_uri: 'https://example.com/cb', scopes: ['2023-03-01/xhr/employees'], mode: 'xhr' } };
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 ? b : a).rest('POST', '/2023-03-01/connect/validate', init).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s !== 429)).toHaveLength(15);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
  });

  it('share connect sessions: SIGN_IN on one, MFA on the other, CHOSEN on the first, token exchange on the second', async () => {
    const client = await a.createClient({ name: 'Fleet client', webhookUri: receiver.url });
    const base = baseRequest(client);
    const signIn = await a.rest('POST', '/2023-03-01/connect/authorize', { body: { ...base, step: 'SIGN_IN', username: 'sandbox_user', password: 'sandbox_password' } });
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    expect(signIn.body.next).toBe('MFA');
    const mfa = await b.rest('POST', '/2023-03-01/connect/authorize', { body: { ...base, step: 'MFA', mfa_code: '123456' } });
    expect(mfa.status, JSON.stringify(mfa.body)).toBe(200);
    expect(mfa.body.next).toBe('CHOOSE');
    const chosen = await a.rest('POST', '/2023-03-01/connect/authorize', { body: { ...base, step: 'CHOSEN', chosen: mfa.body.next_context.entities[0].id } });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const code = new URL(chosen.body.redirect_to).searchParams.get('authorization_code');
    const exchanged = await b.rest('POST', '/2023-03-01/connect/token', {
      body: { client_id: client.clientId, client_secret: client.clientSecret, grant_type: 'authorization_code', redirect_uri: base.redirect_uri, code },
    });
    expect(exchanged.status, JSON.stringify(exchanged.body)).toBe(200);
    // The token works on both instances once the first sync (run by whichever worker) is done.
    const token = bearer(exchanged.body.access_token);
    const company = () => a.rest('GET', '/2023-03-01/xhr/company', { headers: token });
    // Polled gently: data calls are rate limited too (40 a minute per IP).
    for (let i = 0; (await company()).status !== 200; i += 1) {
      if (i > 30) throw new Error(`the first sync did not finish: ${JSON.stringify((await company()).body)}`);
      await new Promise((r) => setTimeout(r, 1_000));
    }
    expect((await b.rest('GET', '/2023-03-01/xhr/company', { headers: token })).status).toBe(200);
    // The code is spent for the whole fleet: a second exchange on the other instance fails and
    // revokes the token everywhere (CONTRACT §4).
    const again = await a.rest('POST', '/2023-03-01/connect/token', {
      body: { client_id: client.clientId, client_secret: client.clientSecret, grant_type: 'authorization_code', redirect_uri: base.redirect_uri, code },
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
    expect((await b.rest('GET', '/2023-03-01/xhr/company', { headers: token })).status).toBe(403);
  }, 60_000);

  it('run each job once, though both instances work the queue', async () => {
    const client: CreatedClient = await b.createClient({ name: 'Fleet webhooks', webhookUri: receiver.url });
    const { headers } = await connectAndSync(a, client);

    // The first sync of that connection: one job, completed once.
    const [{ id: connectionId }] = await sql<{ id: string }>(
      `SELECT c.id FROM "${schema}".connection c JOIN "${schema}".client k ON k.id = c.client_pk WHERE k.client_id = $1`,
      [client.clientId],
    );
    const syncs = await sql<{ state: string }>(`SELECT state FROM "${schema}_boss".job WHERE name = 'first-sync' AND data->>'connectionId' = $1`, [connectionId]);
    expect(syncs.map((j) => j.state)).toEqual(['completed']);

    // A change, a check on one instance, and exactly one delivery received.
    const created = await b.rest('POST', '/2023-03-01/xhr/employee', { headers, body: { first_name: 'Ada', last_name: 'Fleet' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const before = receiver.received.length;
    const queued = await runChangeCheck(a);
    expect(queued).toBeGreaterThanOrEqual(1);
    await receiver.waitFor((r) => r.length >= before + queued, 30_000);
    // Give a second worker every chance to deliver it again.
    await new Promise((r) => setTimeout(r, 3_000));
    const ours = receiver.received.slice(before);
    expect(ours).toHaveLength(queued);
    expect(new Set(ours.map((r) => r.id)).size).toBe(queued);
    const mine = await deliveries(b, client);
    expect(mine.filter((d) => d.status === 'delivered').every((d) => d.attempts.length === 1)).toBe(true);
  }, 90_000);
});
