import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHibobConnector } from '../../server/src/connectors/hibob/hibob.connector';
import type { Connector } from '../../server/src/connectors/connector';
import type { FakeServer } from '../fakes/fake-server';
import { HIBOB_TOKEN, HIBOB_USER, startHibobFake } from '../fakes/hibob/server';
import { access, ctxFor, expectAppError, expectGolden, fastHttp, NOW } from './helpers';

let fake: FakeServer;
let http: ReturnType<typeof fastHttp>;
let connector: Connector;
const conn = access('hibob', HIBOB_USER, { serviceUserId: HIBOB_USER, token: HIBOB_TOKEN });
const ctx = () => ctxFor(`${fake.url}/v1`);
const signIn = (username: string, apiKey: string) =>
  connector.signIn({ mode: 'official', provider: 'hibob', username, apiKey, addAdmin: false }, ctx());

beforeAll(async () => {
  fake = await startHibobFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  http = fastHttp();
  connector = createHibobConnector({ http });
  fake.requests.length = 0;
});

describe('hibob sign-in', () => {
  it('verifies the service user with a metadata call', async () => {
    expect(await signIn(HIBOB_USER, HIBOB_TOKEN)).toStrictEqual({
      next: null,
      entity: { id: HIBOB_USER, name: `HiBob (service user ${HIBOB_USER})` },
      credentials: { serviceUserId: HIBOB_USER, token: HIBOB_TOKEN },
    });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toStrictEqual(['GET /v1/company/people/fields']);
  });

  it('maps a rejected token (401) to incorrect_username_or_password', async () => {
    const error = await expectAppError(signIn(HIBOB_USER, 'bad-token'), { kind: 'authentication', code: 'incorrect_username_or_password' });
    expect(error.message).not.toContain('bad-token');
  });

  it('maps a service user without permission (403) to insufficient_permission', async () => {
    fake.failNext({ path: '/v1/people/search' }, { status: 403, json: { error: 'Forbidden' } });
    await expectAppError(connector.fetchEmployees!(conn, ctx()), { kind: 'authentication', code: 'insufficient_permission' });
  });

  it('requires both fields and has no MFA or entity step', async () => {
    await expectAppError(signIn('', HIBOB_TOKEN), { kind: 'validation' });
    await expectAppError(signIn(HIBOB_USER, ' '), { kind: 'validation' });
    await expectAppError(connector.verifyMfa({}, '1', ctx()), { kind: 'validation' });
    await expectAppError(connector.choose({}, 'x', ctx()), { kind: 'validation' });
  });
});

describe('hibob data', () => {
  it('maps employees with their work history, following the bulk cursor across pages', async () => {
    expectGolden('hibob.employees', await connector.fetchEmployees!(conn, ctx()));
    const pages = fake.requests.filter((r) => r.path === '/v1/bulk/people/work');
    expect(pages.map((r) => r.query.get('cursor'))).toStrictEqual([null, 'cmVzdWx0czoy', 'cmVzdWx0czoz']);
    expect(pages.every((r) => r.query.get('limit') === '200')).toBe(true);
    const search = JSON.parse(fake.requests.find((r) => r.path === '/v1/people/search')?.body ?? '{}') as Record<string, unknown>;
    expect(search.showInactive).toBe(true);
  });

  it('maps departments (nested) and sites', async () => {
    expectGolden('hibob.groups', await connector.fetchGroups!(conn, ctx()));
    expectGolden('hibob.work-locations', await connector.fetchWorkLocations!(conn, ctx()));
  });

  it('maps time off from the changes feed, dropping cancelled requests', async () => {
    expectGolden('hibob.time-off-entries', await connector.fetchTimeOffEntries!(conn, ctx()));
    const since = fake.requests.find((r) => r.path === '/v1/timeoff/requests/changes')?.query.get('since');
    expect(since).toBe(new Date(NOW.getTime() - 180 * 86_400_000).toISOString());
  });

  it('creates an employee and reads it back', async () => {
    const created = await connector.createEmployee!(
      conn,
      { first_name: 'Ada', last_name: 'Lovelace', work_email: 'ada@acme.example', start_date: '2024-07-01', work_location_remote_id: '1902881' },
      ctx(),
    );
    expectGolden('hibob.created-employee', created);
    expect(JSON.parse(fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/people')?.body ?? '')).toStrictEqual({
      firstName: 'Ada',
      surname: 'Lovelace',
      email: 'ada@acme.example',
      work: { site: '1902881', startDate: '2024-07-01' },
    });
  });

  it('refuses to create without the fields Bob requires', async () => {
    await expectAppError(connector.createEmployee!(conn, { first_name: 'A', last_name: 'B' }, ctx()), { kind: 'validation' });
    expect(fake.requests).toHaveLength(0);
  });

  it('offers no company, identity, balances or timesheets', () => {
    expect([connector.fetchCompany, connector.fetchIdentity, connector.fetchTimeOffBalances, connector.fetchTimesheets]).toStrictEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('hibob resilience', () => {
  it('waits out a 429 with Retry-After in the middle of pagination', async () => {
    fake.failNext({ path: '/v1/bulk/people/work' }, { status: 429, headers: { 'retry-after': '1' } });
    expect(await connector.fetchEmployees!(conn, ctx())).toHaveLength(3);
    expect(http.waits).toStrictEqual([1000]);
  });

  it('retries the search POST on a 5xx', async () => {
    fake.failNext({ path: '/v1/people/search' }, { status: 500 }, { status: 503 });
    expect(await connector.fetchEmployees!(conn, ctx())).toHaveLength(3);
    expect(fake.requests.filter((r) => r.path === '/v1/people/search')).toHaveLength(3);
  });
});
