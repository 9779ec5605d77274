// HiBob stand-in on its published description (hibob/openapi.yaml): paths under /v1 (the description's server
// https://api.hibob.com/v1), HTTP Basic with the service user id and token. Fixtures are written from the
// description's schemas and validated against them on every answer (described.ts); the bulk work table, which
// the description lacks, is answered as HiBob's reference and pagination guide show it.
import { basicCredentials, fixture, json } from '../fake-server';
import { startDescribedFake, type Answer, type DescribedFake } from '../described';

export const HIBOB_USER = 'SERVICE-4242';
export const HIBOB_TOKEN = 'hibob-token-9c1e';
export const HIBOB_BASE = '/v1';
export const CREATED_EMPLOYEE_ID = '3332883999999999999';

const f = (name: string) => fixture('hibob', name);
/** Cursor -> page of the work table (cursors are opaque strings; the first call has none). */
const WORK_PAGES: Record<string, string> = { '': 'bulk_work_page1', cmVzdWx0czoy: 'bulk_work_page2', cmVzdWx0czoz: 'bulk_work_page3' };

/** Answers by operationId; the work table by its declared path. */
export const HIBOB_ANSWERS: Record<string, Answer> = {
  Metadata_getCompanyFields: () => json(f('people_fields')),
  People_searchEmployees: (req) => {
    const body = JSON.parse(req.body) as { showInactive?: boolean; filters?: Array<{ values?: string[] }> };
    if (body.filters) return json(body.filters[0]?.values?.includes(CREATED_EMPLOYEE_ID) ? f('people_search_created') : { employees: [] });
    const all = f('people_search') as { employees: Array<{ internal?: { status?: string } }> };
    return json(body.showInactive ? all : { employees: all.employees.filter((e) => e.internal?.status === 'Active') });
  },
  Metadata_getNamedList: (req) => {
    const name = req.params.listName;
    return ['department', 'site', 'title'].includes(name ?? '') ? json(f(`named_list_${name}`)) : { status: 404, body: '' };
  },
  TimeOff_getNewDeletedRequestsSinceDate: () => json(f('timeoff_changes')),
  People_createEmployeeRecord: () => json(f('people_created')),
  'GET /bulk/people/work': (req) => {
    const limit = Number(req.query.get('limit') ?? '50');
    if (!(limit >= 1 && limit <= 200)) return json({ error: 'limit must be between 1 and 200' }, 400);
    const page = WORK_PAGES[req.query.get('cursor') ?? ''];
    return page ? json(f(page)) : json({ error: 'bad cursor' }, 400);
  },
};

export const startHibobFake = (): Promise<DescribedFake> =>
  startDescribedFake({
    provider: 'hibob',
    basePath: HIBOB_BASE,
    answers: HIBOB_ANSWERS,
    authenticate: (req) => {
      const creds = basicCredentials(req);
      return creds?.user === HIBOB_USER && creds.password === HIBOB_TOKEN;
    },
  });
