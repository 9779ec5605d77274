import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBreatheConnector } from '../../server/src/connectors/breathe/breathe.connector';
import type { Connector } from '../../server/src/connectors/connector';
import type { FakeServer } from '../fakes/fake-server';
import { BREATHE_KEY, startBreatheFake } from '../fakes/breathe/server';
import { access, ctxFor, expectAppError, expectGolden, fastHttp } from './helpers';

let fake: FakeServer;
let http: ReturnType<typeof fastHttp>;
let connector: Connector;
const conn = access('breathe', '4521', { apiKey: BREATHE_KEY });
const ctx = () => ctxFor(`${fake.url}/v1`);
const signIn = (apiKey: string) => connector.signIn({ mode: 'official', provider: 'breathe', apiKey, addAdmin: false }, ctx());
const calls = (path: string) => fake.requests.filter((r) => r.path === path);

beforeAll(async () => {
  fake = await startBreatheFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  http = fastHttp();
  connector = createBreatheConnector({ http });
  fake.requests.length = 0;
});

describe('breathe sign-in', () => {
  it('verifies the key against the account', async () => {
    expect(await signIn(BREATHE_KEY)).toStrictEqual({
      next: null,
      entity: { id: '4521', name: 'Brightside Dental Ltd' },
      credentials: { apiKey: BREATHE_KEY },
    });
    expect(calls('/v1/account')[0]?.headers['x-api-key']).toBe(BREATHE_KEY);
  });

  it('maps a rejected key (401) to incorrect_username_or_password', async () => {
    const error = await expectAppError(signIn('prod-wrong'), { kind: 'authentication', code: 'incorrect_username_or_password' });
    expect(error.message).not.toContain('prod-wrong');
  });

  it('maps 403 to insufficient_permission', async () => {
    fake.failNext({ path: '/v1/absences' }, { status: 403 });
    await expectAppError(connector.fetchTimeOffEntries!(conn, ctx()), { kind: 'authentication', code: 'insufficient_permission' });
  });

  it('requires the key and has no MFA or entity step', async () => {
    await expectAppError(signIn(' '), { kind: 'validation' });
    await expectAppError(connector.verifyMfa({}, '1', ctx()), { kind: 'validation' });
    await expectAppError(connector.choose({}, 'x', ctx()), { kind: 'validation' });
  });
});

describe('breathe data', () => {
  it('maps the company', async () => {
    expectGolden('breathe.company', await connector.fetchCompany!(conn, ctx()));
  });

  it('follows Link rel="next" through the employee pages', async () => {
    expectGolden('breathe.employees', await connector.fetchEmployees!(conn, ctx()));
    expect(calls('/v1/employees').map((r) => r.query.toString())).toStrictEqual(['per_page=100', 'per_page=100&page=2']);
  });

  it('maps departments, divisions and locations', async () => {
    expectGolden('breathe.groups', await connector.fetchGroups!(conn, ctx()));
    expectGolden('breathe.work-locations', await connector.fetchWorkLocations!(conn, ctx()));
  });

  it('maps booked absences over the window, without cancelled ones', async () => {
    expectGolden('breathe.time-off-entries', await connector.fetchTimeOffEntries!(conn, ctx()));
    expect(calls('/v1/absences')[0]?.query.get('start_date')).toBe('2023-06-16');
    expect(calls('/v1/absences')).toHaveLength(2);
  });

  it('creates an employee, and reports a refusal as a validation error', async () => {
    expectGolden(
      'breathe.created-employee',
      await connector.createEmployee!(conn, { first_name: 'Ada', last_name: 'Lovelace', work_email: 'ada@brightside.example', start_date: '2024-07-01' }, ctx()),
    );
    expect(JSON.parse(calls('/v1/employees').find((r) => r.method === 'POST')?.body ?? '')).toStrictEqual({
      employee: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@brightside.example', join_date: '2024-07-01' },
    });
    await expectAppError(connector.createEmployee!(conn, { first_name: 'A', last_name: 'B' }, ctx()), { kind: 'validation' });
  });

  it('refuses a next link to another host', async () => {
    fake.failNext(
      { path: '/v1/locations' },
      { status: 200, json: { locations: [{ id: 1, name: 'x' }] }, headers: { link: '<https://evil.example/v1/locations?page=2>; rel="next"' } },
    );
    await expectAppError(connector.fetchWorkLocations!(conn, ctx()), { kind: 'internal', message: /another host/ });
  });
});

describe('breathe resilience', () => {
  it('waits out a 429 with Retry-After on a next page', async () => {
    fake.failNext({ path: '/v1/employees' }, { status: 429, headers: { 'retry-after': '3' } });
    expect(await connector.fetchEmployees!(conn, ctx())).toHaveLength(3);
    expect(http.waits).toStrictEqual([3000]);
  });

  it('retries a 503', async () => {
    fake.failNext({ path: '/v1/account' }, { status: 503 });
    expect(await connector.fetchCompany!(conn, ctx())).toMatchObject({ display_name: 'Brightside Dental Ltd' });
    expect(http.waits).toHaveLength(1);
  });
});
