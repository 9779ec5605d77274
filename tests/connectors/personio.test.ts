import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPersonioConnector } from '../../server/src/connectors/personio/personio.connector';
import type { Connector } from '../../server/src/connectors/connector';
import { fixture } from '../fakes/fake-server';
import { PERSONIO_CLIENT_ID, PERSONIO_SECRET, startPersonioFake, type PersonioFake } from '../fakes/personio/server';
import { access, ctxFor, expectAppError, expectGolden, fastHttp } from './helpers';

let fake: PersonioFake;
let http: ReturnType<typeof fastHttp>;
let connector: Connector;
const conn = access('personio.de', PERSONIO_CLIENT_ID, { clientId: PERSONIO_CLIENT_ID, clientSecret: PERSONIO_SECRET });
const ctx = () => ctxFor(`${fake.url}/v1`);
const signIn = (username: string, password: string) =>
  connector.signIn({ mode: 'official', provider: 'personio.de', username, password, addAdmin: false }, ctx());
const calls = (path: string) => fake.requests.filter((r) => r.path === path);

beforeAll(async () => {
  fake = await startPersonioFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  http = fastHttp();
  connector = createPersonioConnector({ http });
  fake.requests.length = 0;
});

describe('personio sign-in', () => {
  it('exchanges client id and secret for a token (sent in the body, not the URL)', async () => {
    expect(await signIn(PERSONIO_CLIENT_ID, PERSONIO_SECRET)).toStrictEqual({
      next: null,
      entity: { id: PERSONIO_CLIENT_ID, name: 'Personio' },
      credentials: { clientId: PERSONIO_CLIENT_ID, clientSecret: PERSONIO_SECRET },
    });
    const [auth] = calls('/v1/auth');
    expect(auth?.query.toString()).toBe('');
    expect(JSON.parse(auth?.body ?? '')).toStrictEqual({ client_id: PERSONIO_CLIENT_ID, client_secret: PERSONIO_SECRET });
  });

  it('maps rejected credentials to incorrect_username_or_password', async () => {
    const error = await expectAppError(signIn(PERSONIO_CLIENT_ID, 'wrong-secret'), {
      kind: 'authentication',
      code: 'incorrect_username_or_password',
    });
    expect(error.message).not.toContain('wrong-secret');
    expect(http.waits).toStrictEqual([]);
  });

  it('maps a data call refused with 403 to insufficient_permission', async () => {
    fake.failNext({ path: '/v1/company/offices' }, { status: 403, json: { success: false } });
    await expectAppError(connector.fetchWorkLocations!(conn, ctx()), { kind: 'authentication', code: 'insufficient_permission' });
  });

  it('requires both fields and has no MFA or entity step', async () => {
    await expectAppError(signIn('', PERSONIO_SECRET), { kind: 'validation' });
    await expectAppError(signIn(PERSONIO_CLIENT_ID, ''), { kind: 'validation' });
    await expectAppError(connector.verifyMfa({}, '1', ctx()), { kind: 'validation' });
    await expectAppError(connector.choose({}, 'x', ctx()), { kind: 'validation' });
  });
});

describe('personio data', () => {
  it('pages through employees by offset and follows the rotating token', async () => {
    expectGolden('personio.employees', await connector.fetchEmployees!(conn, ctx()));
    const pages = calls('/v1/company/employees');
    expect(pages.map((r) => [r.query.get('offset'), r.query.get('limit')])).toStrictEqual([
      ['0', '100'],
      ['2', '100'],
    ]);
    // One login, then each call uses the token handed out by the previous answer.
    expect(calls('/v1/auth')).toHaveLength(1);
    const [first, second] = pages.map((r) => r.headers.authorization);
    expect(second).not.toBe(first);
    expect(second).toBe(`Bearer ${fake.tokens[fake.tokens.length - 2]}`);
  });

  it('signs in again once when the token stops working mid-sync', async () => {
    // Page 0 succeeds with the first token; page 1 is refused once, as an expired token would be.
    const [first, second] = fixture<unknown[]>('personio', 'time_offs');
    const page0 = { success: true, metadata: { total_elements: 3, current_page: 0, total_pages: 2 }, data: [first, second] };
    fake.failNext({ path: '/v1/company/time-offs' }, { status: 200, json: page0 }, { status: 401, json: { success: false } });
    expect(await connector.fetchTimeOffEntries!(conn, ctx())).toHaveLength(3);
    expect(calls('/v1/auth')).toHaveLength(2);
    expect(calls('/v1/company/time-offs').map((r) => r.query.get('offset'))).toStrictEqual(['0', '1', '1']);
  });

  it('does not loop when a fresh token is refused', async () => {
    fake.failNext({ path: '/v1/company/offices' }, { status: 401, json: { success: false } });
    await expectAppError(connector.fetchWorkLocations!(conn, ctx()), { kind: 'authentication', code: 'incorrect_username_or_password' });
    expect(calls('/v1/auth')).toHaveLength(1);
  });

  it('derives groups from the employees', async () => {
    expectGolden('personio.groups', await connector.fetchGroups!(conn, ctx()));
  });

  it('maps offices', async () => {
    expectGolden('personio.work-locations', await connector.fetchWorkLocations!(conn, ctx()));
  });

  it('pages through time-offs by page number', async () => {
    expectGolden('personio.time-off-entries', await connector.fetchTimeOffEntries!(conn, ctx()));
    expect(calls('/v1/company/time-offs').map((r) => r.query.get('offset'))).toStrictEqual(['0', '1']);
    expect(calls('/v1/company/time-offs')[0]?.query.get('start_date')).toBe('2023-06-16');
  });

  it('maps balances per employee', async () => {
    expectGolden('personio.time-off-balances', await connector.fetchTimeOffBalances!(conn, ctx()));
  });

  it('maps attendances to timesheets without inventing a timezone', async () => {
    expectGolden('personio.timesheets', await connector.fetchTimesheets!(conn, ctx()));
    expect(calls('/v1/company/attendances').map((r) => r.query.get('offset'))).toStrictEqual(['0', '2']);
  });

  it('creates an employee and reads it back', async () => {
    expectGolden(
      'personio.created-employee',
      await connector.createEmployee!(conn, { first_name: 'Ada', last_name: 'Lovelace', work_email: 'ada@beispiel.de', job_title: 'Analyst', start_date: '2024-07-01' }, ctx()),
    );
    expect(JSON.parse(calls('/v1/company/employees').find((r) => r.method === 'POST')?.body ?? '')).toStrictEqual({
      employee: { email: 'ada@beispiel.de', first_name: 'Ada', last_name: 'Lovelace', position: 'Analyst', hire_date: '2024-07-01' },
    });
    await expectAppError(connector.createEmployee!(conn, { first_name: 'A', last_name: 'B' }, ctx()), { kind: 'validation' });
  });
});

describe('personio resilience', () => {
  it('waits out a 429 with Retry-After between pages', async () => {
    fake.failNext({ path: '/v1/company/employees' }, { status: 429, headers: { 'retry-after': '4' } });
    expect(await connector.fetchEmployees!(conn, ctx())).toHaveLength(3);
    expect(http.waits).toStrictEqual([4000]);
  });

  it('retries a 5xx', async () => {
    fake.failNext({ path: '/v1/company/time-offs' }, { status: 500 });
    expect(await connector.fetchTimeOffEntries!(conn, ctx())).toHaveLength(3);
    expect(http.waits).toHaveLength(1);
  });

  it('treats success: false on a 2xx as an unexpected answer', async () => {
    fake.failNext({ path: '/v1/company/offices' }, { status: 200, json: { success: false, error: { message: 'x' } } });
    await expectAppError(connector.fetchWorkLocations!(conn, ctx()), { kind: 'internal' });
  });
});
