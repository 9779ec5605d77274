// The data API's rules through both doors: every call is protected (401/403, scope and mode of the path),
// date ranges are real and ordered (400 naming the field), 202 until the first sync, 503 after a failed
// one, 501 for what the provider does not offer.
import { beforeAll, describe, expect, it } from 'vitest';
import { dataDoor, type DataDoor } from '../helpers/data-doors';
import { DOORS, type DoorName } from '../helpers/doors';
import { seedConnection, tokenFor, useSeededServer } from '../helpers/seed';

const t = useSeededServer({ seeded: { employees: 6 } });
let payrunId: string;

beforeAll(async () => {
  const runs = await t.server.rest('GET', '/2023-03-01/xhr/payruns?start_date=2024-01-01&end_date=2024-12-31', { headers: t.seeded.headers });
  payrunId = runs.body[0].id;
});

const RANGE = { start_date: '2024-01-01', end_date: '2024-01-31' };

/** Every data call with the scope resource it needs. */
const CALLS: Array<[string, string, (d: DataDoor) => Promise<any>]> = [
  ['company', 'company', (d) => d.company()],
  ['identity', 'identity', (d) => d.identity()],
  ['groups', 'groups', (d) => d.groups()],
  ['work-locations', 'work-locations', (d) => d.workLocations()],
  ['employees', 'employees', (d) => d.employees()],
  ['employee (create)', 'employee', (d) => d.createEmployee({ first_name: 'Ann', last_name: 'Lee' })],
  ['time-off-entries', 'time-off-entries', (d) => d.timeOffEntries(RANGE)],
  ['time-off-balances', 'time-off-balances', (d) => d.timeOffBalances()],
  ['timesheets', 'timesheets', (d) => d.timesheets(RANGE)],
  ['payruns', 'payruns', (d) => d.payruns(RANGE)],
  ['payruns/{payrun_id}', 'payruns/{payrun_id}', (d) => d.payslips(payrunId)],
];

const door = (name: DoorName, headers: Record<string, string>, mode = 'xhr') => dataDoor(t.server, name, headers, mode);

describe.each(DOORS)('protection through %s', (doorName) => {
  it.each(CALLS)('%s: no Authorization header is 401', async (_label, _resource, call) => {
    const res = await call(door(doorName, {}));
    expect(res.status).toBe(401);
    expect(res.message).toBe('an Authorization: Bearer token is required');
  });

  it.each(CALLS)('%s: an unknown token is 403', async (_label, _resource, call) => {
    const res = await call(door(doorName, { authorization: 'Bearer not-a-real-token' }));
    expect(res.status).toBe(403);
    expect(res.message).toBe('the access token is not valid');
  });

  it.each(CALLS)('%s: a token without the scope is 403; with only that scope it answers', async (_label, resource, call) => {
    const others = CALLS.map(([, r]) => r).filter((r) => r !== resource);
    const without = await call(door(doorName, await tokenFor(t.server, t.seeded, others)));
    expect(without.status).toBe(403);
    expect(without.message).toBe(`the access token does not have the scope 2023-03-01/xhr/${resource}`);
    const only = await call(door(doorName, await tokenFor(t.server, t.seeded, [resource])));
    expect(only.ok, JSON.stringify(only.raw)).toBe(true);
  });

  it('the mode of the path must be the token’s: an xhr token on official paths is 403', async () => {
    const res = await door(doorName, t.seeded.headers, 'official').employees();
    expect(res.status).toBe(403);
    expect(res.message).toBe('the access token does not have the scope 2023-03-01/official/employees');
  });

  it('an unknown mode is a 400', async () => {
    const res = await door(doorName, t.seeded.headers, 'sideways').company();
    if (doorName === 'rest') {
      expect(res.status).toBe(400);
      expect(res.message).toBe('invalid mode: sideways');
    } else {
      // GraphQL's Mode enum refuses it before any resolver runs.
      expect(res.raw.status).toBe(400);
      expect(res.code).toBe('BAD_USER_INPUT');
      expect(res.message).toContain('"Mode"');
    }
  });

  if (doorName === 'graphql') {
    it('without a mode argument the token’s own mode is used, and its scopes still apply', async () => {
      const official = await seedConnection(t.server, { mode: 'official', employees: 2 });
      const res = await t.server.gql('{ company { remoteId } groups { id } }', {}, official.headers);
      expect(res.errors).toBeUndefined();
      expect(res.data.company.remoteId).toBe(official.snapshot.company!.remote_id);
      const narrow = await tokenFor(t.server, official, ['company']);
      const refused = await t.server.gql('{ groups { id } }', {}, narrow);
      expect(refused.errors?.[0].message).toBe('the access token does not have the scope 2023-03-01/official/groups');
    });
  }

  it('a disconnected connection answers 403', async () => {
    const gone = await seedConnection(t.server, { employees: 2 });
    await t.server.store.dataSource.query('UPDATE connection SET disconnected_at = now() WHERE id = $1', [gone.connectionId]);
    const res = await door(doorName, gone.headers).company();
    expect(res.status).toBe(403);
    expect(res.message).toBe('the connection was disconnected');
  });
});

describe.each(DOORS)('date ranges through %s', (doorName) => {
  const ranged: Array<[string, (d: DataDoor, r: Record<string, string>) => Promise<any>]> = [
    ['time-off-entries', (d, r) => d.timeOffEntries(r)],
    ['timesheets', (d, r) => d.timesheets(r)],
    ['payruns', (d, r) => d.payruns(r)],
  ];
  const cases: Array<[string, Record<string, string>, string, string, string]> = [
    ['no start_date', { end_date: '2024-01-31' }, 'start_date is required', 'start_date', 'required'],
    ['no end_date', { start_date: '2024-01-01' }, 'end_date is required', 'end_date', 'required'],
    ['an impossible date', { start_date: '2024-02-30', end_date: '2024-03-31' }, 'start_date must be a date written YYYY-MM-DD', 'start_date', 'format'],
    ['another format', { start_date: '2024-01-01', end_date: '31/01/2024' }, 'end_date must be a date written YYYY-MM-DD', 'end_date', 'format'],
    ['a date-time', { start_date: '2024-01-01T00:00:00Z', end_date: '2024-01-31' }, 'start_date must be a date written YYYY-MM-DD', 'start_date', 'format'],
    ['start after end', { start_date: '2024-02-01', end_date: '2024-01-31' }, 'end_date must be on or after start_date', 'end_date', 'range'],
  ];

  describe.each(ranged)('%s', (_name, call) => {
    it.each(cases)('%s is a 400 naming the field', async (_case, range, message, field, rule) => {
      const res = await call(door(doorName, t.seeded.headers), range);
      expect(res.status).toBe(400);
      expect(res.message).toBe(message);
      if (doorName === 'rest') expect(res.raw.body).toStrictEqual({ message, validation_error: { field, rule } });
      else expect(res.raw.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400, validationError: { field, rule } });
    });

    it('one day (start = end) is a valid range', async () => {
      const res = await call(door(doorName, t.seeded.headers), { start_date: '2024-01-31', end_date: '2024-01-31' });
      expect(res.status).toBe(200);
    });

    it('authorization comes before input checks: no token and no dates is 401', async () => {
      const res = await call(door(doorName, {}), {});
      expect(res.status).toBe(401);
    });
  });
});

describe.each(DOORS)('readiness through %s', (doorName) => {
  it.each(CALLS)('%s: 202 with Retry-After until the first sync has finished', async (_label, _resource, call) => {
    const pending = await seedConnection(t.server, { sync: false });
    const res = await call(door(doorName, pending.headers));
    expect(res.status).toBe(202);
    expect(res.message).toBe('the first sync of this connection is still running; try again shortly');
    if (doorName === 'rest') {
      expect(res.raw.headers.get('retry-after')).toBe('2');
      expect(res.raw.body).toStrictEqual({ message: res.message });
    } else {
      expect(res.raw.errors[0].extensions).toMatchObject({ code: 'PENDING', status: 202, retryAfter: 2 });
      // GraphQL answers 200 (GraphQL over HTTP), but HTTP clients and proxies still see when to come back.
      expect(res.raw.headers.get('retry-after')).toBe('2');
    }
  });

  it('a failed first sync answers 503 with Retry-After until its next attempt', async () => {
    const failed = await seedConnection(t.server, { sync: false });
    const next = new Date(t.server.clock.now().getTime() + 90_000);
    await t.server.store.dataSource.query(`UPDATE connection SET sync_status = 'failed', sync_error = 'boom', next_sync_at = $2 WHERE id = $1`, [failed.connectionId, next]);
    const res = await door(doorName, failed.headers).groups();
    expect(res.status).toBe(503);
    expect(res.message).toBe(`the first sync of this connection failed; it will be retried at ${next.toISOString()}`);
    if (doorName === 'rest') expect(Number(res.raw.headers.get('retry-after'))).toBeGreaterThan(80);
    if (doorName === 'rest') expect(Number(res.raw.headers.get('retry-after'))).toBeLessThanOrEqual(90);
  });

  it('a provider that does not offer a resource answers 501', async () => {
    const registry = t.server.services.connectors;
    const sandbox = registry.get('sandbox');
    const limited = Object.create(sandbox, { provider: { value: 'limited-sandbox' }, fetchTimesheets: { value: undefined } });
    (registry as any).byProvider.set('limited-sandbox', { provider: 'limited-sandbox', modes: ['official', 'xhr'], connector: limited });
    const own = await seedConnection(t.server, { provider: 'limited-sandbox', employees: 2 });
    const res = await door(doorName, own.headers).timesheets(RANGE);
    expect(res.status).toBe(501);
    expect(res.message).toBe('limited-sandbox does not offer timesheets in xhr mode');
    expect((await door(doorName, own.headers).groups()).status).toBe(200);
  });

  it('identity: no phone number for tokens created before 2023-03-05', async () => {
    const old = await seedConnection(t.server, { employees: 1, tokenCreatedAt: new Date('2023-03-04T12:00:00Z') });
    const res = await door(doorName, old.headers).identity();
    expect(res.data).toStrictEqual({ ...old.snapshot.identity, phone_number: null });
  });
});
