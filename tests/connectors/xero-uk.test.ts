// Xero UK against a fake whose Payroll UK API is built on Xero's published description: every request must be
// a documented operation (Xero-Tenant-Id, bearer token, parameters) or one of the two declared calls of Xero's
// other APIs, and every fixture validates against its response schema. The identity server is a plain
// OAuth 2.0 stand-in beside the API.
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { SyncReportCollector } from '../../server/src/connectors/sync-report';
import { createXeroUkConnector, ukDate, xeroUrls } from '../../server/src/connectors/xero-uk/xero-uk.connector';
import { employmentStatus } from '../../server/src/connectors/xero-uk/xero-uk.mapper';
import { json } from '../fakes/fake-server';
import { startXeroFake, XERO_CLIENT_ID, XERO_ID_TOKEN, XERO_OAUTH, XERO_PAYROLL, XERO_TENANT } from '../fakes/xero-uk/server';
import { describeAgainstDescription, expectAppError, expectGolden, expectIssueLines, NOW, expectRetryAfterWaited, connectedTo } from './helpers';
import { appsFor, connectThroughPopup, oauthConnection, oauthService, popupSuite, PUBLIC_URL, widgetState } from './oauth-helpers';

describeAgainstDescription('xero uk', startXeroFake, (http) => createXeroUkConnector({ http }), (t) => {
  const s = popupSuite(t, {
    provider: 'xero uk',
    oauth: XERO_OAUTH,
    baseUrl: (url) => `${url}${XERO_PAYROLL}`,
    entityId: XERO_TENANT,
    credentials: { idToken: XERO_ID_TOKEN },
  });
  const calls = (path: string) => t.fake.requests.filter((r) => r.path === path);
  beforeEach(() => t.fake.twoOrganisations(false));

  describe('xero uk OAuth popup', () => {
    it('start redirects to Xero with our client id, callback, scopes, PKCE and a signed state', async () => {
      const start = await oauthService(s.apps, s.grants).start('xero-uk', widgetState());
      const url = new URL(start.redirectTo);
      expect(`${url.origin}${url.pathname}`).toBe(`${t.fake.url}/identity/connect/authorize`);
      const params = Object.fromEntries(url.searchParams);
      expect(params).toStrictEqual({
        response_type: 'code',
        client_id: XERO_CLIENT_ID,
        redirect_uri: `${PUBLIC_URL}/oauth/xero-uk/callback`,
        scope: 'openid profile email offline_access payroll.employees.read accounting.settings.read',
        state: expect.stringMatching(/^[\w-]+\.[\w-]{43}$/),
        code_challenge: createHash('sha256').update(start.cookie.value).digest('base64url'),
        code_challenge_method: 'S256',
      });
      expect(start.cookie.name).toBe('sb_oauth_xero_uk');
    });

    it('says when Xero UK is not configured', async () => {
      await expectAppError(oauthService(appsFor(), s.grants).start('xero-uk', widgetState()), {
        kind: 'not_implemented',
        message: 'xero uk is not configured on this server: set PROVIDER_XERO_UK_CLIENT_ID and PROVIDER_XERO_UK_CLIENT_SECRET',
      });
    });

    it('the callback sends the PKCE verifier with the code and keeps the id token', async () => {
      const { key } = await connectThroughPopup(oauthService(s.apps, s.grants), 'xero-uk');
      expect(t.fake.oauth.tokenCalls).toMatchObject([
        { grantType: 'authorization_code', redirectUri: `${PUBLIC_URL}/oauth/xero-uk/callback`, codeVerifier: expect.stringMatching(/^\w{43}$/), clientId: XERO_CLIENT_ID },
      ]);
      expect(await s.grants.find('xero uk', key)).toMatchObject({ idToken: XERO_ID_TOKEN, expiresAt: new Date(NOW.getTime() + 1_800_000).toISOString() });
      // A Deel key is not a Xero key.
      expect(await s.grants.find('deel', key)).toBeNull();
    });
  });

  describe('xero uk sign-in with the pasted key', () => {
    it('one organisation (practices are not offered): signs in with access, refresh and id tokens', async () => {
      const { key } = await connectThroughPopup(oauthService(s.apps, s.grants), 'xero-uk');
      expect(await s.signIn(key)).toStrictEqual(connectedTo({ id: XERO_TENANT, name: 'Demo Company (UK)' }, { ...s.issuedCredentials(), idToken: XERO_ID_TOKEN }));
      expect(calls('/connections')[0]?.headers['xero-tenant-id']).toBeUndefined();
      expect(t.fake.undocumentedCalls()).toStrictEqual(['GET /connections (https://developer.xero.com/documentation/guides/oauth2/tenants)']);
    });

    it('several organisations: CHOOSE the tenant', async () => {
      t.fake.twoOrganisations(true);
      const { key } = await connectThroughPopup(oauthService(s.apps, s.grants), 'xero-uk');
      const step = await s.signIn(key);
      if (step.next !== 'CHOOSE') throw new Error(`expected CHOOSE, got ${String(step.next)}`);
      expect(step.entities).toStrictEqual([
        { id: XERO_TENANT, name: 'Demo Company (UK)' },
        { id: 'b2c885a9-4bb9-4a00-9b6e-6c2bf60b1a2b', name: 'Northwind Trading Ltd' },
      ]);
      const done = await t.connector.choose(step.stash, 'b2c885a9-4bb9-4a00-9b6e-6c2bf60b1a2b', s.ctx());
      expect(done).toMatchObject({ next: null, entity: { id: 'b2c885a9-4bb9-4a00-9b6e-6c2bf60b1a2b' }, credentials: { idToken: XERO_ID_TOKEN } });
    });

    it('maps sign-in failures', async () => {
      await expectAppError(s.signIn('sbk_nothing'), { kind: 'authentication', code: 'incorrect_username_or_password' });
      // A grant that reaches no organisation.
      t.fake.failNext({ path: '/connections' }, { status: 200, json: [] });
      const { key } = await connectThroughPopup(oauthService(s.apps, s.grants), 'xero-uk');
      await expectAppError(s.signIn(key), { kind: 'authentication', code: 'no_valid_accounts' });
      // The key was not spent on the failed attempt.
      expect(await s.signIn(key)).toMatchObject({ next: null });
    });
  });

  describe('xero uk data', () => {
    it('the APIs sit beside the configured Payroll UK base', () => {
      expect(xeroUrls('https://api.xero.com/payroll.xro/2.0')).toStrictEqual({
        payroll: 'https://api.xero.com/payroll.xro/2.0',
        accounting: 'https://api.xero.com/api.xro/2.0',
        identity: 'https://api.xero.com',
      });
    });

    it('maps the Accounting organisation as the company', async () => {
      expectGolden('xero-uk.company', await t.connector.fetchCompany!(s.connection(), s.ctx()));
      expect(calls('/api.xro/2.0/Organisation')[0]?.headers['xero-tenant-id']).toBe(XERO_TENANT);
      // Xero's identity and Accounting APIs are not in the Payroll UK description: the declaration links their docs.
      expect(t.fake.undocumentedCalls()).toStrictEqual([
        'GET /api.xro/2.0/Organisation (https://developer.xero.com/documentation/api/accounting/organisation)',
        'GET /connections (https://developer.xero.com/documentation/guides/oauth2/tenants)',
      ]);
    });

    it('maps Payroll UK employees page by page', async () => {
      expectGolden('xero-uk.employees', await t.connector.fetchEmployees!(s.connection(), s.ctx()));
      expect(calls('/payroll.xro/2.0/Employees').map((r) => r.query.get('page'))).toStrictEqual(['1', '2', '3']);
    });

    it('tells future starters (pending) and leavers (inactive) from employees by the sync clock, and reads the contract in force', async () => {
      const employees = await t.connector.fetchEmployees!(s.connection(), s.ctx());
      expect(employees.map((e) => [e.first_name, e.start_date, e.termination_date, e.employment_status, e.employment_type])).toStrictEqual([
        ['Jack', '2020-02-03', null, 'active', null],
        ['Charlotte', '2020-02-03', null, 'active', 'part_time'],
        // Part time from 2019, then a full-time fixed term from 2020 that runs to 2026.
        ['Chelsea', '2019-07-01', null, 'active', 'full_time'],
        // Starts on 2024-07-01; the sync clock says 2024-06-15.
        ['Priya', '2024-07-01', null, 'pending', 'full_time'],
        // Left on 2024-03-31; an off-payroll worker (IR35) is a contractor whatever the contract says.
        ['Tom', '2021-09-01', '2024-03-31', 'inactive', 'contractor'],
      ]);
    });

    it('judges the day in UK time, and the last day of employment is still a working day', () => {
      // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
      expect([ukDate(new Date('2024-06-30T23:30:00Z')), ukDate(new Date('2024-12-31T23:30:00Z'))]).toStrictEqual(['2024-07-01', '2024-12-31']);
      expect([
        employmentStatus('2024-07-01', null, '2024-06-30'),
        employmentStatus('2024-07-01', null, '2024-07-01'),
        employmentStatus('2020-01-01', '2024-07-01', '2024-07-01'),
        employmentStatus('2020-01-01', '2024-07-01', '2024-07-02'),
        employmentStatus(null, null, '2024-07-01'),
      ]).toStrictEqual(['pending', 'active', 'active', 'inactive', null]);
    });

    it('uses the connector context\'s clock, not the machine\'s', async () => {
      const later = { ...s.ctx(), now: () => new Date('2024-07-01T06:00:00Z') };
      const priya = (await t.connector.fetchEmployees!(s.connection(), later)).find((e) => e.first_name === 'Priya');
      expect(priya?.employment_status).toBe('active');
    });

    it('skips (and counts) an employee without an id instead of failing the sync', async () => {
      const report = new SyncReportCollector(NOW);
      t.fake.failNext(
        { path: '/payroll.xro/2.0/Employees' },
        json({ pagination: { page: 1, pageSize: 100, pageCount: 1, itemCount: 2 }, problem: null, employees: [{ firstName: 'No', lastName: 'Id' }, { employeeID: 'x1', gender: 'X', startDate: '03/02/2020' }] }),
      );
      const employees = await t.connector.fetchEmployees!(s.connection(), s.ctx(report));
      expect(employees.map((e) => [e.remote_id, e.gender, e.start_date])).toStrictEqual([['x1', null, null]]);
      expectIssueLines(report, { skipped: ['employeeID: no employee id'], nulled: ['gender: unknown value', 'startDate: not a date'] });
    });

    it('reads the identity from the id token', async () => {
      expect(await t.connector.fetchIdentity!(s.connection(), s.ctx())).toStrictEqual({ name: 'Sam Reid', email: 'sam.reid@democompany.example', phone_number: null });
      expect(t.fake.requests).toHaveLength(0);
    });
  });

  describe('xero uk tokens', () => {
    it('refreshes the 30-minute token when expired, storing the rotated refresh token and keeping the id token', async () => {
      const conn = s.connection(new Date(NOW.getTime() - 1).toISOString());
      const old = conn.credentials.refreshToken;
      await t.connector.fetchEmployees!(conn, s.ctx());
      expect(t.fake.oauth.tokenCalls).toMatchObject([{ grantType: 'refresh_token', refreshToken: old }]);
      expect(conn.stored).toHaveLength(1);
      expect(conn.stored[0]).toStrictEqual({
        accessToken: expect.stringMatching(/^xero_at_/),
        refreshToken: expect.not.stringMatching(old!),
        expiresAt: new Date(NOW.getTime() + 1_800_000).toISOString(),
        idToken: XERO_ID_TOKEN,
      });
      // Later calls use the new token without another refresh.
      await t.connector.fetchCompany!(conn, s.ctx());
      expect(t.fake.oauth.tokenCalls).toHaveLength(1);
    });

    it('concurrent calls on one connection share one refresh', async () => {
      const conn = s.connection(new Date(NOW.getTime() - 1).toISOString());
      await Promise.all([t.connector.fetchEmployees!(conn, s.ctx()), t.connector.fetchCompany!(conn, s.ctx())]);
      expect(t.fake.oauth.tokenCalls).toHaveLength(1);
    });
  });

  describe('xero uk resilience', () => {
    it('waits out a 429 with Retry-After', async () => {
      expect(await expectRetryAfterWaited(t, '/payroll.xro/2.0/Employees', 5, () => t.connector.fetchEmployees!(s.connection(), s.ctx()))).toHaveLength(5);
    });

    it('retries 5xx answers', async () => {
      t.fake.failNext({ path: '/api.xro/2.0/Organisation' }, { status: 500 }, { status: 503 });
      expect(await t.connector.fetchCompany!(s.connection(), s.ctx())).toMatchObject({ legal_name: 'Demo Company (UK) Limited' });
      expect(t.http.waits).toHaveLength(2);
    });

    it('a wrong tenant is a permission refusal', async () => {
      const conn = oauthConnection('xero uk', 'another-tenant', { accessToken: t.fake.oauth.issueTokens().accessToken });
      await expectAppError(t.connector.fetchCompany!(conn, s.ctx()), { kind: 'authentication', code: 'insufficient_permission' });
    });
  });
});
