// Staffology stand-in: HTTP Basic with the API key as password; employee lists are Item references,
// paged with pageNum/pageSize; details are read one by one.
import { basicCredentials, fixture, json, startFakeServer, type FakeRequest, type FakeResponse, type FakeServer } from '../fake-server';

export const STAFFOLOGY_KEY = 'stf_key_5e1a77';
export const EMPLOYER = '8f3b1c2e-0001-4c7a-9b1e-aa0000000001';

const f = <T = unknown>(name: string) => fixture<T>('staffology', name);

function route(req: FakeRequest): FakeResponse | undefined {
  if (basicCredentials(req)?.password !== STAFFOLOGY_KEY) return { status: 401, body: '' };
  if (req.method === 'GET' && req.path === '/employers') return json(f('employers'));
  const prefix = `/employers/${EMPLOYER}`;
  if (!req.path.startsWith(prefix)) return req.path.startsWith('/employers/') ? json({ message: 'Not found' }, 404) : undefined;
  const rest = req.path.slice(prefix.length);
  if (req.method === 'GET' && rest === '') return json(f('employer'));
  if (req.method === 'GET' && rest === '/departments') return json(f('departments'));
  if (req.method === 'GET' && rest === '/employees') {
    const page = Number(req.query.get('pageNum') ?? '1');
    const size = Number(req.query.get('pageSize') ?? '20');
    return json(f<unknown[]>('employee_items').slice((page - 1) * size, page * size));
  }
  if (req.method === 'POST' && rest === '/employees') {
    const body = JSON.parse(req.body) as { personalDetails?: { dateOfBirth?: string } };
    return body.personalDetails?.dateOfBirth ? json(f('employee_created'), 201) : json({ message: 'Date of birth is required' }, 400);
  }
  const one = /^\/employees\/e0000000-0000-0000-0000-00000000000(\d)$/.exec(rest);
  if (req.method === 'GET' && one) return json(f(`employee_${one[1]}`));
  return undefined;
}

export const startStaffologyFake = (): Promise<FakeServer> => startFakeServer(route);
