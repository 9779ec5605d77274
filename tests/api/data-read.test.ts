// The data API's read calls through both doors: every field of every resource, the filters and ranges,
// pay runs and payslips, and ids that stay ours across syncs.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemoteEmployee } from '../../server/src/model';
import { dataDoor } from '../helpers/data-doors';
import { DOORS } from '../helpers/doors';
import { hrFixture } from '../helpers/hr-fixture';
import { seedConnection, type Seeded } from '../helpers/seed';
import { dist, startServer, type GraphQLResponse, type TestServer } from '../helpers/server';

let server: TestServer;
let seeded: Seeded;
const fixture = hrFixture(12);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(async () => {
  server = await startServer();
  seeded = await seedConnection(server, { snapshot: fixture });
});
afterAll(async () => {
  await server?.close();
});

/** remote_id -> record, from a REST list. */
async function index(route: string): Promise<Map<string, any>> {
  const res = await server.rest('GET', `/2023-03-01/xhr/${route}`, { headers: seeded.headers });
  expect(res.status).toBe(200);
  return new Map(res.body.map((r: any) => [r.remote_id, r]));
}

function expectedEmployee(e: RemoteEmployee, ids: Map<string, any>, groups: Map<string, any>, locations: Map<string, any>) {
  const { work_location_remote_id, manager_remote_id, group_remote_ids, employment_history, ...fields } = e;
  const boss = fixture.employees.find((x) => x.remote_id === manager_remote_id);
  return {
    ...fields,
    id: ids.get(e.remote_id).id,
    work_location: work_location_remote_id ? locations.get(work_location_remote_id) : null,
    manager: boss ? { first_name: boss.first_name, last_name: boss.last_name, id: ids.get(boss.remote_id).id, work_email: boss.work_email, remote_id: boss.remote_id } : null,
    groups: [...new Set(group_remote_ids)].map((g) => groups.get(g)), // a group listed twice is one membership
    employment_history: employment_history.map((h) => ({
      job_title: h.job_title,
      effective_date: h.effective_date,
      group_id: groups.get(h.group_remote_id ?? '')?.id ?? null,
      group_remote_id: h.group_remote_id,
      group_name: groups.get(h.group_remote_id ?? '')?.name ?? null,
      manager_id: h.manager_remote_id ? ids.get(h.manager_remote_id).id : null,
      manager_remote_id: h.manager_remote_id,
    })),
  };
}

describe.each(DOORS)('data reads through %s', (doorName) => {
  const door = () => dataDoor(server, doorName, seeded.headers);

  it('company: every field', async () => {
    const res = await door().company();
    expect(res.status).toBe(200);
    expect(res.data).toStrictEqual({ id: expect.stringMatching(UUID), ...fixture.company });
  });

  it('identity: every field', async () => {
    const res = await door().identity();
    expect(res.data).toStrictEqual(fixture.identity);
  });

  it('groups and work locations: every field, provider order, our ids', async () => {
    const groups = await door().groups();
    expect(groups.data).toStrictEqual(fixture.groups.map((g) => ({ id: expect.stringMatching(UUID), ...g })));
    const locations = await door().workLocations();
    expect(locations.data).toStrictEqual(fixture.workLocations.map((l) => ({ id: expect.stringMatching(UUID), ...l })));
  });

  it('employees: every field, with manager, work location, groups and employment history resolved to our ids', async () => {
    const [ids, groups, locations] = [await index('employees'), await index('groups'), await index('work-locations')];
    const res = await door().employees();
    expect(res.status).toBe(200);
    expect(res.data).toStrictEqual(fixture.employees.map((e) => expectedEmployee(e, ids, groups, locations)));
  });

  it.each(['active', 'inactive', 'pending', 'leave'])('employees: employment_status=%s keeps only those', async (status) => {
    const res = await door().employees({ employment_status: status });
    const expected = fixture.employees.filter((e) => e.employment_status === status).map((e) => e.remote_id);
    expect(expected.length).toBeGreaterThan(0);
    expect(res.data.map((e: any) => e.remote_id)).toStrictEqual(expected);
    // A manager outside the filtered set is still named in full.
    for (const e of res.data) if (e.manager) expect(e.manager.first_name).toMatch(/^First\d+$/);
  });

  it('employees: an unknown employment_status is a 400 naming the field', async () => {
    const res = await door().employees({ employment_status: 'retired' });
    expect(res.status).toBe(400);
    expect(res.message).toBe('employment_status must be one of active, inactive, pending, leave');
  });

  it('time off entries: those overlapping the range, every field; unknown employees skipped', async () => {
    const employees = await index('employees');
    const policies = new Map<string, string>();
    const res = await door().timeOffEntries({ start_date: '2024-01-03', end_date: '2024-01-13' });
    expect(res.status).toBe(200);
    // to-0: 01-01..01-03 (ends on the first day), to-1: 01-07..01-09, to-2: 01-13..01-15 (starts on the last day).
    const expected = fixture.timeOffEntries.filter((t) => ['to-00000', 'to-00001', 'to-00002'].includes(t.remote_id));
    expect(res.data).toStrictEqual(
      expected.map((t) => ({ ...t, id: expect.stringMatching(UUID), employee_id: employees.get(t.employee_remote_id).id, policy_id: expect.stringMatching(UUID) })),
    );
    for (const t of res.data) {
      // One id per policy.
      expect(policies.get(t.policy_remote_id) ?? t.policy_id).toBe(t.policy_id);
      policies.set(t.policy_remote_id, t.policy_id);
    }
    const all = await door().timeOffEntries({ start_date: '2000-01-01', end_date: '2100-12-31' });
    expect(all.data.map((t: any) => t.remote_id)).toStrictEqual(fixture.timeOffEntries.filter((t) => t.remote_id !== 'to-orphan').map((t) => t.remote_id));
  });

  it('time off balances: every field, the same policy ids as the entries', async () => {
    const employees = await index('employees');
    const entries = await door().timeOffEntries({ start_date: '2000-01-01', end_date: '2100-12-31' });
    const policyIds = new Map(entries.data.map((t: any) => [t.policy_remote_id, t.policy_id]));
    const res = await door().timeOffBalances();
    expect(res.data).toStrictEqual(
      fixture.timeOffBalances.map((b) => ({ ...b, employee_id: employees.get(b.employee_remote_id).id, policy_id: policyIds.get(b.policy_remote_id) })),
    );
  });

  it('timesheets: those overlapping the range (UTC days), every field', async () => {
    const employees = await index('employees');
    const res = await door().timesheets({ start_date: '2024-01-30', end_date: '2024-01-31' });
    expect(res.data).toStrictEqual(
      fixture.timesheets
        .filter((t) => t.start_time!.startsWith('2024-01-30') || t.start_time!.startsWith('2024-01-31'))
        .map((t) => ({ ...t, id: expect.stringMatching(UUID), employee_id: employees.get(t.employee_remote_id).id })),
    );
    expect(res.data.map((t: any) => t.hours_worked)).toStrictEqual([7.6, 7.7]);
  });

  it('payruns: those overlapping the range; payslips of one pay run with every line', async () => {
    const employees = await index('employees');
    const january = await door().payruns({ start_date: '2024-01-15', end_date: '2024-01-31' });
    expect(january.data).toStrictEqual([{ ...fixture.payruns[0], id: expect.stringMatching(UUID) }]);
    const both = await door().payruns({ start_date: '2024-01-31', end_date: '2024-02-01' });
    expect(both.data.map((p: any) => p.remote_id)).toStrictEqual(['pr-2024-01', 'pr-2024-02']);
    const slips = await door().payslips(both.data[1].id);
    expect(slips.status).toBe(200);
    expect(slips.data).toStrictEqual(
      fixture.payslips
        .filter((p) => p.payrun_remote_id === 'pr-2024-02')
        .map((p) => ({ ...p, id: expect.stringMatching(UUID), employee_id: employees.get(p.employee_remote_id).id, payrun_id: both.data[1].id })),
    );
  });

  it('payslips of an unknown pay run: 404 with the id', async () => {
    for (const id of ['3f1c1a8e-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await door().payslips(id);
      expect(res.status).toBe(404);
      expect(res.message).toBe('no such pay run');
      if (doorName === 'rest') expect((res.raw as any).body).toStrictEqual({ message: 'no such pay run', id });
      else expect((res.raw as any).errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', id });
    }
  });
});

describe('REST only', () => {
  it('/official/payruns does not exist', async () => {
    const res = await server.rest('GET', '/2023-03-01/official/payruns?start_date=2024-01-01&end_date=2024-01-31', { headers: seeded.headers });
    expect(res.status).toBe(404);
  });

  it('REST and GraphQL answer the same employees', async () => {
    const rest = await dataDoor(server, 'rest', seeded.headers).employees();
    const graphql = await dataDoor(server, 'graphql', seeded.headers).employees();
    expect(graphql.data).toStrictEqual(rest.data);
  });
});

describe('a later sync', () => {
  it('keeps our ids, updates changed records and drops the ones the provider no longer lists', async () => {
    const own = await seedConnection(server, { employees: 8 });
    const before = await server.rest('GET', '/2023-03-01/xhr/employees', { headers: own.headers });
    const next = hrFixture(8);
    next.employees = next.employees.filter((e) => e.remote_id !== 'emp-00007');
    next.employees[2] = { ...next.employees[2], job_title: 'Principal Engineer', group_remote_ids: ['grp-ops'] };
    next.employees.push({ ...next.employees[3], remote_id: 'emp-new', employee_number: 'E-NEW', manager_remote_id: 'emp-00002' });
    await server.services.sync.storeSnapshot(own.connection, next);
    const after = await server.rest('GET', '/2023-03-01/xhr/employees', { headers: own.headers });
    const beforeIds = new Map(before.body.map((e: any) => [e.remote_id, e.id]));
    const afterById = new Map(after.body.map((e: any) => [e.remote_id, e]));
    expect([...afterById.keys()]).toStrictEqual([...next.employees.map((e) => e.remote_id)]);
    for (const [remoteId, e] of afterById) if (remoteId !== 'emp-new') expect((e as any).id).toBe(beforeIds.get(remoteId));
    const changed = afterById.get('emp-00002') as any;
    expect(changed.job_title).toBe('Principal Engineer');
    expect(changed.groups.map((g: any) => g.remote_id)).toStrictEqual(['grp-ops']);
    expect((afterById.get('emp-new') as any).manager.id).toBe(beforeIds.get('emp-00002'));
    const groups = await server.rest('GET', '/2023-03-01/xhr/groups', { headers: own.headers });
    const groupsAgain = await server.rest('GET', '/2023-03-01/xhr/groups', { headers: own.headers });
    expect(groupsAgain.body).toStrictEqual(groups.body);
  });

  it('keeps each connection to its own data', async () => {
    const other = await seedConnection(server, { employees: 3 });
    const mine = await server.rest('GET', '/2023-03-01/xhr/employees', { headers: seeded.headers });
    const theirs = await server.rest('GET', '/2023-03-01/xhr/employees', { headers: other.headers });
    expect(mine.body).toHaveLength(12);
    expect(theirs.body).toHaveLength(3);
    expect(theirs.body.some((e: any) => mine.body.some((m: any) => m.id === e.id))).toBe(false);
  });
});

describe('GraphQL employees pages', () => {
  const PAGE = `query($first: Int, $after: String, $status: String) { employees(mode: xhr, first: $first, after: $after, employmentStatus: $status) {
    totalCount edges { cursor node { remoteId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`;

  it('walks the list with cursors, in the provider’s order', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const res: GraphQLResponse = await server.gql(PAGE, { first: 5, after }, seeded.headers);
      expect(res.errors).toBeUndefined();
      const page = res.data.employees;
      expect(page.totalCount).toBe(12);
      expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
      expect(page.pageInfo.startCursor).toBe(page.edges[0].cursor);
      expect(page.pageInfo.endCursor).toBe(page.edges.at(-1).cursor);
      seen.push(...page.edges.map((e: any) => e.node.remoteId));
      pages += 1;
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(pages).toBe(3);
    expect(seen).toStrictEqual(fixture.employees.map((e) => e.remote_id));
  });

  it('filters and counts by employment status; the default page is 100', async () => {
    const res = await server.gql(PAGE, { status: 'active' }, seeded.headers);
    const active = fixture.employees.filter((e) => e.employment_status === 'active');
    expect(res.data.employees.totalCount).toBe(active.length);
    expect(res.data.employees.edges.map((e: any) => e.node.remoteId)).toStrictEqual(active.map((e) => e.remote_id));
    expect(res.data.employees.pageInfo.hasNextPage).toBe(false);
  });

  it.each([
    [{ first: 0 }, 'first must be an integer from 1 to 1000', 'first'],
    [{ first: 1001 }, 'first must be an integer from 1 to 1000', 'first'],
    [{ after: 'bm90LWEtY3Vyc29y' }, 'after is not a cursor of this list', 'after'],
  ])('%o is a 400 naming the argument', async (variables, message, field) => {
    const res = await server.gql(PAGE, variables, seeded.headers);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', status: 400, validationError: { field } } });
  });
});

// Last in this file: it adds an employee to the shared connection.
describe('REST answers and schema/openapi.yaml', () => {
  it('every data response validates against the operation’s 200/201 schema', async () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(dist('rest/api').openApiDocument(), 'openapi');
    const check = (schema: string, value: unknown) => {
      const validate = ajv.compile({ $ref: `openapi#/components/schemas/${schema}` });
      expect(validate(value), `${schema}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
    };
    const get = async (route: string) => (await server.rest('GET', `/2023-03-01${route}`, { headers: seeded.headers })).body;
    check('Company', await get('/xhr/company'));
    check('Identity', await get('/xhr/identity'));
    for (const g of await get('/xhr/groups')) check('Group', g);
    for (const l of await get('/xhr/work-locations')) check('WorkLocation', l);
    for (const e of await get('/xhr/employees')) check('Employee', e);
    for (const t of await get('/xhr/time-off-entries?start_date=2000-01-01&end_date=2100-01-01')) check('TimeOffEntry', t);
    for (const b of await get('/xhr/time-off-balances')) check('TimeOffBalance', b);
    for (const t of await get('/xhr/timesheets?start_date=2000-01-01&end_date=2100-01-01')) check('Timesheet', t);
    const runs = await get('/xhr/payruns?start_date=2000-01-01&end_date=2100-01-01');
    for (const p of runs) check('Payrun', p);
    for (const p of await get(`/xhr/payruns/${runs[0].id}`)) check('Payslip', p);
    const created = await server.rest('POST', '/2023-03-01/xhr/employee', { headers: seeded.headers, body: { first_name: 'Schema', last_name: 'Check' } });
    check('Employee', created.body);
    // The employee list's own schema forbids nothing extra, so check the exact key set too.
    const [first] = await get('/xhr/employees');
    const required = dist('rest/api').openApiDocument().components.schemas.Employee.required;
    expect(Object.keys(first).sort()).toStrictEqual([...required].sort());
  });
});
