// Employees' stored API JSON (hr_employee_body, modules/hr/employee-bodies.ts) follows every write that shows in
// it: after each write below, every stored body is exactly what Postgres builds from the tables now, and the
// reads (which send the stored text) show the change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Bodies from '../../server/src/modules/hr/employee-bodies';
import type * as JsonRows from '../../server/src/modules/hr/json-rows';
import { hrFixture } from '../helpers/hr-fixture';
import { seedConnection, type Seeded } from '../helpers/seed';
import { dist, startServer, storeKind, type TestServer } from '../helpers/server';

const { employeeJson } = dist<typeof JsonRows>('modules/hr/json-rows');
const { rebuildStaleEmployeeBodies } = dist<typeof Bodies>('modules/hr/employee-bodies');

let server: TestServer;
let seeded: Seeded;
const fixture = hrFixture(12);

beforeAll(async () => {
  server = await startServer();
  seeded = await seedConnection(server, { snapshot: fixture });
});
afterAll(() => server?.close());

const query = (sql: string, params: unknown[] = []) => server.store.dataSource.query(sql, params);

/** Remote ids of the connection's employees whose stored body is missing or not what the tables give now. */
async function stale(connectionId = seeded.connectionId): Promise<string[]> {
  const rows: Array<{ remote_id: string }> = await query(
    `SELECT e.remote_id FROM hr_employee e LEFT JOIN hr_employee_body b ON b.employee_id = e.id
     WHERE e.connection_id = $1 AND b.body IS DISTINCT FROM ${employeeJson()} ORDER BY e.seq`,
    [connectionId],
  );
  return rows.map((r) => r.remote_id);
}

async function employees(): Promise<any[]> {
  const res = await server.rest('GET', '/2023-03-01/xhr/employees', { headers: seeded.headers });
  expect(res.status).toBe(200);
  return res.body;
}

describe(`employees' stored API JSON (${storeKind()})`, () => {
  it('a first sync stores one body per employee, as built from the tables', async () => {
    const [{ n }] = await query('SELECT count(*)::int AS n FROM hr_employee_body b JOIN hr_employee e ON e.id = b.employee_id WHERE e.connection_id = $1', [seeded.connectionId]);
    expect(n).toBe(12);
    expect(await stale()).toEqual([]);
  });

  it('a group renamed by a sync that stores groups alone shows in its members', async () => {
    const [renamed, ...rest] = fixture.groups;
    await server.services.sync.storeSnapshot(seeded.connection, { groups: [{ ...renamed, name: 'Renamed team' }, ...rest] });
    expect(await stale()).toEqual([]);
    const members = (await employees()).filter((e) => e.groups.some((g: any) => g.remote_id === renamed.remote_id));
    expect(members.length).toBeGreaterThan(0);
    for (const e of members) expect(e.groups.find((g: any) => g.remote_id === renamed.remote_id).name).toBe('Renamed team');
  });

  it('a work location the provider no longer lists leaves the bodies of those who worked there', async () => {
    const [gone, ...kept] = fixture.workLocations;
    const there = fixture.employees.filter((e) => e.work_location_remote_id === gone.remote_id).map((e) => e.remote_id);
    expect(there.length).toBeGreaterThan(0);
    await server.services.sync.storeSnapshot(seeded.connection, { workLocations: kept });
    expect(await stale()).toEqual([]);
    for (const e of (await employees()).filter((x) => there.includes(x.remote_id))) expect(e.work_location).toBeNull();
  });

  it('a manager renamed shows in the bodies of the employees they manage', async () => {
    const boss = fixture.employees.find((e) => fixture.employees.some((x) => x.manager_remote_id === e.remote_id))!;
    const list = fixture.employees.map((e) => (e === boss ? { ...e, first_name: 'Renamed' } : e));
    await server.services.sync.storeSnapshot(seeded.connection, { employees: list });
    expect(await stale()).toEqual([]);
    const reports = (await employees()).filter((e) => e.manager?.remote_id === boss.remote_id);
    expect(reports.length).toBeGreaterThan(0);
    for (const e of reports) expect(e.manager.first_name).toBe('Renamed');
  });

  it('an employee created through the API gets its body in the same transaction', async () => {
    const boss = (await employees())[0];
    const res = await server.rest('POST', '/2023-03-01/xhr/employee', { headers: seeded.headers, body: { first_name: 'Ann', last_name: 'Lee', manager_id: boss.id } });
    expect(res.status).toBe(201);
    const [{ n }] = await query('SELECT count(*)::int AS n FROM hr_employee_body WHERE employee_id = $1', [res.body.id]);
    expect(n).toBe(1);
    expect(await stale()).toEqual([]);
  });

  it('a read that finds a body missing builds and stores it rather than leave the employee out', async () => {
    const before = await employees();
    await query('DELETE FROM hr_employee_body WHERE employee_id = $1', [before[3].id]);
    expect(await employees()).toStrictEqual(before);
    expect(await stale()).toEqual([]);
  });

  it('bodies built by another definition (an older release) are built again when the store opens', async () => {
    const [{ value }] = await query(`SELECT value FROM store_meta WHERE key = 'employee_body'`);
    expect(value).toMatch(/^[0-9a-f]{64}$/); // written when this server's store opened
    await query(`UPDATE store_meta SET value = 'older' WHERE key = 'employee_body'`);
    await query(`UPDATE hr_employee_body SET body = '{}'`);
    expect(await rebuildStaleEmployeeBodies(server.store.dataSource)).toBe(true);
    expect(await stale()).toEqual([]);
    expect(await rebuildStaleEmployeeBodies(server.store.dataSource)).toBe(false);
  });
});
