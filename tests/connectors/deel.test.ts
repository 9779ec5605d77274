// Deel against a fake whose REST API is built on Deel's published description: every request must be a
// documented operation (bearer token, parameters within their bounds) and every fixture validates against its
// response schema. The OAuth server is a plain OAuth 2.0 stand-in beside the API.
import { beforeEach, describe, expect, it } from 'vitest';
import { createDeelConnector } from '../../server/src/connectors/deel/deel.connector';
import { SyncReportCollector } from '../../server/src/connectors/sync-report';
import { json } from '../fakes/fake-server';
import { DEEL_API, DEEL_CLIENT_ID, DEEL_OAUTH, startDeelFake } from '../fakes/deel/server';
import { describeAgainstDescription, expectAppError, expectGolden, fastHttp, issueLines, NOW, fetchInOneSync, expectRetryAfterWaited, connectedTo, expectIssueLines, expectFetchedGoldens } from './helpers';
import { appsFor, connectThroughPopup, oauthConnection, oauthService, popupSuite, PUBLIC_URL, widgetState } from './oauth-helpers';

const ORG = '2f6c1a3e-8b7d-4c5e-9f10-3a2b1c0d9e8f';

describeAgainstDescription('deel', startDeelFake, (http) => createDeelConnector({ http, pageSize: 2 }), (t) => {
  const s = popupSuite(t, { provider: 'deel', oauth: DEEL_OAUTH, baseUrl: (url) => `${url}${DEEL_API}`, entityId: ORG });
  const calls = (path: string) => t.fake.requests.filter((r) => r.path === path);
  beforeEach(() => t.fake.twoOrganizations(false));

  describe('deel OAuth popup', () => {
    it('start redirects to Deel with our client id, callback, scopes and a signed state', async () => {
      const service = oauthService(s.apps, s.grants);
      const start = await service.start('deel', widgetState());
      const url = new URL(start.redirectTo);
      expect(`${url.origin}${url.pathname}`).toBe(`${t.fake.url}/oauth2/authorize`);
      expect(Object.fromEntries([...url.searchParams].filter(([k]) => k !== 'state'))).toStrictEqual({
        response_type: 'code',
        client_id: DEEL_CLIENT_ID,
        redirect_uri: `${PUBLIC_URL}/oauth/deel/callback`,
        scope: 'organizations:read people:read time-off:read',
      });
      // Signed, and not the widget's state as such.
      const state = url.searchParams.get('state')!;
      expect(state).toMatch(/^[\w-]+\.[\w-]{43}$/);
      expect(state).not.toContain(widgetState());
      expect(start.cookie).toMatchObject({ name: 'sb_oauth_deel', path: '/oauth/deel/', secure: true, maxAgeSeconds: 900 });
    });

    it('start refuses a missing or foreign state and says when Deel is not configured', async () => {
      const service = oauthService(s.apps, s.grants);
      await expectAppError(service.start('deel', undefined), { kind: 'validation', message: /Connect HERE/ });
      await expectAppError(service.start('deel', 'not base64 json'), { kind: 'validation' });
      await expectAppError(service.start('deel', widgetState({ clientId: 'someone-else' })), { kind: 'validation', message: /invalid client_id/ });
      await expectAppError(service.start('deel', widgetState({ redirectUri: 'https://evil.example/cb' })), { kind: 'validation' });
      await expectAppError(service.start('nope', widgetState()), { kind: 'not_found' });
      await expectAppError(oauthService(appsFor(), s.grants).start('deel', widgetState()), {
        kind: 'not_implemented',
        message: 'deel is not configured on this server: set PROVIDER_DEEL_CLIENT_ID and PROVIDER_DEEL_CLIENT_SECRET',
      });
    });

    it('the callback exchanges the code with HTTP Basic client credentials and keeps the tokens behind a key', async () => {
      const service = oauthService(s.apps, s.grants);
      const { key } = await connectThroughPopup(service, 'deel');
      expect(t.fake.oauth.tokenCalls).toStrictEqual([s.codeExchange()]);
      expect(key).not.toMatch(/deel_/); // never the provider's token
      expect(await s.grants.find('deel', key)).toMatchObject({ accessToken: expect.stringMatching(/^deel_at_/), refreshToken: expect.stringMatching(/^deel_rt_/) });
    });

    it('the callback refuses another browser, a forged state, a bad code and a declined consent', async () => {
      const service = oauthService(s.apps, s.grants);
      const start = await service.start('deel', widgetState());
      const state = new URL(start.redirectTo).searchParams.get('state')!;
      const code = t.fake.oauth.issueCode(`${PUBLIC_URL}/oauth/deel/callback`);
      await expectAppError(service.callback('deel', { code, state }, 'another-browser'), { kind: 'validation', message: /did not start/ });
      await expectAppError(service.callback('deel', { code, state }, undefined), { kind: 'validation' });
      await expectAppError(service.callback('deel', { code, state: `${state.slice(0, -2)}AA` }, start.cookie.value), {
        kind: 'validation',
        message: /invalid or has expired/,
      });
      await expectAppError(service.callback('deel', { code: 'made-up', state }, start.cookie.value), {
        kind: 'authentication',
        code: 'reauthentication_required',
      });
      await expectAppError(service.callback('deel', { error: 'access_denied', state }, start.cookie.value), {
        kind: 'validation',
        message: 'access to Deel was not granted',
      });
      expect(s.grants.rows.size).toBe(0);
    });

    it('a wrong client secret is our configuration error, not the customer\'s', async () => {
      const service = oauthService(appsFor({ ...s.env(), clientSecret: 'wrong' }), s.grants);
      const start = await service.start('deel', widgetState());
      const code = t.fake.oauth.issueCode(`${PUBLIC_URL}/oauth/deel/callback`);
      const state = new URL(start.redirectTo).searchParams.get('state')!;
      const error = await expectAppError(service.callback('deel', { code, state }, start.cookie.value), { kind: 'internal' });
      expect(error.message).not.toContain('wrong');
    });
  });

  describe('deel sign-in with the pasted key', () => {
    it('one organization: signs in at once with the tokens as credentials; the key works once', async () => {
      const { key } = await connectThroughPopup(oauthService(s.apps, s.grants), 'deel');
      const step = await s.signIn(key);
      expect(step).toStrictEqual(connectedTo({ id: ORG, name: 'Acme Global Ltd' }, s.issuedCredentials()));
      await expectAppError(s.signIn(key), { kind: 'authentication', code: 'incorrect_username_or_password' });
    });

    it('several organizations: CHOOSE, then the chosen one', async () => {
      t.fake.twoOrganizations(true);
      const { key } = await connectThroughPopup(oauthService(s.apps, s.grants), 'deel');
      const step = await s.signIn(key);
      expect(step.next).toBe('CHOOSE');
      if (step.next !== 'CHOOSE') throw new Error('expected CHOOSE');
      expect(step.entities).toStrictEqual([
        { id: ORG, name: 'Acme Global Ltd' },
        { id: '7d1e5b2a-0c9f-4e8d-b6a5-1f2e3d4c5b6a', name: 'Acme Labs GmbH' },
      ]);
      const done = await t.connector.choose(step.stash, '7d1e5b2a-0c9f-4e8d-b6a5-1f2e3d4c5b6a', s.ctx());
      expect(done).toMatchObject({ next: null, entity: { name: 'Acme Labs GmbH' }, credentials: { accessToken: expect.any(String) } });
      await expectAppError(t.connector.choose(step.stash, 'not-offered', s.ctx()), { kind: 'validation' });
    });

    it('maps sign-in failures', async () => {
      await s.expectSignInRefusals();
      await s.expectSignInUnconfigured('deel is not configured on this server: set PROVIDER_DEEL_CLIENT_ID and PROVIDER_DEEL_CLIENT_SECRET');
      s.apps = appsFor(s.env());
      // Tokens Deel no longer honours and no way to refresh them: the customer must connect again.
      const key = (await s.grants.save('deel', { accessToken: 'revoked', refreshToken: 'unknown', expiresAt: null, idToken: null, scope: null })).key;
      await expectAppError(s.signIn(key), { kind: 'authentication', code: 'reauthentication_required' });
    });
  });

  describe('deel data', () => {
    it('maps the organization as the company', () => expectFetchedGoldens('deel', t.connector, s.connection(), s.ctx, 'fetchCompany'));

    it('maps people, paging with offset/limit', async () => {
      expectGolden('deel.employees', await t.connector.fetchEmployees!(s.connection(), s.ctx()));
      expect(calls('/rest/v2/people').map((r) => [r.query.get('offset'), r.query.get('limit')])).toStrictEqual([
        ['0', '2'],
        ['2', '2'],
      ]);
    });

    it('asks for 99 people a page (the answer\'s items_per_page stops there) and takes a short page as the last', async () => {
      await createDeelConnector({ http: fastHttp() }).fetchEmployees!(s.connection(), s.ctx());
      expect(calls('/rest/v2/people').map((r) => [r.query.get('offset'), r.query.get('limit')])).toStrictEqual([['0', '99']]);
    });

    it('leaves time off as stored when Deel hands out the same cursor twice', async () => {
      const report = new SyncReportCollector(NOW);
      const page = (id: string) => json({ data: [{ id }], next: 'c1', has_next_page: true, page: 1, page_size: 5 });
      t.fake.failNext({ path: '/rest/v2/time_offs' }, page('a'), page('b'));
      await expect(t.connector.fetchTimeOffEntries!(s.connection(), s.ctx(report, 'time-off-entries'))).rejects.toThrow('no next list');
      expect(issueLines(report).warnings).toStrictEqual(['next: Deel handed out the same page cursor twice; nothing was stored or removed']);
    });

    it('reads the people list once per sync for employees and groups', async () => {
      const conn = s.connection();
      await fetchInOneSync(t.connector, conn, s.ctx(), 'fetchEmployees', 'fetchGroups');
      expect(calls('/rest/v2/people')).toHaveLength(2); // two pages, once
    });

    it('skips (and counts) a person without an id instead of failing the sync', async () => {
      const report = new SyncReportCollector(NOW);
      t.fake.failNext(
        { path: '/rest/v2/people' },
        json({ data: [{ first_name: 'No', last_name: 'Id' }, { id: 'p-1', birth_date: '12/04/1990', hiring_status: 'paused' }], page: { offset: 0, total_rows: 2, items_per_page: 99 } }),
      );
      const employees = await t.connector.fetchEmployees!(s.connection(), s.ctx(report));
      expect(employees.map((e) => [e.remote_id, e.date_of_birth, e.employment_status])).toStrictEqual([['p-1', null, null]]);
      expectIssueLines(report, { skipped: ['id: no person id'], nulled: ['birth_date: not a date', 'hiring_status: unknown value'] });
    });

    it('maps departments and teams as groups', () => expectFetchedGoldens('deel', t.connector, s.connection(), s.ctx, 'fetchGroups'));

    it('maps time off over the window, following the next cursor; cancelled requests are skipped and counted', async () => {
      const report = new SyncReportCollector(NOW);
      expectGolden('deel.time-off-entries', await t.connector.fetchTimeOffEntries!(s.connection(), s.ctx(report, 'time-off-entries')));
      expect(issueLines(report).skipped).toStrictEqual(['status: canceled request']);
      expect(calls('/rest/v2/time_offs').map((r) => [r.query.get('start_date'), r.query.get('end_date'), r.query.get('next')])).toStrictEqual([
        ['2023-06-16T00:00:00Z', '2025-06-15T23:59:59Z', null],
        ['2023-06-16T00:00:00Z', '2025-06-15T23:59:59Z', '2'],
      ]);
    });
  });

  describe('deel tokens', () => {
    it('refreshes an expired access token before the call and stores the new credentials', async () => {
      const conn = s.connection(new Date(NOW.getTime() - 1000).toISOString());
      const refreshToken = conn.credentials.refreshToken;
      expect(await t.connector.fetchCompany!(conn, s.ctx())).toMatchObject({ remote_id: ORG });
      expect(t.fake.oauth.tokenCalls).toMatchObject([{ grantType: 'refresh_token', refreshToken, clientId: DEEL_CLIENT_ID }]);
      // Deel does not rotate the refresh token: the old one is kept.
      expect(conn.stored).toStrictEqual([
        { accessToken: expect.stringMatching(/^deel_at_/), refreshToken, expiresAt: new Date(NOW.getTime() + 3_600_000).toISOString() },
      ]);
      expect(conn.credentials).toStrictEqual(conn.stored[0]);
    });

    it('refreshes once after a 401 and retries the call', async () => {
      const conn = s.connection();
      t.fake.oauth.revokeAccessTokens();
      expect(await t.connector.fetchEmployees!(conn, s.ctx())).toHaveLength(3);
      expect(t.fake.oauth.tokenCalls.map((c) => c.grantType)).toStrictEqual(['refresh_token']);
      expect(conn.stored).toHaveLength(1);
    });

    it('an expired connection that cannot refresh asks to connect again', async () => {
      const conn = oauthConnection('deel', ORG, { accessToken: 'old', refreshToken: 'gone', expiresAt: new Date(NOW.getTime() - 1).toISOString() });
      await expectAppError(t.connector.fetchCompany!(conn, s.ctx()), { kind: 'authentication', code: 'reauthentication_required' });
      expect(conn.stored).toStrictEqual([]);
    });
  });

  describe('deel resilience', () => {
    it('waits out a 429 with Retry-After', async () => {
      expect(await expectRetryAfterWaited(t, '/rest/v2/organizations', 3, () => t.connector.fetchCompany!(s.connection(), s.ctx()))).toMatchObject({ display_name: 'Acme Global Ltd' });
    });

    it('retries 5xx answers', async () => {
      t.fake.failNext({ path: '/rest/v2/time_offs' }, { status: 502 }, { status: 503 });
      expect(await t.connector.fetchTimeOffEntries!(s.connection(), s.ctx())).toHaveLength(2);
      expect(t.http.waits).toHaveLength(2);
    });
  });
});
