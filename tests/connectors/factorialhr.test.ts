// Factorial against a fake built on its dated description (2024-10-01): every request must be a documented
// operation (method, path, required parameters, the x-api-key scheme) and every fixture must validate against
// its response schema.
import { describe, expect, it } from 'vitest';
import { createFactorialConnector, resourcesBaseUrl } from '../../server/src/connectors/factorialhr/factorialhr.connector';
import { SyncReportCollector } from '../../server/src/connectors/sync-report';
import { describedApi } from '../fakes/described';
import { fixture, json } from '../fakes/fake-server';
import { FACTORIAL_KEY, RESOURCES, startFactorialFake } from '../fakes/factorialhr/server';
import { access, ctxFor, describeAgainstDescription, expectAppError, expectGolden, expectIssueLines, NOW, fetchInOneSync, expectRetryAfterWaited, expectRetriedPast, expectNoPermission, expectFetchedGoldens, connectedTo, expectCreatedGolden } from './helpers';

const conn = access('factorialhr', '11', { apiKey: FACTORIAL_KEY, legalEntityId: '11' });
const api = (path: string) => `${RESOURCES}/${path}`;
type Row = Record<string, unknown>;

describeAgainstDescription('factorialhr', startFactorialFake, (http) => createFactorialConnector({ http }), (t) => {
  // The catalogue's base (…/api); the connector adds the dated version and /resources.
  const ctx = (report?: SyncReportCollector, resource = 'employees') => ctxFor(`${t.fake.url}/api`, report?.forResource(resource));
  const signIn = (apiKey: string) => t.connector.signIn({ mode: 'official', provider: 'factorialhr', apiKey, addAdmin: false }, ctx());
  const calls = (path: string) => t.fake.requests.filter((r) => r.path === api(path));
  /** Every fetcher, as one sync runs them. */
  const syncEveryResource = () =>
    fetchInOneSync(t.connector, conn, ctx(), 'fetchCompany', 'fetchEmployees', 'fetchGroups', 'fetchWorkLocations', 'fetchTimeOffEntries', 'fetchTimeOffBalances', 'fetchTimesheets');

  describe('sign-in', () => {
    it('lists the legal entities (a bare array, as the description answers) to choose from', async () => {
      const entities = [
        { id: '11', name: 'Acme Iberia S.L.' },
        { id: '12', name: 'Acme France SAS' },
      ];
      const step = await signIn(FACTORIAL_KEY);
      expect(step).toStrictEqual({ next: 'CHOOSE', entities, stash: { apiKey: FACTORIAL_KEY, entities } });
      if (step.next !== 'CHOOSE') throw new Error('expected CHOOSE');
      expect(await t.connector.choose(step.stash, '12', ctx())).toStrictEqual(connectedTo({ id: '12', name: 'Acme France SAS' }, { apiKey: FACTORIAL_KEY, legalEntityId: '12' }));
      await expectAppError(t.connector.choose(step.stash, '99', ctx()), { kind: 'validation' });
      expect(t.fake.requests.map((r) => [r.path, r.headers['x-api-key']])).toStrictEqual([[api('companies/legal_entities'), FACTORIAL_KEY]]);
    });

    it('completes at once with one legal entity, in the { data, meta } page of the pagination guide too', async () => {
      const [only] = fixture<Row[]>('factorialhr', 'legal_entities');
      t.fake.failNext({ path: api('companies/legal_entities') }, json({ data: [only], meta: { has_next_page: false, total: 1, limit: 100 } }));
      expect(await signIn(FACTORIAL_KEY)).toStrictEqual(connectedTo({ id: '11', name: 'Acme Iberia S.L.' }, { apiKey: FACTORIAL_KEY, legalEntityId: '11' }));
    });

    it('maps a rejected key (401) to incorrect_username_or_password, never retried or echoed', async () => {
      const error = await expectAppError(signIn('fact_wrong'), { kind: 'authentication', code: 'incorrect_username_or_password' });
      expect(error.message).not.toContain('fact_wrong');
      expect(t.http.waits).toStrictEqual([]);
    });

    it('maps 403 to insufficient_permission; requires the key; has no MFA', async () => {
      await expectNoPermission(t, api('timeoff/allowances'), () => t.connector.fetchTimeOffBalances!(conn, ctx()), { status: 403, json: { message: 'Forbidden' } });
      await expectAppError(t.connector.verifyMfa({}, '1', ctx()), { kind: 'validation' });
      await expectAppError(signIn(''), { kind: 'validation' });
    });

    it("sends the key the way the description's apikey scheme says, which every operation it calls accepts", async () => {
      const described = await describedApi('factorialhr/openapi.v2024-10-01.json');
      const doc = described.definition as any;
      expect(doc.components.securitySchemes.apikey).toStrictEqual({ type: 'apiKey', in: 'header', name: 'x-api-key' });
      await syncEveryResource();
      const paths = [...new Set(t.fake.requests.map((r) => r.path))];
      for (const path of paths) {
        expect(doc.paths[path].get.security, path).toContainEqual({ apikey: [] });
      }
      expect(t.fake.requests.every((r) => r.headers['x-api-key'] === FACTORIAL_KEY && !r.headers.authorization)).toBe(true);
    });
  });

  describe('data', () => {
    it('maps the chosen legal entity as the company', () => expectFetchedGoldens('factorialhr', t.connector, conn, ctx, 'fetchCompany'));

    it("reads the chosen entity's employees, leavers included; a starter whose contract begins later is pending", async () => {
      const employees = await t.connector.fetchEmployees!(conn, ctx());
      expectGolden('factorialhr.employees', employees);
      const [list] = calls('employees/employees');
      expect([...list!.query.entries()]).toStrictEqual([
        ['legal_entity_ids[]', '11'],
        ['only_active', 'false'],
        ['only_managers', 'false'],
      ]);
      expect(employees.map((e) => [e.remote_id, e.employment_status, e.start_date])).toStrictEqual([
        ['101', 'active', '2021-03-01'],
        ['102', 'active', '2022-05-16'],
        ['103', 'inactive', '2019-01-07'],
        ['104', 'pending', '2024-09-01'],
      ]);
    });

    it('fetches each list once per sync, whatever resources need it', async () => {
      await syncEveryResource();
      const perPath: Record<string, number> = {};
      for (const r of t.fake.requests) {
        const path = r.path.slice(RESOURCES.length + 1);
        perPath[path] = (perPath[path] ?? 0) + 1;
      }
      expect(perPath).toStrictEqual({
        'companies/legal_entities': 1,
        'employees/employees': 1,
        'contracts/contract_versions': 1,
        'teams/teams': 1,
        'locations/locations': 1,
        'timeoff/leave_types': 1,
        'timeoff/leaves': 1,
        'timeoff/allowances': 1,
        // One per current employee (101, 102, 104) and allowance (7, 8).
        'timeoff/allowance_stats': 6,
        'attendance/shifts': 1,
      });
    });

    it('follows { data, meta } pages with after_id = meta.end_cursor', async () => {
      const [ana, john] = fixture<Row[]>('factorialhr', 'employees');
      t.fake.failNext(
        { path: api('employees/employees') },
        json({ data: [ana], meta: { has_next_page: true, has_previous_page: false, start_cursor: 'MA==', end_cursor: 'MQ==', total: 2, limit: 1 } }),
        json({ data: [john], meta: { has_next_page: false, has_previous_page: true, start_cursor: 'MQ==', end_cursor: 'Mg==', total: 2, limit: 1 } }),
      );
      expect((await t.connector.fetchEmployees!(conn, ctx())).map((e) => e.remote_id)).toStrictEqual(['101', '102']);
      expect(calls('employees/employees').map((r) => r.query.get('after_id'))).toStrictEqual([null, 'MQ==']);
    });

    it('maps teams as groups and locations as work locations', () => expectFetchedGoldens('factorialhr', t.connector, conn, ctx, 'fetchGroups', 'fetchWorkLocations'));

    it("maps the entity's leaves, pending ones included; UK Holiday is vacation", async () => {
      const [entries] = await expectFetchedGoldens('factorialhr', t.connector, conn, ctx, 'fetchTimeOffEntries');
      expect(entries.map((e) => [e.remote_id, e.status, e.policy_name, e.policy_type])).toStrictEqual([
        ['1001', 'approved', 'Holiday', 'vacation'],
        ['1002', 'pending', 'Medical appointment', null],
        ['1003', 'approved', 'Sick leave', 'sick'],
      ]);
      expect(Object.fromEntries(calls('timeoff/leaves')[0]!.query)).toStrictEqual({
        from: '2023-06-16',
        to: '2025-06-15',
        include_leave_type: 'true',
        include_duration: 'true',
        include_pending: 'true',
      });
    });

    it('reads balances from allowance_stats, one call per current employee and allowance', async () => {
      const balances = await t.connector.fetchTimeOffBalances!(conn, ctx());
      expectGolden('factorialhr.time-off-balances', balances);
      expect(calls('timeoff/allowance_stats').map((r) => Object.fromEntries(r.query))).toContainEqual({ employee_id: '101', allowance_id: '7', reference_date: '2024-06-15' });
      expect(calls('timeoff/allowance_stats').some((r) => r.query.get('employee_id') === '103')).toBe(false);
    });

    it("maps shifts as timesheets, in the timezone of the location worked at", async () => {
      const timesheets = await t.connector.fetchTimesheets!(conn, ctx());
      expectGolden('factorialhr.timesheets', timesheets);
      expect(timesheets.map((s) => [s.remote_id, s.start_time, s.end_time, s.hours_worked])).toStrictEqual([
        ['501', '2024-06-10T06:30:00.000Z', '2024-06-10T10:30:00.000Z', 4], // Barcelona, CEST
        ['502', '2024-06-11T21:00:00.000Z', '2024-06-12T05:15:00.000Z', 8.3], // London, BST, over midnight
        ['503', null, null, 4], // no location: no timezone to read the clock times in
      ]);
      expect(Object.fromEntries(calls('attendance/shifts')[0]!.query)).toStrictEqual({
        start_on: '2023-06-16',
        end_on: '2025-06-15',
        half_day: 'false',
        sort_created_at_asc: 'true',
      });
    });

    it('nulls and counts what it cannot read, in Factorial field names, and skips records without an id', async () => {
      const report = new SyncReportCollector(NOW);
      const [ana] = fixture<Row[]>('factorialhr', 'employees');
      const odd = { ...ana, birthday_on: 'sometime', gender: 'diverse', nationality: 'Atlantis', created_at: 'yesterday' };
      const { id: _, ...noId } = ana!;
      t.fake.failNext({ path: api('employees/employees') }, json([odd, noId]));
      const [employee, ...rest] = await t.connector.fetchEmployees!(conn, ctx(report));
      expect(rest).toStrictEqual([]);
      expect([employee?.remote_id, employee?.date_of_birth, employee?.gender, employee?.nationality]).toStrictEqual(['101', null, null, null]);
      const shifts = fixture<Row[]>('factorialhr', 'shifts');
      t.fake.failNext({ path: api('attendance/shifts') }, json([{ ...shifts[0], clock_in: '8h30', minutes: 'lots' }, { ...shifts[1], id: null }]));
      const [shift, ...none] = await t.connector.fetchTimesheets!(conn, ctx(report, 'timesheets'));
      expect(none).toStrictEqual([]);
      expect([shift?.start_time, shift?.end_time, shift?.hours_worked]).toStrictEqual([null, null, null]);
      expectIssueLines(report, {
        skipped: ['id: no employee id', 'id: no shift id'],
        nulled: ['birthday_on: not a date', 'clock_in: not a time', 'created_at: not a date-time', 'gender: unknown value', 'minutes: invalid number', 'nationality: unknown country'],
      });
    });

    it('leaves a list as stored when the answer has none', async () => {
      const report = new SyncReportCollector(NOW);
      t.fake.failNext({ path: api('teams/teams') }, { status: 200, body: '' });
      await expect(t.connector.fetchGroups!(conn, ctx(report, 'groups'))).rejects.toThrow('no teams/teams list');
      expect(report.toJSON().warnings.entries[0]).toMatchObject({ resource: 'groups', field: 'teams/teams' });
    });

    it('creates an employee with its contract in the chosen legal entity', async () => {
      const input = { first_name: 'Ada', last_name: 'Lovelace', work_email: 'ada@acme.example', gender: 'female' as const, start_date: '2024-07-01', manager_remote_id: '101' };
      await expectCreatedGolden('factorialhr', t.connector, conn, ctx, input);
      expect(JSON.parse(calls('employees/employees/create_with_contract')[0]?.body ?? '')).toStrictEqual({
        company_id: 1,
        legal_entity_id: 11,
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@acme.example',
        gender: 'female',
        contract_starts_on: '2024-07-01',
        contract_effective_on: '2024-07-01',
        manager_id: 101,
      });
      await expectAppError(t.connector.createEmployee!(conn, { first_name: 'A', last_name: 'B' }, ctx()), { kind: 'validation' });
      await expectAppError(t.connector.createEmployee!(conn, { ...input, manager_remote_id: 'boss' }, ctx()), { kind: 'validation' });
    });
  });

  describe('resilience', () => {
    it('waits out a 429 with Retry-After and retries a 503', async () => {
      expect(await expectRetryAfterWaited(t, api('teams/teams'), 5, () => t.connector.fetchGroups!(conn, ctx()))).toHaveLength(2);
      expect(await expectRetriedPast(t, api('locations/locations'), [503], () => t.connector.fetchWorkLocations!(conn, ctx()))).toHaveLength(2);
    });
  });
});

describe('factorialhr base URL', () => {
  it('builds the dated resources root from the configured base', () => {
    expect(resourcesBaseUrl('https://api.factorialhr.com/api')).toBe('https://api.factorialhr.com/api/2024-10-01/resources');
    expect(resourcesBaseUrl('https://api.factorialhr.com/api/2024-10-01/resources/')).toBe('https://api.factorialhr.com/api/2024-10-01/resources');
  });
});
