// PayFit against a fake built on its published description (payfit/payfit.com.yaml, the Partner API): every API
// request must be a documented operation with its required parameters and a bearer token, every fixture must
// validate against the operation's response schema, and the one call the description lacks (token introspection,
// for the company id) is allowed by the declaration's docs link. PayFit's OAuth server answers beside the API.
import { describe, expect, it } from 'vitest';
import { createPayfitConnector } from '../../server/src/connectors/payfit/payfit.connector';
import { SyncReportCollector } from '../../server/src/connectors/sync-report';
import { json } from '../fakes/fake-server';
import { COMPANY_ID, PAYFIT_BASE, PAYFIT_CLIENT_ID, PAYFIT_OAUTH, startPayfitFake } from '../fakes/payfit/server';
import { describeAgainstDescription, expectAppError, expectGolden, fastHttp, issueLines, NOW, fetchInOneSync, connectedTo, expectIssueLines, expectFetchedGoldens } from './helpers';
import { connectThroughPopup, oauthService, popupSuite, PUBLIC_URL, widgetState } from './oauth-helpers';

const SCOPES =
  'collaborators:read collaborators:contracts:read collaborators:management:read collaborators:personal:read ' +
  'collaborators:legal-identity:read contracts:read contracts:time-information:read';

describeAgainstDescription('payfit', startPayfitFake, (http) => createPayfitConnector({ http }), (t) => {
  const s = popupSuite(t, { provider: 'payfit', oauth: PAYFIT_OAUTH, baseUrl: (url) => `${url}${PAYFIT_BASE}`, entityId: COMPANY_ID });
  const api = (tail: string) => t.fake.requests.filter((r) => r.path === `${PAYFIT_BASE}/companies/${COMPANY_ID}/${tail}`);

  describe('OAuth popup', () => {
    it('start redirects to PayFit with our client id, callback and the scopes the connector reads', async () => {
      const start = await oauthService(s.apps, s.grants).start('payfit', widgetState());
      const url = new URL(start.redirectTo);
      expect(`${url.origin}${url.pathname}`).toBe(`${t.fake.url}/authorize`);
      expect(Object.fromEntries([...url.searchParams].filter(([k]) => k !== 'state'))).toStrictEqual({
        response_type: 'code',
        client_id: PAYFIT_CLIENT_ID,
        redirect_uri: `${PUBLIC_URL}/oauth/payfit/callback`,
        scope: SCOPES,
      });
    });

    it('the callback exchanges the code with the client credentials in the form', async () => {
      const { key } = await connectThroughPopup(oauthService(s.apps, s.grants), 'payfit');
      expect(t.fake.oauth.tokenCalls).toStrictEqual([s.codeExchange()]);
      expect(await s.grants.find('payfit', key)).toMatchObject({ accessToken: expect.stringMatching(/^payfit_at_/) });
    });
  });

  describe('sign-in with the pasted key', () => {
    it('reads the company of the tokens by introspection, then its name; the key works once', async () => {
      const { key } = await connectThroughPopup(oauthService(s.apps, s.grants), 'payfit');
      t.fake.requests.length = 0;
      expect(await s.signIn(key)).toStrictEqual(connectedTo({ id: COMPANY_ID, name: 'Atelier Lumière' }, s.issuedCredentials()));
      const [introspect, company] = t.fake.requests;
      expect(`${introspect?.method} ${introspect?.path}`).toBe('POST /introspect');
      expect(JSON.parse(introspect!.body)).toStrictEqual({ token: expect.stringMatching(/^payfit_at_/) });
      expect(`${company?.method} ${company?.path}`).toBe(`GET ${PAYFIT_BASE}/companies/${COMPANY_ID}`);
      expect(t.fake.undocumentedCalls()).toStrictEqual(['POST /introspect (https://developers.payfit.io/docs/authentication-via-api-key)']);
      await expectAppError(s.signIn(key), { kind: 'authentication', code: 'incorrect_username_or_password' });
    });

    it('tokens PayFit says are inactive reach no company', async () => {
      const { key } = await connectThroughPopup(oauthService(s.apps, s.grants), 'payfit');
      t.fake.failNext({ path: '/introspect' }, json({ active: false }));
      await expectAppError(s.signIn(key), { kind: 'authentication', code: 'no_valid_accounts', message: 'PayFit granted access to no company' });
    });

    it('maps sign-in failures and says when PayFit is not configured', async () => {
      await s.expectSignInRefusals();
      await s.expectSignInUnconfigured('payfit is not configured on this server: set PROVIDER_PAYFIT_CLIENT_ID and PROVIDER_PAYFIT_CLIENT_SECRET');
    });
  });

  describe('data', () => {
    it('maps the company', () => expectFetchedGoldens('payfit', t.connector, s.connection(), s.ctx, 'fetchCompany'));

    it('maps collaborators with their contracts, paging by nextPageToken', async () => {
      const paged = createPayfitConnector({ http: fastHttp(), pageSize: 2 });
      expectGolden('payfit.employees', await paged.fetchEmployees!(s.connection(), s.ctx()));
      expect(api('collaborators').map((r) => [r.query.get('maxResults'), r.query.get('nextPageToken')])).toStrictEqual([
        ['2', null],
        ['2', Buffer.from(JSON.stringify({ limit: 2, offset: 2 })).toString('base64')],
      ]);
      expect(api('contracts')).toHaveLength(2);
    });

    it('reads the collaborators once per sync; their teams are the groups', async () => {
      const conn = s.connection();
      const [, groups] = await fetchInOneSync(t.connector, conn, s.ctx(), 'fetchEmployees', 'fetchGroups');
      expectGolden('payfit.groups', groups);
      expect(api('collaborators')).toHaveLength(1);
      expect(api('collaborators')[0]?.query.get('maxResults')).toBe('50');
    });

    it('nulls and counts what it cannot read, in PayFit field names, and skips records without ids', async () => {
      const report = new SyncReportCollector(NOW);
      const rows = [{ id: 'c9', firstName: 'Odd', birthDate: '14/04/1987', gender: 'unknown', nationality: 'Narnia' }, { firstName: 'No id' }];
      t.fake.failNext({ path: `${PAYFIT_BASE}/companies/${COMPANY_ID}/collaborators` }, json({ collaborators: rows, meta: { nextPageToken: null } }));
      const [employee] = await t.connector.fetchEmployees!(s.connection(), s.ctx(report));
      expect([employee?.remote_id, employee?.date_of_birth, employee?.gender, employee?.nationality]).toStrictEqual(['c9', null, null, null]);
      expectIssueLines(report, { skipped: ['id: no collaborator id'], nulled: ['birthDate: not a date', 'gender: unknown value', 'nationality: unknown country'] });
    });

    it('ends a list whose next token repeats the one asked for, with a warning', async () => {
      const again = new SyncReportCollector(NOW);
      const row = { id: 'c1', matricule: null, firstName: 'A', lastName: 'B', secondLastName: null, birthName: null, birthDate: null, terminationDate: null, gender: null, emails: [] };
      t.fake.failNext(
        { path: `${PAYFIT_BASE}/companies/${COMPANY_ID}/collaborators` },
        json({ collaborators: [row], meta: { nextPageToken: 'abc' } }),
        json({ collaborators: [row], meta: { nextPageToken: 'abc' } }),
      );
      expect(await t.connector.fetchGroups!(s.connection(), s.ctx(again, 'groups'))).toStrictEqual([]);
      expect(issueLines(again).warnings).toStrictEqual([
        'meta.nextPageToken: PayFit sent the page token it was asked for as the next one; the list ends there',
      ]);
    });
  });

  describe('tokens and resilience', () => {
    it('refreshes once after a 401 and retries the call', async () => {
      const conn = s.connection();
      t.fake.oauth.revokeAccessTokens();
      expect(await t.connector.fetchCompany!(conn, s.ctx())).toMatchObject({ display_name: 'Atelier Lumière' });
      expect(t.fake.oauth.tokenCalls.map((c) => c.grantType)).toStrictEqual(['refresh_token']);
      expect(conn.stored).toHaveLength(1);
    });

    it('waits out a 429 with Retry-After and retries a 5xx', async () => {
      t.fake.failNext({ path: `${PAYFIT_BASE}/companies/${COMPANY_ID}` }, { status: 429, headers: { 'retry-after': '2' } }, { status: 502 });
      expect(await t.connector.fetchCompany!(s.connection(), s.ctx())).toMatchObject({ remote_id: COMPANY_ID });
      expect(t.http.waits).toHaveLength(2);
      expect(t.http.waits[0]).toBe(2000);
    });
  });
});
