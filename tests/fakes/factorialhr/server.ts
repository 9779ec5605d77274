// Factorial stand-in on its dated description (factorialhr/openapi.v2024-10-01.json): paths
// /api/2024-10-01/resources/..., the API key in x-api-key, lists answered as the bare arrays the description
// gives (tests that page answer { data, meta } pages themselves, as Factorial's pagination guide shows them).
// Fixtures are written from the description's schemas and examples and validated against them on every
// answer (described.ts); the fake applies the filters the connector sends.
import { fixture, json, type FakeRequest } from '../fake-server';
import { startDescribedFake, type Answer, type DescribedFake } from '../described';

export const FACTORIAL_KEY = 'fact_live_8d2e1c';
/** The description's paths start here (its server is the bare host). */
export const RESOURCES = '/api/2024-10-01/resources';

const f = <T = unknown>(name: string) => fixture<T>('factorialhr', name);
type Row = Record<string, unknown>;

const op = (path: string, method = 'GET') => `${method} ${RESOURCES}/${path}`;
const flag = (req: FakeRequest, name: string) => req.query.get(name) === 'true';
const within = (value: unknown, from: string | null, to: string | null) =>
  typeof value === 'string' && (!from || value >= from) && (!to || value <= to);

const answers: Record<string, Answer> = {
  [op('companies/legal_entities')]: () => json(f('legal_entities')),
  [op('employees/employees')]: (req) => {
    const entities = req.query.getAll('legal_entity_ids[]').map(Number);
    return json(
      f<Row[]>('employees').filter(
        (e) => (!entities.length || entities.includes(e.legal_entity_id as number)) && (!flag(req, 'only_active') || e.active === true),
      ),
    );
  },
  [op('teams/teams')]: () => json(f('teams')),
  [op('locations/locations')]: () => json(f('locations')),
  [op('contracts/contract_versions')]: () => json(f('contract_versions')),
  [op('timeoff/leave_types')]: () => json(f('leave_types')),
  [op('timeoff/leaves')]: (req) => {
    const [from, to] = [req.query.get('from'), req.query.get('to')];
    return json(
      f<Row[]>('leaves').filter(
        (l) => (l.approved === true || flag(req, 'include_pending')) && (!to || String(l.start_on) <= to) && (!from || String(l.finish_on ?? l.start_on) >= from),
      ),
    );
  },
  [op('timeoff/allowances')]: () => json(f('allowances')),
  [op('timeoff/allowance_stats')]: (req) =>
    json(
      f<Row[]>('allowance_stats').filter(
        (s) => String(s.employee_id) === req.query.get('employee_id') && String(s.allowance_id) === req.query.get('allowance_id'),
      ),
    ),
  [op('attendance/shifts')]: (req) => json(f<Row[]>('shifts').filter((s) => within(s.date, req.query.get('start_on'), req.query.get('end_on')))),
  [op('employees/employees/create_with_contract', 'POST')]: (req) => {
    const body = JSON.parse(req.body || '{}') as Row;
    return body.email && body.company_id === 1 ? json(f('employee_created')) : json({ errors: ['email is required'] }, 422);
  },
};

export const startFactorialFake = (): Promise<DescribedFake> =>
  startDescribedFake({ provider: 'factorialhr', answers, authenticate: (req) => req.headers['x-api-key'] === FACTORIAL_KEY });
