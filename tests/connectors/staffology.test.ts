// Staffology against a fake built on its published description (its live swagger): every request must be a
// documented operation (method, path with uuid ids, parameters, Basic auth) and every fixture must validate
// against its response schema.
import { describe, expect, it } from 'vitest';
import { createStaffologyConnector } from '../../server/src/connectors/staffology/staffology.connector';
import { SyncReportCollector } from '../../server/src/connectors/sync-report';
import { json } from '../fakes/fake-server';
import { CREATED_EMPLOYEE, EMPLOYER, STAFFOLOGY_KEY, startStaffologyFake } from '../fakes/staffology/server';
import { access, ctxFor, describeAgainstDescription, expectAppError, expectGolden, issueLines, NOW, fetchInOneSync, expectRetryAfterWaited, expectNoPermission, connectedTo, expectFetchedGoldens, expectCreatedGolden } from './helpers';

const conn = access('staffology', EMPLOYER, { apiKey: STAFFOLOGY_KEY, employerId: EMPLOYER });
const employerPath = (rest = '') => `/employers/${EMPLOYER}${rest}`;
const EMPLOYERS = [
  { id: EMPLOYER, name: 'Northwind Bakery Ltd' },
  { id: '8f3b1c2e-0002-4c7a-9b1e-aa0000000002', name: 'Northwind Cafés Ltd' },
];
const newStarter = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  gender: 'female' as const,
  date_of_birth: '1990-12-10',
  start_date: '2024-07-01',
  employee_number: '42',
  personal_email: 'ada@example.co.uk',
};

describeAgainstDescription('staffology', startStaffologyFake, (http) => createStaffologyConnector({ http, pageSize: 2 }), (t) => {
  const ctx = (report?: SyncReportCollector, resource = 'employees') => ctxFor(t.fake.url, report?.forResource(resource));
  const signIn = (apiKey: string, domain?: string) =>
    t.connector.signIn({ mode: 'official', provider: 'staffology', apiKey, domain, addAdmin: false }, ctx());

  describe('sign-in', () => {
    it('lists the employers for CHOOSE and completes with the chosen one', async () => {
      const step = await signIn(STAFFOLOGY_KEY);
      expect(step).toStrictEqual({ next: 'CHOOSE', entities: EMPLOYERS, stash: { apiKey: STAFFOLOGY_KEY, entities: EMPLOYERS } });
      if (step.next !== 'CHOOSE') throw new Error('expected CHOOSE');
      expect(await t.connector.choose(step.stash, EMPLOYER, ctx())).toStrictEqual(connectedTo(EMPLOYERS[0], { apiKey: STAFFOLOGY_KEY, employerId: EMPLOYER }));
      await expectAppError(t.connector.choose(step.stash, 'other', ctx()), { kind: 'validation' });
      await expectAppError(t.connector.choose({}, EMPLOYER, ctx()), { kind: 'authentication', code: 'reauthentication_required' });
    });

    it('reads the employer typed in the domain field directly', async () => {
      expect(await signIn(STAFFOLOGY_KEY, EMPLOYER.toUpperCase())).toStrictEqual(connectedTo(EMPLOYERS[0], { apiKey: STAFFOLOGY_KEY, employerId: EMPLOYER }));
      expect(t.fake.requests.map((r) => r.path)).toStrictEqual([employerPath()]);
      // Another employer (404), or no employer id at all (never sent: the path takes a uuid).
      await expectAppError(signIn(STAFFOLOGY_KEY, '8f3b1c2e-0009-4c7a-9b1e-aa0000000009'), { kind: 'authentication', code: 'incorrect_username_or_password' });
      await expectAppError(signIn(STAFFOLOGY_KEY, 'not-mine'), { kind: 'authentication', code: 'incorrect_username_or_password' });
      expect(t.fake.requests).toHaveLength(2);
    });

    it('maps a rejected key (401) to incorrect_username_or_password', async () => {
      const error = await expectAppError(signIn('stf_wrong'), { kind: 'authentication', code: 'incorrect_username_or_password' });
      expect(error.message).not.toContain('stf_wrong');
    });

    it('maps 403 to insufficient_permission and has no MFA', async () => {
      await expectNoPermission(t, employerPath('/employees'), () => t.connector.fetchGroups!(conn, ctx()));
      await expectAppError(t.connector.verifyMfa({}, '1', ctx()), { kind: 'validation' });
    });
  });

  describe('data', () => {
    it('maps the employer as the company', () => expectFetchedGoldens('staffology', t.connector, conn, ctx, 'fetchCompany'));

    it('pages through employee references and reads each employee', async () => {
      expectGolden('staffology.employees', await t.connector.fetchEmployees!(conn, ctx()));
      const list = t.fake.requests.filter((r) => r.path === employerPath('/employees'));
      expect(list.map((r) => [r.query.get('pageNum'), r.query.get('pageSize')])).toStrictEqual([
        ['1', '2'],
        ['2', '2'],
      ]);
      expect(t.fake.requests.filter((r) => r.path.startsWith(employerPath('/employees/')))).toHaveLength(3);
    });

    it('reads the employees once per sync for employees, groups and balances', async () => {
      await fetchInOneSync(t.connector, conn, ctx(), 'fetchEmployees', 'fetchGroups', 'fetchTimeOffBalances');
      expect(t.fake.requests.filter((r) => r.path === employerPath('/employees'))).toHaveLength(2); // two pages
      expect(t.fake.requests.filter((r) => r.path.startsWith(employerPath('/employees/')))).toHaveLength(3);
    });

    it('maps the departments employees name, and the holiday allowance as vacation', async () => {
      expectGolden('staffology.groups', await t.connector.fetchGroups!(conn, ctx()));
      const balances = await t.connector.fetchTimeOffBalances!(conn, ctx());
      expectGolden('staffology.time-off-balances', balances);
      expect(balances.map((b) => [b.policy_name, b.policy_type])).toStrictEqual([
        ['Holiday', 'vacation'],
        ['Holiday', 'vacation'],
      ]);
    });

    it('skips (and counts) a reference without an id instead of failing the sync', async () => {
      const report = new SyncReportCollector(NOW);
      t.fake.failNext(
        { path: employerPath('/employees') },
        json([{ name: 'No id', metadata: null, url: null }, { id: 'e0000000-0000-0000-0000-000000000001', name: 'Amelia Clarke' }]),
      );
      const employees = await t.connector.fetchEmployees!(conn, ctx(report));
      // The short-changed first page is followed by the second as usual.
      expect(employees.map((e) => e.remote_id)).toStrictEqual(['e0000000-0000-0000-0000-000000000001', 'e0000000-0000-0000-0000-000000000003']);
      expect(issueLines(report).skipped).toStrictEqual(['id: no employee id']);
    });

    it('nulls and counts what it cannot read, in Staffology field names', async () => {
      const report = new SyncReportCollector(NOW);
      t.fake.failNext(
        { path: employerPath('/employees/e0000000-0000-0000-0000-000000000001') },
        json({ status: 'Retired', personalDetails: { dateOfBirth: '14/02/1986', gender: 'X', maritalStatus: 'Single', address: { country: 'OutsideUk', foreignCountry: 'Atlantis' } } }),
      );
      const [first] = await t.connector.fetchEmployees!(conn, ctx(report));
      expect([first?.remote_id, first?.date_of_birth, first?.employment_status, first?.home_location]).toStrictEqual([
        'e0000000-0000-0000-0000-000000000001',
        null,
        null,
        null,
      ]);
      expect(issueLines(report).nulled).toStrictEqual([
        'personalDetails.address.foreignCountry: unknown country',
        'personalDetails.dateOfBirth: not a date',
        'personalDetails.gender: unknown value',
        'status: unknown value',
      ]);
    });

    it('creates an employee with what the description requires, and reports a refusal as a validation error', async () => {
      const created = await expectCreatedGolden('staffology', t.connector, conn, ctx, newStarter);
      expect(created.remote_id).toBe(CREATED_EMPLOYEE);
      const post = t.fake.requests.find((r) => r.method === 'POST');
      expect(JSON.parse(post?.body ?? '')).toStrictEqual({
        personalDetails: { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-12-10', gender: 'Female', maritalStatus: 'Unknown', email: 'ada@example.co.uk' },
        employmentDetails: { payrollCode: '42', starterDetails: { startDate: '2024-07-01', starterDeclaration: 'Unknown' } },
      });
      await expectAppError(t.connector.createEmployee!(conn, { ...newStarter, employee_number: '1' }, ctx()), { kind: 'validation', message: /refused/ });
      await expectAppError(t.connector.createEmployee!(conn, { first_name: 'A', last_name: 'B' }, ctx()), { kind: 'validation', message: /date_of_birth/ });
    });
  });

  describe('resilience', () => {
    it('waits out a 429 with Retry-After on an employee read', async () => {
      expect(await expectRetryAfterWaited(t, employerPath('/employees/e0000000-0000-0000-0000-000000000002'), 1, () => t.connector.fetchEmployees!(conn, ctx()))).toHaveLength(3);
    });

    it('retries a 502', async () => {
      t.fake.failNext({ path: employerPath() }, { status: 502 });
      expect(await t.connector.fetchCompany!(conn, ctx())).toMatchObject({ legal_name: 'Northwind Bakery Ltd' });
      expect(t.http.waits).toHaveLength(1);
    });
  });
});
