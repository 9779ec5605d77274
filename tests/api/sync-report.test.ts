// A sync never dies of one odd record (issue 13): records the store cannot hold are skipped and counted, and
// each sync's report is kept on the connection, readable through both doors (REST introspect's additive
// `last_sync`, GraphQL `introspect { lastSync }`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hrFixture } from '../helpers/hr-fixture';
import { seedConnection } from '../helpers/seed';
import { startServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const LAST_SYNC = `{ introspect { lastSync { outcome startedAt finishedAt resources { resource stored skipped }
  skipped { total omitted entries { resource field message count } }
  nulled { total omitted entries { resource field message count } }
  warnings { total omitted entries { resource field message count } } } } }`;

describe('the sync report', () => {
  it('skips and counts records without remote ids or with unknown references, and keeps the rest', async () => {
    const snapshot = hrFixture(6);
    const [first] = snapshot.employees;
    snapshot.employees.push({ ...first!, remote_id: '' }, { ...first!, remote_id: null as unknown as string });
    snapshot.employees.push({ ...snapshot.employees[1]! }); // the same remote id twice
    snapshot.timesheets.push({ ...snapshot.timesheets[0]!, remote_id: '   ' });
    const seeded = await seedConnection(server, { mode: 'xhr', snapshot });

    const rest = await server.rest('GET', '/2023-03-01/management/introspect', { headers: seeded.headers });
    expect(rest.status).toBe(200);
    const report = rest.body.last_sync;
    expect(report.outcome).toBe('completed');
    expect(Date.parse(report.finished_at)).toBeGreaterThanOrEqual(Date.parse(report.started_at));
    expect(report.resources.find((r: any) => r.resource === 'employees')).toStrictEqual({ resource: 'employees', stored: 6, skipped: 2 });
    expect(report.skipped.entries).toStrictEqual([
      { resource: 'employees', field: 'remote_id', message: 'no remote id', count: 2 },
      { resource: 'timesheets', field: 'remote_id', message: 'no remote id', count: 1 },
      { resource: 'time-off-entries', field: 'employee_remote_id', message: 'refers to an employee the sync did not store', count: 1 },
    ]);
    expect(report.skipped).toMatchObject({ total: 4, omitted: 0 });
    expect(report.warnings.entries).toStrictEqual([
      { resource: 'employees', field: 'remote_id', message: 'the same remote id was listed twice; the last one is kept', count: 1 },
    ]);

    // The stored employees are the ones with ids.
    const employees = await server.rest('GET', '/2023-03-01/xhr/employees', { headers: seeded.headers });
    expect(employees.body.map((e: any) => e.remote_id).sort()).toStrictEqual(hrFixture(6).employees.map((e) => e.remote_id).sort());

    // GraphQL shows the same report.
    const gql = await server.gql(LAST_SYNC, {}, seeded.headers);
    expect(gql.errors).toBeUndefined();
    const last = gql.data.introspect.lastSync;
    expect(last.outcome).toBe('completed');
    expect([last.startedAt, last.finishedAt]).toStrictEqual([report.started_at, report.finished_at]);
    expect(last.resources).toStrictEqual(report.resources);
    expect(last.skipped).toStrictEqual(report.skipped);
    expect(last.warnings).toStrictEqual(report.warnings);
  });

  it('is null before the first sync; last_sync is the latest sync\'s', async () => {
    const seeded = await seedConnection(server, { mode: 'official', sync: false });
    const before = await server.rest('GET', '/2023-03-01/management/introspect', { headers: seeded.headers });
    expect(before.body.last_sync).toBeNull();
    expect((await server.gql(LAST_SYNC, {}, seeded.headers)).data.introspect.lastSync).toBeNull();

    await server.services.sync.storeSnapshot(seeded.connection, { employees: hrFixture(3).employees });
    const after = await server.rest('GET', '/2023-03-01/management/introspect', { headers: seeded.headers });
    expect(after.body.last_sync.resources).toStrictEqual([{ resource: 'employees', stored: 3, skipped: 0 }]);
  });

  it('keeps each sync\'s report: the last 20, newest first, through GraphQL', async () => {
    const seeded = await seedConnection(server, { mode: 'official', sync: false });
    for (let n = 1; n <= 22; n += 1) await server.services.sync.storeSnapshot(seeded.connection, { employees: hrFixture(n).employees });
    const recent = `{ introspect { lastSync { resources { stored } } recentSyncs { resources { stored } } three: recentSyncs(first: 3) { startedAt } } }`;
    const gql = await server.gql(recent, {}, seeded.headers);
    expect(gql.errors).toBeUndefined();
    const stored = gql.data.introspect.recentSyncs.map((r: any) => r.resources[0].stored);
    expect(stored).toStrictEqual(Array.from({ length: 20 }, (_, i) => 22 - i));
    expect(gql.data.introspect.lastSync.resources[0].stored).toBe(22);
    expect(gql.data.introspect.three).toHaveLength(3);
    const rest = await server.rest('GET', '/2023-03-01/management/introspect', { headers: seeded.headers });
    expect(rest.body.last_sync.resources).toStrictEqual([{ resource: 'employees', stored: 22, skipped: 0 }]);
  });
});
