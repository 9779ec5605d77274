// HiBob (Bob), official mode: an API service user (id + token) sent as HTTP Basic.
// Reference: https://apidocs.hibob.com/reference
import type { AuthStep, Connector, ConnectorContext, ConnectionAccess, SignInInput } from '../connector';
import type { EmployeeInput, RemoteEmployee } from '../../model';
import { validationError } from '../../core/errors';
import { HttpClient, basicAuth, cursorPages, providerBadResponse, fromContext } from '../http';
import {
  expectArray,
  expectObject,
  noMfa,
  nothingToChoose,
  requireInput,
  storedCredential,
  type OfficialConnectorOptions,
} from '../http/official';
import { toEmployee, toGroups, toTimeOffEntries, toWorkLocations } from './hibob.mapper';
import {
  HIBOB_PEOPLE_FIELDS,
  type HibobBulkWork,
  type HibobNamedList,
  type HibobPeopleSearch,
  type HibobPerson,
  type HibobTimeOffChanges,
  type HibobWorkEntry,
} from './hibob.types';

const NAME = 'HiBob';
/** The changes feed accepts at most six months back. */
const CHANGES_WINDOW_MS = 180 * 86_400_000;

export function createHibobConnector(options: OfficialConnectorOptions = {}): Connector {
  const api = (ctx: ConnectorContext, serviceUserId: string, token: string): HttpClient =>
    new HttpClient({
      provider: NAME,
      baseUrl: ctx.baseUrl,
      ...fromContext(ctx),
      headers: () => ({ authorization: basicAuth(serviceUserId, token) }),
      tuning: options.http,
    });

  const connection = (conn: ConnectionAccess, ctx: ConnectorContext): HttpClient =>
    api(ctx, storedCredential(conn, 'serviceUserId', NAME), storedCredential(conn, 'token', NAME));

  const searchPeople = async (http: HttpClient, filters?: unknown[]): Promise<HibobPerson[]> => {
    const data = await http.post<HibobPeopleSearch>(
      'people/search',
      { fields: HIBOB_PEOPLE_FIELDS, showInactive: true, ...(filters ? { filters } : {}) },
      { idempotent: true }, // a read, despite the POST
    );
    return expectArray<HibobPerson>(expectObject<HibobPeopleSearch>(data, NAME, 'people search').employees, NAME, 'employees');
  };

  /** The work table of every employee, cursor-paginated. */
  const workHistory = async (http: HttpClient): Promise<Map<string, HibobWorkEntry[]>> => {
    const rows = await cursorPages<HibobBulkWork['results'][number]>({
      provider: NAME,
      fetchPage: async (cursor) => {
        const page = expectObject<HibobBulkWork>(
          await http.get('bulk/people/work', { limit: 200, cursor: cursor ?? undefined }),
          NAME,
          'work history',
        );
        return { items: expectArray(page.results, NAME, 'work history results'), next: page.response_metadata?.next_cursor };
      },
    });
    const byEmployee = new Map<string, HibobWorkEntry[]>();
    for (const row of rows) byEmployee.set(row.employeeId, [...(byEmployee.get(row.employeeId) ?? []), ...(row.values ?? [])]);
    return byEmployee;
  };

  const namedList = async (http: HttpClient, name: string) =>
    expectArray<NonNullable<HibobNamedList['items']>[number]>(
      expectObject<HibobNamedList>(await http.get(`company/named-lists/${name}`), NAME, `${name} list`).items ?? [],
      NAME,
      `${name} list items`,
    );

  return {

    async signIn(input: SignInInput, ctx: ConnectorContext): Promise<AuthStep> {
      const serviceUserId = requireInput(input.username, 'username', 'username (service user id)');
      const token = requireInput(input.apiKey, 'api_key', 'api_key (service user token)');
      // Field metadata needs no data permission: the cheapest call that proves the service user.
      expectArray(await api(ctx, serviceUserId, token).get('company/people/fields'), NAME, 'fields');
      return {
        next: null,
        entity: { id: serviceUserId, name: `${NAME} (service user ${serviceUserId})` },
        credentials: { serviceUserId, token },
      };
    },

    async verifyMfa() {
      throw noMfa(NAME);
    },

    async choose() {
      throw nothingToChoose(NAME);
    },

    async fetchEmployees(conn, ctx) {
      const http = connection(conn, ctx);
      // One after the other: a refused search must not leave the history pages running.
      const people = await searchPeople(http);
      const work = await workHistory(http);
      return people.map((p) => toEmployee(p, work.get(p.id) ?? []));
    },

    async fetchGroups(conn, ctx) {
      return toGroups(await namedList(connection(conn, ctx), 'department'));
    },

    async fetchWorkLocations(conn, ctx) {
      return toWorkLocations(await namedList(connection(conn, ctx), 'site'));
    },

    async fetchTimeOffEntries(conn, ctx) {
      const since = new Date(ctx.now().getTime() - CHANGES_WINDOW_MS).toISOString();
      const data = await connection(conn, ctx).get<HibobTimeOffChanges>('timeoff/requests/changes', { since });
      return toTimeOffEntries(expectArray(expectObject<HibobTimeOffChanges>(data, NAME, 'changes').changes, NAME, 'changes'));
    },

    async createEmployee(conn: ConnectionAccess, input: EmployeeInput, ctx: ConnectorContext): Promise<RemoteEmployee> {
      const http = connection(conn, ctx);
      // Bob requires an email, a site and a start date for every new employee.
      const email = input.work_email ?? null;
      const site = input.work_location_remote_id ?? null;
      const startDate = input.start_date ?? null;
      if (!email) throw validationError('HiBob requires work_email to create an employee', 'work_email', 'required');
      if (!site) throw validationError('HiBob requires work_location_remote_id (the site) to create an employee', 'work_location_remote_id', 'required');
      if (!startDate) throw validationError('HiBob requires start_date to create an employee', 'start_date', 'required');
      const created = expectObject<{ id?: string }>(
        await http.post('people', {
          firstName: input.first_name,
          surname: input.last_name,
          email,
          work: { site, startDate, ...(input.job_title ? { title: input.job_title } : {}) },
        }),
        NAME,
        'created employee',
      );
      if (!created.id) throw providerBadResponse({ provider: NAME, method: 'POST', path: 'people' }, 'no employee id');
      const [person] = await searchPeople(http, [{ fieldPath: 'root.id', operator: 'equals', values: [created.id] }]);
      return toEmployee(person ?? { id: created.id });
    },
  };
}
