import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFactorialConnector, resourcesBaseUrl } from '../../server/src/connectors/factorialhr/factorialhr.connector';
import type { Connector } from '../../server/src/connectors/connector';
import type { FakeServer } from '../fakes/fake-server';
import { BASE_PATH, FACTORIAL_KEY, startFactorialFake } from '../fakes/factorialhr/server';
import { access, ctxFor, expectAppError, expectGolden, fastHttp } from './helpers';

let fake: FakeServer;
let http: ReturnType<typeof fastHttp>;
let connector: Connector;
const conn = access('factorialhr', '11', { apiKey: FACTORIAL_KEY, legalEntityId: '11' });
// The catalogue's base (…/api); the connector adds the version and /resources.
const ctx = () => ctxFor(`${fake.url}/api`);
const signIn = (apiKey: string) => connector.signIn({ mode: 'official', provider: 'factorialhr', apiKey, addAdmin: false }, ctx());
const calls = (rest: string) => fake.requests.filter((r) => r.path === `${BASE_PATH}/${rest}`);

beforeAll(async () => {
  fake = await startFactorialFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  http = fastHttp();
  connector = createFactorialConnector({ http });
  fake.requests.length = 0;
});

describe('factorialhr sign-in', () => {
  it('lists the legal entities to choose from, then completes with the chosen one', async () => {
    const step = await signIn(FACTORIAL_KEY);
    expect(step).toStrictEqual({
      next: 'CHOOSE',
      entities: [
        { id: '11', name: 'Acme Iberia S.L.' },
        { id: '12', name: 'Acme France SAS' },
      ],
      stash: {
        apiKey: FACTORIAL_KEY,
        entities: [
          { id: '11', name: 'Acme Iberia S.L.' },
          { id: '12', name: 'Acme France SAS' },
        ],
      },
    });
    if (step.next !== 'CHOOSE') throw new Error('expected CHOOSE');
    expect(await connector.choose(step.stash, '12', ctx())).toStrictEqual({
      next: null,
      entity: { id: '12', name: 'Acme France SAS' },
      credentials: { apiKey: FACTORIAL_KEY, legalEntityId: '12' },
    });
    await expectAppError(connector.choose(step.stash, '99', ctx()), { kind: 'validation' });
  });

  it('builds the versioned resources root from the configured base', () => {
    expect(resourcesBaseUrl('https://api.factorialhr.com/api')).toBe('https://api.factorialhr.com/api/2025-10-01/resources');
    expect(resourcesBaseUrl('https://api.factorialhr.com/api/2026-01-01/resources/')).toBe('https://api.factorialhr.com/api/2026-01-01/resources');
  });

  it('completes at once when there is one legal entity', async () => {
    fake.failNext(
      { path: `${BASE_PATH}/companies/legal_entities` },
      { status: 200, json: { data: [{ id: 11, legal_name: 'Acme Iberia S.L.' }], meta: { has_next_page: false } } },
    );
    expect(await signIn(FACTORIAL_KEY)).toStrictEqual({
      next: null,
      entity: { id: '11', name: 'Acme Iberia S.L.' },
      credentials: { apiKey: FACTORIAL_KEY, legalEntityId: '11' },
    });
  });

  it('maps a rejected key (401) to incorrect_username_or_password', async () => {
    const error = await expectAppError(signIn('fact_wrong'), { kind: 'authentication', code: 'incorrect_username_or_password' });
    expect(error.message).not.toContain('fact_wrong');
  });

  it('maps 403 to insufficient_permission and has no MFA', async () => {
    fake.failNext({ path: `${BASE_PATH}/timeoff/allowances` }, { status: 403, json: { message: 'Forbidden' } });
    await expectAppError(connector.fetchTimeOffBalances!(conn, ctx()), { kind: 'authentication', code: 'insufficient_permission' });
    await expectAppError(connector.verifyMfa({}, '1', ctx()), { kind: 'validation' });
    await expectAppError(signIn(''), { kind: 'validation' });
  });
});

describe('factorialhr data', () => {
  it('maps the chosen legal entity as the company', async () => {
    expectGolden('factorialhr.company', await connector.fetchCompany!(conn, ctx()));
  });

  it('pages through employees and keeps the chosen legal entity', async () => {
    expectGolden('factorialhr.employees', await connector.fetchEmployees!(conn, ctx()));
    expect(calls('employees/employees').map((r) => r.query.get('page'))).toStrictEqual(['1', '2']);
    expect(calls('contracts/contract-versions').map((r) => r.query.get('page'))).toStrictEqual(['1', '2', '3']);
  });

  it('maps teams and locations', async () => {
    expectGolden('factorialhr.groups', await connector.fetchGroups!(conn, ctx()));
    expectGolden('factorialhr.work-locations', await connector.fetchWorkLocations!(conn, ctx()));
  });

  it('maps leaves, allowances and shifts of the entity\'s employees', async () => {
    expectGolden('factorialhr.time-off-entries', await connector.fetchTimeOffEntries!(conn, ctx()));
    expect(calls('timeoff/leaves')[0]?.query.get('start_on_gte')).toBe('2023-06-16');
    expectGolden('factorialhr.time-off-balances', await connector.fetchTimeOffBalances!(conn, ctx()));
    expectGolden('factorialhr.timesheets', await connector.fetchTimesheets!(conn, ctx()));
  });

  it('creates an employee in the chosen legal entity', async () => {
    expectGolden('factorialhr.created-employee', await connector.createEmployee!(conn, { first_name: 'Ada', last_name: 'Lovelace', work_email: 'ada@acme.example' }, ctx()));
    expect(JSON.parse(calls('employees/employees').find((r) => r.method === 'POST')?.body ?? '')).toStrictEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@acme.example',
      legal_entity_id: '11',
    });
    await expectAppError(connector.createEmployee!(conn, { first_name: 'A', last_name: 'B' }, ctx()), { kind: 'validation' });
  });
});

describe('factorialhr resilience', () => {
  it('waits out a 429 with Retry-After, then succeeds', async () => {
    fake.failNext({ path: `${BASE_PATH}/teams/teams` }, { status: 429, headers: { 'retry-after': '5' } });
    expect(await connector.fetchGroups!(conn, ctx())).toHaveLength(2);
    expect(http.waits).toStrictEqual([5000]);
  });

  it('retries a 503, then pages on', async () => {
    fake.failNext({ path: `${BASE_PATH}/locations/locations` }, { status: 503 });
    expect(await connector.fetchWorkLocations!(conn, ctx())).toHaveLength(3);
    expect(calls('locations/locations').map((r) => r.query.get('page'))).toStrictEqual(['1', '1', '2']);
    expect(http.waits).toHaveLength(1);
  });
});
