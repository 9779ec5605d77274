// Breathe HR stand-in: /v1/... with X-API-KEY; lists keyed by resource name, two items a page, with
// RFC 8288 Link headers (rel="next", rel="last") as Breathe sends. Breathe publishes no description, so the fake
// answers only the calls the declaration lists with Breathe's public API reference (listed.ts); fixtures follow
// that reference's examples (https://developer.breathehr.com/documentation/request_and_response).
import { fixture, json, type FakeRequest, type FakeResponse } from '../fake-server';
import { startListedFake, type ListedFake } from '../listed';

export const BREATHE_KEY = 'prod-Zx81_test_key';
export const PAGE = 2;

const f = <T = unknown>(name: string) => fixture<T>('breathe', name);
const LISTS = ['employees', 'departments', 'divisions', 'locations', 'absences'];

export async function startBreatheFake(): Promise<ListedFake> {
  let origin = '';
  const route = (req: FakeRequest): FakeResponse | undefined => {
    if (req.headers['x-api-key'] !== BREATHE_KEY) return json({ error: { type: 'Unauthorized', message: 'Invalid API key' } }, 401);
    if (req.method === 'GET' && req.path === '/v1/account') return json(f('account'));
    if (req.method === 'POST' && req.path === '/v1/employees') {
      const body = JSON.parse(req.body) as { employee?: { email?: string } };
      return body.employee?.email ? json(f('employee_created'), 201) : json({ error: { message: 'Email is required' } }, 422);
    }
    const resource = req.path.replace(/^\/v1\//, '');
    if (req.method !== 'GET' || !LISTS.includes(resource)) return undefined;
    if (resource === 'absences' && !(req.query.get('start_date') && req.query.get('end_date'))) return json({ error: 'dates' }, 400);
    const page = Number(req.query.get('page') ?? '1');
    const items = f<unknown[]>(resource);
    const last = Math.max(1, Math.ceil(items.length / PAGE));
    const link = (p: number, rel: string) => {
      const q = new URLSearchParams(req.query);
      q.set('page', String(p));
      return `<${origin}${req.path}?${q.toString()}>; rel="${rel}"`;
    };
    const links = [page < last ? link(page + 1, 'next') : null, link(last, 'last')].filter(Boolean).join(', ');
    return json({ [resource]: items.slice((page - 1) * PAGE, page * PAGE) }, 200, { link: links, total: String(items.length) });
  };
  const server = await startListedFake({ provider: 'breathe', basePath: '/v1', routes: route });
  origin = server.url;
  return server;
}
