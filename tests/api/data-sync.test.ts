// The sync: the first sync runs as a pg-boss job (202 until it is done), a token exchange starts it,
// failures mark the connection failed, and a 10,000-employee company is stored in a few seconds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncReportData } from '../../server/src/connectors/sync-report';
import { connectSandbox } from '../helpers/connect';
import { door } from '../helpers/doors';
import { hrFixture } from '../helpers/hr-fixture';
import { seedConnection } from '../helpers/seed';
import { dist, startServer, type TestServer } from '../helpers/server';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

async function connectionRow(id: string) {
  const [row] = await server.store.dataSource.query('SELECT sync_status, sync_error, synced_at FROM connection WHERE id = $1', [id]);
  return row;
}

/** A GET again when a kept-alive socket was closed under us (busy CI: timers fire late after long syncs). */
async function get(route: string, headers: Record<string, string>) {
  try {
    return await server.rest('GET', route, { headers });
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
    return server.rest('GET', route, { headers });
  }
}

/** Polls a data call until it stops answering 202; returns every status seen. */
async function until200(route: string, headers: Record<string, string>, timeoutMs = 20_000): Promise<number[]> {
  const seen: number[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await server.rest('GET', `/2023-03-01${route}`, { headers });
    seen.push(res.status);
    if (res.status !== 202 || Date.now() > deadline) return seen;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the first sync job', () => {
  it('runs promptly through pg-boss: pending -> ready, then the sandbox company answers', async () => {
    const seeded = await seedConnection(server, { sync: false, snapshot: { employees: new Array(40) } });
    expect((await server.rest('GET', '/2023-03-01/xhr/company', { headers: seeded.headers })).status).toBe(202);
    expect((await connectionRow(seeded.connectionId)).sync_status).toBe('pending');
    const started = Date.now();
    await server.services.sync.enqueueFirstSync(seeded.connectionId);
    const seen = await until200('/xhr/employees', seeded.headers);
    expect(seen.at(-1)).toBe(200);
    expect(Date.now() - started).toBeLessThan(10_000);
    const row = await connectionRow(seeded.connectionId);
    expect(row.sync_status).toBe('ready');
    expect(row.synced_at).not.toBeNull();
    const employees = await server.rest('GET', '/2023-03-01/xhr/employees', { headers: seeded.headers });
    expect(employees.body).toHaveLength(40);
    const company = await server.rest('GET', '/2023-03-01/xhr/company', { headers: seeded.headers });
    expect(company.body.legal_name).toBeTruthy();
  });

  it('is started by the token exchange of the connect flow', async () => {
    const client = await server.createClient();
    const { token } = await connectSandbox(door(server, 'rest'), client, { variant: '+nomfa+single+employees=30' });
    const headers = { authorization: `Bearer ${token}` };
    const seen = await until200('/xhr/employees', headers);
    expect(seen.at(-1)).toBe(200);
    const employees = await server.rest('GET', '/2023-03-01/xhr/employees', { headers });
    expect(employees.body).toHaveLength(30);
  });

  it('leaves a connection that is gone, disconnected or already synced alone', async () => {
    const { firstSyncJob } = dist('jobs/first-sync.job');
    const job = firstSyncJob(server.store.dataSource, server.services.sync);
    await job({ connectionId: '00000000-0000-4000-8000-000000000000' });
    const gone = await seedConnection(server, { sync: false });
    await server.store.dataSource.query('UPDATE connection SET disconnected_at = now() WHERE id = $1', [gone.connectionId]);
    await job({ connectionId: gone.connectionId });
    expect((await connectionRow(gone.connectionId)).sync_status).toBe('pending');
    const done = await seedConnection(server, { employees: 2 });
    const before = await connectionRow(done.connectionId);
    await job({ connectionId: done.connectionId });
    expect(await connectionRow(done.connectionId)).toStrictEqual(before);
  });
});

describe('sync failures', () => {
  it('mark the connection failed with the reason; data calls answer 503', async () => {
    const registry = server.services.connectors;
    const broken = Object.create(registry.get('sandbox'), {
      provider: { value: 'broken-sandbox' },
      fetchEmployees: { value: async () => { throw new Error('provider said no'); } },
    });
    (registry as any).byProvider.set('broken-sandbox', { provider: 'broken-sandbox', modes: ['official', 'xhr'], connector: broken });
    const seeded = await seedConnection(server, { sync: false, provider: 'broken-sandbox' });
    await expect(server.services.sync.syncConnection(seeded.connection)).rejects.toThrow('provider said no');
    const row = await connectionRow(seeded.connectionId);
    expect(row.sync_status).toBe('failed');
    expect(row.sync_error).toBe('provider said no');
    expect((await server.rest('GET', '/2023-03-01/xhr/company', { headers: seeded.headers })).status).toBe(503);
    // The run's report says it failed, and what it had stored before (the stage before employees).
    const report: SyncReportData = (await server.services.sync.reports.latest(seeded.connectionId))!;
    expect(report.outcome).toBe('failed');
    expect(report.resources.map((r) => r.resource)).toContain('company');
  });
});

describe('a 10,000-employee company', () => {
  // How fast is bench/first-sync.mjs's to say; here only what is stored.
  it('is stored in chunks, listed in full, and keeps its ids on the next sync', async () => {
    const snapshot = hrFixture(10_000);
    const seeded = await seedConnection(server, { sync: false, snapshot });
    const report = await server.services.sync.storeSnapshot(seeded.connection, snapshot);
    expect(report.parts.employees).toMatchObject({ stored: 10_000, skipped: 0 });
    const rest = await get('/2023-03-01/xhr/employees', seeded.headers);
    expect(rest.body).toHaveLength(10_000);
    expect(rest.body[9_999].manager.remote_id).toBe(snapshot.employees[9_999].manager_remote_id);
    // A second sync of the same company keeps every id.
    await server.services.sync.storeSnapshot(seeded.connection, snapshot);
    const again = await get('/2023-03-01/xhr/employees', seeded.headers);
    expect(again.body.map((e: any) => e.id)).toStrictEqual(rest.body.map((e: any) => e.id));
  }, 120_000);

  it('syncs from the sandbox provider itself (employees, groups, locations, company)', async () => {
    const seeded = await seedConnection(server, {
      sync: false,
      snapshot: { employees: new Array(10_000) },
      scopes: ['employees', 'groups', 'work-locations', 'company'],
    });
    const started = Date.now();
    const report = await server.services.sync.syncConnection(seeded.connection);
    console.log(`synced the 10,000-employee sandbox company in ${Date.now() - started} ms`, JSON.stringify(report.parts));
    expect(report.parts.employees?.stored).toBe(10_000);
    expect((await connectionRow(seeded.connectionId)).sync_status).toBe('ready');
  }, 120_000);
});
