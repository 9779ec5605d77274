// Humaans, official mode: an API access token sent as a bearer token.
// Reference: https://docs.humaans.io/api/
import type { AuthStep, Connector, ConnectorContext, ConnectionAccess, DateRange, SignInInput } from '../connector';
import type { EmployeeInput, RemoteEmployee } from '../../model';
import { validationError } from '../../core/errors';
import { HttpClient, offsetPages, type Query, fromContext } from '../http';
import {
  defaultWindow,
  expectArray,
  expectObject,
  noMfa,
  nothingToChoose,
  requireInput,
  storedCredential,
  today,
  type OfficialConnectorOptions,
} from '../http/official';
import { toCompany, toEmployee, toGroups, toIdentity, toTimeOffEntry, toTimesheet, toWorkLocation } from './humaans.mapper';
import type {
  HumaansBankAccount,
  HumaansCompany,
  HumaansCompensation,
  HumaansJobRole,
  HumaansLocation,
  HumaansPage,
  HumaansPerson,
  HumaansTimeAway,
  HumaansTimeAwayType,
  HumaansTimesheetEntry,
} from './humaans.types';

const NAME = 'Humaans';
const PAGE = 250; // the largest $limit Humaans accepts

const groupBy = <T extends { personId: string }>(items: readonly T[]): Map<string, T[]> => {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(item.personId, [...(map.get(item.personId) ?? []), item]);
  return map;
};

export function createHumaansConnector(options: OfficialConnectorOptions = {}): Connector {
  const api = (ctx: ConnectorContext, token: string): HttpClient =>
    new HttpClient({
      provider: NAME,
      baseUrl: ctx.baseUrl,
      ...fromContext(ctx),
      headers: () => ({ authorization: `Bearer ${token}` }),
      tuning: options.http,
    });

  const connection = (conn: ConnectionAccess, ctx: ConnectorContext) => api(ctx, storedCredential(conn, 'apiKey', NAME));

  /** Every page of a Humaans list ($limit / $skip, until total). */
  const list = <T>(http: HttpClient, path: string, query: Query = {}): Promise<T[]> =>
    offsetPages<T>({
      limit: PAGE,
      provider: NAME,
      fetchPage: async (skip, limit) => {
        const page = expectObject<HumaansPage<T>>(await http.get(path, { ...query, $limit: limit, $skip: skip }), NAME, path);
        return { items: expectArray<T>(page.data, NAME, path), total: page.total };
      },
    });

  const company = async (http: HttpClient): Promise<HumaansCompany> => {
    const me = expectObject<HumaansPerson>(await http.get('me'), NAME, 'me');
    if (!me.companyId) throw validationError(`${NAME} token is not attached to a company`, 'api_key', 'invalid');
    return expectObject<HumaansCompany>(await http.get(`companies/${encodeURIComponent(me.companyId)}`), NAME, 'company');
  };

  const people = (http: HttpClient) => list<HumaansPerson>(http, 'people');

  return {

    async signIn(input: SignInInput, ctx: ConnectorContext): Promise<AuthStep> {
      const apiKey = requireInput(input.apiKey, 'api_key', 'api_key');
      const c = await company(api(ctx, apiKey));
      return { next: null, entity: { id: c.id, name: c.name?.trim() || NAME }, credentials: { apiKey } };
    },

    async verifyMfa() {
      throw noMfa(NAME);
    },

    async choose() {
      throw nothingToChoose(NAME);
    },

    async fetchCompany(conn, ctx) {
      return toCompany(await company(connection(conn, ctx)));
    },

    async fetchIdentity(conn, ctx) {
      return toIdentity(expectObject<HumaansPerson>(await connection(conn, ctx).get('me'), NAME, 'me'));
    },

    async fetchEmployees(conn, ctx) {
      const http = connection(conn, ctx);
      const persons = await people(http);
      const roles = groupBy(await list<HumaansJobRole>(http, 'job-roles'));
      const pay = groupBy(await list<HumaansCompensation>(http, 'compensations'));
      const banks = groupBy(await list<HumaansBankAccount>(http, 'bank-accounts'));
      const day = today(ctx.now());
      return persons.map((p) =>
        toEmployee(p, { jobRoles: roles.get(p.id) ?? [], compensations: pay.get(p.id) ?? [], bankAccounts: banks.get(p.id) ?? [] }, day),
      );
    },

    async fetchGroups(conn, ctx) {
      const http = connection(conn, ctx);
      return toGroups(await people(http), await list<HumaansJobRole>(http, 'job-roles'));
    },

    async fetchWorkLocations(conn, ctx) {
      return (await list<HumaansLocation>(connection(conn, ctx), 'locations')).map(toWorkLocation);
    },

    async fetchTimeOffEntries(conn: ConnectionAccess, ctx: ConnectorContext, range?: DateRange) {
      const http = connection(conn, ctx);
      const { startDate, endDate } = range ?? defaultWindow(ctx.now());
      const types = new Map((await list<HumaansTimeAwayType>(http, 'time-away-types')).map((t) => [t.id, t]));
      const entries = await list<HumaansTimeAway>(http, 'time-away', { 'startDate[$gte]': startDate, 'startDate[$lte]': endDate });
      // Time away also records working elsewhere; only time off is an absence.
      return entries.filter((t) => t.isTimeOff !== false).map((t) => toTimeOffEntry(t, types));
    },

    async fetchTimesheets(conn: ConnectionAccess, ctx: ConnectorContext, range?: DateRange) {
      const { startDate, endDate } = range ?? defaultWindow(ctx.now());
      const entries = await list<HumaansTimesheetEntry>(connection(conn, ctx), 'timesheet-entries', {
        'date[$gte]': startDate,
        'date[$lte]': endDate,
      });
      return entries.map(toTimesheet);
    },

    async createEmployee(conn: ConnectionAccess, input: EmployeeInput, ctx: ConnectorContext): Promise<RemoteEmployee> {
      const http = connection(conn, ctx);
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
      return toEmployee(person, { jobRoles: [], compensations: [], bankAccounts: [] }, today(ctx.now()));
    },
  };
}
