// Sage HR stand-in on its published description (sage-hr/sage.com.yaml), which shows every answer by example
// only: described.ts gives each a schema inferred from its example, and fixtures (written from the examples) are
// checked against those. The API lives on the company's subdomain: here /sage/<subdomain>/api, with `brightwell`
// the only company (any other answers 404, as an unknown Sage HR subdomain does). Every call needs the API key in
// X-Auth-Token. Lists page two records at a time with meta.next_page; leave requests are filtered by from/to and
// refuse spans of 65 days or more, as Sage HR documents.
import { fixture, json, type FakeRequest } from '../fake-server';
import { startDescribedFake, type Answer, type DescribedFake } from '../described';

export const SAGE_KEY = 'sage-api-key-2f9c7a';
export const SAGE_DOMAIN = 'brightwell';
export const SAGE_BASE = `/sage/${SAGE_DOMAIN}/api`;
/** PROVIDER_SAGEHR_BASE_URL for a fake: the subdomain goes into the path. */
export const sageBaseUrl = (fakeUrl: string) => `${fakeUrl}/sage/{domain}/api`;
export const CREATED_EMPLOYEE_ID = 31;
const PER_PAGE = 2;

const f = <T = unknown>(name: string) => fixture<T>('sagehr', name);

/** One page of a fixture list, with Sage HR's meta. */
export const sagePage = (items: readonly unknown[], page: number, perPage = PER_PAGE) => {
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  return json({
    data: items.slice((page - 1) * perPage, page * perPage),
    meta: {
      current_page: page,
      next_page: page < totalPages ? page + 1 : null,
      previous_page: page > 1 ? page - 1 : null,
      total_pages: totalPages,
      per_page: perPage,
      total_entries: items.length,
    },
  });
};

const pageOf = (req: FakeRequest) => Number(req.query.get('page') ?? '1');
const DAY_MS = 86_400_000;

const answers: Record<string, Answer> = {
  'GET /employees': (req) => sagePage(f('employees'), pageOf(req)),
  'GET /terminated-employees': (req) => sagePage(f('terminated_employees'), pageOf(req)),
  'GET /teams': (req) => sagePage(f('teams'), pageOf(req)),
  'GET /leave-management/policies': () => json({ data: f('policies') }),
  'GET /leave-management/requests': (req) => {
    const from = req.query.get('from') ?? '';
    const to = req.query.get('to') ?? '';
    if ((Date.parse(to) - Date.parse(from)) / DAY_MS >= 65) return json({ error: 'Days between from date and to date must be less than 65' }, 422);
    const all = f<Array<{ start_date: string; end_date: string }>>('leave_requests');
    return sagePage(all.filter((r) => r.start_date <= to && r.end_date >= from), pageOf(req));
  },
  'GET /employees/{id}/leave-management/balances': (req) => {
    const id = req.params.id;
    return id === '19' || id === '23' ? json({ data: f(`balances_${id}`) }) : json({ error: 'Not found' }, 404);
  },
  'POST /employees': () => json({ data: { id: CREATED_EMPLOYEE_ID } }, 201),
  'GET /employees/{id}': (req) =>
    Number(req.params.id) === CREATED_EMPLOYEE_ID ? json({ data: f('employee_created') }) : json({ error: 'Not found' }, 404),
};

export const startSagehrFake = (): Promise<DescribedFake> =>
  startDescribedFake({
    provider: 'sagehr',
    basePath: SAGE_BASE,
    answers,
    outsideBasePath: json({ error: 'Not found' }, 404),
    authenticate: (req) => req.headers['x-auth-token'] === SAGE_KEY,
  });
