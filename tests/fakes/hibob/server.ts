// HiBob stand-in: /v1/... with HTTP Basic (service user id : token).
import { basicCredentials, fixture, json, startFakeServer, type FakeRequest, type FakeResponse, type FakeServer } from '../fake-server';

export const HIBOB_USER = 'SERVICE-4242';
export const HIBOB_TOKEN = 'hibob-token-9c1e';

const f = (name: string) => fixture('hibob', name);
const PAGES: Record<string, string> = { '': 'bulk_work_page1', cmVzdWx0czoy: 'bulk_work_page2', cmVzdWx0czoz: 'bulk_work_page3' };

function route(req: FakeRequest): FakeResponse | undefined {
  if (!req.path.startsWith('/v1/')) return undefined;
  const creds = basicCredentials(req);
  if (creds?.user !== HIBOB_USER || creds.password !== HIBOB_TOKEN) return json({ error: 'Unauthorized' }, 401);
  const rest = req.path.slice(4);
  switch (`${req.method} ${rest}`) {
    case 'GET company/people/fields':
      return json(f('people_fields'));
    case 'POST people/search': {
      const body = JSON.parse(req.body) as { showInactive?: boolean; fields?: string[]; filters?: unknown[] };
      if (!Array.isArray(body.fields) || body.fields.length > 400) return json({ error: 'fields' }, 400);
      if (body.filters) return json(f('people_search_created'));
      return body.showInactive ? json(f('people_search')) : json({ employees: [] });
    }
    case 'GET bulk/people/work': {
      const limit = Number(req.query.get('limit') ?? '50');
      if (limit < 1 || limit > 200) return json({ error: 'limit' }, 400);
      const page = PAGES[req.query.get('cursor') ?? ''];
      return page ? json(f(page)) : json({ error: 'bad cursor' }, 400);
    }
    case 'GET company/named-lists/department':
      return json(f('named_list_department'));
    case 'GET company/named-lists/site':
      return json(f('named_list_site'));
    case 'GET timeoff/requests/changes':
      return req.query.get('since') ? json(f('timeoff_changes')) : json({ error: 'since is required' }, 400);
    case 'POST people':
      return json(f('people_created'));
  }
  return undefined;
}

export const startHibobFake = (): Promise<FakeServer> => startFakeServer(route);
