// BambooHR stand-in: /{companyDomain}/v1/... with HTTP Basic (API key as user, any password).
import { basicCredentials, fixture, json, startFakeServer, type FakeRequest, type FakeResponse, type FakeServer } from '../fake-server';

export const BAMBOOHR_DOMAIN = 'acme';
export const BAMBOOHR_KEY = 'bamboo-test-key-7f3a';

const f = (name: string) => fixture('bamboohr', name);

function route(req: FakeRequest): FakeResponse | undefined {
  const match = /^\/([^/]+)\/v1\/(.*)$/.exec(req.path);
  if (!match) return undefined;
  const [, domain, rest] = match;
  if (domain !== BAMBOOHR_DOMAIN) return { status: 404, body: '' };
  if (basicCredentials(req)?.user !== BAMBOOHR_KEY) return { status: 401, body: '' };
  if (req.headers.accept !== 'application/json') return { status: 406, body: 'send Accept: application/json' };

  switch (`${req.method} ${rest}`) {
    case 'GET company_information':
      return json(f('company_information'));
    case 'POST reports/custom': {
      if (req.query.get('format') !== 'JSON') return { status: 400, body: 'format' };
      const { fields } = JSON.parse(req.body) as { fields: string[] };
      const report = f('report') as { employees: Array<Record<string, unknown>> };
      // The report returns the requested fields only.
      const employees = report.employees.map((e) => Object.fromEntries(fields.map((k) => [k, e[k] ?? null])));
      return json({ ...report, employees });
    }
    case 'GET meta/lists':
      return json(f('meta_lists'));
    case 'GET time_off/requests':
      return req.query.get('start') && req.query.get('end') ? json(f('time_off_requests')) : { status: 400 };
    case 'GET time_tracking/timesheet_entries':
      return req.query.get('start') && req.query.get('end') ? json(f('timesheet_entries')) : { status: 400 };
    case 'GET employees/0':
      return json(f('employee_0'));
    case 'POST employees':
      return { status: 201, headers: { location: `https://api.bamboohr.com/api/gateway.php/${domain}/v1/employees/120` } };
    case 'GET employees/120':
      return json(f('employee_created'));
  }
  const calculator = /^employees\/(\d+)\/time_off\/calculator$/.exec(rest ?? '');
  if (req.method === 'GET' && calculator) return json(f(`calculator_${calculator[1]}`));
  return undefined;
}

export const startBamboohrFake = (): Promise<FakeServer> => startFakeServer(route);
