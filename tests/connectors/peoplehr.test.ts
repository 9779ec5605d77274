// People HR against a fake built on its published description: every request must be a documented action
// (the description keys each as "/<area>  -  <Action>"; the fake reads the action from the body) with its
// required body fields, and every fixture must validate against the action's response schema.
import { describe, expect, it } from 'vitest';
import { createPeoplehrConnector } from '../../server/src/connectors/peoplehr/peoplehr.connector';
import { holidayRemoteId } from '../../server/src/connectors/peoplehr/peoplehr.mapper';
import { SyncReportCollector } from '../../server/src/connectors/sync-report';
import { json } from '../fakes/fake-server';
import { CREATED_EMPLOYEE_ID, PEOPLEHR_KEY, startPeoplehrFake } from '../fakes/peoplehr/server';
import { access, ctxFor, describeAgainstDescription, expectAppError, expectGolden, expectSignInOnly, issueLines, NOW, fetchInOneSync, expectRetryAfterWaited, expectNoPermission, expectFetchedGoldens, expectIssueLines, expectCreatedGolden } from './helpers';

const conn = access('peoplehr', 'peoplehr', { apiKey: PEOPLEHR_KEY });
const newStarter = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  employee_number: CREATED_EMPLOYEE_ID,
  work_email: 'ada@acme.example',
  start_date: '2024-07-01',
  date_of_birth: '1990-12-10',
  job_title: 'Analyst',
  work_location_remote_id: 'Manchester',
  group_remote_ids: ['department:Operations'],
};

describeAgainstDescription('peoplehr', startPeoplehrFake, (http) => createPeoplehrConnector({ http }), (t) => {
  const ctx = (report?: SyncReportCollector, resource = 'employees') => ctxFor(t.fake.url, report?.forResource(resource));
  const signIn = (apiKey: string) => t.connector.signIn({ mode: 'official', provider: 'peoplehr', apiKey, addAdmin: false }, ctx());
  const bodies = () => t.fake.requests.map((r) => JSON.parse(r.body) as Record<string, unknown>);
  const envelope = (Status: number, Message: string) => json({ isError: true, Status, Message });

  describe('sign-in', () => {
    it('proves the key with a staff list call, the key in the body only', async () => {
      expect(await signIn(PEOPLEHR_KEY)).toStrictEqual({ next: null, entity: { id: 'peoplehr', name: 'People HR' }, credentials: { apiKey: PEOPLEHR_KEY } });
      expect(t.fake.requests.map((r) => `${r.method} ${r.path}${r.query.toString()}`)).toStrictEqual(['POST /Employee']);
      expect(bodies()[0]).toStrictEqual({ APIKey: PEOPLEHR_KEY, Action: 'GetAllEmployeeDetail', IncludeLeavers: false });
    });

    it('maps the "Invalid API Key" envelope (HTTP 200) to incorrect_username_or_password', async () => {
      const error = await expectAppError(signIn('not-a-key'), { kind: 'authentication', code: 'incorrect_username_or_password' });
      expect(error.message).not.toContain('not-a-key');
      expect(t.http.waits).toStrictEqual([]);
    });

    it('maps a permission envelope to insufficient_permission', () =>
      expectNoPermission(t, '/Employee', () => t.connector.fetchEmployees!(conn, ctx()), envelope(5, 'No access on employee schema.')));

    it('requires the key and has no MFA or entity step', () => expectSignInOnly(t.connector, ctx(), () => signIn('')));
  });

  describe('data', () => {
    it('maps every employee, leavers included (People HR does not paginate)', async () => {
      expectGolden('peoplehr.employees', await t.connector.fetchEmployees!(conn, ctx()));
      expect(bodies()).toStrictEqual([{ APIKey: PEOPLEHR_KEY, Action: 'GetAllEmployeeDetail', IncludeLeavers: true }]);
    });

    it('reads the employee list once per sync, whatever resources need it', async () => {
      await fetchInOneSync(t.connector, conn, ctx(), 'fetchEmployees', 'fetchGroups', 'fetchWorkLocations', 'fetchTimeOffEntries');
      expect(bodies().filter((b) => b.Action === 'GetAllEmployeeDetail')).toHaveLength(1);
    });

    it('derives departments and locations from the employees', () => expectFetchedGoldens('peoplehr', t.connector, conn, ctx, 'fetchGroups', 'fetchWorkLocations'));

    it('reads holidays per employee: annual leave is vacation, each booking keeps its own id', async () => {
      const [entries] = await expectFetchedGoldens('peoplehr', t.connector, conn, ctx, 'fetchTimeOffEntries');
      const holidays = bodies().filter((b) => b.Action === 'GetHolidayDetail');
      expect(holidays.map((b) => b.EmployeeId)).toStrictEqual(['PW001', 'PW002', 'PW003']); // PW002: "No record found."
      expect(holidays[0]).toMatchObject({ StartDate: '2023-06-16', EndDate: '2025-06-15' });
      // A rejected request and its rebooking share their dates: both are kept, under their transaction ids.
      const sameDates = entries.filter((e) => e.start_date === '2024-10-14');
      expect(sameDates.map((e) => [e.remote_id, e.status])).toStrictEqual([
        ['90412', 'rejected'],
        ['90415', 'approved'],
      ]);
      expect(new Set(entries.map((e) => e.remote_id)).size).toBe(entries.length);
      expect(entries.map((e) => [e.policy_name, e.policy_type])).toContainEqual(['Holiday', 'vacation']);
    });

    it('keys a booking without a transaction id by employee, dates and parts of the day', () => {
      const half = (PartOfDay: string) => ({ StartDate: '2024-05-01', EndDate: '2024-05-01', PartOfDay });
      const morning = holidayRemoteId('PW001', half('AM'), '2024-05-01', '2024-05-01');
      const afternoon = holidayRemoteId('PW001', half('PM'), '2024-05-01', '2024-05-01');
      expect([morning, afternoon]).toStrictEqual(['PW001:2024-05-01:2024-05-01:AM::', 'PW001:2024-05-01:2024-05-01:PM::']);
      expect(holidayRemoteId('PW001', { StartDate: '2024-05-01', EndDate: '2024-05-03' }, '2024-05-01', '2024-05-03')).toBe('PW001:2024-05-01:2024-05-03');
      expect(holidayRemoteId('PW001', { AnnualLeaveTxnId: 90412, PartOfDay: 'AM' }, '2024-05-01', '2024-05-01')).toBe('90412');
    });

    it('leaves a resource as stored, with a warning, when People HR reports another error', async () => {
      const report = new SyncReportCollector(NOW);
      t.fake.failNext({ path: '/Employee' }, envelope(6, 'Oops! Something went wrong.'));
      await expect(t.connector.fetchEmployees!(conn, ctx(report))).rejects.toThrow('no Result list');
      expect(issueLines(report).warnings).toStrictEqual(['GetAllEmployeeDetail: People HR reported an error (status 6); nothing was stored or removed']);
    });

    it('nulls and counts what it cannot read, in People HR field names, and skips records without ids', async () => {
      const report = new SyncReportCollector(NOW);
      const value = (DisplayValue: string) => ({ DisplayValue, FieldHistory: [] });
      const rows = [{ EmployeeId: value('PW9'), StartDate: value('31/12/2020'), Gender: value('Unknown'), EmployeeStatus: value('1') }, { FirstName: value('No id') }];
      t.fake.failNext({ path: '/Employee' }, json({ isError: false, Status: 0, Message: 'ok', Result: rows }));
      const [employee] = await t.connector.fetchEmployees!(conn, ctx(report));
      expect([employee?.remote_id, employee?.start_date, employee?.gender, employee?.employment_status]).toStrictEqual(['PW9', null, null, null]);
      expectIssueLines(report, { skipped: ['EmployeeId: no employee id'], nulled: ['EmployeeStatus: unknown value', 'Gender: unknown value', 'StartDate: not a date'] });
    });

    it('creates an employee with what CreateNewEmployee requires, and reads it back', async () => {
      await expectCreatedGolden('peoplehr', t.connector, conn, ctx, newStarter);
      expect(bodies().find((b) => b.Action === 'CreateNewEmployee')).toMatchObject({
        EmployeeId: CREATED_EMPLOYEE_ID,
        JobRole: 'Analyst',
        JobRoleEffectiveDate: '2024-07-01',
        Location: 'Manchester',
        Department: 'Operations',
      });
      await expectAppError(t.connector.createEmployee!(conn, { ...newStarter, group_remote_ids: [] }, ctx()), { kind: 'validation', message: /department/ });
      await expectAppError(t.connector.createEmployee!(conn, { ...newStarter, employee_number: 'PW001' }, ctx()), { kind: 'validation' });
    });
  });

  describe('resilience', () => {
    it('waits out a 429 with Retry-After; retries a 5xx on the read POSTs, not on the create', async () => {
      expect(await expectRetryAfterWaited(t, '/Employee', 2, () => t.connector.fetchEmployees!(conn, ctx()))).toHaveLength(3);
      t.fake.failNext({ path: '/Holiday' }, { status: 500 });
      expect(await t.connector.fetchTimeOffEntries!(conn, ctx())).toHaveLength(5);
      expect(t.http.waits).toHaveLength(2);
      t.fake.failNext({ path: '/Employee' }, { status: 503 });
      await expectAppError(t.connector.createEmployee!(conn, newStarter, ctx()), { kind: 'unavailable' });
    });
  });
});
