// BambooHR stand-in on its published description (bamboohr/public.yaml): the company's server is
// `/{companyDomain}` here (the description's https://{companyDomain}.bamboohr.com), paths under /api/v1,
// HTTP Basic with the API key as user. Fixtures are written from the description's schemas and examples
// and validated against them on every answer (described.ts).
import { basicCredentials, fixture, json, type FakeResponse } from '../fake-server';
import { startDescribedFake, type Answer, type DescribedFake } from '../described';

export const BAMBOOHR_DOMAIN = 'acme';
export const BAMBOOHR_KEY = 'bamboo-test-key-7f3a';
export const BAMBOOHR_BASE = `/${BAMBOOHR_DOMAIN}`;
/** Where the new employee of POST /api/v1/employees can be read. */
export const CREATED_EMPLOYEE_ID = '120';

const f = (name: string) => fixture('bamboohr', name);

/** The report answers the requested fields only, as BambooHR does. */
const customReport: Answer = (req) => {
  const { fields } = JSON.parse(req.body) as { fields: string[] };
  const report = f('report') as { employees: Array<Record<string, unknown>> };
  const employees = report.employees.map((e) => Object.fromEntries(['id', ...fields].filter((k) => k in e).map((k) => [k, e[k]])));
  return json({ ...report, employees });
};

export const BAMBOOHR_ANSWERS: Record<string, Answer> = {
  'get-company-information': () => json(f('company_information')),
  'request-custom-report': customReport,
  'list-list-fields': () => json(f('meta_lists')),
  'list-time-off-requests': () => json(f('time_off_requests')),
  'list-timesheet-entries': () => json(f('timesheet_entries')),
  'get-employee': (req) =>
    req.params.id === '0' ? json(f('employee_0')) : req.params.id === CREATED_EMPLOYEE_ID ? json(f('employee_created')) : { status: 404, body: '' },
  // "The Location header points to the new employee resource."
  'create-employee': () => ({ status: 201, headers: { location: `https://${BAMBOOHR_DOMAIN}.bamboohr.com/api/v1/employees/${CREATED_EMPLOYEE_ID}` } }),
  'get-time-off-balance': (req) => json(f(`calculator_${req.params.employeeId}`)),
};

const unknownCompany: FakeResponse = { status: 404, body: '' };

export const startBamboohrFake = (): Promise<DescribedFake> =>
  startDescribedFake({
    provider: 'bamboohr',
    basePath: BAMBOOHR_BASE,
    outsideBasePath: unknownCompany,
    answers: BAMBOOHR_ANSWERS,
    authenticate: (req) => basicCredentials(req)?.user === BAMBOOHR_KEY,
  });
