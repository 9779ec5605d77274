// Personio stand-in: POST /v1/auth issues bearer tokens; every data answer hands out the next token in
// its Authorization header (as Personio v1 does). Lists are served two items a page to exercise paging.
import { fixture, json, startFakeServer, type FakeRequest, type FakeResponse, type FakeServer } from '../fake-server';

export const PERSONIO_CLIENT_ID = 'papi-client-1234';
export const PERSONIO_SECRET = 'papi-secret-s3cr3t';
export const PAGE = 2;

const f = <T = unknown>(name: string) => fixture<T>('personio', name);

export interface PersonioFake extends FakeServer {
  tokens: string[];
}

export async function startPersonioFake(): Promise<PersonioFake> {
  const tokens: string[] = [];
  const issue = () => {
    const token = `tok-${tokens.length + 1}`;
    tokens.push(token);
    return token;
  };
  const paged = (items: unknown[], start: number, extra: Record<string, unknown>): FakeResponse => {
    const data = items.slice(start, start + PAGE);
    const next = issue();
    return json(
      {
        success: true,
        metadata: { total_elements: items.length, current_page: Math.floor(start / PAGE), total_pages: Math.ceil(items.length / PAGE) },
        ...extra,
        data,
      },
      200,
      { authorization: `Bearer ${next}` },
    );
  };

  const route = (req: FakeRequest): FakeResponse | undefined => {
    if (req.method === 'POST' && req.path === '/v1/auth') {
      const body = JSON.parse(req.body || '{}') as { client_id?: string; client_secret?: string };
      if (body.client_id !== PERSONIO_CLIENT_ID || body.client_secret !== PERSONIO_SECRET) {
        return json({ success: false, error: { code: 0, message: 'The API credentials are invalid' } }, 401);
      }
      return json({ success: true, data: { token: issue() } });
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.includes(bearer)) return json({ success: false, error: { code: 0, message: 'Unauthorized' } }, 401);
    const q = req.query;
    switch (`${req.method} ${req.path}`) {
      case 'GET /v1/company/employees': {
        const limit = Number(q.get('limit'));
        if (!(limit >= 1 && limit <= 100)) return json({ success: false, error: { code: 0, message: 'limit' } }, 400);
        const offset = Number(q.get('offset'));
        return paged(f<unknown[]>('employees'), offset, { offset, limit });
      }
      case 'GET /v1/company/time-offs': {
        if (!q.get('start_date') || !q.get('end_date')) return json({ success: false }, 400);
        const page = Number(q.get('offset')); // a page number on this endpoint
        return paged(f<unknown[]>('time_offs'), page * PAGE, { offset: page, limit: Number(q.get('limit')) });
      }
      case 'GET /v1/company/attendances': {
        if (!q.get('start_date') || !q.get('end_date')) return json({ success: false }, 400);
        const offset = Number(q.get('offset'));
        return paged(f<unknown[]>('attendances'), offset, { offset, limit: Number(q.get('limit')) });
      }
      case 'GET /v1/company/offices':
        return json(f('offices'));
      case 'POST /v1/company/employees': {
        const body = JSON.parse(req.body) as { employee?: { email?: string } };
        return body.employee?.email ? json({ success: true, data: { id: 1042, message: 'success' } }) : json({ success: false }, 422);
      }
      case 'GET /v1/company/employees/1042':
        return json(f('employee_created'));
    }
    const balance = /^\/v1\/company\/employees\/(\d+)\/absences\/balance$/.exec(req.path);
    if (req.method === 'GET' && balance) return json(f(`balance_${balance[1]}`));
    return undefined;
  };

  const server = await startFakeServer(route);
  return Object.assign(server, { tokens });
}
