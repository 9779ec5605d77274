// Staffology stand-in on its published description (staffology/swagger.json, Staffology's live swagger): HTTP
// Basic with the API key as password; lists answer Item references, the employee list paged with
// pageNum/pageSize; details are read one by one. Fixtures are written from the description's schemas and
// validated against them on every answer (described.ts).
import { basicCredentials, fixture, json, type FakeResponse } from '../fake-server';
import { startDescribedFake, type Answer, type DescribedFake } from '../described';

export const STAFFOLOGY_KEY = 'stf_key_5e1a77';
export const EMPLOYER = '8f3b1c2e-0001-4c7a-9b1e-aa0000000001';
export const CREATED_EMPLOYEE = 'e0000000-0000-0000-0000-000000000042';

const f = <T = unknown>(name: string) => fixture<T>('staffology', name);
const notFound: FakeResponse = { status: 404, json: { message: 'Not found' } };
const employees = new Set(['e0000000-0000-0000-0000-000000000001', 'e0000000-0000-0000-0000-000000000002', 'e0000000-0000-0000-0000-000000000003']);

export const STAFFOLOGY_ANSWERS: Record<string, Answer> = {
  IndexEmployer: () => json(f('employers')),
  GetEmployer: (req) => (req.params.id === EMPLOYER ? json(f('employer')) : notFound),
  IndexEmployee: (req) => {
    if (req.params.employerId !== EMPLOYER) return notFound;
    const page = Number(req.query.get('pageNum') ?? '1');
    const size = Number(req.query.get('pageSize') ?? '20');
    return json(f<unknown[]>('employee_items').slice((page - 1) * size, page * size));
  },
  GetEmployee: (req) => {
    const id = req.params.id ?? '';
    return req.params.employerId === EMPLOYER && employees.has(id) ? json(f(`employee_${id.slice(-1)}`)) : notFound;
  },
  CreateEmployee: (req) => {
    const body = JSON.parse(req.body) as { employmentDetails?: { payrollCode?: string } };
    return body.employmentDetails?.payrollCode === '42' ? json(f('employee_created'), 201) : json({ message: 'Payroll code already in use' }, 409);
  },
};

export const startStaffologyFake = (): Promise<DescribedFake> =>
  startDescribedFake({
    provider: 'staffology',
    answers: STAFFOLOGY_ANSWERS,
    authenticate: (req) => basicCredentials(req)?.password === STAFFOLOGY_KEY,
  });
