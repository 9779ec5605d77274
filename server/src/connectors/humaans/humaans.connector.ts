// Humaans, official mode: an API access token sent as a bearer token (https://docs.humaans.io/api/#authentication).
// Humaans publishes no OpenAPI description; the calls below are checked against the third-party outline in
// ../shared/providers/humaans as far as it goes, and the two it lacks (GET /me, GET /compensation-types) are
// declared with Humaans' docs in humaans.provider.ts.
import type { Connector, ConnectorContext, ConnectionAccess, DateRange } from '../connector';
import type { EmployeeInput, RemoteEmployee } from '../../model';
import { isAppError, validationError } from '../../core/errors';
import { clientWithHeaders, collectPages, HttpClient, providerBadResponse, type Query } from '../http';
import { apiKeyAuthStage, defaultWindow, expectObject, storedCredential, today, type OfficialConnectorOptions } from '../http/official';
import { str } from '../map-utils';
import { reader, type Reader } from '../reader';
import { toCompany, toEmployee, toGroups, toIdentity, toTimeOffEntry, toTimesheet, toWorkLocation } from './humaans.mapper';
import type {
  HumaansBankAccount,
  HumaansCompany,
  HumaansCompensation,
  HumaansCompensationType,
  HumaansJobRole,
  HumaansLocation,
  HumaansPage,
  HumaansPerson,
  HumaansTimeAway,
  HumaansTimeAwayType,
  HumaansTimesheetEntry,
} from './humaans.types';

const NAME = 'Humaans';
/** The largest $limit Humaans accepts. */
const PAGE = 250;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function byPerson<T extends { personId?: string | null }>(items: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const person = str(item.personId);
    if (person === null) continue;
    const list = map.get(person);
    if (list) list.push(item);
    else map.set(person, [item]);
  }
  return map;
}

export function createHumaansConnector(options: OfficialConnectorOptions = {}): Connector {
  const pageSize = options.pageSize ?? PAGE;

  const api = (ctx: ConnectorContext, token: string): HttpClient =>
    clientWithHeaders(ctx, NAME, { authorization: `Bearer ${token}` }, options.http);

  /**
   * Every page of a list ($limit / $skip). A page shorter than asked for is the last, whatever `total` says; an
   * answer without its data list leaves the resource as stored (MissingList, with a warning).
   */
  const list = <T>(http: HttpClient, path: string, query: Query, read: Reader): Promise<T[]> =>
    collectPages<T, number>(
      0,
      async (skip) => {
        const body = await http.get<unknown>(path, { ...query, $limit: pageSize, $skip: skip });
        const page = (isObject(body) ? body : {}) as HumaansPage<T>;
        const items = read.list<T>(page.data, `${path} data`, NAME);
        const reached = skip + items.length;
        const more = items.length >= pageSize && !(typeof page.total === 'number' && reached >= page.total);
        return { items, next: more ? reached : null };
      },
      { provider: NAME },
    );

  /** The person owning the token (GET /me, not in the outline; https://docs.humaans.io/api/#me). */
  const me = async (http: HttpClient): Promise<HumaansPerson> => expectObject<HumaansPerson>(await http.get('me'), NAME, 'me');

  const companyOf = async (http: HttpClient): Promise<{ id: string; company: HumaansCompany | null }> => {
    const id = str((await me(http)).companyId);
    if (id === null) throw validationError(`${NAME} token is not attached to a company`, 'api_key', 'invalid');
    const body = await http.get<unknown>(`companies/${encodeURIComponent(id)}`);
    return { id, company: isObject(body) ? (body as HumaansCompany) : null };
  };

  const connection = (conn: ConnectionAccess, ctx: ConnectorContext) => {
    const http = api(ctx, storedCredential(conn, 'apiKey', NAME));
    const read = reader(ctx);
    /** One fetch of each list per sync, whichever resources need it. */
    const once = <T>(path: string, query: Query = {}): Promise<T[]> => ctx.cache.once(`humaans:${path}`, () => list<T>(http, path, query, read));
    /**
     * Compensation data needs the compensations:read scope, which a token may lack: then employees are
     * stored without their pay, with a warning, rather than not at all.
     */
    const withPayScope = async <T>(load: () => Promise<T[]>, field: string): Promise<T[]> => {
      try {
        return await load();
      } catch (error) {
        if (!(isAppError(error) && error.options.code === 'insufficient_permission')) throw error;
        read.report.warn('the token may not read compensations (compensations:read); pay was left out', field);
        return [];
      }
    };
    return {
      http,
      read,
      people: () => once<HumaansPerson>('people'),
      jobRoles: () => once<HumaansJobRole>('job-roles'),
      compensations: () => withPayScope(() => once<HumaansCompensation>('compensations'), 'compensations'),
      compensationTypes: () => withPayScope(() => once<HumaansCompensationType>('compensation-types'), 'compensation-types'),
      bankAccounts: () => once<HumaansBankAccount>('bank-accounts'),
    };
  };

  return {
    ...apiKeyAuthStage(NAME, async (ctx, apiKey) => {
      const { id, company } = await companyOf(api(ctx, apiKey));
      return { id, name: str(company?.name) ?? NAME };
    }),

    async fetchCompany(conn, ctx) {
      const { id, company } = await companyOf(connection(conn, ctx).http);
      return toCompany(id, company);
    },

    async fetchIdentity(conn, ctx) {
      return toIdentity(await me(connection(conn, ctx).http));
    },

    async fetchEmployees(conn, ctx) {
      const c = connection(conn, ctx);
      const [people, roles, pay, types, banks] = await Promise.all([c.people(), c.jobRoles(), c.compensations(), c.compensationTypes(), c.bankAccounts()]);
      const [rolesOf, payOf, banksOf] = [byPerson(roles), byPerson(pay), byPerson(banks)];
      const compensationTypes = new Map(types.flatMap((t) => (str(t.id) === null ? [] : [[str(t.id)!, t] as const])));
      const day = today(ctx.now());
      return c.read.each(people, (p) => {
        const id = str(p.id) ?? '';
        const extras = { jobRoles: rolesOf.get(id) ?? [], compensations: payOf.get(id) ?? [], bankAccounts: banksOf.get(id) ?? [], compensationTypes, today: day };
        return toEmployee(p, extras, c.read);
      });
    },

    async fetchGroups(conn, ctx) {
      const c = connection(conn, ctx);
      const [people, roles] = await Promise.all([c.people(), c.jobRoles()]);
      return toGroups(people, roles);
    },

    async fetchWorkLocations(conn, ctx) {
      const c = connection(conn, ctx);
      return c.read.each(await list<HumaansLocation>(c.http, 'locations', {}, c.read), (l) => toWorkLocation(l, c.read));
    },

    async fetchTimeOffEntries(conn: ConnectionAccess, ctx: ConnectorContext, range?: DateRange) {
      const c = connection(conn, ctx);
      const { startDate, endDate } = range ?? defaultWindow(ctx.now());
      const [types, entries] = await Promise.all([
        list<HumaansTimeAwayType>(c.http, 'time-away-types', {}, c.read),
        list<HumaansTimeAway>(c.http, 'time-away', { 'startDate[$gte]': startDate, 'startDate[$lte]': endDate }, c.read),
      ]);
      const byId = new Map(types.flatMap((t) => (str(t.id) === null ? [] : [[str(t.id)!, t] as const])));
      // Time away also records working elsewhere; only time off is an absence.
      return c.read.each(entries.filter((t) => t.isTimeOff !== false), (t) => toTimeOffEntry(t, byId, c.read));
    },

    async fetchTimesheets(conn: ConnectionAccess, ctx: ConnectorContext, range?: DateRange) {
      const c = connection(conn, ctx);
      const { startDate, endDate } = range ?? defaultWindow(ctx.now());
      const entries = await list<HumaansTimesheetEntry>(c.http, 'timesheet-entries', { 'date[$gte]': startDate, 'date[$lte]': endDate }, c.read);
      return c.read.each(entries, (t) => toTimesheet(t, c.read));
    },

    async createEmployee(conn: ConnectionAccess, input: EmployeeInput, ctx: ConnectorContext): Promise<RemoteEmployee> {
      const { http } = connection(conn, ctx);
      const body: Record<string, string> = { firstName: input.first_name, lastName: input.last_name };
      const optional: Record<string, string | null | undefined> = {
        email: input.work_email,
        personalEmail: input.personal_email,
        phoneNumber: input.mobile_phone_number,
        employmentStartDate: input.start_date,
        birthday: input.date_of_birth,
        nationality: input.nationality,
        locationId: input.work_location_remote_id,
        employeeId: input.employee_number,
      };
      for (const [key, value] of Object.entries(optional)) if (value) body[key] = value;
      const res = await http.request<unknown>({ method: 'POST', path: 'people', json: body, accept: [400, 422] });
      if (res.status !== 200 && res.status !== 201) {
        throw validationError(`${NAME} refused the new employee (HTTP ${res.status}); check the required fields`, null, 'provider');
      }
      const person = expectObject<HumaansPerson>(res.data, NAME, 'created person');
      const created = toEmployee(person, { jobRoles: [], compensations: [], bankAccounts: [], compensationTypes: new Map(), today: today(ctx.now()) }, reader(ctx));
      if (!created) throw providerBadResponse({ provider: NAME, method: 'POST', path: 'people' }, 'no person id');
      return created;
    },
  };
}
