// Creating an employee through both doors: written through the provider (the sandbox keeps it), stored
// with our id and references resolved; every bad input is a 400 naming the field, and nothing is written.
import { describe, expect, it } from 'vitest';
import { dataDoor } from '../helpers/data-doors';
import { DOORS } from '../helpers/doors';
import { seedConnection, useSeededServer } from '../helpers/seed';

const t = useSeededServer({ seeded: { employees: 8 }, stranger: { employees: 3 } });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function list(route: string, headers = t.seeded.headers) {
  return (await t.server.rest('GET', `/2023-03-01/xhr/${route}`, { headers })).body as any[];
}

async function counts() {
  const [{ n: stored }] = await t.server.store.dataSource.query('SELECT count(*)::int AS n FROM hr_employee WHERE connection_id = $1', [t.seeded.connectionId]);
  const [{ n: provider }] = await t.server.store.dataSource.query('SELECT count(*)::int AS n FROM sandbox_employee');
  return { stored, provider };
}

describe.each(DOORS)('createEmployee through %s', (doorName) => {
  const door = () => dataDoor(t.server, doorName, t.seeded.headers);

  it('with only the names: 201, every other field empty, readable at once with the same id', async () => {
    const res = await door().createEmployee({ first_name: 'Ann', last_name: 'Lee' });
    expect(res.status).toBe(doorName === 'rest' ? 201 : 200);
    expect(res.data).toStrictEqual({
      id: expect.stringMatching(UUID), remote_id: expect.stringMatching(/^emp_new_/), employee_number: null, first_name: 'Ann', last_name: 'Lee',
      display_full_name: null, nationality: null, job_title: null, work_email: null, personal_email: null, mobile_phone_number: null,
      tax_id: null, gender: null, ethnicity: null, marital_status: null, date_of_birth: null, employment_status: null,
      employment_type: null, start_date: null, remote_created_at: null, termination_date: null, avatar: null, home_location: null,
      work_location: null, manager: null, bank_account: null, employment_history: [], compensation_history: [], custom_fields: null,
      groups: [], dependents: [], emergency_contacts: [],
    });
    const listed = (await list('employees')).find((e) => e.id === res.data.id);
    expect(listed).toStrictEqual(res.data);
    const [kept] = await t.server.store.dataSource.query('SELECT record FROM sandbox_employee WHERE remote_id = $1', [res.data.remote_id]);
    expect(kept.record.first_name).toBe('Ann');
  });

  it('with every field: references given by our ids come back resolved', async () => {
    const [employees, groups, locations] = [await list('employees'), await list('groups'), await list('work-locations')];
    const boss = employees[0];
    const body = {
      employee_number: 'E-900', first_name: 'Grace', last_name: 'Hopper', display_full_name: 'Grace Hopper', nationality: 'US',
      job_title: 'Rear Admiral', work_email: 'grace@example.com', personal_email: 'grace@mail.example.org', mobile_phone_number: '+1 555 0100',
      tax_id: 'US-123', gender: 'female', ethnicity: 'white', marital_status: 'divorced', date_of_birth: '1906-12-09',
      employment_status: 'active', employment_type: 'full_time', start_date: '2024-02-01', remote_created_at: '2024-01-15T08:00:00.000Z',
      termination_date: null, avatar: 'https://avatars.example.com/grace.png',
      home_location: { street_address: '1 Navy Way', locality: 'Arlington', administrative_area: 'VA', country: 'US', post_code: '22202' },
      work_location_id: locations[1].id, manager_id: boss.id,
      bank_account: { account_number: '123', bank_name: 'Navy Federal', bic: 'NFCUUS33', holder_name: 'Grace Hopper', iban: null },
      employment_history: [{ job_title: 'Programmer', effective_date: '2024-02-01', group_id: groups[0].id, manager_id: boss.id }],
      compensation_history: [{ pay_rate: 15_000_000, pay_period: 'year', pay_frequency: 'monthly', employment_type: 'full_time', currency: 'usd', effective_date: '2024-02-01', notes: 'offer' }],
      custom_fields: { shirt_size: 'M', clearance: 'top' },
      group_ids: [groups[0].id, groups[2].id],
      dependents: [{ name: 'Sam', relationship: 'child' }],
      emergency_contacts: [{ first_name: 'Vincent', last_name: 'Hopper', relationship: 'partner', mobile_phone_number: '+1 555 0101', primary_contact: true }],
    };
    const res = await door().createEmployee(body);
    const { work_location_id: _l, manager_id: _m, group_ids: _g, employment_history: history, ...plain } = body;
    expect(res.data).toStrictEqual({
      ...plain,
      id: expect.stringMatching(UUID),
      remote_id: expect.stringMatching(/^emp_new_/),
      work_location: locations[1],
      manager: { first_name: boss.first_name, last_name: boss.last_name, id: boss.id, work_email: boss.work_email, remote_id: boss.remote_id },
      groups: [groups[0], groups[2]],
      employment_history: [{ ...history[0], group_remote_id: groups[0].remote_id, group_name: groups[0].name, manager_remote_id: boss.remote_id }],
    });
    // The provider got its own ids.
    const [kept] = await t.server.store.dataSource.query('SELECT record FROM sandbox_employee WHERE remote_id = $1', [res.data.remote_id]);
    expect(kept.record).toMatchObject({ manager_remote_id: boss.remote_id, work_location_remote_id: locations[1].remote_id, group_remote_ids: [groups[0].remote_id, groups[2].remote_id] });
  });

  const cases: Array<[string, () => Promise<Record<string, unknown>>, string, string, string?]> = [
    ['no first_name', async () => ({ last_name: 'Lee' }), 'first_name is required', 'first_name'],
    ['an empty last_name', async () => ({ first_name: 'Ann', last_name: ' ' }), 'last_name is required', 'last_name'],
    ['an unknown gender', async () => ({ first_name: 'A', last_name: 'B', gender: 'robot' }), 'gender must be one of male, female, not_specified', 'gender'],
    ['an impossible date', async () => ({ first_name: 'A', last_name: 'B', date_of_birth: '1990-13-01' }), 'date_of_birth must be a date written YYYY-MM-DD', 'date_of_birth'],
    ['a bad email', async () => ({ first_name: 'A', last_name: 'B', work_email: 'not-an-email' }), 'work_email must be an email address', 'work_email'],
    ['a bad date-time', async () => ({ first_name: 'A', last_name: 'B', remote_created_at: '2024-01-01' }), 'remote_created_at must be an ISO 8601 date-time with offset', 'remote_created_at'],
    ['a lower-case country', async () => ({ first_name: 'A', last_name: 'B', home_location: { country: 'gb' } }), 'home_location.country must be an ISO 3166-1 alpha-2 country code in upper case', 'home_location.country'],
    ['an unknown currency', async () => ({ first_name: 'A', last_name: 'B', compensation_history: [{ currency: 'jpy' }] }), 'compensation_history.0.currency must be one of usd, gbp, eur', 'compensation_history.0.currency'],
    ['a manager_id that is no uuid', async () => ({ first_name: 'A', last_name: 'B', manager_id: 'boss' }), 'manager_id must be a uuid', 'manager_id'],
    ['an unknown manager', async () => ({ first_name: 'A', last_name: 'B', manager_id: '00000000-0000-4000-8000-000000000001' }), 'manager_id does not name an employee of this company: 00000000-0000-4000-8000-000000000001', 'manager_id'],
    ['another connection’s employee as manager', async () => {
      const theirs = await list('employees', t.stranger.headers);
      return { first_name: 'A', last_name: 'B', manager_id: theirs[0].id };
    }, 'manager_id does not name an employee of this company', 'manager_id'],
    ['an unknown group', async () => {
      const groups = await list('groups');
      return { first_name: 'A', last_name: 'B', group_ids: [groups[0].id, '00000000-0000-4000-8000-000000000002'] };
    }, 'group_ids.1 does not name a group of this company: 00000000-0000-4000-8000-000000000002', 'group_ids.1'],
    ['an unknown work location', async () => ({ first_name: 'A', last_name: 'B', work_location_id: '00000000-0000-4000-8000-000000000003' }), 'work_location_id does not name a work location of this company: 00000000-0000-4000-8000-000000000003', 'work_location_id'],
    ['an unknown group in the history', async () => ({ first_name: 'A', last_name: 'B', employment_history: [{ group_id: '00000000-0000-4000-8000-000000000004' }] }), 'employment_history.0.group_id does not name a group of this company: 00000000-0000-4000-8000-000000000004', 'employment_history.0.group_id'],
  ];

  it.each(cases)('%s: 400 naming the field, nothing written', async (_case, build, message, field) => {
    const before = await counts();
    const res = await door().createEmployee(await build());
    expect(res.status).toBe(400);
    expect(res.message!.startsWith(message)).toBe(true);
    if (doorName === 'rest') expect(res.raw.body.validation_error.field).toBe(field);
    else expect(res.raw.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', validationError: { field } });
    expect(await counts()).toStrictEqual(before);
  });
});

describe('createEmployee, REST only', () => {
  it('an unknown field is a 400 naming it', async () => {
    const res = await t.server.rest('POST', '/2023-03-01/xhr/employee', { headers: t.seeded.headers, body: { first_name: 'A', last_name: 'B', nickname: 'C' } });
    expect(res.status).toBe(400);
    expect(res.body).toStrictEqual({ message: 'nickname is not allowed', validation_error: { field: 'nickname', rule: 'additional' } });
  });

  it('a pay rate that is not whole cents is a 400', async () => {
    const res = await t.server.rest('POST', '/2023-03-01/xhr/employee', { headers: t.seeded.headers, body: { first_name: 'A', last_name: 'B', compensation_history: [{ pay_rate: 12.5 }] } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('compensation_history.0.pay_rate must be an integer amount in cents');
  });

  it('a body that is not an object is a 400', async () => {
    const res = await t.server.rest('POST', '/2023-03-01/xhr/employee', { headers: t.seeded.headers, body: ['A'] });
    expect(res.status).toBe(400);
  });

  it('works in official mode too', async () => {
    const official = await seedConnection(t.server, { mode: 'official', employees: 2 });
    const res = await t.server.rest('POST', '/2023-03-01/official/employee', { headers: official.headers, body: { first_name: 'Off', last_name: 'Icial' } });
    expect(res.status).toBe(201);
    expect(res.body.first_name).toBe('Off');
  });
});
