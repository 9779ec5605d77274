// IRIS Cascade against a fake built on its published description (iris-cascade/iris.co.uk_Cascade.yaml): every
// request must be a documented operation (or the token call IRIS documents beside it), with a bearer token, and
// every fixture must validate against the operation's response schema.
import { describe, expect, it } from 'vitest';
import { createIrisCascadeConnector } from '../../server/src/connectors/iris-cascade/iris-cascade.connector';
import { SyncReportCollector } from '../../server/src/connectors/sync-report';
import { json } from '../fakes/fake-server';
import { CREATED_EMPLOYEE_ID, IRIS_BASE, IRIS_CLIENT_KEY, IRIS_CLIENT_SECRET, startIrisFake } from '../fakes/iris-cascade/server';
import { access, ctxFor, describeAgainstDescription, expectAppError, expectGolden, expectSignInOnly, fastHttp, issueLines, NOW, fetchInOneSync, expectFetchedGoldens, connectedTo, expectIssueLines, expectCreatedGolden } from './helpers';

const conn = access('iris cascade', IRIS_CLIENT_KEY, { clientId: IRIS_CLIENT_KEY, clientSecret: IRIS_CLIENT_SECRET });

describeAgainstDescription('iris cascade', startIrisFake, (http) => createIrisCascadeConnector({ http }), (t) => {
  const base = () => `${t.fake.url}${IRIS_BASE}`;
  const ctx = (report?: SyncReportCollector, resource = 'employees') => ctxFor(base(), report?.forResource(resource));
  const signIn = (username: string, password: string) =>
    t.connector.signIn({ mode: 'official', provider: 'iris cascade', username, password, addAdmin: false }, ctx());
  const calls = () => t.fake.requests.map((r) => `${r.method} ${r.path}`);
  const query = (path: string) => t.fake.requests.filter((r) => r.path === `${IRIS_BASE}${path}`).map((r) => Object.fromEntries(r.query));

  describe('sign-in', () => {
    it('exchanges the client key and secret for a token (client credentials, HTTP Basic)', async () => {
      expect(await signIn(IRIS_CLIENT_KEY, IRIS_CLIENT_SECRET)).toStrictEqual(
        connectedTo({ id: IRIS_CLIENT_KEY, name: 'IRIS Cascade' }, { clientId: IRIS_CLIENT_KEY, clientSecret: IRIS_CLIENT_SECRET }),
      );
      const [token] = t.fake.requests;
      expect(calls()).toStrictEqual(['POST /oauth2/v1/token']);
      expect(token?.headers.authorization).toBe(`Basic ${Buffer.from(`${IRIS_CLIENT_KEY}:${IRIS_CLIENT_SECRET}`).toString('base64')}`);
      expect(token?.body).toBe('grant_type=client_credentials');
      // The one call the description names only as its tokenUrl, allowed by the declaration's public docs link.
      expect(t.fake.undocumentedCalls()).toStrictEqual([
        'POST /oauth2/v1/token (https://help.iris.co.uk/hr/cascade/api/getstart/request-an-access-token.htm)',
      ]);
    });

    it('maps a refused key to incorrect_username_or_password, without echoing the secret', async () => {
      const error = await expectAppError(signIn(IRIS_CLIENT_KEY, 'wrong-secret'), { kind: 'authentication', code: 'incorrect_username_or_password' });
      expect(error.message).not.toContain('wrong-secret');
    });

    it('requires both fields and has no MFA or entity step', () =>
      expectSignInOnly(t.connector, ctx(), () => signIn('', IRIS_CLIENT_SECRET), () => signIn(IRIS_CLIENT_KEY, '')));
  });

  describe('data', () => {
    it('maps employees with their jobs (history, salary, manager, hierarchy) and bank details', async () => {
      expectGolden('iris-cascade.employees', await t.connector.fetchEmployees!(conn, ctx()));
      expect(query('/employees')).toStrictEqual([{ $top: '250', $skip: '0' }]);
      expect(query('/jobs')).toStrictEqual([{ $top: '250', $skip: '0' }]);
      expect(query('/bankdetails')).toStrictEqual([{ $top: '250', $skip: '0' }]);
      // One token for the whole run, sent as a bearer token on every data call.
      expect(calls().filter((c) => c === 'POST /oauth2/v1/token')).toHaveLength(1);
      const data = t.fake.requests.filter((r) => r.path.startsWith(IRIS_BASE));
      expect(new Set(data.map((r) => r.headers.authorization))).toStrictEqual(new Set([`Bearer ${t.fake.tokens.at(-1)}`]));
    });

    it('pages every list with $top and $skip until a short page', async () => {
      const paged = createIrisCascadeConnector({ http: fastHttp(), pageSize: 2 });
      expect(await paged.fetchEmployees!(conn, ctx())).toHaveLength(3);
      expect(query('/employees').map((q) => q.$skip)).toStrictEqual(['0', '2']);
      expect(query('/jobs').map((q) => q.$skip)).toStrictEqual(['0', '2', '4']);
    });

    it('reads the employee list once per sync, whatever resources need it', async () => {
      await fetchInOneSync(t.connector, conn, ctx(), 'fetchEmployees', 'fetchGroups');
      expect(query('/employees')).toHaveLength(1);
    });

    it('maps hierarchy nodes and the employees\' cost centres as groups', () => expectFetchedGoldens('iris-cascade', t.connector, conn, ctx, 'fetchGroups'));

    it('reads absences overlapping the window with their reasons and days: Holiday is vacation, bank holidays are holiday', async () => {
      const [entries] = await expectFetchedGoldens('iris-cascade', t.connector, conn, ctx, 'fetchTimeOffEntries');
      expect(query('/attendance/absences')[0]?.$filter).toBe(
        'StartDate le 2025-06-15T23:59:59Z and (EndDate eq null or EndDate ge 2023-06-16T00:00:00Z)',
      );
      expect(query('/attendance/absencedays')[0]?.$filter).toBe('Date ge 2023-06-16T00:00:00Z and Date le 2025-06-15T23:59:59Z');
      const byId = new Map(entries.map((e) => [e.remote_id, e]));
      expect(byId.get('f0000000-0000-4000-8000-000000000001')).toMatchObject({ policy_name: 'Holiday', policy_type: 'vacation', amount: 4.5, unit: 'days' });
      expect(byId.get('f0000000-0000-4000-8000-000000000004')).toMatchObject({ policy_name: 'Bank Holiday', policy_type: 'holiday' });
      // Starting before the window, or open-ended: not all of its days were read, so no amount.
      expect(byId.get('f0000000-0000-4000-8000-000000000003')).toMatchObject({ amount: null, unit: null, policy_type: 'bereavement' });
      expect(byId.get('f0000000-0000-4000-8000-000000000005')).toMatchObject({ amount: null, end_date: null, policy_type: 'sick' });
    });

    it('nulls and counts what it cannot read, in IRIS field names, and skips records without ids', async () => {
      const report = new SyncReportCollector(NOW);
      const rows = [
        { Id: 'x1', FirstName: 'Odd', EmploymentStartDate: '31/12/2020', Gender: 'Unknown', MaritalStatus: 'Complicated', Ethnicity: 'Martian' },
        { FirstName: 'No id' },
      ];
      t.fake.failNext({ path: `${IRIS_BASE}/employees` }, json({ ODataCount: 2, Value: rows }));
      const [employee] = await t.connector.fetchEmployees!(conn, ctx(report));
      expect([employee?.remote_id, employee?.start_date, employee?.gender, employee?.marital_status, employee?.ethnicity]).toStrictEqual([
        'x1', null, null, null, null,
      ]);
      expectIssueLines(report, { skipped: ['Id: no employee id'], nulled: ['EmploymentStartDate: not a date', 'Gender: unknown value', 'MaritalStatus: unknown value'] });
    });

    it('leaves a resource as stored, with a warning, when the answer has no Value list', async () => {
      const report = new SyncReportCollector(NOW);
      t.fake.failNext({ path: `${IRIS_BASE}/hierarchy` }, json({ ODataContext: 'x' }));
      await expect(t.connector.fetchGroups!(conn, ctx(report, 'groups'))).rejects.toThrow('no hierarchy: Value list');
      expect(issueLines(report).warnings).toStrictEqual(['hierarchy: Value: the answer has no list here; nothing was stored or removed']);
    });

    it('creates an employee with what the caller set, and reads it back', async () => {
      const input = { first_name: 'Ada', last_name: 'Lovelace', employee_number: 'C0042', work_email: 'ada@northwind.example', start_date: '2024-07-01', date_of_birth: '1990-12-10' };
      const created = await expectCreatedGolden('iris-cascade', t.connector, conn, ctx, input);
      expect(created.remote_id).toBe(CREATED_EMPLOYEE_ID);
      const post = t.fake.requests.find((r) => r.method === 'POST' && r.path === `${IRIS_BASE}/employees`);
      expect(JSON.parse(post!.body)).toStrictEqual({
        FirstName: 'Ada',
        LastName: 'Lovelace',
        DisplayId: 'C0042',
        EmploymentStartDate: '2024-07-01T00:00:00Z',
        DateOfBirth: '1990-12-10T00:00:00Z',
        Emails: [{ Ownership: 'Organization', Value: 'ada@northwind.example' }],
      });
    });
  });

  describe('resilience', () => {
    it('uses one token for the sync, and fetches a new one once when it is refused mid-sync', async () => {
      const shared = ctx();
      await t.connector.fetchGroups!(conn, shared);
      expect(calls().filter((c) => c === 'POST /oauth2/v1/token')).toHaveLength(1);
      t.fake.failNext({ path: `${IRIS_BASE}/attendance/absences` }, { status: 401 });
      expect(await t.connector.fetchTimeOffEntries!(conn, shared)).toHaveLength(5);
      expect(t.fake.requests.filter((r) => r.path === '/oauth2/v1/token')).toHaveLength(2);
    });

    it('waits out a 429 with Retry-After and retries a 5xx on reads', async () => {
      t.fake.failNext({ path: `${IRIS_BASE}/hierarchy` }, { status: 429, headers: { 'retry-after': '2' } }, { status: 503 });
      expect(await t.connector.fetchGroups!(conn, ctx())).toHaveLength(5);
      expect(t.http.waits[0]).toBe(2000);
      expect(t.http.waits).toHaveLength(2);
    });
  });
});
