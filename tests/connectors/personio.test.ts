// Personio against a fake built on its published descriptions (Personnel Data v1 with Authentication): every
// request must be a documented operation (method, path, parameters, bearer auth) and every fixture must
// validate against its response schema.
import { describe, expect, it } from 'vitest';
import { createPersonioConnector } from '../../server/src/connectors/personio/personio.connector';
import { SyncReportCollector } from '../../server/src/connectors/sync-report';
import { fixture, json } from '../fakes/fake-server';
import { PERSONIO_BASE, PERSONIO_CLIENT_ID, PERSONIO_SECRET, startPersonioFake } from '../fakes/personio/server';
import { access, ctxFor, describeAgainstDescription, expectAppError, expectGolden, expectSignInOnly, expectIssueLines, NOW, fetchInOneSync, expectRetryAfterWaited, expectRetriedPast, expectNoPermission, expectFetchedGoldens, connectedTo, expectCreatedGolden } from './helpers';

const conn = access('personio.de', PERSONIO_CLIENT_ID, { clientId: PERSONIO_CLIENT_ID, clientSecret: PERSONIO_SECRET });
const api = (path: string) => `${PERSONIO_BASE}/${path}`;

// Two records a page, so that paging is exercised on three-record fixtures.
describeAgainstDescription('personio', startPersonioFake, (http) => createPersonioConnector({ http, pageSize: 2 }), (t) => {
  const ctx = (report?: SyncReportCollector, resource = 'employees') => ctxFor(`${t.fake.url}${PERSONIO_BASE}`, report?.forResource(resource));
  const signIn = (username: string, password: string) =>
    t.connector.signIn({ mode: 'official', provider: 'personio.de', username, password, addAdmin: false }, ctx());
  const calls = (path: string) => t.fake.requests.filter((r) => r.path === api(path));

  describe('sign-in', () => {
    it('exchanges client id and secret for a token (sent in the body, not the URL)', async () => {
      expect(await signIn(PERSONIO_CLIENT_ID, PERSONIO_SECRET)).toStrictEqual(
        connectedTo({ id: PERSONIO_CLIENT_ID, name: 'Personio' }, { clientId: PERSONIO_CLIENT_ID, clientSecret: PERSONIO_SECRET }),
      );
      const [auth] = calls('auth');
      expect(auth?.query.toString()).toBe('');
      expect(JSON.parse(auth?.body ?? '')).toStrictEqual({ client_id: PERSONIO_CLIENT_ID, client_secret: PERSONIO_SECRET });
    });

    it('maps rejected credentials to incorrect_username_or_password, never retried or echoed', async () => {
      const error = await expectAppError(signIn(PERSONIO_CLIENT_ID, 'wrong-secret'), { kind: 'authentication', code: 'incorrect_username_or_password' });
      expect(error.message).not.toContain('wrong-secret');
      expect(t.http.waits).toStrictEqual([]);
    });

    it('maps a data call refused with 403 to insufficient_permission', () =>
      expectNoPermission(t, api('company/employees'), () => t.connector.fetchEmployees!(conn, ctx()), { status: 403, json: { success: false } }));

    it('requires both fields and has no MFA or entity step', () =>
      expectSignInOnly(t.connector, ctx(), () => signIn('', PERSONIO_SECRET), () => signIn(PERSONIO_CLIENT_ID, '')));
  });

  describe('data', () => {
    it('pages through employees by offset and follows the rotating token', async () => {
      expectGolden('personio.employees', await t.connector.fetchEmployees!(conn, ctx()));
      const pages = calls('company/employees');
      expect(pages.map((r) => [r.query.get('offset'), r.query.get('limit')])).toStrictEqual([
        ['0', '2'],
        ['2', '2'],
      ]);
      // One login, then each call uses the token handed out by the previous answer.
      expect(calls('auth')).toHaveLength(1);
      expect(pages[1]?.headers.authorization).toBe(`Bearer ${t.fake.tokens[t.fake.tokens.length - 2]}`);
    });

    it('reads the employee list once per sync, whatever resources need it', async () => {
      await fetchInOneSync(t.connector, conn, ctx(), 'fetchEmployees', 'fetchGroups', 'fetchWorkLocations', 'fetchTimeOffBalances');
      expect(calls('company/employees')).toHaveLength(2); // its two pages, once
    });

    it('derives groups and work locations from the employees (the description lists no offices)', async () => {
      await expectFetchedGoldens('personio', t.connector, conn, ctx, 'fetchGroups', 'fetchWorkLocations');
      expect(t.fake.requests.filter((r) => /offices/.test(r.path))).toStrictEqual([]);
    });

    it('pages through time-offs by page number; annual leave is vacation', async () => {
      const [entries] = await expectFetchedGoldens('personio', t.connector, conn, ctx, 'fetchTimeOffEntries');
      const pages = calls('company/time-offs');
      expect(pages.map((r) => r.query.get('offset'))).toStrictEqual(['0', '1']);
      expect([pages[0]?.query.get('start_date'), pages[0]?.query.get('end_date')]).toStrictEqual(['2023-06-16', '2025-06-15']);
      expect(entries.map((e) => [e.policy_name, e.policy_type])).toContainEqual(['Annual leave', 'vacation']);
    });

    it('signs in again once when the token stops working mid-sync, and not in a loop', async () => {
      // Page 0 succeeds with the first token; page 1 is refused once, as an expired token would be.
      const [first, second] = fixture<unknown[]>('personio', 'time_offs');
      const page0 = { success: true, metadata: { total_elements: 4, current_page: 0, total_pages: 2 }, offset: 0, limit: 2, data: [first, second] };
      t.fake.failNext({ path: api('company/time-offs') }, { status: 200, json: page0 }, { status: 401, json: { success: false } });
      expect(await t.connector.fetchTimeOffEntries!(conn, ctx())).toHaveLength(4);
      expect(calls('auth')).toHaveLength(2);
      expect(calls('company/time-offs').map((r) => r.query.get('offset'))).toStrictEqual(['0', '1', '1']);

      t.fake.requests.length = 0;
      t.fake.failNext({ path: api('company/employees') }, { status: 401, json: { success: false } });
      await expectAppError(t.connector.fetchEmployees!(conn, ctx()), { kind: 'authentication', code: 'incorrect_username_or_password' });
      expect(calls('auth')).toHaveLength(1);
    });

    it('maps balances, one call per employee', async () => {
      expectGolden('personio.time-off-balances', await t.connector.fetchTimeOffBalances!(conn, ctx()));
      expect(t.fake.requests.filter((r) => r.path.endsWith('/absences/balance'))).toHaveLength(3);
    });

    it('maps attendances to timesheets without inventing a timezone; rejected ones are skipped and counted', async () => {
      const report = new SyncReportCollector(NOW);
      expectGolden('personio.timesheets', await t.connector.fetchTimesheets!(conn, ctx(report, 'timesheets')));
      expect(calls('company/attendances').map((r) => r.query.get('offset'))).toStrictEqual(['0', '2']);
      expect(report.toJSON().skipped.entries).toStrictEqual([{ resource: 'timesheets', field: 'status', message: 'rejected attendance', count: 1 }]);
    });

    it('nulls and counts what it cannot read, in Personio field names, and skips rows without an id', async () => {
      const report = new SyncReportCollector(NOW);
      const attribute = (value: unknown) => ({ label: 'x', value, type: 'standard', universal_id: 'x' });
      const odd = {
        id: attribute(7),
        hire_date: attribute('sometime'),
        gender: attribute('diverse'),
        fix_salary: { ...attribute('lots'), currency: 'EUR' },
        hourly_salary: { ...attribute(20), currency: 'CHF' },
        office: attribute({ type: 'Office', attributes: { name: 'Nowhere' } }),
      };
      const page = { success: true, metadata: { total_elements: 2, current_page: 0, total_pages: 1 }, offset: 0, limit: 2, data: [{ type: 'Employee', attributes: odd }, { type: 'Employee', attributes: { first_name: attribute('No id') } }] };
      t.fake.failNext({ path: api('company/employees') }, json(page));
      const shared = ctx(report);
      const [employee] = await t.connector.fetchEmployees!(conn, shared);
      expect([employee?.remote_id, employee?.start_date, employee?.gender, employee?.compensation_history]).toStrictEqual([
        '7',
        null,
        null,
        [{ pay_rate: 2000, pay_period: 'hour', pay_frequency: null, employment_type: null, currency: null, effective_date: null, notes: null }],
      ]);
      expect(await t.connector.fetchWorkLocations!(conn, shared)).toStrictEqual([]);
      expectIssueLines(report, {
        skipped: ['id: no employee id', 'office.value.attributes.id: office without an id'],
        nulled: ['fix_salary.value: invalid number', 'gender: unknown value', 'hire_date: not a date', 'hourly_salary.currency: unsupported currency'],
      });
    });

    it('leaves a list as stored when Personio answers success: false', async () => {
      const report = new SyncReportCollector(NOW);
      t.fake.failNext({ path: api('company/time-offs') }, json({ success: false, data: [] }));
      await expect(t.connector.fetchTimeOffEntries!(conn, ctx(report, 'time-off-entries'))).rejects.toThrow('no data list');
      expect(report.toJSON().warnings.entries[0]).toMatchObject({ resource: 'time-off-entries', field: 'data' });
    });

    it('creates an employee and reads it back', async () => {
      const input = { first_name: 'Ada', last_name: 'Lovelace', work_email: 'ada@beispiel.de', job_title: 'Analyst', start_date: '2024-07-01' };
      await expectCreatedGolden('personio', t.connector, conn, ctx, input);
      expect(JSON.parse(calls('company/employees').find((r) => r.method === 'POST')?.body ?? '')).toStrictEqual({
        employee: { email: 'ada@beispiel.de', first_name: 'Ada', last_name: 'Lovelace', position: 'Analyst', hire_date: '2024-07-01' },
      });
      await expectAppError(t.connector.createEmployee!(conn, { first_name: 'A', last_name: 'B' }, ctx()), { kind: 'validation' });
    });
  });

  describe('resilience', () => {
    it('waits out a 429 with Retry-After between pages, and retries a 5xx', async () => {
      expect(await expectRetryAfterWaited(t, api('company/employees'), 4, () => t.connector.fetchEmployees!(conn, ctx()))).toHaveLength(3);
      expect(await expectRetriedPast(t, api('company/time-offs'), [500], () => t.connector.fetchTimeOffEntries!(conn, ctx()))).toHaveLength(4);
    });
  });
});
