// Hailey HR against a fake written from its public reference (no description is published in
// ../shared/providers): the fake answers only the calls the declaration lists with their docs.
import { describe, expect, it } from 'vitest';
import { createHailyhrConnector } from '../../server/src/connectors/hailyhr/hailyhr.connector';
import { hailyhrProvider } from '../../server/src/connectors/hailyhr/hailyhr.provider';
import { SyncReportCollector } from '../../server/src/connectors/sync-report';
import { HAILEY_ODD_ANSWERS, HAILEY_TOKEN, startHailyhrFake } from '../fakes/hailyhr/server';
import { access, ctxFor, describeAgainstReference, expectAppError, expectSignInOnly, expectIssueLines, NOW, fetchInOneSync, expectRetryAfterWaited, expectNoPermission, expectFetchedGoldens, connectedTo } from './helpers';

const conn = access('hailyhr', 'company', { apiKey: HAILEY_TOKEN });

describeAgainstReference('hailyhr', startHailyhrFake, (http) => createHailyhrConnector({ http }), (t) => {
  const ctx = () => ctxFor(`${t.fake.url}/hailey`);
  const signIn = (apiKey: string) => t.connector.signIn({ mode: 'official', provider: 'hailyhr', apiKey, addAdmin: false }, ctx());
  const calls = (path: string) => t.fake.requests.filter((r) => r.path === `/hailey${path}`);

  it('declares every call with its public docs', () => {
    expect(hailyhrProvider.reference.calls.map((c) => `${c.method} ${c.path} ${c.docs}`)).toStrictEqual([
      'GET /Company https://api.haileyhr.app/docs/index.html',
      'GET /Employees https://api.haileyhr.app/docs/index.html',
      'GET /TimeOff https://api.haileyhr.app/docs/index.html',
    ]);
  });

  describe('sign-in', () => {
    it('checks the token against /Company with a Bearer header', async () => {
      expect(await signIn(HAILEY_TOKEN)).toStrictEqual(connectedTo({ id: 'company', name: 'Hailey HR' }, { apiKey: HAILEY_TOKEN }));
      expect(calls('/Company')[0]?.headers.authorization).toBe(`Bearer ${HAILEY_TOKEN}`);
    });

    it('maps a rejected token (401) to incorrect_username_or_password without echoing it', async () => {
      const error = await expectAppError(signIn('hly_pat_wrong'), { kind: 'authentication', code: 'incorrect_username_or_password' });
      expect(error.message).not.toContain('hly_pat_wrong');
      expect(t.http.waits).toStrictEqual([]);
    });

    it('requires the token and has no MFA or entity step', () => expectSignInOnly(t.connector, ctx(), () => signIn(' ')));
  });

  describe('data', () => {
    it('maps employees, with job titles named from /Company', () => expectFetchedGoldens('hailyhr', t.connector, conn, ctx, 'fetchEmployees'));

    it('fetches /Company once per sync for employees, groups and work locations', async () => {
      await fetchInOneSync(t.connector, conn, ctx(), 'fetchEmployees', 'fetchGroups', 'fetchWorkLocations');
      expect(calls('/Company')).toHaveLength(1);
    });

    it('maps departments and teams as groups, and locations', () => expectFetchedGoldens('hailyhr', t.connector, conn, ctx, 'fetchGroups', 'fetchWorkLocations'));

    it('maps time off days in the window, "Holiday" as vacation', async () => {
      const [entries] = await expectFetchedGoldens('hailyhr', t.connector, conn, ctx, 'fetchTimeOffEntries');
      // 2021-01-04 lies before the window (NOW - 1 year).
      expect(entries.map((e) => e.start_date)).not.toContain('2021-01-04');
    });

    it('nulls and counts what it cannot read, in Hailey field names, and skips rows without an id', async () => {
      const report = new SyncReportCollector(NOW);
      t.fake.failNext({ path: '/hailey/Employees' }, { status: 200, json: HAILEY_ODD_ANSWERS['GET /Employees']!({} as never)!.json });
      const employees = await t.connector.fetchEmployees!(conn, ctxFor(`${t.fake.url}/hailey`, report.forResource('employees')));
      expect(employees.map((e) => e.remote_id)).toStrictEqual(['0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e01']);
      expectIssueLines(report, {
        skipped: ['employeeId: no employee id'],
        nulled: ['country: unknown country', 'dateOfBirth: not a date', 'dateOfJoining: not a date', 'employmentStatus: unknown value'],
      });
    });
  });

  describe('resilience', () => {
    it('waits out a 429 with Retry-After', async () => {
      expect(await expectRetryAfterWaited(t, '/hailey/Employees', 2, () => t.connector.fetchEmployees!(conn, ctx()))).toHaveLength(3);
    });

    it('maps 403 to insufficient_permission', () => expectNoPermission(t, '/hailey/TimeOff', () => t.connector.fetchTimeOffEntries!(conn, ctx())));
  });
});
