// Employment Hero against a fake written from its public reference and the vendor's Go client (no description
// is published in ../shared/providers): the OAuth popup legs, sign-in with the pasted key, the data calls the
// declaration lists with their docs (and nothing else), and token refresh (a first sync on odd records: employment-hero.odd-records.test.ts).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Connector } from '../../server/src/connectors/connector';
import { createEmploymentHeroConnector } from '../../server/src/connectors/employment-hero/employment-hero.connector';
import { SyncReportCollector } from '../../server/src/connectors/sync-report';
import type { OAuthApps } from '../../server/src/modules/oauth/oauth-apps';
import {
  EH_BASE,
  EH_CLIENT_ID,
  EH_CLIENT_SECRET,
  EH_ORG,
  startEmploymentHeroFake,
  type EmploymentHeroFake,
} from '../fakes/employment-hero/server';
import { expectAppError, expectGolden, fastHttp, issueLines, NOW } from './helpers';
import { appsFor, connectThroughPopup, MemoryGrants, oauthConnection, oauthCtx, oauthService, PUBLIC_URL, widgetState } from './oauth-helpers';

let fake: EmploymentHeroFake;
let http: ReturnType<typeof fastHttp>;
let connector: Connector;
let grants: MemoryGrants;
let apps: OAuthApps;

const env = () => ({
  envKey: 'EMPLOYMENT_HERO',
  clientId: EH_CLIENT_ID,
  clientSecret: EH_CLIENT_SECRET,
  authorizeUrl: `${fake.url}/oauth2/authorize`,
  tokenUrl: `${fake.url}/oauth2/token`,
});
const ctx = () => oauthCtx(`${fake.url}${EH_BASE}`, 'employment hero', apps, grants);
const signIn = (apiKey: string) => connector.signIn({ mode: 'official', provider: 'employment hero', apiKey, addAdmin: false }, ctx());
const api = (path: string) => `${EH_BASE}/api/v1/organisations/${EH_ORG}${path}`;
const calls = (path: string) => fake.requests.filter((r) => r.path === path);
const connection = (expiresAt = new Date(NOW.getTime() + 600_000).toISOString()) => {
  const { accessToken, refreshToken } = fake.oauth.issueTokens();
  return oauthConnection('employment hero', EH_ORG, { accessToken, refreshToken, expiresAt });
};

describe('employment hero', () => {
  beforeAll(async () => {
    fake = await startEmploymentHeroFake();
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    http = fastHttp();
    connector = createEmploymentHeroConnector({ http });
    grants = new MemoryGrants();
    apps = appsFor(env());
    fake.requests.length = 0;
    fake.oauth.tokenCalls.length = 0;
  });
  afterEach(() => fake.assertClean());

  describe('OAuth popup and sign-in', () => {
    it('start redirects to Employment Hero with our client id and callback, no scopes and no PKCE', async () => {
      const start = await oauthService(apps, grants).start('employment-hero', widgetState());
      const url = new URL(start.redirectTo);
      expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/oauth2/authorize`);
      expect(Object.fromEntries([...url.searchParams].filter(([k]) => k !== 'state'))).toStrictEqual({
        response_type: 'code',
        client_id: EH_CLIENT_ID,
        redirect_uri: `${PUBLIC_URL}/oauth/employment-hero/callback`,
      });
    });

    it('popup -> key -> sign-in connects the one organisation, the client credentials in the form body', async () => {
      const { key } = await connectThroughPopup(oauthService(apps, grants, http), 'employment-hero');
      expect(fake.oauth.tokenCalls).toMatchObject([{ grantType: 'authorization_code', clientId: EH_CLIENT_ID }]);
      const step = await signIn(key);
      expect(step).toMatchObject({ next: null, entity: { id: EH_ORG, name: 'Wattle & Co' } });
      expect(calls(`${EH_BASE}/api/v1/organisations`)[0]?.query.toString()).toBe('page_index=1&item_per_page=100');
      await expectAppError(signIn(key), { kind: 'authentication', code: 'incorrect_username_or_password' });
    });

    it('refreshes an expired access token before calling, and keeps the new one', async () => {
      const conn = connection(new Date(NOW.getTime() - 1000).toISOString());
      await connector.fetchCompany!(conn, ctx());
      expect(fake.oauth.tokenCalls.map((c) => c.grantType)).toStrictEqual(['refresh_token']);
      expect(conn.stored).toHaveLength(1);
    });

    it('has no MFA step', async () => {
      await expectAppError(connector.verifyMfa({}, '1', ctx()), { kind: 'validation' });
    });
  });

  describe('data', () => {
    it('maps the organisation', async () => {
      expectGolden('employment-hero.company', await connector.fetchCompany!(connection(), ctx()));
    });

    it('maps employees across pages (page_index until total_pages)', async () => {
      expectGolden('employment-hero.employees', await connector.fetchEmployees!(connection(), ctx()));
      expect(calls(api('/employees')).map((r) => r.query.get('page_index'))).toStrictEqual(['1', '2']);
    });

    it('maps teams and the cost centres employees name, reading employees once per sync', async () => {
      const shared = ctx();
      const conn = connection();
      const [groups] = await Promise.all([connector.fetchGroups!(conn, shared), connector.fetchEmployees!(conn, shared)]);
      expectGolden('employment-hero.groups', groups);
      expect(calls(api('/employees'))).toHaveLength(2);
    });

    it('maps leave requests in hours, "Declined" as rejected and "Holiday" as vacation', async () => {
      expectGolden('employment-hero.time-off-entries', await connector.fetchTimeOffEntries!(connection(), ctx()));
    });

    it('maps every employee\'s timesheet entries through employee "-"', async () => {
      expectGolden('employment-hero.timesheets', await connector.fetchTimesheets!(connection(), ctx()));
      expect(calls(api('/employees/-/timesheet_entries'))).toHaveLength(1);
    });

    it('nulls and counts what it cannot read, in Employment Hero field names, and skips rows without an id', async () => {
      const report = new SyncReportCollector(NOW);
      const odd = (await import('../fakes/fake-server')).fixture('employment-hero', 'employees_odd');
      fake.failNext({ path: api('/employees') }, { status: 200, json: odd });
      const rows = await connector.fetchEmployees!(connection(), { ...ctx(), report: report.forResource('employees') });
      expect(rows.map((e) => e.remote_id)).toStrictEqual(['3cfd1633-4920-4a1b-be7e-98a131590a01']);
      expect(issueLines(report)).toStrictEqual({
        skipped: ['id: no employee id'],
        nulled: ['date_of_birth: not a date', 'gender: unknown value', 'start_date: not a date'],
        warnings: [],
      });
    });
  });

  describe('resilience', () => {
    it('waits out a 429 with Retry-After', async () => {
      fake.failNext({ path: api('/teams') }, { status: 429, headers: { 'retry-after': '1' } });
      await connector.fetchGroups!(connection(), ctx());
      expect(http.waits).toStrictEqual([1000]);
    });
  });
});
