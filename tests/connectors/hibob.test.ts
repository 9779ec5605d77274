// HiBob against a fake built on its published description: every request must be a documented operation
// (method, path, parameters, Basic auth) or the declared bulk work table, and every fixture must validate
// against its response schema.
import { describe, expect, it } from 'vitest';
import { createHibobConnector } from '../../server/src/connectors/hibob/hibob.connector';
import { SyncReportCollector } from '../../server/src/connectors/sync-report';
import { json } from '../fakes/fake-server';
import { CREATED_EMPLOYEE_ID, HIBOB_TOKEN, HIBOB_USER, startHibobFake } from '../fakes/hibob/server';
import { access, ctxFor, describeAgainstDescription, expectAppError, expectGolden, expectSignInOnly, issueLines, NOW, fetchInOneSync, expectRetryAfterWaited, expectRetriedPast, expectNoPermission, expectFetchedGoldens, connectedTo, expectIssueLines, expectCreatedGolden } from './helpers';

const conn = access('hibob', HIBOB_USER, { serviceUserId: HIBOB_USER, token: HIBOB_TOKEN });
const api = (path: string) => `/v1/${path}`;

describeAgainstDescription('hibob', startHibobFake, (http) => createHibobConnector({ http }), (t) => {
  const ctx = (report?: SyncReportCollector, resource = 'employees') => ctxFor(`${t.fake.url}/v1`, report?.forResource(resource));
  const signIn = (username: string, apiKey: string) =>
    t.connector.signIn({ mode: 'official', provider: 'hibob', username, apiKey, addAdmin: false }, ctx());
  const calls = (path: string) => t.fake.requests.filter((r) => r.path === api(path));

  describe('sign-in', () => {
    it('verifies the service user with a metadata call', async () => {
      expect(await signIn(HIBOB_USER, HIBOB_TOKEN)).toStrictEqual(
        connectedTo({ id: HIBOB_USER, name: `HiBob (service user ${HIBOB_USER})` }, { serviceUserId: HIBOB_USER, token: HIBOB_TOKEN }),
      );
      expect(t.fake.requests.map((r) => `${r.method} ${r.path}`)).toStrictEqual(['GET /v1/company/people/fields']);
    });

    it('maps a rejected token (401) to incorrect_username_or_password', async () => {
      const error = await expectAppError(signIn(HIBOB_USER, 'bad-token'), { kind: 'authentication', code: 'incorrect_username_or_password' });
      expect(error.message).not.toContain('bad-token');
    });

    it('maps a service user without permission (403) to insufficient_permission', () =>
      expectNoPermission(t, api('people/search'), () => t.connector.fetchEmployees!(conn, ctx()), { status: 403, json: { key: 'forbidden', error: 'Forbidden' } }));

    it('requires both fields and has no MFA or entity step', () =>
      expectSignInOnly(t.connector, ctx(), () => signIn('', HIBOB_TOKEN), () => signIn(HIBOB_USER, ' ')));
  });

  describe('data', () => {
    it('asks for readable values beside the list ids: job titles are names, departments and sites stay ids', async () => {
      const employees = await t.connector.fetchEmployees!(conn, ctx());
      expectGolden('hibob.employees', employees);
      const search = JSON.parse(calls('people/search')[0]?.body ?? '{}') as Record<string, unknown>;
      expect([search.humanReadable, search.showInactive]).toStrictEqual(['APPEND', true]);
      expect(employees.map((e) => [e.job_title, e.group_remote_ids, e.work_location_remote_id])).toStrictEqual([
        ['Head of Finance', ['209192163'], '1902881'],
        ['Chief Executive Officer', ['209192160'], '1902881'],
        ['Account Executive', ['209192170'], '1902882'],
      ]);
      // The work table's titles are list ids too, named through the title list the field metadata points at.
      expect(employees[0]?.employment_history.map((h) => h.job_title)).toStrictEqual(['Finance Manager', 'Head of Finance']);
      expect(calls('bulk/people/work').map((r) => [r.query.get('cursor'), r.query.get('limit')])).toStrictEqual([
        [null, '200'],
        ['cmVzdWx0czoy', '200'],
        ['cmVzdWx0czoz', '200'],
      ]);
      // The one call the published description lacks, allowed by the declaration's link to HiBob's reference.
      expect(t.fake.undocumentedCalls()).toStrictEqual(['GET /bulk/people/work (https://apidocs.hibob.com/reference/get_bulk-people-work)']);
    });

    it('reads each list once per sync, whatever resources ask', async () => {
      await fetchInOneSync(t.connector, conn, ctx(), 'fetchEmployees', 'fetchGroups', 'fetchWorkLocations');
      const count = (path: string) => calls(path).length;
      expect(['people/search', 'company/people/fields', 'company/named-lists/department', 'company/named-lists/site', 'company/named-lists/title'].map(count)).toStrictEqual([
        1, 1, 1, 1, 1,
      ]);
    });

    it('maps departments (nested, keyed by the ids employees carry) and sites', () => expectFetchedGoldens('hibob', t.connector, conn, ctx, 'fetchGroups', 'fetchWorkLocations'));

    it('reads named lists whose items come as `values`, named by `value`', async () => {
      t.fake.failNext({ path: api('company/named-lists/site') }, json({ name: 'site', values: [{ id: 7, value: 'Leeds', children: [] }] }));
      expect(await t.connector.fetchWorkLocations!(conn, ctx())).toStrictEqual([{ remote_id: '7', name: 'Leeds', type: null, address: null }]);
    });

    it('asks for pending requests too: Created is approved, Pending pending, cancelled ones are skipped; Holiday is vacation', async () => {
      const report = new SyncReportCollector(NOW);
      const [entries] = await expectFetchedGoldens('hibob', t.connector, conn, () => ctx(report, 'time-off-entries'), 'fetchTimeOffEntries');
      const req = calls('timeoff/requests/changes')[0];
      expect([req?.query.get('since'), req?.query.get('includePending')]).toStrictEqual([new Date(NOW.getTime() - 180 * 86_400_000).toISOString(), 'true']);
      expect(entries.map((e) => [e.remote_id, e.status, e.policy_name, e.policy_type])).toStrictEqual([
        ['24588163', 'approved', 'Holiday', 'vacation'],
        ['24588170', 'approved', 'Sick', 'sick'],
        ['24588190', 'pending', 'Holiday', 'vacation'],
      ]);
      expect(issueLines(report).skipped).toStrictEqual(['changeType: canceled request']);
    });

    it('skips (and counts) a person without an id instead of failing the sync', async () => {
      const report = new SyncReportCollector(NOW);
      t.fake.failNext(
        { path: api('people/search') },
        json({ employees: [{ firstName: 'No', surname: 'Id' }, { id: '77', work: { startDate: '13/05/2018' }, internal: { status: 'Furloughed' } }] }),
      );
      const employees = await t.connector.fetchEmployees!(conn, ctx(report));
      expect(employees.map((e) => [e.remote_id, e.start_date, e.employment_status])).toStrictEqual([['77', null, null]]);
      expectIssueLines(report, { skipped: ['id: no employee id'], nulled: ['internal.status: unknown value', 'work.startDate: not a date'] });
    });

    it('creates an employee and reads it back', async () => {
      const input = { first_name: 'Ada', last_name: 'Lovelace', work_email: 'ada@acme.example', start_date: '2024-07-01', work_location_remote_id: '1902881', job_title: 'Analyst' };
      const created = await expectCreatedGolden('hibob', t.connector, conn, ctx, input);
      expect(created.remote_id).toBe(CREATED_EMPLOYEE_ID);
      expect(JSON.parse(t.fake.requests.find((r) => r.method === 'POST' && r.path === api('people'))?.body ?? '')).toStrictEqual({
        firstName: 'Ada',
        surname: 'Lovelace',
        email: 'ada@acme.example',
        work: { site: '1902881', startDate: '2024-07-01' },
      });
    });

    it('refuses to create without the fields Bob requires', async () => {
      await expectAppError(t.connector.createEmployee!(conn, { first_name: 'A', last_name: 'B' }, ctx()), { kind: 'validation' });
      expect(t.fake.requests).toHaveLength(0);
    });

    it('offers no company, identity, balances or timesheets', () => {
      expect([t.connector.fetchCompany, t.connector.fetchIdentity, t.connector.fetchTimeOffBalances, t.connector.fetchTimesheets]).toStrictEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    });
  });

  describe('resilience', () => {
    it('waits out a 429 with Retry-After in the middle of pagination', async () => {
      expect(await expectRetryAfterWaited(t, api('bulk/people/work'), 1, () => t.connector.fetchEmployees!(conn, ctx()))).toHaveLength(3);
    });

    it('retries the search POST on a 5xx', async () => {
      expect(await expectRetriedPast(t, api('people/search'), [500, 503], () => t.connector.fetchEmployees!(conn, ctx()))).toHaveLength(3);
      expect(calls('people/search')).toHaveLength(3);
    });
  });
});
