import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHumaansConnector } from '../../server/src/connectors/humaans/humaans.connector';
import type { Connector } from '../../server/src/connectors/connector';
import type { FakeServer } from '../fakes/fake-server';
import { HUMAANS_TOKEN, startHumaansFake } from '../fakes/humaans/server';
import { access, ctxFor, expectAppError, expectGolden, fastHttp } from './helpers';

let fake: FakeServer;
let http: ReturnType<typeof fastHttp>;
let connector: Connector;
const conn = access('humaans', 'T7uqPFK7am4lVCdzeXVpTgWs', { apiKey: HUMAANS_TOKEN });
const ctx = () => ctxFor(`${fake.url}/api`);
const signIn = (apiKey: string) => connector.signIn({ mode: 'official', provider: 'humaans', apiKey, addAdmin: false }, ctx());
const calls = (path: string) => fake.requests.filter((r) => r.path === path);

beforeAll(async () => {
  fake = await startHumaansFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  http = fastHttp();
  connector = createHumaansConnector({ http });
  fake.requests.length = 0;
});

describe('humaans sign-in', () => {
  it('verifies the token and names the company', async () => {
    expect(await signIn(HUMAANS_TOKEN)).toStrictEqual({
      next: null,
      entity: { id: 'T7uqPFK7am4lVCdzeXVpTgWs', name: 'Acme Ltd' },
      credentials: { apiKey: HUMAANS_TOKEN },
    });
  });

  it('maps a rejected token (401) to incorrect_username_or_password', async () => {
    const error = await expectAppError(signIn('hum_wrong'), { kind: 'authentication', code: 'incorrect_username_or_password' });
    expect(error.message).not.toContain('hum_wrong');
  });

  it('maps a token without the scope (403) to insufficient_permission', async () => {
    fake.failNext({ path: '/api/bank-accounts' }, { status: 403, json: { error: { message: 'Missing scope private:read' } } });
    await expectAppError(connector.fetchEmployees!(conn, ctx()), { kind: 'authentication', code: 'insufficient_permission' });
  });

  it('requires the key and has no MFA or entity step', async () => {
    await expectAppError(signIn(''), { kind: 'validation' });
    await expectAppError(connector.verifyMfa({}, '1', ctx()), { kind: 'validation' });
    await expectAppError(connector.choose({}, 'x', ctx()), { kind: 'validation' });
  });
});

describe('humaans data', () => {
  it('maps the company and the identity', async () => {
    expectGolden('humaans.company', await connector.fetchCompany!(conn, ctx()));
    expectGolden('humaans.identity', await connector.fetchIdentity!(conn, ctx()));
  });

  it('joins people with roles, pay and bank accounts, paging each list with $limit/$skip', async () => {
    expectGolden('humaans.employees', await connector.fetchEmployees!(conn, ctx()));
    expect(calls('/api/people').map((r) => [r.query.get('$limit'), r.query.get('$skip')])).toStrictEqual([
      ['250', '0'],
      ['250', '2'],
    ]);
    expect(calls('/api/job-roles').map((r) => r.query.get('$skip'))).toStrictEqual(['0', '2']);
  });

  it('maps groups and locations', async () => {
    expectGolden('humaans.groups', await connector.fetchGroups!(conn, ctx()));
    expectGolden('humaans.work-locations', await connector.fetchWorkLocations!(conn, ctx()));
  });

  it('maps time off (not working-from-elsewhere) over the window', async () => {
    expectGolden('humaans.time-off-entries', await connector.fetchTimeOffEntries!(conn, ctx()));
    const [first] = calls('/api/time-away');
    expect([first?.query.get('startDate[$gte]'), first?.query.get('startDate[$lte]')]).toStrictEqual(['2023-06-16', '2025-06-15']);
  });

  it('maps timesheet entries by duration', async () => {
    expectGolden('humaans.timesheets', await connector.fetchTimesheets!(conn, ctx()));
  });

  it('creates a person, and reports a refusal as a validation error', async () => {
    expectGolden(
      'humaans.created-employee',
      await connector.createEmployee!(conn, { first_name: 'Ada', last_name: 'Lovelace', work_email: 'ada@acme.example', start_date: '2024-07-01' }, ctx()),
    );
    await expectAppError(connector.createEmployee!(conn, { first_name: 'A', last_name: 'B' }, ctx()), { kind: 'validation' });
    expect(calls('/api/people').filter((r) => r.method === 'POST')).toHaveLength(2);
  });
});

describe('humaans resilience', () => {
  it('waits out a 429 with Retry-After on the second page', async () => {
    fake.failNext({ path: '/api/locations' }, { status: 429, headers: { 'retry-after': '2' } });
    expect(await connector.fetchWorkLocations!(conn, ctx())).toHaveLength(2);
    expect(http.waits).toStrictEqual([2000]);
  });

  it('retries 5xx answers', async () => {
    fake.failNext({ path: '/api/me' }, { status: 502 }, { status: 504 });
    expect(await connector.fetchIdentity!(conn, ctx())).toMatchObject({ email: 'kelsey@acme.example' });
    expect(http.waits).toHaveLength(2);
  });
});
