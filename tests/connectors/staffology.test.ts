import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStaffologyConnector } from '../../server/src/connectors/staffology/staffology.connector';
import type { Connector } from '../../server/src/connectors/connector';
import type { FakeServer } from '../fakes/fake-server';
import { EMPLOYER, STAFFOLOGY_KEY, startStaffologyFake } from '../fakes/staffology/server';
import { access, ctxFor, expectAppError, expectGolden, fastHttp } from './helpers';

let fake: FakeServer;
let http: ReturnType<typeof fastHttp>;
let connector: Connector;
const conn = access('staffology', EMPLOYER, { apiKey: STAFFOLOGY_KEY, employerId: EMPLOYER });
const ctx = () => ctxFor(fake.url);
const signIn = (apiKey: string, domain?: string) =>
  connector.signIn({ mode: 'official', provider: 'staffology', apiKey, domain, addAdmin: false }, ctx());
const employerPath = (rest = '') => `/employers/${EMPLOYER}${rest}`;

beforeAll(async () => {
  fake = await startStaffologyFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  http = fastHttp();
  connector = createStaffologyConnector({ http, pageSize: 2 });
  fake.requests.length = 0;
});

const EMPLOYERS = [
  { id: EMPLOYER, name: 'Northwind Bakery Ltd' },
  { id: '8f3b1c2e-0002-4c7a-9b1e-aa0000000002', name: 'Northwind Cafés Ltd' },
];

describe('staffology sign-in', () => {
  it('lists the employers for CHOOSE and completes with the chosen one', async () => {
    const step = await signIn(STAFFOLOGY_KEY);
    expect(step).toStrictEqual({ next: 'CHOOSE', entities: EMPLOYERS, stash: { apiKey: STAFFOLOGY_KEY, entities: EMPLOYERS } });
    if (step.next !== 'CHOOSE') throw new Error('expected CHOOSE');
    expect(await connector.choose(step.stash, EMPLOYER, ctx())).toStrictEqual({
      next: null,
      entity: EMPLOYERS[0],
      credentials: { apiKey: STAFFOLOGY_KEY, employerId: EMPLOYER },
    });
    await expectAppError(connector.choose(step.stash, 'other', ctx()), { kind: 'validation' });
    await expectAppError(connector.choose({}, EMPLOYER, ctx()), { kind: 'authentication', code: 'reauthentication_required' });
  });

  it('takes the employer id typed in the domain field', async () => {
    expect(await signIn(STAFFOLOGY_KEY, EMPLOYER)).toMatchObject({ next: null, entity: EMPLOYERS[0] });
    await expectAppError(signIn(STAFFOLOGY_KEY, 'not-mine'), { kind: 'authentication', code: 'incorrect_username_or_password' });
  });

  it('maps a rejected key (401) to incorrect_username_or_password', async () => {
    const error = await expectAppError(signIn('stf_wrong'), { kind: 'authentication', code: 'incorrect_username_or_password' });
    expect(error.message).not.toContain('stf_wrong');
  });

  it('maps 403 to insufficient_permission and has no MFA', async () => {
    fake.failNext({ path: employerPath('/departments') }, { status: 403 });
    await expectAppError(connector.fetchGroups!(conn, ctx()), { kind: 'authentication', code: 'insufficient_permission' });
    await expectAppError(connector.verifyMfa({}, '1', ctx()), { kind: 'validation' });
  });
});

describe('staffology data', () => {
  it('maps the employer as the company', async () => {
    expectGolden('staffology.company', await connector.fetchCompany!(conn, ctx()));
  });

  it('pages through employee references and reads each employee', async () => {
    expectGolden('staffology.employees', await connector.fetchEmployees!(conn, ctx()));
    const list = fake.requests.filter((r) => r.path === employerPath('/employees'));
    expect(list.map((r) => [r.query.get('pageNum'), r.query.get('pageSize')])).toStrictEqual([
      ['1', '2'],
      ['2', '2'],
    ]);
    expect(fake.requests.filter((r) => r.path.startsWith(employerPath('/employees/')))).toHaveLength(3);
  });

  it('maps departments and holiday balances', async () => {
    expectGolden('staffology.groups', await connector.fetchGroups!(conn, ctx()));
    expectGolden('staffology.time-off-balances', await connector.fetchTimeOffBalances!(conn, ctx()));
  });

  it('creates an employee, and reports a refusal as a validation error', async () => {
    expectGolden(
      'staffology.created-employee',
      await connector.createEmployee!(conn, { first_name: 'Ada', last_name: 'Lovelace', gender: 'female', date_of_birth: '1990-12-10', start_date: '2024-07-01' }, ctx()),
    );
    await expectAppError(connector.createEmployee!(conn, { first_name: 'A', last_name: 'B' }, ctx()), { kind: 'validation' });
  });
});

describe('staffology resilience', () => {
  it('waits out a 429 with Retry-After on an employee read', async () => {
    fake.failNext({ path: employerPath('/employees/e0000000-0000-0000-0000-000000000002') }, { status: 429, headers: { 'retry-after': '1' } });
    expect(await connector.fetchEmployees!(conn, ctx())).toHaveLength(3);
    expect(http.waits).toStrictEqual([1000]);
  });

  it('retries a 502', async () => {
    fake.failNext({ path: employerPath() }, { status: 502 });
    expect(await connector.fetchCompany!(conn, ctx())).toMatchObject({ legal_name: 'Northwind Bakery Ltd' });
    expect(http.waits).toHaveLength(1);
  });
});
