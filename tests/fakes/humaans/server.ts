// Humaans stand-in: /api/... with a bearer token; lists answer { total, limit, skip, data } and serve at
// most two items a page whatever $limit says, to exercise paging.
import { fixture, json, startFakeServer, type FakeRequest, type FakeResponse, type FakeServer } from '../fake-server';

export const HUMAANS_TOKEN = 'hum_test_4f0c2b';
export const PAGE = 2;

const f = <T = unknown>(name: string) => fixture<T>('humaans', name);

const LISTS: Record<string, string> = {
  '/api/people': 'people',
  '/api/job-roles': 'job_roles',
  '/api/compensations': 'compensations',
  '/api/bank-accounts': 'bank_accounts',
  '/api/locations': 'locations',
  '/api/time-away-types': 'time_away_types',
  '/api/time-away': 'time_away',
  '/api/timesheet-entries': 'timesheet_entries',
};

function route(req: FakeRequest): FakeResponse | undefined {
  if (req.headers.authorization !== `Bearer ${HUMAANS_TOKEN}`) return json({ error: { message: 'Unauthorized' } }, 401);
  if (req.method === 'GET' && req.path === '/api/me') return json(f('me'));
  if (req.method === 'GET' && req.path === '/api/companies/T7uqPFK7am4lVCdzeXVpTgWs') return json(f('company'));
  if (req.method === 'POST' && req.path === '/api/people') {
    const body = JSON.parse(req.body) as { firstName?: string; email?: string };
    return body.email ? json(f('person_created'), 201) : json({ error: { message: 'email is required' } }, 400);
  }
  const list = LISTS[req.path];
  if (req.method !== 'GET' || !list) return undefined;
  const limit = Number(req.query.get('$limit') ?? '100');
  if (limit > 250) return json({ error: { message: '$limit' } }, 400);
  const skip = Number(req.query.get('$skip') ?? '0');
  let items = f<Array<Record<string, unknown>>>(list);
  // The feathers-style date filters the connector sends.
  const gte = req.query.get('startDate[$gte]') ?? req.query.get('date[$gte]');
  const lte = req.query.get('startDate[$lte]') ?? req.query.get('date[$lte]');
  const key = req.query.has('date[$gte]') ? 'date' : 'startDate';
  if (gte) items = items.filter((i) => String(i[key]) >= gte);
  if (lte) items = items.filter((i) => String(i[key]) <= lte);
  return json({ total: items.length, limit, skip, data: items.slice(skip, skip + Math.min(limit, PAGE)) });
}

export const startHumaansFake = (): Promise<FakeServer> => startFakeServer(route);
