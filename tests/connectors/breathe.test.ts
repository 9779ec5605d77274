// Breathe publishes no API description: its fake answers only the calls the declaration lists, each with a page
// of Breathe's public API reference, and fails the test on any other (documented.ts).
import { describe, expect, it } from 'vitest';
import { createBreatheConnector } from '../../server/src/connectors/breathe/breathe.connector';
import { declarationOf } from '../../server/src/connectors/providers';
import { SyncReportCollector } from '../../server/src/connectors/sync-report';
import { fixture, json } from '../fakes/fake-server';
import { BREATHE_KEY, startBreatheFake } from '../fakes/breathe/server';
import { access, ctxFor, describeAgainstReference, expectAppError, expectGolden, expectSignInOnly, expectIssueLines, NOW, expectRetryAfterWaited, expectNoPermission, expectFetchedGoldens, connectedTo, expectCreatedGolden } from './helpers';

const conn = access('breathe', '4521', { apiKey: BREATHE_KEY });

describeAgainstReference('breathe', startBreatheFake, (http) => createBreatheConnector({ http }), (t) => {
  const ctx = (report?: SyncReportCollector, resource = 'employees') => ctxFor(`${t.fake.url}/v1`, report?.forResource(resource));
  const signIn = (apiKey: string) => t.connector.signIn({ mode: 'official', provider: 'breathe', apiKey, addAdmin: false }, ctx());
  const calls = (path: string) => t.fake.requests.filter((r) => r.path === path);

  describe('breathe calls', () => {
    it('makes only the calls its declaration lists, each with a page of Breathe\'s public reference', async () => {
      const shared = ctx();
      await t.connector.signIn({ mode: 'official', provider: 'breathe', apiKey: BREATHE_KEY, addAdmin: false }, shared);
      await Promise.all([
        t.connector.fetchCompany!(conn, shared),
        t.connector.fetchEmployees!(conn, shared),
        t.connector.fetchGroups!(conn, shared),
        t.connector.fetchWorkLocations!(conn, shared),
        t.connector.fetchTimeOffEntries!(conn, shared),
        t.connector.createEmployee!(conn, { first_name: 'Ada', last_name: 'Lovelace', work_email: 'ada@brightside.example' }, shared),
      ]);
      const listed = declarationOf('breathe')!.reference!.calls.map((c) => `${c.method} ${c.path} (${c.docs})`).sort();
      expect(t.fake.documentedCalls()).toStrictEqual(listed);
      expect(listed.every((call) => call.includes('https://developer.breathehr.com/'))).toBe(true);
      expect(declarationOf('breathe')!.description).toBeUndefined();
    });

    it('refuses (and fails the test on) a call the declaration does not list', async () => {
      await fetch(`${t.fake.url}/v1/sicknesses`, { headers: { 'x-api-key': BREATHE_KEY } });
      expect(() => t.fake.assertClean()).toThrow(/GET \/v1\/sicknesses/);
    });
  });

  describe('breathe sign-in', () => {
    it('verifies the key against the account', async () => {
      expect(await signIn(BREATHE_KEY)).toStrictEqual(connectedTo({ id: '4521', name: 'Brightside Dental Ltd' }, { apiKey: BREATHE_KEY }));
      expect(calls('/v1/account')[0]?.headers['x-api-key']).toBe(BREATHE_KEY);
    });

    it('maps a rejected key (401) to incorrect_username_or_password', async () => {
      const error = await expectAppError(signIn('prod-wrong'), { kind: 'authentication', code: 'incorrect_username_or_password' });
      expect(error.message).not.toContain('prod-wrong');
    });

    it('maps 403 to insufficient_permission', () => expectNoPermission(t, '/v1/absences', () => t.connector.fetchTimeOffEntries!(conn, ctx())));

    it('requires the key and has no MFA or entity step', () => expectSignInOnly(t.connector, ctx(), () => signIn(' ')));
  });

  describe('breathe data', () => {
    it('maps the company', () => expectFetchedGoldens('breathe', t.connector, conn, ctx, 'fetchCompany'));

    it('follows Link rel="next" through the employee pages', async () => {
      expectGolden('breathe.employees', await t.connector.fetchEmployees!(conn, ctx()));
      expect(calls('/v1/employees').map((r) => r.query.toString())).toStrictEqual(['per_page=100', 'per_page=100&page=2']);
    });

    it('maps departments, divisions and locations', () => expectFetchedGoldens('breathe', t.connector, conn, ctx, 'fetchGroups', 'fetchWorkLocations'));

    it('maps booked absences over the window, without cancelled ones; UK Holiday is vacation', async () => {
      const [entries] = await expectFetchedGoldens('breathe', t.connector, conn, ctx, 'fetchTimeOffEntries');
      expect(entries.map((e) => [e.policy_name, e.policy_type])).toStrictEqual([
        ['Holiday', 'vacation'],
        ['Medical appointment', null],
      ]);
      expect(calls('/v1/absences')[0]?.query.get('start_date')).toBe('2023-06-16');
      expect(calls('/v1/absences')).toHaveLength(2);
    });

    it('creates an employee, and reports a refusal as a validation error', async () => {
      await expectCreatedGolden('breathe', t.connector, conn, ctx, { first_name: 'Ada', last_name: 'Lovelace', work_email: 'ada@brightside.example', start_date: '2024-07-01' });
      expect(JSON.parse(calls('/v1/employees').find((r) => r.method === 'POST')?.body ?? '')).toStrictEqual({
        employee: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@brightside.example', join_date: '2024-07-01' },
      });
      await expectAppError(t.connector.createEmployee!(conn, { first_name: 'A', last_name: 'B' }, ctx()), { kind: 'validation' });
    });

    it('skips and counts records without an id (never failing the sync) and nulls what it cannot read', async () => {
      const report = new SyncReportCollector(NOW);
      const [hannah] = fixture<Array<Record<string, unknown>>>('breathe', 'employees');
      const { id: _, ...noId } = hannah!;
      t.fake.failNext({ path: '/v1/employees' }, json({ employees: [{ ...hannah, dob: '31/02/1990', gender: 'x' }, noId, { ...noId, id: null }] }));
      const [employee, ...rest] = await t.connector.fetchEmployees!(conn, ctx(report));
      expect(rest).toStrictEqual([]);
      expect([employee?.date_of_birth, employee?.gender]).toStrictEqual([null, null]);
      const [holiday] = fixture<Array<Record<string, unknown>>>('breathe', 'absences');
      t.fake.failNext({ path: '/v1/absences' }, json({ absences: [{ ...holiday, id: undefined }, { ...holiday, employee: null }] }));
      expect(await t.connector.fetchTimeOffEntries!(conn, ctx(report, 'time-off-entries'))).toStrictEqual([]);
      expectIssueLines(report, { skipped: ['employee.id: no employee id', 'id: no absence id', 'id: no employee id'], nulled: ['dob: not a date', 'gender: unknown value'] });
    });

    it('refuses a next link to another host', async () => {
      t.fake.failNext(
        { path: '/v1/locations' },
        { status: 200, json: { locations: [{ id: 1, name: 'x' }] }, headers: { link: '<https://evil.example/v1/locations?page=2>; rel="next"' } },
      );
      await expectAppError(t.connector.fetchWorkLocations!(conn, ctx()), { kind: 'internal', message: /another host/ });
    });
  });

  describe('breathe resilience', () => {
    it('waits out a 429 with Retry-After on a next page', async () => {
      expect(await expectRetryAfterWaited(t, '/v1/employees', 3, () => t.connector.fetchEmployees!(conn, ctx()))).toHaveLength(3);
    });

    it('retries a 503', async () => {
      t.fake.failNext({ path: '/v1/account' }, { status: 503 });
      expect(await t.connector.fetchCompany!(conn, ctx())).toMatchObject({ display_name: 'Brightside Dental Ltd' });
      expect(t.http.waits).toHaveLength(1);
    });
  });
});
