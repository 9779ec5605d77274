// HiBob (Bob), official mode: an API service user (id + token) sent as HTTP Basic.
// Written from HiBob's published description (hibob/openapi.yaml in ../shared/providers, Konfig's copy of
// apidocs.hibob.com); the one call it lacks, the bulk work table, is declared in hibob.provider.ts with its docs.
import type { AuthStep, Connector, ConnectorContext, ConnectionAccess, SignInInput } from '../connector';
import type { EmployeeInput, RemoteEmployee } from '../../model';
import { validationError } from '../../core/errors';
import { clientWithHeaders, HttpClient, basicAuth, cursorPages, providerBadResponse } from '../http';
import { expectArray, expectObject, signInOnly, requireInput, storedCredential, type OfficialConnectorOptions } from '../http/official';
import { str } from '../map-utils';
import { reader, type Reader } from '../reader';
import { listNames, toEmployee, toEmploymentHistory, toGroups, toTimeOffEntries, toWorkLocations } from './hibob.mapper';
import {
  HIBOB_LIST_FIELDS,
  HIBOB_PEOPLE_FIELDS,
  type HibobBulkWork,
  type HibobField,
  type HibobListItem,
  type HibobNamedList,
  type HibobPeopleSearch,
  type HibobPerson,
  type HibobTimeOffChanges,
  type HibobWorkEntry,
} from './hibob.types';

const NAME = 'HiBob';
/** The changes feed refuses dates more than six months back. */
const CHANGES_WINDOW_MS = 180 * 86_400_000;
/** The bulk tables' page maximum (https://apidocs.hibob.com/docs/pagination). */
const WORK_PAGE = 200;

type ListKind = keyof typeof HIBOB_LIST_FIELDS;

/**
 * A row's work entries. HiBob's reference types each value as a WorkEntries object ({ values: [entry] }), where
 * the per-employee table (GET /people/{id}/work) lists the entries themselves: both shapes are read.
 */
function workEntries(values: unknown): HibobWorkEntry[] {
  if (!Array.isArray(values)) return [];
  return values.flatMap((v: { values?: unknown } | null) => (v && Array.isArray(v.values) ? (v.values as HibobWorkEntry[]) : v ? [v as HibobWorkEntry] : []));
}

export function createHibobConnector(options: OfficialConnectorOptions = {}): Connector {
  const api = (ctx: ConnectorContext, serviceUserId: string, token: string): HttpClient =>
    clientWithHeaders(ctx, NAME, { authorization: basicAuth(serviceUserId, token) }, options.http);

  const connection = (conn: ConnectionAccess, ctx: ConnectorContext): HttpClient =>
    api(ctx, storedCredential(conn, 'serviceUserId', NAME), storedCredential(conn, 'token', NAME));

  /**
   * People with the fields we map, inactive ones included. humanReadable=APPEND keeps the machine values (list
   * item ids, ISO dates) and adds a humanReadable node with the display values (job title, department, site).
   */
  const searchPeople = async (http: HttpClient, read: Reader, filters?: unknown[]): Promise<HibobPerson[]> => {
    const body = { fields: HIBOB_PEOPLE_FIELDS, showInactive: true, humanReadable: 'APPEND', ...(filters ? { filters } : {}) };
    const data = await http.post<HibobPeopleSearch>('people/search', body, { idempotent: true }); // a read, despite the POST
    return read.list<HibobPerson>(expectObject<HibobPeopleSearch>(data, NAME, 'people search').employees, 'employees', NAME);
  };

  /** The people search, once per sync. */
  const people = (http: HttpClient, ctx: ConnectorContext, read: Reader) => ctx.cache.once('hibob:people', () => searchPeople(http, read));

  /** Field metadata, once per sync: it names the list behind each list field. */
  const fields = (http: HttpClient, ctx: ConnectorContext) =>
    ctx.cache.once('hibob:fields', async () => expectArray<HibobField>(await http.get('company/people/fields'), NAME, 'fields'));

  /**
   * The items of the list behind a people field, once per sync, or null when the list is not there (unknown
   * name, or an answer without items). The field metadata's typeData.listId names the list ("How to work with
   * lists", apidocs.hibob.com); without it, HiBob's default list name.
   */
  const listItems = (http: HttpClient, ctx: ConnectorContext, kind: ListKind): Promise<unknown> =>
    ctx.cache.once(`hibob:list:${kind}`, async () => {
      const path = HIBOB_LIST_FIELDS[kind];
      const field = (await fields(http, ctx)).find((f) => f?.id === path || f?.jsonPath === path);
      const listName = str(field?.typeData?.listId) ?? kind;
      const res = await http.request<unknown>({ path: `company/named-lists/${encodeURIComponent(listName)}`, accept: [404] });
      if (res.status === 404) return null;
      const list = expectObject<HibobNamedList>(res.data, NAME, `${listName} list`);
      return list.items ?? list.values ?? null;
    });

  /** The work table of every employee (job history), cursor-paginated. */
  const workHistory = async (http: HttpClient): Promise<Map<string, HibobWorkEntry[]>> => {
    const rows = await cursorPages<NonNullable<HibobBulkWork['results']>[number]>({
      provider: NAME,
      fetchPage: async (cursor) => {
        const page = expectObject<HibobBulkWork>(await http.get('bulk/people/work', { limit: WORK_PAGE, cursor: cursor ?? undefined }), NAME, 'work history');
        return { items: Array.isArray(page.results) ? page.results : [], next: str(page.response_metadata?.next_cursor) };
      },
    });
    const byEmployee = new Map<string, HibobWorkEntry[]>();
    for (const row of rows) {
      const id = str(row?.employeeId);
      if (id !== null) byEmployee.set(id, [...(byEmployee.get(id) ?? []), ...workEntries(row.values)]);
    }
    return byEmployee;
  };

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

    ...signInOnly(NAME),

    async fetchEmployees(conn, ctx) {
      const http = connection(conn, ctx);
      const read = reader(ctx);
      // One after the other: a refused search must not leave the history pages running.
      const persons = await people(http, ctx, read);
      const work = await workHistory(http);
      // Without the title list, history entries keep no title (counted); nothing else is lost.
      const titleItems = await listItems(http, ctx, 'title');
      const titles = listNames(Array.isArray(titleItems) ? (titleItems as HibobListItem[]) : []);
      return read.each(persons, (p) => toEmployee(p, toEmploymentHistory(work.get(str(p.id) ?? '') ?? [], titles, read), read));
    },

    async fetchGroups(conn, ctx) {
      const read = reader(ctx);
      return toGroups(read.list<HibobListItem>(await listItems(connection(conn, ctx), ctx, 'department'), 'items', NAME), read);
    },

    async fetchWorkLocations(conn, ctx) {
      const read = reader(ctx);
      return toWorkLocations(read.list<HibobListItem>(await listItems(connection(conn, ctx), ctx, 'site'), 'items', NAME), read);
    },

    async fetchTimeOffEntries(conn, ctx) {
      const read = reader(ctx);
      const since = new Date(ctx.now().getTime() - CHANGES_WINDOW_MS).toISOString();
      // Pending requests come only when asked for.
      const data = await connection(conn, ctx).get<HibobTimeOffChanges>('timeoff/requests/changes', { since, includePending: true });
      return toTimeOffEntries(read.list(expectObject<HibobTimeOffChanges>(data, NAME, 'changes').changes, 'changes', NAME), read);
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
      const created = expectObject<{ id?: unknown }>(
        await http.post('people', { firstName: input.first_name, surname: input.last_name, email, work: { site, startDate } }),
        NAME,
        'created employee',
      );
      const id = str(created.id);
      if (!id) throw providerBadResponse({ provider: NAME, method: 'POST', path: 'people' }, 'no employee id');
      const read = reader(ctx);
      const [person] = await searchPeople(http, read, [{ fieldPath: 'root.id', operator: 'equals', values: [id] }]);
      // A new employee's work history is the entry just made: not worth the whole work table.
      return toEmployee({ ...person, id }, [], read)!;
    },
  };
}
