// Employment Hero against a fake written from its public reference and the vendor's Go client (no description
// is published in ../shared/providers): the OAuth popup legs, sign-in with the pasted key, the data calls the
// declaration lists with their docs (and nothing else), and token refresh. The first sync on odd records is
// employment-hero.odd-records.test.ts.
import { describe, expect, it } from 'vitest';
import { createEmploymentHeroConnector } from '../../server/src/connectors/employment-hero/employment-hero.connector';
import { SyncReportCollector } from '../../server/src/connectors/sync-report';
import { EH_BASE, EH_CLIENT_ID, EH_OAUTH, EH_ORG, startEmploymentHeroFake } from '../fakes/employment-hero/server';
import { fixture } from '../fakes/fake-server';
import { describeAgainstReference, expectAppError, expectGolden, expectIssueLines, NOW, fetchInOneSync, expectRetryAfterWaited, expectFetchedGoldens } from './helpers';
import { connectThroughPopup, oauthService, popupSuite, PUBLIC_URL, widgetState } from './oauth-helpers';

describeAgainstReference('employment hero', startEmploymentHeroFake, (http) => createEmploymentHeroConnector({ http }), (t) => {
  const s = popupSuite(t, { provider: 'employment hero', oauth: EH_OAUTH, baseUrl: (url) => `${url}${EH_BASE}`, entityId: EH_ORG });
  const api = (path: string) => `${EH_BASE}/api/v1/organisations/${EH_ORG}${path}`;
  const calls = (path: string) => t.fake.requests.filter((r) => r.path === path);

  describe('OAuth popup and sign-in', () => {
    it('start redirects to Employment Hero with our client id and callback, no scopes and no PKCE', async () => {
      const start = await oauthService(s.apps, s.grants).start('employment-hero', widgetState());
      const url = new URL(start.redirectTo);
      expect(`${url.origin}${url.pathname}`).toBe(`${t.fake.url}/oauth2/authorize`);
      expect(Object.fromEntries([...url.searchParams].filter(([k]) => k !== 'state'))).toStrictEqual({
        response_type: 'code',
        client_id: EH_CLIENT_ID,
        redirect_uri: `${PUBLIC_URL}/oauth/employment-hero/callback`,
      });
    });

    it('popup -> key -> sign-in connects the one organisation, the client credentials in the form body', async () => {
      const { key } = await connectThroughPopup(oauthService(s.apps, s.grants, t.http), 'employment-hero');
      expect(t.fake.oauth.tokenCalls).toMatchObject([{ grantType: 'authorization_code', clientId: EH_CLIENT_ID }]);
      const step = await s.signIn(key);
      expect(step).toMatchObject({ next: null, entity: { id: EH_ORG, name: 'Wattle & Co' } });
      expect(calls(`${EH_BASE}/api/v1/organisations`)[0]?.query.toString()).toBe('page_index=1&item_per_page=100');
      await expectAppError(s.signIn(key), { kind: 'authentication', code: 'incorrect_username_or_password' });
    });

    it('refreshes an expired access token before calling, and keeps the new one', async () => {
      const conn = s.connection(new Date(NOW.getTime() - 1000).toISOString());
      await t.connector.fetchCompany!(conn, s.ctx());
      expect(t.fake.oauth.tokenCalls.map((c) => c.grantType)).toStrictEqual(['refresh_token']);
      expect(conn.stored).toHaveLength(1);
    });

    it('refuses a key it never showed and a blank one, and has no MFA step', () => s.expectSignInRefusals());
  });

  describe('data', () => {
    it('maps the organisation', () => expectFetchedGoldens('employment-hero', t.connector, s.connection(), s.ctx, 'fetchCompany'));

    it('maps employees across pages (page_index until total_pages)', async () => {
      expectGolden('employment-hero.employees', await t.connector.fetchEmployees!(s.connection(), s.ctx()));
      expect(calls(api('/employees')).map((r) => r.query.get('page_index'))).toStrictEqual(['1', '2']);
    });

    it('maps teams and the cost centres employees name, reading employees once per sync', async () => {
      const conn = s.connection();
      const [groups] = await fetchInOneSync(t.connector, conn, s.ctx(), 'fetchGroups', 'fetchEmployees');
      expectGolden('employment-hero.groups', groups);
      expect(calls(api('/employees'))).toHaveLength(2);
    });

    it('maps leave requests in hours, "Declined" as rejected and "Holiday" as vacation', async () => {
      expectGolden('employment-hero.time-off-entries', await t.connector.fetchTimeOffEntries!(s.connection(), s.ctx()));
    });

    it('maps every employee\'s timesheet entries through employee "-"', async () => {
      expectGolden('employment-hero.timesheets', await t.connector.fetchTimesheets!(s.connection(), s.ctx()));
      expect(calls(api('/employees/-/timesheet_entries'))).toHaveLength(1);
    });

    it('nulls and counts what it cannot read, in Employment Hero field names, and skips rows without an id', async () => {
      const report = new SyncReportCollector(NOW);
      const odd = fixture('employment-hero', 'employees_odd');
      t.fake.failNext({ path: api('/employees') }, { status: 200, json: odd });
      const rows = await t.connector.fetchEmployees!(s.connection(), s.ctx(report));
      expect(rows.map((e) => e.remote_id)).toStrictEqual(['3cfd1633-4920-4a1b-be7e-98a131590a01']);
      expectIssueLines(report, { skipped: ['id: no employee id'], nulled: ['date_of_birth: not a date', 'gender: unknown value', 'start_date: not a date'] });
    });
  });

  describe('resilience', () => {
    it('waits out a 429 with Retry-After', () => expectRetryAfterWaited(t, api('/teams'), 1, () => t.connector.fetchGroups!(s.connection(), s.ctx())));
  });
});
