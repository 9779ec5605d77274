// Sage HR against a fake built on its published description (sage-hr/sage.com.yaml): every request must be a
// documented operation with its required parameters (the X-Auth-Token header among them), and every fixture must
// match the shape of the description's example for that answer (the document has no schemas; see described.ts).
import { describe, expect, it } from 'vitest';
import { createSagehrConnector, normaliseDomain, requestSpans } from '../../server/src/connectors/sagehr/sagehr.connector';
import { SyncReportCollector } from '../../server/src/connectors/sync-report';
import { json } from '../fakes/fake-server';
import { CREATED_EMPLOYEE_ID, SAGE_BASE, SAGE_DOMAIN, SAGE_KEY, sageBaseUrl, sagePage, startSagehrFake } from '../fakes/sagehr/server';
import { access, ctxFor, describeAgainstDescription, expectAppError, expectGolden, expectSignInOnly, issueLines, NOW, fetchInOneSync, expectFetchedGoldens, connectedTo, expectIssueLines, expectCreatedGolden } from './helpers';

const conn = access('sagehr', SAGE_DOMAIN, { domain: SAGE_DOMAIN, apiKey: SAGE_KEY });

describe('sagehr helpers', () => {
  it('reads the subdomain from what a customer pastes', () => {
    expect(normaliseDomain('brightwell')).toBe('brightwell');
    expect(normaliseDomain(' https://Brightwell.sage.hr/dashboard ')).toBe('brightwell');
    expect(() => normaliseDomain('bright well')).toThrow(/subdomain/);
  });

  it('cuts a window into spans of 64 days at most, end to end', () => {
    expect(requestSpans('2024-01-01', '2024-04-01')).toStrictEqual([
      { from: '2024-01-01', to: '2024-03-04' },
      { from: '2024-03-05', to: '2024-04-01' },
    ]);
    expect(requestSpans('2023-06-16', '2025-06-15')).toHaveLength(12);
  });
});

describeAgainstDescription('sagehr', startSagehrFake, (http) => createSagehrConnector({ http }), (t) => {
  const ctx = (report?: SyncReportCollector, resource = 'employees') => ctxFor(sageBaseUrl(t.fake.url), report?.forResource(resource));
  const signIn = (domain: string, apiKey: string) =>
    t.connector.signIn({ mode: 'official', provider: 'sagehr', domain, apiKey, addAdmin: false }, ctx());
  const requests = (path: string) => t.fake.requests.filter((r) => r.path === `${SAGE_BASE}${path}`);

  describe('sign-in', () => {
    it('proves the key on the company subdomain with the first page of employees', async () => {
      expect(await signIn('https://brightwell.sage.hr', SAGE_KEY)).toStrictEqual(
        connectedTo({ id: SAGE_DOMAIN, name: 'brightwell.sage.hr' }, { domain: SAGE_DOMAIN, apiKey: SAGE_KEY }),
      );
      const [first] = t.fake.requests;
      expect(`${first?.method} ${first?.path}?${first?.query}`).toBe(`GET ${SAGE_BASE}/employees?page=1`);
      expect(first?.headers['x-auth-token']).toBe(SAGE_KEY);
    });

    it('maps a wrong key and an unknown subdomain to incorrect_username_or_password', async () => {
      const error = await expectAppError(signIn(SAGE_DOMAIN, 'not-the-key'), { kind: 'authentication', code: 'incorrect_username_or_password' });
      expect(error.message).not.toContain('not-the-key');
      await expectAppError(signIn('someone-else', SAGE_KEY), {
        kind: 'authentication',
        code: 'incorrect_username_or_password',
        message: 'Sage HR does not know the company subdomain "someone-else"',
      });
    });

    it('requires both fields and has no MFA or entity step', () =>
      expectSignInOnly(t.connector, ctx(), () => signIn('', SAGE_KEY), () => signIn(SAGE_DOMAIN, '')));
  });

  describe('data', () => {
    it('maps active and terminated employees, paging until meta.next_page is null', async () => {
      expectGolden('sagehr.employees', await t.connector.fetchEmployees!(conn, ctx()));
      expect(requests('/employees').map((r) => Object.fromEntries(r.query))).toStrictEqual([
        { team_history: 'true', employment_status_history: 'true', position_history: 'true', page: '1' },
        { team_history: 'true', employment_status_history: 'true', position_history: 'true', page: '2' },
      ]);
      expect(requests('/terminated-employees').map((r) => r.query.get('page'))).toStrictEqual(['1']);
    });

    it('reads the active employees once per sync, shared with the balances', async () => {
      await fetchInOneSync(t.connector, conn, ctx(), 'fetchEmployees', 'fetchTimeOffBalances');
      expect(requests('/employees')).toHaveLength(2);
    });

    it('maps teams as groups', () => expectFetchedGoldens('sagehr', t.connector, conn, ctx, 'fetchGroups'));

    it('reads leave requests in spans of 64 days across the window, each once; cancelled ones are skipped', async () => {
      const report = new SyncReportCollector(NOW);
      const [entries] = await expectFetchedGoldens('sagehr', t.connector, conn, () => ctx(report, 'time-off-entries'), 'fetchTimeOffEntries');
      const spans = requests('/leave-management/requests').filter((r) => r.query.get('page') === '1');
      expect(spans).toHaveLength(12);
      expect([spans[0]?.query.get('from'), spans.at(-1)?.query.get('to')]).toStrictEqual(['2023-06-16', '2025-06-15']);
      expect(entries.map((e) => [e.policy_name, e.policy_type, e.status])).toStrictEqual([
        ['Sickday', 'sick', 'approved'],
        ['Work from abroad', null, 'rejected'],
        ['Holiday', 'vacation', 'approved'],
        ['Holiday', 'vacation', 'pending'],
      ]);
      expect(issueLines(report).skipped).toStrictEqual(['status_code: cancelled request']);
    });

    it('reads balances per active employee; one without any (404) has none', async () => {
      expectGolden('sagehr.time-off-balances', await t.connector.fetchTimeOffBalances!(conn, ctx()));
      expect(t.fake.requests.filter((r) => r.path.endsWith('/leave-management/balances')).map((r) => r.path)).toStrictEqual([
        `${SAGE_BASE}/employees/19/leave-management/balances`,
        `${SAGE_BASE}/employees/23/leave-management/balances`,
        `${SAGE_BASE}/employees/27/leave-management/balances`,
      ]);
    });

    it('nulls and counts what it cannot read, in Sage HR field names, and skips records without ids', async () => {
      const report = new SyncReportCollector(NOW);
      const rows = [{ id: 99, first_name: 'Odd', employment_start_date: '31/12/2020', gender: 'Unknown', country: 'Atlantis' }, { first_name: 'No id' }];
      t.fake.failNext({ path: `${SAGE_BASE}/employees` }, sagePage(rows, 1));
      const [employee] = await t.connector.fetchEmployees!(conn, ctx(report));
      expect([employee?.remote_id, employee?.start_date, employee?.gender, employee?.home_location]).toStrictEqual(['99', null, null, null]);
      expectIssueLines(report, { skipped: ['id: no employee id'], nulled: ['country: unknown country', 'employment_start_date: not a date', 'gender: unknown value'] });
    });

    it('leaves a resource as stored, with a warning, when an answer has no data list', async () => {
      const report = new SyncReportCollector(NOW);
      t.fake.failNext({ path: `${SAGE_BASE}/teams` }, json({ meta: {} }));
      await expect(t.connector.fetchGroups!(conn, ctx(report, 'groups'))).rejects.toThrow('no teams: data list');
      expect(issueLines(report).warnings).toStrictEqual(['teams: data: the answer has no list here; nothing was stored or removed']);
    });

    it('creates an employee with the form Sage HR takes, and reads it back', async () => {
      const input = { first_name: 'Ada', last_name: 'Lovelace', work_email: 'ada@brightwell.example', start_date: '2024-07-01' };
      const created = await expectCreatedGolden('sagehr', t.connector, conn, ctx, input);
      expect(created.remote_id).toBe(String(CREATED_EMPLOYEE_ID));
      const post = t.fake.requests.find((r) => r.method === 'POST');
      expect(Object.fromEntries(new URLSearchParams(post!.body))).toStrictEqual({
        email: 'ada@brightwell.example',
        first_name: 'Ada',
        last_name: 'Lovelace',
        work_start_date: '2024-07-01',
      });
      await expectAppError(t.connector.createEmployee!(conn, { first_name: 'No', last_name: 'Email' }, ctx()), { kind: 'validation', message: /work_email/ });
    });
  });

  describe('resilience', () => {
    it('waits out a 429 with Retry-After; retries a 5xx on reads, not on the create', async () => {
      t.fake.failNext({ path: `${SAGE_BASE}/teams` }, { status: 429, headers: { 'retry-after': '3' } });
      expect(await t.connector.fetchGroups!(conn, ctx())).toHaveLength(2);
      expect(t.http.waits).toStrictEqual([3000]);
      t.fake.failNext({ method: 'POST', path: `${SAGE_BASE}/employees` }, { status: 503 });
      await expectAppError(
        t.connector.createEmployee!(conn, { first_name: 'Ada', last_name: 'Lovelace', work_email: 'ada@brightwell.example' }, ctx()),
        { kind: 'unavailable' },
      );
    });
  });
});
