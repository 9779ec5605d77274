// Humaans stand-in on the only description there is, a third-party outline (humaans/humaans-api-openapi.yml;
// Humaans publishes none): /api/... with a bearer token; lists answer { total, limit, skip, data } and honour
// $limit and $skip. Requests must match the outline's operations (or the two calls the declaration names with
// Humaans' docs: GET /me, GET /compensation-types); people are validated against its Person schema, the only
// one it has. Fixtures follow Humaans' API reference (https://docs.humaans.io/api/).
import { fixture, json, type FakeRequest } from '../fake-server';
import { startDescribedFake, type Answer, type DescribedFake } from '../described';

export const HUMAANS_TOKEN = 'hum_test_4f0c2b';
export const HUMAANS_BASE = '/api';
export const COMPANY_ID = 'T7uqPFK7am4lVCdzeXVpTgWs';

const f = <T = unknown>(name: string) => fixture<T>('humaans', name);
type Row = Record<string, unknown>;

/** One page of a list, filtered by the feathers-style date operators the connector sends. */
const page =
  (name: string, dateField?: string): Answer =>
  (req: FakeRequest) => {
    const limit = Number(req.query.get('$limit') ?? '100');
    const skip = Number(req.query.get('$skip') ?? '0');
    let items = f<Row[]>(name);
    const [gte, lte] = dateField ? [req.query.get(`${dateField}[$gte]`), req.query.get(`${dateField}[$lte]`)] : [null, null];
    if (gte) items = items.filter((i) => String(i[dateField!]) >= gte);
    if (lte) items = items.filter((i) => String(i[dateField!]) <= lte);
    return json({ total: items.length, limit, skip, data: items.slice(skip, skip + limit) });
  };

/** GET /me as Humaans answers it (undocumented in the outline; https://docs.humaans.io/api/#me). */
export const humaansMe: Answer = () => json(f('me'));
/** GET /compensation-types (undocumented in the outline; https://docs.humaans.io/api/#compensation-types). */
export const humaansCompensationTypes: Answer = page('compensation_types');

const answers: Record<string, Answer> = {
  'GET /me': humaansMe,
  'GET /compensation-types': humaansCompensationTypes,
  getCompany: (req) => (req.params.id === COMPANY_ID ? json(f('company')) : json({ error: { message: 'Not found' } }, 404)),
  listPeople: page('people'),
  createPerson: (req) => {
    const body = JSON.parse(req.body || '{}') as Row;
    return body.email ? json(f('person_created'), 201) : json({ error: { message: 'email is required' } }, 400);
  },
  listJobRoles: page('job_roles'),
  listCompensations: page('compensations'),
  listBankAccounts: page('bank_accounts'),
  listLocations: page('locations'),
  listTimeAwayTypes: page('time_away_types'),
  listTimeAway: page('time_away', 'startDate'),
  listTimesheetEntries: page('timesheet_entries', 'date'),
};

export const startHumaansFake = (): Promise<DescribedFake> =>
  startDescribedFake({
    provider: 'humaans',
    basePath: HUMAANS_BASE,
    answers,
    authenticate: (req) => req.headers.authorization === `Bearer ${HUMAANS_TOKEN}`,
  });
