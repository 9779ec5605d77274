import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyBaseUrl, createBamboohrConnector, normaliseDomain } from '../../server/src/connectors/bamboohr/bamboohr.connector';
import type { Connector } from '../../server/src/connectors/connector';
import type { FakeServer } from '../fakes/fake-server';
import { BAMBOOHR_DOMAIN, BAMBOOHR_KEY, startBamboohrFake } from '../fakes/bamboohr/server';
import { access, ctxFor, expectAppError, expectGolden, fastHttp } from './helpers';

let fake: FakeServer;
let http: ReturnType<typeof fastHttp>;
let connector: Connector;
const conn = access('bamboohr', BAMBOOHR_DOMAIN, { domain: BAMBOOHR_DOMAIN, apiKey: BAMBOOHR_KEY });
const ctx = () => ctxFor(fake.url);
const signIn = (apiKey: string, domain = BAMBOOHR_DOMAIN) =>
  connector.signIn({ mode: 'official', provider: 'bamboohr', apiKey, domain, addAdmin: false }, ctx());

beforeAll(async () => {
  fake = await startBamboohrFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  http = fastHttp();
  connector = createBamboohrConnector({ http });
  fake.requests.length = 0;
});

describe('bamboohr sign-in', () => {
  it('verifies the key against the company and completes without a choice', async () => {
    expect(await signIn(BAMBOOHR_KEY, 'https://ACME.bamboohr.com/home')).toStrictEqual({
      next: null,
      entity: { id: 'acme', name: 'Acme Widgets' },
      credentials: { domain: 'acme', apiKey: BAMBOOHR_KEY },
    });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toStrictEqual(['GET /acme/v1/company_information']);
  });

  it('maps a rejected key (401) to incorrect_username_or_password without echoing the key', async () => {
    const error = await expectAppError(signIn('wrong-key'), { kind: 'authentication', code: 'incorrect_username_or_password' });
    expect(error.message).toContain('BambooHR');
    expect(error.message).not.toContain('wrong-key');
    expect(http.waits).toStrictEqual([]); // a 401 is final, never retried
  });

  it('maps an unknown company domain (404) to incorrect_username_or_password', async () => {
    await expectAppError(signIn(BAMBOOHR_KEY, 'nope'), { kind: 'authentication', code: 'incorrect_username_or_password' });
  });

  it('maps 403 to insufficient_permission', async () => {
    fake.failNext({ path: '/acme/v1/company_information' }, { status: 403 });
    await expectAppError(signIn(BAMBOOHR_KEY), { kind: 'authentication', code: 'insufficient_permission' });
  });

  it('requires domain and api key, and has no MFA or entity step', async () => {
    await expectAppError(signIn(''), { kind: 'validation' });
    await expectAppError(signIn(BAMBOOHR_KEY, 'acme widgets'), { kind: 'validation' });
    await expectAppError(connector.verifyMfa({}, '123456', ctx()), { kind: 'validation' });
    await expectAppError(connector.choose({}, 'acme', ctx()), { kind: 'validation' });
  });

  it('accepts the gateway, the catalogue template or a resolved base URL', () => {
    expect([
      companyBaseUrl('https://api.bamboohr.com/api/gateway.php', 'acme'),
      companyBaseUrl('https://api.bamboohr.com/api/gateway.php/{domain}/v1', 'acme'),
      companyBaseUrl('https://api.bamboohr.com/api/gateway.php/acme/v1/', 'acme'),
    ]).toStrictEqual(Array.from({ length: 3 }, () => 'https://api.bamboohr.com/api/gateway.php/acme/v1'));
  });

  it('normalises the domain forms users paste', () => {
    expect(['acme', 'acme.bamboohr.com', 'https://acme.bamboohr.com/home#x'].map(normaliseDomain)).toStrictEqual(['acme', 'acme', 'acme']);
  });
});

describe('bamboohr data', () => {
  it('maps the company', async () => {
    expectGolden('bamboohr.company', await connector.fetchCompany!(conn, ctx()));
  });

  it('maps employees from one custom report, resolving list names to ids', async () => {
    expectGolden('bamboohr.employees', await connector.fetchEmployees!(conn, ctx()));
    const report = fake.requests.find((r) => r.path === '/acme/v1/reports/custom');
    expect(report?.query.get('format')).toBe('JSON');
    expect(report?.query.get('onlyCurrent')).toBe('false');
  });

  it('maps groups and work locations from the list fields', async () => {
    expectGolden('bamboohr.groups', await connector.fetchGroups!(conn, ctx()));
    expectGolden('bamboohr.work-locations', await connector.fetchWorkLocations!(conn, ctx()));
  });

  it('maps identity from employee 0', async () => {
    expectGolden('bamboohr.identity', await connector.fetchIdentity!(conn, ctx()));
  });

  it('maps time off requests over the default window', async () => {
    expectGolden('bamboohr.time-off-entries', await connector.fetchTimeOffEntries!(conn, ctx()));
    const req = fake.requests.find((r) => r.path === '/acme/v1/time_off/requests');
    expect([req?.query.get('start'), req?.query.get('end')]).toStrictEqual(['2023-06-16', '2025-06-15']);
  });

  it('maps balances, one calculator call per employee', async () => {
    expectGolden('bamboohr.time-off-balances', await connector.fetchTimeOffBalances!(conn, ctx()));
    expect(fake.requests.filter((r) => r.path.endsWith('/time_off/calculator'))).toHaveLength(3);
  });

  it('maps timesheet entries', async () => {
    expectGolden('bamboohr.timesheets', await connector.fetchTimesheets!(conn, ctx()));
  });

  it('creates an employee and reads it back', async () => {
    const created = await connector.createEmployee!(
      conn,
      { first_name: 'Ada', last_name: 'Lovelace', work_email: 'ada@efficientoffice.com', start_date: '2024-07-01', gender: 'not_specified' },
      ctx(),
    );
    expectGolden('bamboohr.created-employee', created);
    const post = fake.requests.find((r) => r.method === 'POST' && r.path === '/acme/v1/employees');
    expect(JSON.parse(post?.body ?? '')).toStrictEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      workEmail: 'ada@efficientoffice.com',
      hireDate: '2024-07-01',
    });
  });
});

describe('bamboohr resilience', () => {
  it('waits out a 429 with Retry-After, then succeeds', async () => {
    fake.failNext({ path: '/acme/v1/meta/lists' }, { status: 429, headers: { 'retry-after': '2' } });
    expect(await connector.fetchGroups!(conn, ctx())).toHaveLength(4);
    expect(http.waits).toStrictEqual([2000]);
  });

  it('retries a 5xx with backoff, then succeeds', async () => {
    fake.failNext({ path: '/acme/v1/time_tracking/timesheet_entries' }, { status: 503 }, { status: 502 });
    expect(await connector.fetchTimesheets!(conn, ctx())).toHaveLength(2);
    expect(http.waits).toHaveLength(2);
  });

  it('retries the report POST (a read) but gives up after the retry budget with unavailable', async () => {
    fake.failNext({ path: '/acme/v1/reports/custom' }, ...Array.from({ length: 4 }, () => ({ status: 500 })));
    await expectAppError(connector.fetchEmployees!(conn, ctx()), { kind: 'unavailable', message: /BambooHR/ });
    expect(fake.requests.filter((r) => r.path === '/acme/v1/reports/custom')).toHaveLength(4);
  });

  it('does not retry the create POST on a 5xx (it may have happened)', async () => {
    fake.failNext({ method: 'POST', path: '/acme/v1/employees' }, { status: 500 });
    await expectAppError(connector.createEmployee!(conn, { first_name: 'A', last_name: 'B' }, ctx()), { kind: 'unavailable' });
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});
