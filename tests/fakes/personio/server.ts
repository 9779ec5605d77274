// Personio stand-in on its published descriptions (personio-personnel-data-api-oa3.yaml with
// personio-auth-api.yaml): the server is /v1, POST /auth issues bearer tokens and every data answer hands out
// the next token in its Authorization header (as Personio v1 does). Lists honour limit and offset (a page
// number on time-offs). Fixtures are written from the descriptions' schemas and examples and validated
// against them on every answer (described.ts).
import { fixture, json, type FakeRequest, type FakeResponse } from '../fake-server';
import { startDescribedFake, type Answer, type DescribedFake } from '../described';

export const PERSONIO_CLIENT_ID = 'papi-client-1234';
export const PERSONIO_SECRET = 'papi-secret-s3cr3t';
export const PERSONIO_BASE = '/v1';
/** The id POST /company/employees hands out (employee_created.json). */
export const CREATED_EMPLOYEE_ID = 1042;

const f = <T = unknown>(name: string) => fixture<T>('personio', name);

/** POST /auth as Personio answers it (the description's example, with a token of our own). */
export const personioToken: Answer = () =>
  json({ success: true, data: { token: 'tok-generated', expires_in: 86400, scope: 'employees:read absences:read attendances:read' } });

export interface PersonioFake extends DescribedFake {
  tokens: string[];
}

export async function startPersonioFake(): Promise<PersonioFake> {
  const tokens: string[] = [];
  const issue = () => {
    const token = `tok-${tokens.length + 1}`;
    tokens.push(token);
    return token;
  };
  const rotating = (body: unknown): FakeResponse => json(body, 200, { authorization: `Bearer ${issue()}` });

  /** One page of a list; `offsetIsPage` where Personio counts offset in pages (time-offs). */
  const page =
    (name: string, offsetIsPage = false): Answer =>
    (req) => {
      const items = f<unknown[]>(name);
      const limit = Number(req.query.get('limit') ?? 200);
      const offset = Number(req.query.get('offset') ?? 0);
      const start = offsetIsPage ? offset * limit : offset;
      const totalPages = Math.ceil(items.length / limit);
      return rotating({
        success: true,
        metadata: { total_elements: items.length, current_page: Math.floor(start / limit), total_pages: totalPages },
        offset,
        limit,
        data: items.slice(start, start + limit),
      });
    };

  const answers: Record<string, Answer> = {
    'POST /auth': (req) => {
      const body = JSON.parse(req.body || '{}') as { client_id?: string; client_secret?: string };
      if (body.client_id !== PERSONIO_CLIENT_ID || body.client_secret !== PERSONIO_SECRET) {
        return json({ success: false, error: { code: 0, message: 'The API credentials are invalid' } }, 401);
      }
      return json({ success: true, data: { token: issue(), expires_in: 86400, scope: 'employees:read absences:read attendances:read' } });
    },
    'GET /company/employees': page('employees'),
    'GET /company/time-offs': page('time_offs', true),
    'GET /company/attendances': page('attendances'),
    'GET /company/employees/{employee_id}/absences/balance': (req) => rotating(f(`balance_${req.params.employee_id}`)),
    'POST /company/employees': () => rotating({ success: true, data: { id: CREATED_EMPLOYEE_ID, message: 'success' } }),
    'GET /company/employees/{employee_id}': (req) =>
      Number(req.params.employee_id) === CREATED_EMPLOYEE_ID ? rotating(f('employee_created')) : json({ success: false }, 404),
  };

  const bearer = (req: FakeRequest) => /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const fake = await startDescribedFake({
    provider: 'personio.de',
    basePath: PERSONIO_BASE,
    answers,
    authenticate: (req) => req.path === `${PERSONIO_BASE}/auth` || tokens.includes(bearer(req) ?? ''),
  });
  return Object.assign(fake, { tokens });
}
