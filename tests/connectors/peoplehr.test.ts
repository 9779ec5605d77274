import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPeoplehrConnector } from '../../server/src/connectors/peoplehr/peoplehr.connector';
import type { Connector } from '../../server/src/connectors/connector';
import type { FakeServer } from '../fakes/fake-server';
import { PEOPLEHR_KEY, startPeoplehrFake } from '../fakes/peoplehr/server';
import { access, ctxFor, expectAppError, expectGolden, fastHttp } from './helpers';

let fake: FakeServer;
let http: ReturnType<typeof fastHttp>;
let connector: Connector;
const conn = access('peoplehr', 'peoplehr', { apiKey: PEOPLEHR_KEY });
const ctx = () => ctxFor(fake.url);
const signIn = (apiKey: string) => connector.signIn({ mode: 'official', provider: 'peoplehr', apiKey, addAdmin: false }, ctx());
const bodies = () => fake.requests.map((r) => JSON.parse(r.body) as Record<string, unknown>);

beforeAll(async () => {
  fake = await startPeoplehrFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  http = fastHttp();
  connector = createPeoplehrConnector({ http });
  fake.requests.length = 0;
});

describe('peoplehr sign-in', () => {
  it('proves the key with a staff list call, the key in the body only', async () => {
    expect(await signIn(PEOPLEHR_KEY)).toStrictEqual({
      next: null,
      entity: { id: 'peoplehr', name: 'People HR' },
      credentials: { apiKey: PEOPLEHR_KEY },
    });
    expect(fake.requests.map((r) => `${r.method} ${r.path}${r.query.toString()}`)).toStrictEqual(['POST /Employee']);
    expect(bodies()[0]).toStrictEqual({ APIKey: PEOPLEHR_KEY, Action: 'GetAllEmployeeDetail', IncludeLeavers: false });
  });

  it('maps the "Invalid Api key" envelope (HTTP 200) to incorrect_username_or_password', async () => {
    const error = await expectAppError(signIn('not-a-key'), { kind: 'authentication', code: 'incorrect_username_or_password' });
    expect(error.message).not.toContain('not-a-key');
    expect(http.waits).toStrictEqual([]);
  });

  it('maps a permission envelope to insufficient_permission, and other errors to internal', async () => {
    fake.failNext({ path: '/Employee' }, { status: 200, json: { isError: true, Status: 7, Message: 'Access denied for this API key', Result: null } });
    await expectAppError(connector.fetchEmployees!(conn, ctx()), { kind: 'authentication', code: 'insufficient_permission' });
    fake.failNext({ path: '/Employee' }, { status: 200, json: { isError: true, Status: 99, Message: 'Something odd', Result: null } });
    await expectAppError(connector.fetchEmployees!(conn, ctx()), { kind: 'internal', message: /status 99/ });
  });

  it('requires the key and has no MFA or entity step', async () => {
    await expectAppError(signIn(''), { kind: 'validation' });
    await expectAppError(connector.verifyMfa({}, '1', ctx()), { kind: 'validation' });
    await expectAppError(connector.choose({}, 'x', ctx()), { kind: 'validation' });
  });
});

describe('peoplehr data', () => {
  it('maps every employee, leavers included (People HR does not paginate)', async () => {
    expectGolden('peoplehr.employees', await connector.fetchEmployees!(conn, ctx()));
    expect(bodies()).toStrictEqual([{ APIKey: PEOPLEHR_KEY, Action: 'GetAllEmployeeDetail', IncludeLeavers: true }]);
  });

  it('derives departments and locations from the employees', async () => {
    expectGolden('peoplehr.groups', await connector.fetchGroups!(conn, ctx()));
    expectGolden('peoplehr.work-locations', await connector.fetchWorkLocations!(conn, ctx()));
  });

  it('reads holidays per employee over the window ("No record found" is none)', async () => {
    expectGolden('peoplehr.time-off-entries', await connector.fetchTimeOffEntries!(conn, ctx()));
    const holidays = bodies().filter((b) => b.Action === 'GetHolidayDetail');
    expect(holidays.map((b) => b.EmployeeId)).toStrictEqual(['PW001', 'PW002', 'PW003']);
    expect(holidays[0]).toMatchObject({ StartDate: '2023-06-16', EndDate: '2025-06-15' });
  });

  it('creates an employee and reads it back', async () => {
    expectGolden(
      'peoplehr.created-employee',
      await connector.createEmployee!(
        conn,
        { first_name: 'Ada', last_name: 'Lovelace', employee_number: 'PW042', work_email: 'ada@acme.example', start_date: '2024-07-01', date_of_birth: '1990-12-10', job_title: 'Analyst' },
        ctx(),
      ),
    );
    await expectAppError(connector.createEmployee!(conn, { first_name: 'A', last_name: 'B' }, ctx()), { kind: 'validation' });
    await expectAppError(
      connector.createEmployee!(
        conn,
        { first_name: 'A', last_name: 'B', employee_number: 'PW001', work_email: 'a@b.c', start_date: '2024-01-01', date_of_birth: '1990-01-01', job_title: 'X' },
        ctx(),
      ),
      { kind: 'validation' },
    );
  });
});

describe('peoplehr resilience', () => {
  it('waits out a 429 with Retry-After, then succeeds', async () => {
    fake.failNext({ path: '/Employee' }, { status: 429, headers: { 'retry-after': '2' } });
    expect(await connector.fetchEmployees!(conn, ctx())).toHaveLength(3);
    expect(http.waits).toStrictEqual([2000]);
  });

  it('retries a 5xx on the read POSTs, not on the create', async () => {
    fake.failNext({ path: '/Holiday' }, { status: 500 });
    expect(await connector.fetchTimeOffEntries!(conn, ctx())).toHaveLength(3);
    expect(http.waits).toHaveLength(1);
    fake.failNext({ path: '/Employee' }, { status: 503 });
    await expectAppError(
      connector.createEmployee!(
        conn,
        { first_name: 'Ada', last_name: 'Lovelace', employee_number: 'PW042', work_email: 'ada@acme.example', start_date: '2024-07-01', date_of_birth: '1990-12-10', job_title: 'Analyst' },
        ctx(),
      ),
      { kind: 'unavailable' },
    );
  });
});
