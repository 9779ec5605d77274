// Humaans against a fake built on the only description there is, a third-party outline (Humaans publishes
// none): every request must be one of its operations (with the pagination and filters Humaans documents, see
// FIXES) or a call the declaration names with Humaans' docs, and people must validate against its Person schema.
import { describe, expect, it } from 'vitest';
import { createHumaansConnector } from '../../server/src/connectors/humaans/humaans.connector';
import { SyncReportCollector } from '../../server/src/connectors/sync-report';
import { fixture, json } from '../fakes/fake-server';
import { COMPANY_ID, HUMAANS_BASE, HUMAANS_TOKEN, startHumaansFake } from '../fakes/humaans/server';
import { access, ctxFor, describeAgainstDescription, expectAppError, expectGolden, expectSignInOnly, issueLines, NOW, fetchInOneSync, expectNoPermission, expectFetchedGoldens, expectIssueLines, expectCreatedGolden } from './helpers';

const conn = access('humaans', COMPANY_ID, { apiKey: HUMAANS_TOKEN });
const api = (path: string) => `${HUMAANS_BASE}/${path}`;

// Two records a page, so that paging is exercised on small fixtures.
describeAgainstDescription('humaans', startHumaansFake, (http) => createHumaansConnector({ http, pageSize: 2 }), (t) => {
  const ctx = (report?: SyncReportCollector, resource = 'employees') => ctxFor(`${t.fake.url}${HUMAANS_BASE}`, report?.forResource(resource));
  const signIn = (apiKey: string) => t.connector.signIn({ mode: 'official', provider: 'humaans', apiKey, addAdmin: false }, ctx());
  const calls = (path: string) => t.fake.requests.filter((r) => r.path === api(path));

  describe('sign-in', () => {
    it('verifies the token and names the company; the calls the outline lacks are the declared ones', async () => {
      expect(await signIn(HUMAANS_TOKEN)).toStrictEqual({ next: null, entity: { id: COMPANY_ID, name: 'Acme Ltd' }, credentials: { apiKey: HUMAANS_TOKEN } });
      expect(t.fake.undocumentedCalls()).toContain('GET /me (https://docs.humaans.io/api/#me)');
    });

    it('maps a rejected token (401) to incorrect_username_or_password', async () => {
      const error = await expectAppError(signIn('hum_wrong'), { kind: 'authentication', code: 'incorrect_username_or_password' });
      expect(error.message).not.toContain('hum_wrong');
    });

    it('maps a token without the scope (403) to insufficient_permission', () =>
      expectNoPermission(t, api('bank-accounts'), () => t.connector.fetchEmployees!(conn, ctx()), { status: 403, json: { error: { message: 'Missing scope private:read' } } }));

    it('requires the key and has no MFA or entity step', () => expectSignInOnly(t.connector, ctx(), () => signIn('')));
  });

  describe('data', () => {
    it('maps the company and the identity', async () => {
      expectGolden('humaans.company', await t.connector.fetchCompany!(conn, ctx()));
      expectGolden('humaans.identity', await t.connector.fetchIdentity!(conn, ctx()));
    });

    it('joins people with roles, pay and bank accounts, paging each list with $limit/$skip', async () => {
      expectGolden('humaans.employees', await t.connector.fetchEmployees!(conn, ctx()));
      expect(calls('people').map((r) => [r.query.get('$limit'), r.query.get('$skip')])).toStrictEqual([
        ['2', '0'],
        ['2', '2'],
      ]);
      expect(t.fake.undocumentedCalls()).toContain('GET /compensation-types (https://docs.humaans.io/api/#compensation-types)');
    });

    it('takes only salary-type compensations as pay rates: a bonus or equity is no pay rate', async () => {
      const employees = await t.connector.fetchEmployees!(conn, ctx());
      const pay = Object.fromEntries(employees.map((e) => [e.remote_id, e.compensation_history.map((c) => [c.pay_rate, c.pay_period, c.effective_date])]));
      expect(pay).toStrictEqual({
        IL3vneCYhIx0xrR6um2sy2nW: [
          [4800050, 'annual', '2019-06-01'],
          [6200000, 'annual', '2022-04-01'],
        ],
        ppl_Bd0Q3CeRZ7NJ: [[520000, 'monthly', '2024-07-15']],
        ppl_X1y2Z3: [[4550, 'hourly', '2017-02-01']],
      });
    });

    it('stores employees without pay, with a warning, when the token may not read compensations', async () => {
      const report = new SyncReportCollector(NOW);
      t.fake.failNext({ path: api('compensations') }, { status: 403, json: { error: { message: 'Missing scope compensations:read' } } });
      const employees = await t.connector.fetchEmployees!(conn, ctx(report));
      expect(employees.map((e) => e.compensation_history)).toStrictEqual([[], [], []]);
      expect(issueLines(report).warnings).toStrictEqual(['compensations: the token may not read compensations (compensations:read); pay was left out']);
    });

    it('reads each list once per sync, whatever resources need it', async () => {
      await fetchInOneSync(t.connector, conn, ctx(), 'fetchEmployees', 'fetchGroups');
      for (const path of ['people', 'job-roles', 'compensations', 'compensation-types', 'bank-accounts']) {
        const skips = calls(path).map((r) => r.query.get('$skip'));
        expect(skips.length, path).toBeGreaterThan(0);
        expect(new Set(skips).size, `${path} pages read twice: ${skips.join(', ')}`).toBe(skips.length);
      }
    });

    it('maps groups and locations', () => expectFetchedGoldens('humaans', t.connector, conn, ctx, 'fetchGroups', 'fetchWorkLocations'));

    it('maps time off (not working-from-elsewhere) over the window; paid time off is vacation', async () => {
      const [entries] = await expectFetchedGoldens('humaans', t.connector, conn, ctx, 'fetchTimeOffEntries');
      expect(entries.map((e) => [e.remote_id, e.policy_type])).toStrictEqual([
        ['ta_1', 'vacation'],
        ['ta_2', 'sick'],
        ['ta_4', 'vacation'],
      ]);
      const [first] = calls('time-away');
      expect([first?.query.get('startDate[$gte]'), first?.query.get('startDate[$lte]')]).toStrictEqual(['2023-06-16', '2025-06-15']);
    });

    it('maps timesheet entries by duration', () => expectFetchedGoldens('humaans', t.connector, conn, ctx, 'fetchTimesheets'));

    it('nulls and counts what it cannot read, in Humaans field names, and skips people without an id', async () => {
      const report = new SyncReportCollector(NOW);
      const [kelsey] = fixture<Array<Record<string, unknown>>>('humaans', 'people');
      const { id: _, ...noId } = kelsey!;
      t.fake.failNext(
        { path: api('people') },
        json({ total: 2, limit: 2, skip: 0, data: [{ ...kelsey, birthday: '18/04/1990', gender: 'other', countryCode: 'Narnia' }, noId] }),
      );
      const [person, ...rest] = await t.connector.fetchEmployees!(conn, ctx(report));
      expect(rest).toStrictEqual([]);
      expect([person?.date_of_birth, person?.gender, person?.home_location?.country]).toStrictEqual([null, null, null]);
      expectIssueLines(report, { skipped: ['id: no person id'], nulled: ['birthday: not a date', 'countryCode: unknown country', 'gender: unknown value'] });
    });

    it('creates a person, and reports a refusal as a validation error', async () => {
      await expectCreatedGolden('humaans', t.connector, conn, ctx, { first_name: 'Ada', last_name: 'Lovelace', work_email: 'ada@acme.example', start_date: '2024-07-01' });
      await expectAppError(t.connector.createEmployee!(conn, { first_name: 'A', last_name: 'B' }, ctx()), { kind: 'validation' });
      expect(calls('people').filter((r) => r.method === 'POST')).toHaveLength(2);
    });
  });

  describe('resilience', () => {
    it('waits out a 429 with Retry-After and retries 5xx answers', async () => {
      t.fake.failNext({ path: api('locations') }, { status: 429, headers: { 'retry-after': '2' } });
      t.fake.failNext({ path: api('me') }, { status: 502 }, { status: 504 });
      expect(await t.connector.fetchWorkLocations!(conn, ctx())).toHaveLength(2);
      expect(await t.connector.fetchIdentity!(conn, ctx())).toMatchObject({ email: 'kelsey@acme.example' });
      expect(t.http.waits[0]).toBe(2000);
      expect(t.http.waits).toHaveLength(3);
    });
  });
});
