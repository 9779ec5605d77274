// Breathe HR stand-in: /v1/... with X-API-KEY; lists keyed by resource name, two items a page, with
// RFC 8288 Link headers (rel="next", rel="last") as Breathe sends. Breathe publishes no description, so the fake
// answers only the calls the declaration lists with Breathe's public API reference (documented.ts); fixtures
// follow that reference's examples (https://developer.breathehr.com/documentation/request_and_response).
import { startDocumentedFake, type DocumentedAnswer, type DocumentedFake, type DocumentedRequest } from '../documented';
import { fixture, json, type FakeResponse } from '../fake-server';

export const BREATHE_KEY = 'prod-Zx81_test_key';
export const PAGE = 2;

const f = <T = unknown>(name: string) => fixture<T>('breathe', name);

/** The odd records of the first-sync test: an employee and an absence without an id, unreadable dates, an unknown status. */
export const BREATHE_ODD_FIXTURES = { employees: 'employees_odd', absences: 'absences_odd' };

/** `fixtures` names another fixture for a list (resource -> fixture file name). */
export async function startBreatheFake(fixtures: Record<string, string> = {}): Promise<DocumentedFake> {
  let origin = '';
  // Breathe's own refusal of a wrong key (a JSON error body), before any answer.
  const keyed =
    (answer: DocumentedAnswer): DocumentedAnswer =>
    (req) =>
      req.headers['x-api-key'] !== BREATHE_KEY ? json({ error: { type: 'Unauthorized', message: 'Invalid API key' } }, 401) : answer(req);
  const list = (resource: string) =>
    keyed((req: DocumentedRequest): FakeResponse => {
      if (resource === 'absences' && !(req.query.get('start_date') && req.query.get('end_date'))) return json({ error: 'dates' }, 400);
      const page = Number(req.query.get('page') ?? '1');
      const items = f<unknown[]>(fixtures[resource] ?? resource);
      const last = Math.max(1, Math.ceil(items.length / PAGE));
      const link = (p: number, rel: string) => {
        const q = new URLSearchParams(req.query);
        q.set('page', String(p));
        return `<${origin}${req.path}?${q.toString()}>; rel="${rel}"`;
      };
      const links = [page < last ? link(page + 1, 'next') : null, link(last, 'last')].filter(Boolean).join(', ');
      return json({ [resource]: items.slice((page - 1) * PAGE, page * PAGE) }, 200, { link: links, total: String(items.length) });
    });
  const server = await startDocumentedFake({
    provider: 'breathe',
    basePath: '/v1',
    answers: {
      'GET /account': keyed(() => json(f('account'))),
      'POST /employees': keyed((req) => {
        const body = JSON.parse(req.body) as { employee?: { email?: string } };
        return body.employee?.email ? json(f('employee_created'), 201) : json({ error: { message: 'Email is required' } }, 422);
      }),
      'GET /employees': list('employees'),
      'GET /departments': list('departments'),
      'GET /divisions': list('divisions'),
      'GET /locations': list('locations'),
      'GET /absences': list('absences'),
    },
  });
  origin = server.url;
  return server;
}
