// BambooHR against a fake built on its published description: every request must be a documented operation
// (method, path, parameters, Basic auth) and every fixture must validate against its response schema.
import { describe, expect, it } from 'vitest';
import { createBamboohrConnector, normaliseDomain } from '../../server/src/connectors/bamboohr/bamboohr.connector';
import { withSubdomain } from '../../server/src/connectors/http/official';
import { policyTypeOfName } from '../../server/src/connectors/policy-types';
import { SyncReportCollector } from '../../server/src/connectors/sync-report';
import { BAMBOOHR_BASE, BAMBOOHR_DOMAIN, BAMBOOHR_KEY, startBamboohrFake } from '../fakes/bamboohr/server';
import { json } from '../fakes/fake-server';
import { access, ctxFor, describeAgainstDescription, expectAppError, expectGolden, expectSignInOnly, NOW, fetchInOneSync, expectRetryAfterWaited, expectRetriedPast, expectNoPermission, expectFetchedGoldens, connectedTo, expectCreatedGolden } from './helpers';

const conn = access('bamboohr', BAMBOOHR_DOMAIN, { domain: BAMBOOHR_DOMAIN, apiKey: BAMBOOHR_KEY });
const api = (path: string) => `${BAMBOOHR_BASE}/api/v1/${path}`;

describeAgainstDescription('bamboohr', startBamboohrFake, (http) => createBamboohrConnector({ http }), (t) => {
  const base = () => `${t.fake.url}/{domain}`;
  const ctx = () => ctxFor(base());
  const signIn = (apiKey: string, domain = BAMBOOHR_DOMAIN) =>
    t.connector.signIn({ mode: 'official', provider: 'bamboohr', apiKey, domain, addAdmin: false }, ctx());

  describe('sign-in', () => {
    it('verifies the key against the company and completes without a choice', async () => {
      expect(await signIn(BAMBOOHR_KEY, 'https://ACME.bamboohr.com/home')).toStrictEqual(
        connectedTo({ id: 'acme', name: 'Acme Widgets' }, { domain: 'acme', apiKey: BAMBOOHR_KEY }),
      );
      expect(t.fake.requests.map((r) => `${r.method} ${r.path}`)).toStrictEqual(['GET /acme/api/v1/company_information']);
    });

    it('maps a rejected key (401) to incorrect_username_or_password without echoing the key', async () => {
      const error = await expectAppError(signIn('wrong-key'), { kind: 'authentication', code: 'incorrect_username_or_password' });
      expect(error.message).toContain('BambooHR');
      expect(error.message).not.toContain('wrong-key');
      expect(t.http.waits).toStrictEqual([]); // a 401 is final, never retried
    });

    it('maps an unknown company domain (404) to incorrect_username_or_password', async () => {
      await expectAppError(signIn(BAMBOOHR_KEY, 'nope'), { kind: 'authentication', code: 'incorrect_username_or_password' });
    });

    it('maps 403 to insufficient_permission', () => expectNoPermission(t, api('company_information'), () => signIn(BAMBOOHR_KEY)));

    it('requires domain and api key, and has no MFA or entity step', () =>
      expectSignInOnly(t.connector, ctx(), () => signIn(''), () => signIn(BAMBOOHR_KEY, 'acme widgets')));

    it("fills the company subdomain into the description's server, or a configured base", () => {
      expect([
        withSubdomain('https://{domain}.bamboohr.com', 'acme'),
        withSubdomain('https://{domain}.bamboohr.com/', 'acme'),
        withSubdomain('http://127.0.0.1:9/{domain}', 'acme'),
      ]).toStrictEqual(['https://acme.bamboohr.com', 'https://acme.bamboohr.com', 'http://127.0.0.1:9/acme']);
    });

    it('normalises the domain forms users paste', () => {
      expect(['acme', 'acme.bamboohr.com', 'https://acme.bamboohr.com/home#x'].map(normaliseDomain)).toStrictEqual(['acme', 'acme', 'acme']);
    });
  });

  describe('data', () => {
    it('maps the company', () => expectFetchedGoldens('bamboohr', t.connector, conn, ctx, 'fetchCompany'));

    it('maps employees from one custom report in the format the description allows, resolving list names to ids', async () => {
      expectGolden('bamboohr.employees', await t.connector.fetchEmployees!(conn, ctx()));
      const report = t.fake.requests.find((r) => r.path === api('reports/custom'));
      expect(report?.query.get('format')).toBe('json');
      expect(report?.headers['content-type']).toBe('application/json'); // exactly: anything else is read as XML
    });

    it('fetches the report and the list fields once per sync, whatever resources ask', async () => {
      await fetchInOneSync(t.connector, conn, ctx(), 'fetchEmployees', 'fetchGroups', 'fetchWorkLocations', 'fetchTimeOffBalances');
      const count = (path: string) => t.fake.requests.filter((r) => r.path === api(path)).length;
      expect([count('reports/custom'), count('meta/lists')]).toStrictEqual([1, 1]);
    });

    it('maps groups and work locations from the list fields', () => expectFetchedGoldens('bamboohr', t.connector, conn, ctx, 'fetchGroups', 'fetchWorkLocations'));

    it('maps identity from employee 0', () => expectFetchedGoldens('bamboohr', t.connector, conn, ctx, 'fetchIdentity'));

    it('maps live time off requests over the default window; canceled and superseded ones are skipped and counted', async () => {
      const report = new SyncReportCollector(NOW);
      expectGolden('bamboohr.time-off-entries', await t.connector.fetchTimeOffEntries!(conn, ctxFor(base(), report.forResource('time-off-entries'))));
      const req = t.fake.requests.find((r) => r.path === api('time_off/requests'));
      expect([req?.query.get('start'), req?.query.get('end'), req?.query.get('status')]).toStrictEqual(['2023-06-16', '2025-06-15', 'approved,denied,requested']);
      expect(report.toJSON().skipped.entries).toStrictEqual([
        { resource: 'time-off-entries', field: 'status.status', message: 'canceled request', count: 1 },
        { resource: 'time-off-entries', field: 'status.status', message: 'superseded by a newer request', count: 1 },
      ]);
    });

    it('calls UK "Holiday" vacation and bank holidays holiday', () => {
      expect(['Holiday', 'Annual Leave', 'Bank Holiday', 'Public holiday', 'Vacation'].map(policyTypeOfName)).toStrictEqual([
        'vacation',
        'vacation',
        'holiday',
        'holiday',
        'vacation',
      ]);
    });

    it('maps balances, one calculator call per employee', async () => {
      expectGolden('bamboohr.time-off-balances', await t.connector.fetchTimeOffBalances!(conn, ctx()));
      expect(t.fake.requests.filter((r) => r.path.endsWith('/time_off/calculator'))).toHaveLength(3);
    });

    it('maps timesheet entries over the last 365 days (the endpoint refuses more)', async () => {
      expectGolden('bamboohr.timesheets', await t.connector.fetchTimesheets!(conn, ctx()));
      const req = t.fake.requests.find((r) => r.path === api('time_tracking/timesheet_entries'));
      expect([req?.query.get('start'), req?.query.get('end')]).toStrictEqual(['2023-06-17', '2024-06-15']);
    });

    it('nulls and counts what it cannot read, in BambooHR field names, and skips rows without an id', async () => {
      const report = new SyncReportCollector(NOW);
      t.fake.failNext(
        { method: 'POST', path: api('reports/custom') },
        json({
          title: 'Staffbridge employees',
          fields: [],
          employees: [
            { id: '7', firstName: 'Odd', hireDate: 'sometime', payRate: 'lots', gender: 'Nonbinary', country: 'Atlantis' },
            { firstName: 'No id' },
          ],
        }),
      );
      const employees = await t.connector.fetchEmployees!(conn, ctxFor(base(), report.forResource('employees')));
      expect(employees.map((e) => [e.remote_id, e.start_date, e.gender, e.home_location])).toStrictEqual([['7', null, null, null]]);
      const { skipped, nulled } = report.toJSON();
      expect(skipped.entries).toStrictEqual([{ resource: 'employees', field: 'id', message: 'no employee id', count: 1 }]);
      expect(nulled.entries.map((e) => `${e.field}: ${e.message}`).sort()).toStrictEqual([
        'country: unknown country',
        'gender: unknown value',
        'hireDate: not a date',
        'payRate: invalid number',
      ]);
    });

    it('creates an employee and reads it back', async () => {
      const input = { first_name: 'Ada', last_name: 'Lovelace', work_email: 'ada@efficientoffice.com', start_date: '2024-07-01', gender: 'not_specified' as const };
      await expectCreatedGolden('bamboohr', t.connector, conn, ctx, input);
      const post = t.fake.requests.find((r) => r.method === 'POST' && r.path === api('employees'));
      expect(JSON.parse(post?.body ?? '')).toStrictEqual({
        firstName: 'Ada',
        lastName: 'Lovelace',
        workEmail: 'ada@efficientoffice.com',
        hireDate: '2024-07-01',
      });
    });
  });

  describe('resilience', () => {
    it('waits out a 429 with Retry-After, then succeeds', async () => {
      expect(await expectRetryAfterWaited(t, api('meta/lists'), 2, () => t.connector.fetchGroups!(conn, ctx()))).toHaveLength(4);
    });

    it('retries a 5xx with backoff, then succeeds', async () => {
      expect(await expectRetriedPast(t, api('time_tracking/timesheet_entries'), [503, 502], () => t.connector.fetchTimesheets!(conn, ctx()))).toHaveLength(2);
    });

    it('retries the report POST (a read) but gives up after the retry budget with unavailable', async () => {
      t.fake.failNext({ path: api('reports/custom') }, ...Array.from({ length: 4 }, () => ({ status: 500 })));
      await expectAppError(t.connector.fetchEmployees!(conn, ctx()), { kind: 'unavailable', message: /BambooHR/ });
      expect(t.fake.requests.filter((r) => r.path === api('reports/custom'))).toHaveLength(4);
    });

    it('does not retry the create POST on a 5xx (it may have happened)', async () => {
      t.fake.failNext({ method: 'POST', path: api('employees') }, { status: 500 });
      await expectAppError(t.connector.createEmployee!(conn, { first_name: 'A', last_name: 'B' }, ctx()), { kind: 'unavailable' });
      expect(t.fake.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    });
  });
});
