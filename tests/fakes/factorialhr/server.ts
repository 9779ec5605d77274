// Factorial stand-in: /api/2025-10-01/resources/... with x-api-key; lists are { data, meta } served two
// items a page with meta.has_next_page, as Factorial pages with page + limit.
import { fixture, json, startFakeServer, type FakeRequest, type FakeResponse, type FakeServer } from '../fake-server';

export const FACTORIAL_KEY = 'fact_live_8d2e1c';
export const BASE_PATH = '/api/2025-10-01/resources';
export const PAGE = 2;

const f = <T = unknown>(name: string) => fixture<T>('factorialhr', name);

const LISTS: Record<string, string> = {
  'companies/legal_entities': 'legal_entities',
  'employees/employees': 'employees',
  'contracts/contract-versions': 'contract_versions',
  'teams/teams': 'teams',
  'locations/locations': 'locations',
  'timeoff/leave-types': 'leave_types',
  'timeoff/leaves': 'leaves',
  'timeoff/allowances': 'allowances',
  'attendance/shifts': 'shifts',
};

function route(req: FakeRequest): FakeResponse | undefined {
  if (req.headers['x-api-key'] !== FACTORIAL_KEY) return json({ error: 'Unauthorized' }, 401);
  if (!req.path.startsWith(`${BASE_PATH}/`)) return undefined;
  const rest = req.path.slice(BASE_PATH.length + 1);
  if (req.method === 'POST' && rest === 'employees/employees') {
    const body = JSON.parse(req.body) as { email?: string; legal_entity_id?: string };
    return body.email && body.legal_entity_id ? json(f('employee_created'), 201) : json({ errors: { errors: ['email is required'] } }, 422);
  }
  const list = LISTS[rest];
  if (req.method !== 'GET' || !list) return undefined;
  const limit = Number(req.query.get('limit') ?? '100');
  const page = Number(req.query.get('page') ?? '1');
  let items = f<Array<Record<string, unknown>>>(list);
  const gte = req.query.get('start_on_gte');
  const lte = req.query.get('start_on_lte');
  if (gte) items = items.filter((i) => String(i.start_on) >= gte);
  if (lte) items = items.filter((i) => String(i.start_on) <= lte);
  const size = Math.min(limit, PAGE);
  const data = items.slice((page - 1) * size, page * size);
  return json({ data, meta: { has_next_page: page * size < items.length, has_previous_page: page > 1, total: items.length, limit } });
}

export const startFactorialFake = (): Promise<FakeServer> => startFakeServer(route);
