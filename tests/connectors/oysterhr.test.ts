// Oyster HR against a fake built on its published description (oyster-hr/oysterhr.com.yaml): every request must be
// a documented operation with a bearer token (the token exchange included, checked against the description's
// form), and every fixture must validate against the operation's response schema. The developer app's own consent
// page answers beside the API.
import { describe, expect, it } from 'vitest';
import { createOysterhrConnector } from '../../server/src/connectors/oysterhr/oysterhr.connector';
import { SyncReportCollector } from '../../server/src/connectors/sync-report';
import { json } from '../fakes/fake-server';
import { COMPANY_ID, OYSTER_AUTHORIZE_PATH, OYSTER_CLIENT_ID, OYSTER_CLIENT_SECRET, OYSTER_OAUTH, startOysterFake } from '../fakes/oysterhr/server';
import { describeAgainstDescription, expectAppError, expectGolden, fastHttp, issueLines, NOW, connectedTo, expectIssueLines, expectFetchedGoldens } from './helpers';
import { appsFor, connectThroughPopup, oauthService, popupSuite, PUBLIC_URL, widgetState } from './oauth-helpers';

describeAgainstDescription('oysterhr', startOysterFake, (http) => createOysterhrConnector({ http }), (t) => {
  const s = popupSuite(t, { provider: 'oysterhr', oauth: OYSTER_OAUTH, baseUrl: (url) => url, entityId: COMPANY_ID });
  const calls = (path: string) => t.fake.requests.filter((r) => r.path === path);

  describe('OAuth popup', () => {
    it("start redirects to the app's own Authorization URL, without scopes (they are the app's)", async () => {
      const start = await oauthService(s.apps, s.grants).start('oysterhr', widgetState());
      const url = new URL(start.redirectTo);
      expect(`${url.origin}${url.pathname}`).toBe(`${t.fake.url}${OYSTER_AUTHORIZE_PATH}`);
      expect(Object.fromEntries([...url.searchParams].filter(([k]) => k !== 'state'))).toStrictEqual({
        response_type: 'code',
        client_id: OYSTER_CLIENT_ID,
        redirect_uri: `${PUBLIC_URL}/oauth/oysterhr/callback`,
      });
    });

    it('the Authorization URL is the operator\'s to set: without it Oyster HR is not configured', async () => {
      const unset = appsFor({ ...s.env(), authorizeUrl: undefined as unknown as string });
      await expectAppError(oauthService(unset, s.grants).start('oysterhr', widgetState()), {
        kind: 'not_implemented',
        message: 'oysterhr is not configured on this server: set PROVIDER_OYSTERHR_AUTHORIZE_URL',
      });
    });

    it("the callback exchanges the code at the description's token endpoint (client credentials in the form)", async () => {
      const { key } = await connectThroughPopup(oauthService(s.apps, s.grants), 'oysterhr');
      expect(t.fake.oauth.tokenCalls).toMatchObject([{ grantType: 'authorization_code', redirectUri: `${PUBLIC_URL}/oauth/oysterhr/callback`, clientId: OYSTER_CLIENT_ID }]);
      const exchange = calls('/oauth2/token')[0]!;
      expect(Object.fromEntries(new URLSearchParams(exchange.body))).toMatchObject({ client_id: OYSTER_CLIENT_ID, client_secret: OYSTER_CLIENT_SECRET, grant_type: 'authorization_code' });
      expect(await s.grants.find('oysterhr', key)).toMatchObject({ accessToken: expect.stringMatching(/^oyster_at_/), refreshToken: expect.stringMatching(/^oyster_rt_/) });
    });
  });

  describe('sign-in with the pasted key', () => {
    it('connects the company of the tokens; the key works once', async () => {
      const { key } = await connectThroughPopup(oauthService(s.apps, s.grants), 'oysterhr');
      expect(await s.signIn(key)).toStrictEqual(connectedTo({ id: COMPANY_ID, name: 'Kelpie Labs Ltd' }, s.issuedCredentials()));
      await expectAppError(s.signIn(key), { kind: 'authentication', code: 'incorrect_username_or_password' });
    });

    it('maps sign-in failures', () => s.expectSignInRefusals());
  });

  describe('data', () => {
    it('maps the company and its corporate address', () => expectFetchedGoldens('oysterhr', t.connector, s.connection(), s.ctx, 'fetchCompany'));

    it('maps engagements (employments and contracts) as employees, paging with page and per_page', async () => {
      const paged = createOysterhrConnector({ http: fastHttp(), pageSize: 2 });
      expectGolden('oysterhr.employees', await paged.fetchEmployees!(s.connection(), s.ctx()));
      expect(calls('/v1/engagements').map((r) => [r.query.get('page'), r.query.get('per_page')])).toStrictEqual([
        ['1', '2'],
        ['2', '2'],
      ]);
    });

    it('maps departments as groups', () => expectFetchedGoldens('oysterhr', t.connector, s.connection(), s.ctx, 'fetchGroups'));

    it('maps time off requests (submitted, approved, rejected) and annual leave entitlements as vacation balances', async () => {
      const report = new SyncReportCollector(NOW);
      expectGolden('oysterhr.time-off-entries', await t.connector.fetchTimeOffEntries!(s.connection(), s.ctx(report, 'time-off-entries')));
      expect(issueLines(report)).toStrictEqual({ skipped: [], nulled: [], warnings: [] });
      expectGolden('oysterhr.time-off-balances', await t.connector.fetchTimeOffBalances!(s.connection(), s.ctx()));
    });

    it('maps only documented engagement states: DRAFT is pending; IN_PROGRESS (meaning not documented) is nulled and counted', async () => {
      const report = new SyncReportCollector(NOW);
      const employees = await t.connector.fetchEmployees!(s.connection(), s.ctx(report));
      expect(employees.map((e) => [e.remote_id, e.employment_status, e.employment_type])).toStrictEqual([
        ['2ug3WBT0', 'pending', null],
        ['VVlXNYcy', null, 'contractor'],
        ['AVT7lRbj', 'pending', null],
        ['R73L6T8L', null, null],
      ]);
      // (NZD is no currency of SPEC §5.)
      expect(issueLines(report).nulled).toStrictEqual(['salary.currencyCode: unsupported currency', 'state: unknown value']);
    });

    it('nulls and counts values the description does not document (states, types), in Oyster field names', async () => {
      const report = new SyncReportCollector(NOW);
      // Values one might guess from other providers; Oyster documents none of them.
      const engagement = { engagementId: 'guess1', startDate: '2022-01-01', engagementType: 'EMPLOYMENT', state: 'ACTIVE', role: 'x', countryCode: 'GB', personalDetails: { name: 'Guess', addresses: {} }, employment: { employmentType: 'FULL_TIME' } };
      t.fake.failNext({ path: '/v1/engagements' }, json({ data: [engagement], meta: { page: 1, pages: 1 } }));
      const [employee] = await t.connector.fetchEmployees!(s.connection(), s.ctx(report));
      expect([employee?.employment_status, employee?.employment_type]).toStrictEqual([null, null]);
      const request = { timeOffRequestId: 'guess2', engagement: { engagementId: 'guess1' }, startDate: '2024-03-11', endDate: '2024-03-11', state: 'CANCELLED', type: 'SICK', periodInHours: 8 };
      t.fake.failNext({ path: '/v1/time_off/requests' }, json({ data: [request], meta: { page: 1, pages: 1 } }));
      const [entry] = await t.connector.fetchTimeOffEntries!(s.connection(), s.ctx(report, 'time-off-entries'));
      expect([entry?.status, entry?.policy_type, entry?.policy_name]).toStrictEqual([null, null, 'SICK']);
      expect(issueLines(report).nulled).toStrictEqual(['employment.employmentType: unknown value', 'state: unknown value', 'state: unknown value', 'type: unknown value']);
    });

    it('nulls and counts what it cannot read, in Oyster field names, and skips records without ids', async () => {
      const report = new SyncReportCollector(NOW);
      const rows = [
        { engagementId: 'odd1', startDate: '2022-13-01', engagementType: 'EMPLOYMENT', state: 'DRAFT', role: 'x', countryCode: 'GB', personalDetails: { name: 'Odd', addresses: {} } },
        { engagementType: 'CONTRACT', startDate: '2022-01-01', role: 'x', countryCode: 'GB', personalDetails: { name: 'No id', addresses: {} } },
      ];
      t.fake.failNext({ path: '/v1/engagements' }, json({ data: rows, meta: { page: 1, pages: 1 } }));
      const [employee] = await t.connector.fetchEmployees!(s.connection(), s.ctx(report));
      expect([employee?.remote_id, employee?.start_date, employee?.employment_status]).toStrictEqual(['odd1', null, 'pending']);
      expectIssueLines(report, { skipped: ['engagementId: no engagement id'], nulled: ['startDate: not a date'] });
    });
  });

  describe('tokens and resilience', () => {
    it('refreshes an expired token first and stores the rotated refresh token', async () => {
      const conn = s.connection(new Date(NOW.getTime() - 1000).toISOString());
      const old = conn.credentials.refreshToken;
      expect(await t.connector.fetchCompany!(conn, s.ctx())).toMatchObject({ remote_id: COMPANY_ID });
      expect(t.fake.oauth.tokenCalls).toMatchObject([{ grantType: 'refresh_token', refreshToken: old, clientId: OYSTER_CLIENT_ID }]);
      expect(conn.stored).toHaveLength(1);
      expect(conn.stored[0]!.refreshToken).not.toBe(old);
    });

    it('waits out a 429 with Retry-After and retries a 5xx', async () => {
      t.fake.failNext({ path: '/v1/departments' }, { status: 429, headers: { 'retry-after': '2' } }, { status: 503 });
      expect(await t.connector.fetchGroups!(s.connection(), s.ctx())).toHaveLength(2);
      expect(t.http.waits).toHaveLength(2);
    });
  });
});
