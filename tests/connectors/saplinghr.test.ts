// Sapling against a fake written from its public reference (no description is published in
// ../shared/providers): the company subdomain the form adds, Bearer keys, and only the declared call.
import { describe, expect, it } from 'vitest';
import { accountBaseUrl, createSaplinghrConnector, normaliseDomain } from '../../server/src/connectors/saplinghr/saplinghr.connector';
import { signInForm } from '../../server/src/connectors/catalogue';
import { SyncReportCollector } from '../../server/src/connectors/sync-report';
import { fixture } from '../fakes/fake-server';
import { SAPLING_DOMAIN, SAPLING_KEY, startSaplingFake } from '../fakes/saplinghr/server';
import { access, ctxFor, describeAgainstReference, expectAppError, expectGolden, expectSignInOnly, expectIssueLines, NOW, fetchInOneSync, expectRetryAfterWaited, connectedTo } from './helpers';

const DECLARED = 'https://{domain}.saplingapp.io/api/v1/beta';
const conn = access('saplinghr', SAPLING_DOMAIN, { domain: SAPLING_DOMAIN, apiKey: SAPLING_KEY });

describeAgainstReference('saplinghr', startSaplingFake, (http) => createSaplinghrConnector({ http, declaredBaseUrl: DECLARED }), (t) => {
  const ctx = () => ctxFor(`${t.fake.url}/{domain}`);
  const signIn = (apiKey: string, domain = SAPLING_DOMAIN) =>
    t.connector.signIn({ mode: 'official', provider: 'saplinghr', apiKey, domain, addAdmin: false }, ctx());

  describe('sign-in', () => {
    it('the form adds the company subdomain to the API key SPEC §2 asks for', () => {
      expect(signInForm('official', 'saplinghr')).toMatchObject({ kind: 'credentials', fields: ['api_key', 'domain'] });
    });

    it('checks the key against the account with a Bearer header', async () => {
      expect(await signIn(SAPLING_KEY, 'https://Fernwood.saplingapp.io/app')).toStrictEqual(
        connectedTo({ id: SAPLING_DOMAIN, name: SAPLING_DOMAIN }, { domain: SAPLING_DOMAIN, apiKey: SAPLING_KEY }),
      );
      expect(t.fake.requests.map((r) => `${r.method} ${r.path} ${r.headers.authorization}`)).toStrictEqual([`GET /fernwood/users Bearer ${SAPLING_KEY}`]);
    });

    it('maps a rejected key (401) to incorrect_username_or_password', async () => {
      const error = await expectAppError(signIn('spl_wrong'), { kind: 'authentication', code: 'incorrect_username_or_password' });
      expect(error.message).not.toContain('spl_wrong');
    });

    it('requires both fields and refuses a domain that is no subdomain', () =>
      expectSignInOnly(t.connector, ctx(), () => signIn(''), () => signIn(SAPLING_KEY, 'fern wood')));

    it('routes US and UK accounts as the reference says, and a configured base as given', () => {
      expect(['acme', 'ACME.saplingapp.io', 'https://acme.kallidus-suite.com/hr/home'].map(normaliseDomain)).toStrictEqual([
        'acme',
        'acme',
        'acme.kallidus-suite.com',
      ]);
      expect([
        accountBaseUrl(DECLARED, 'acme', DECLARED),
        accountBaseUrl(DECLARED, 'acme.kallidus-suite.com', DECLARED),
        accountBaseUrl('http://127.0.0.1:9/{domain}', 'acme', DECLARED),
      ]).toStrictEqual(['https://acme.saplingapp.io/api/v1/beta', 'https://acme.kallidus-suite.com/hr/api/v1/beta', 'http://127.0.0.1:9/acme']);
    });
  });

  describe('data', () => {
    it('maps users, departments and locations from one list per sync', async () => {
      const [employees, groups, locations] = await fetchInOneSync(t.connector, conn, ctx(), 'fetchEmployees', 'fetchGroups', 'fetchWorkLocations');
      expectGolden('saplinghr.employees', employees);
      expectGolden('saplinghr.groups', groups);
      expectGolden('saplinghr.work-locations', locations);
      expect(t.fake.requests).toHaveLength(1);
    });

    it('nulls and counts what it cannot read, in Sapling field names, and skips users without a guid', async () => {
      const report = new SyncReportCollector(NOW);
      t.fake.failNext({ path: '/fernwood/users' }, { status: 200, json: fixture('saplinghr', 'users_odd') });
      const rows = await t.connector.fetchEmployees!(conn, ctxFor(`${t.fake.url}/{domain}`, report.forResource('employees')));
      expect(rows.map((e) => e.remote_id)).toStrictEqual(['c6f2e1a4-9b3d-4e8f-a2c1-5d7e9f0a1b01']);
      expectIssueLines(report, { skipped: ['guid: no user guid'], nulled: ['start_date: not a date', 'state: unknown value'] });
    });

    it('waits out a 429 with Retry-After', async () => {
      expect(await expectRetryAfterWaited(t, '/fernwood/users', 2, () => t.connector.fetchEmployees!(conn, ctx()))).toHaveLength(3);
    });
  });
});
