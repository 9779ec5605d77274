// Nmbrs against a fake written from its public reference and the clients that read it (no description is
// published in ../shared/providers): the OAuth popup legs with PKCE, sign-in with the pasted key, the operator's
// subscription key on every call, the data calls the declaration lists with their docs (and nothing else), and token
// refresh. The first sync on odd records is nmbrs.odd-records.test.ts.
import { describe, expect, it } from 'vitest';
import { findProvider } from '../../server/src/connectors/catalogue';
import { createNmbrsConnector } from '../../server/src/connectors/nmbrs/nmbrs.connector';
import { nmbrsProvider } from '../../server/src/connectors/nmbrs/nmbrs.provider';
import { SyncReportCollector } from '../../server/src/connectors/sync-report';
import { fixture } from '../fakes/fake-server';
import { NMBRS_BASE, NMBRS_CLIENT_ID, NMBRS_COMPANY, NMBRS_OAUTH, NMBRS_SUBSCRIPTION_KEY, startNmbrsFake } from '../fakes/nmbrs/server';
import { describeAgainstReference, expectAppError, expectGolden, expectIssueLines, NOW, fetchInOneSync, expectRetryAfterWaited, expectFetchedGoldens } from './helpers';
import { appsFor, connectThroughPopup, oauthService, popupSuite, PUBLIC_URL, widgetState } from './oauth-helpers';

describeAgainstReference('nmbrs', startNmbrsFake, (http) => createNmbrsConnector({ http }), (t) => {
  const s = popupSuite(t, {
    provider: 'nmbrs',
    oauth: NMBRS_OAUTH,
    baseUrl: (url) => `${url}${NMBRS_BASE}`,
    entityId: NMBRS_COMPANY,
    settings: { SUBSCRIPTION_KEY: NMBRS_SUBSCRIPTION_KEY },
  });
  const appsWith = (subscriptionKey: string | null) => appsFor({ ...s.env(), settings: subscriptionKey ? { SUBSCRIPTION_KEY: subscriptionKey } : undefined });
  const api = (path: string) => `${NMBRS_BASE}/api/companies/${NMBRS_COMPANY}/employees${path}`;
  const calls = (path: string) => t.fake.requests.filter((r) => r.path === path);

  it('declares every call with its public docs', () => {
    expect(nmbrsProvider.reference.calls.map((c) => `${c.method} ${c.path}`)).toStrictEqual([
      'GET /api/companies',
      'GET /api/companies/{companyId}/employees/personalinfo',
      'GET /api/companies/{companyId}/employees/employments',
      'GET /api/companies/{companyId}/employees/functions',
      'GET /api/companies/{companyId}/employees/departments',
    ]);
    for (const call of nmbrsProvider.reference.calls) expect(call.docs).toMatch(/^https:\/\/nmbrs\.stoplight\.io\/docs\/nmbrs-restapi/);
  });

  describe('catalogue and OAuth popup', () => {
    it('shows the popup and the key field, not a bare API key (the REST API takes only OAuth)', () => {
      expect(findProvider('official', 'nmbrs')!.signIn).toStrictEqual({
        kind: 'oauth',
        fields: ['api_key'],
        oauthUrl: '/oauth/nmbrs/start',
        assistedUrl: null,
        passwordInput: null,
      });
    });

    it('is not configured without the operator subscription key, and says which setting is missing', () => {
      const resolved = appsWith(null).resolve('nmbrs');
      expect(resolved).toStrictEqual({ ok: false, message: 'nmbrs is not configured on this server: set PROVIDER_NMBRS_SUBSCRIPTION_KEY' });
      expect(s.apps.resolve('nmbrs').ok).toBe(true);
    });

    it('start redirects to Nmbrs with our client id, callback, the scopes it reads and a PKCE challenge', async () => {
      const start = await oauthService(s.apps, s.grants).start('nmbrs', widgetState());
      const url = new URL(start.redirectTo);
      expect(`${url.origin}${url.pathname}`).toBe(`${t.fake.url}/connect/authorize`);
      expect(url.searchParams.get('client_id')).toBe(NMBRS_CLIENT_ID);
      expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/oauth/nmbrs/callback`);
      expect(url.searchParams.get('scope')).toBe('company.info.read employee.info.read employee.employment.read employee.orgstructure.read offline_access');
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    });

    it('popup -> key -> sign-in connects the one company, with the subscription key on the call', async () => {
      const { key } = await connectThroughPopup(oauthService(s.apps, s.grants, t.http), 'nmbrs');
      expect(t.fake.oauth.tokenCalls).toMatchObject([{ grantType: 'authorization_code', clientId: NMBRS_CLIENT_ID }]);
      expect(t.fake.oauth.tokenCalls[0]!.codeVerifier).toBeTruthy();
      const step = await s.signIn(key);
      expect(step).toMatchObject({ next: null, entity: { id: NMBRS_COMPANY, name: 'Bakkerij de Molen B.V.' } });
      const [call] = calls(`${NMBRS_BASE}/api/companies`);
      expect(call?.query.toString()).toBe('pageNumber=1&pageSize=100');
      expect(call?.headers['x-subscription-key']).toBe(NMBRS_SUBSCRIPTION_KEY);
      await expectAppError(s.signIn(key), { kind: 'authentication', code: 'incorrect_username_or_password' });
    });

    it('offers a CHOOSE step when the grant reaches several companies', async () => {
      const { key } = await connectThroughPopup(oauthService(s.apps, s.grants, t.http), 'nmbrs');
      const two = fixture<{ data: object[] }>('nmbrs', 'companies');
      two.data.push({ companyId: '5b6a77c7-6abe-4f31-93dc-2692169e3ea4', number: '1', name: 'Company 1', debtorId: null });
      t.fake.failNext({ path: `${NMBRS_BASE}/api/companies` }, { status: 200, json: two });
      const step = await s.signIn(key);
      expect(step).toMatchObject({ next: 'CHOOSE', entities: [{ id: NMBRS_COMPANY }, { id: '5b6a77c7-6abe-4f31-93dc-2692169e3ea4', name: 'Company 1' }] });
    });

    it('a call without the subscription key is refused by Nmbrs (the sync says so, not "wrong password")', async () => {
      s.apps = appsWith('not-the-key');
      await expectAppError(t.connector.fetchGroups!(s.connection(), s.ctx()), { kind: 'authentication' });
    });

    it('refreshes an expired access token before calling, and keeps the new (rotated) tokens', async () => {
      const conn = s.connection(new Date(NOW.getTime() - 1000).toISOString());
      const before = conn.credentials.refreshToken;
      await t.connector.fetchCompany!(conn, s.ctx());
      expect(t.fake.oauth.tokenCalls.map((c) => c.grantType)).toStrictEqual(['refresh_token']);
      expect(conn.stored).toHaveLength(1);
      expect(conn.stored[0]!.refreshToken).not.toBe(before);
    });

    it('refuses a key it never showed and a blank one, and has no MFA step', () => s.expectSignInRefusals());
  });

  describe('data', () => {
    it('maps the company from the company list', () => expectFetchedGoldens('nmbrs', t.connector, s.connection(), s.ctx, 'fetchCompany'));

    it('maps employees from the four company-wide lists, each read once, following pageNumber', async () => {
      const conn = s.connection();
      const [employees] = await fetchInOneSync(t.connector, conn, s.ctx(), 'fetchEmployees', 'fetchGroups');
      expectGolden('nmbrs.employees', employees);
      expect(calls(api('/personalinfo')).map((r) => r.query.get('pageNumber'))).toStrictEqual(['1', '2']);
      for (const list of ['/employments', '/functions', '/departments']) expect(calls(api(list)), list).toHaveLength(1);
    });

    it('maps the departments the employees name as groups, by their current name', () => expectFetchedGoldens('nmbrs', t.connector, s.connection(), s.ctx, 'fetchGroups'));

    it('nulls and counts what it cannot read, in Nmbrs field names, and skips rows without an id', async () => {
      const report = new SyncReportCollector(NOW);
      t.fake.failNext({ path: api('/personalinfo') }, { status: 200, json: fixture('nmbrs', 'personalinfo_odd') });
      t.fake.failNext({ path: api('/employments') }, { status: 200, json: fixture('nmbrs', 'employments_odd') });
      const rows = await t.connector.fetchEmployees!(s.connection(), s.ctx(report));
      expect(rows.map((e) => e.remote_id)).toStrictEqual(['d30ec597-bd29-453e-9613-7786297eedcc']);
      expectIssueLines(report, {
        skipped: ['employeeId: no employee id'],
        nulled: ['basicInfo.employeeType: unknown value', 'birthInfo.birthDate: not a date', 'birthInfo.gender: unknown value', 'employments.startDate: not a date'],
      });
    });
  });

  describe('resilience', () => {
    it('waits out a 429 with Retry-After', () => expectRetryAfterWaited(t, api('/departments'), 1, () => t.connector.fetchGroups!(s.connection(), s.ctx())));
  });
});
