// Breathe HR, official mode: an API key sent in the X-API-KEY header.
// Breathe publishes no machine-readable description; every call below is declared with its page of Breathe's
// public API reference (https://developer.breathehr.com/) in breathe.provider.ts, and the test fake refuses others.
import type { Connector, ConnectorContext, ConnectionAccess, DateRange } from '../connector';
import type { EmployeeInput, RemoteEmployee } from '../../model';
import { validationError } from '../../core/errors';
import { clientWithHeaders, providerBadResponse } from '../http';
import { HttpClient, cursorPages, parseLinkHeader, type Query } from '../http';
import {
  apiKeyAuthStage,
  defaultWindow,
  expectArray,
  expectObject,
  storedCredential,
  type OfficialConnectorOptions,
} from '../http/official';
import { reader, type Reader } from '../reader';
import { toCompany, toEmployee, toGroups, toTimeOffEntry, toWorkLocation } from './breathe.mapper';
import type { BreatheAbsence, BreatheAccount, BreatheEmployee, BreatheNamed } from './breathe.types';

const NAME = 'Breathe HR';
const PER_PAGE = 100;

export function createBreatheConnector(options: OfficialConnectorOptions = {}): Connector {
  const api = (ctx: ConnectorContext, apiKey: string): HttpClient =>
    clientWithHeaders(ctx, NAME, { 'x-api-key': apiKey }, options.http);

  const connection = (conn: ConnectionAccess, ctx: ConnectorContext) => api(ctx, storedCredential(conn, 'apiKey', NAME));

  /**
   * A Breathe list, following Link: rel="next" (same origin only) from the first page. An answer without the
   * list leaves the resource as stored (MissingList, with a warning).
   */
  const list = <T>(http: HttpClient, resource: string, read: Reader, query: Query = {}): Promise<T[]> =>
    cursorPages<T>({
      provider: NAME,
      fetchPage: async (next) => {
        const res = await http.request<unknown>(next ? { path: next } : { path: resource, query: { ...query, per_page: PER_PAGE } });
        const body = res.data !== null && typeof res.data === 'object' ? (res.data as Record<string, unknown>) : {};
        return { items: read.list<T>(body[resource], resource, NAME), next: parseLinkHeader(res.headers.get('link')).next };
      },
    });

  const account = async (http: HttpClient) =>
    expectObject<NonNullable<BreatheAccount['account']>>(expectObject<BreatheAccount>(await http.get('account'), NAME, 'account').account, NAME, 'account');

  return {

    ...apiKeyAuthStage(NAME, async (ctx, apiKey) => {
      const company = toCompany(await account(api(ctx, apiKey)), reader(ctx));
      if (!company) throw providerBadResponse({ provider: NAME, method: 'GET', path: 'account' }, 'no account id');
      return { id: company.remote_id, name: company.display_name ?? NAME };
    }),

    async fetchCompany(conn, ctx) {
      return toCompany(await account(connection(conn, ctx)), reader(ctx));
    },

    async fetchEmployees(conn, ctx) {
      const read = reader(ctx);
      return read.each(await list<BreatheEmployee>(connection(conn, ctx), 'employees', read), (e) => toEmployee(e, read));
    },

    async fetchGroups(conn, ctx) {
      const http = connection(conn, ctx);
      const read = reader(ctx);
      const [departments, divisions] = await Promise.all([list<BreatheNamed>(http, 'departments', read), list<BreatheNamed>(http, 'divisions', read)]);
      return toGroups(departments, divisions, read);
    },

    async fetchWorkLocations(conn, ctx) {
      const read = reader(ctx);
      return read.each(await list<BreatheNamed>(connection(conn, ctx), 'locations', read), (l) => toWorkLocation(l, read));
    },

    async fetchTimeOffEntries(conn: ConnectionAccess, ctx: ConnectorContext, range?: DateRange) {
      const { startDate, endDate } = range ?? defaultWindow(ctx.now());
      const read = reader(ctx);
      const absences = await list<BreatheAbsence>(connection(conn, ctx), 'absences', read, { start_date: startDate, end_date: endDate });
      return read.each(absences.filter((a) => a.cancelled !== true), (a) => toTimeOffEntry(a, read));
    },

    async createEmployee(conn: ConnectionAccess, input: EmployeeInput, ctx: ConnectorContext): Promise<RemoteEmployee> {
      const employee: Record<string, string> = { first_name: input.first_name, last_name: input.last_name };
      const optional: Record<string, string | null | undefined> = {
        email: input.work_email,
        personal_email: input.personal_email,
        job_title: input.job_title,
        join_date: input.start_date,
        dob: input.date_of_birth,
        employee_ref: input.employee_number,
      };
      for (const [key, value] of Object.entries(optional)) if (value) employee[key] = value;
      const res = await connection(conn, ctx).request<unknown>({ method: 'POST', path: 'employees', json: { employee }, accept: [400, 422] });
      if (res.status === 400 || res.status === 422) {
        throw validationError(`${NAME} refused the new employee (HTTP ${res.status}); check the required fields`, null, 'provider');
      }
      const [created] = expectArray<BreatheEmployee>(expectObject<{ employees?: unknown }>(res.data, NAME, 'created employee').employees, NAME, 'employees');
      const mapped = toEmployee(expectObject<BreatheEmployee>(created, NAME, 'created employee'), reader(ctx));
      if (!mapped) throw providerBadResponse({ provider: NAME, method: 'POST', path: 'employees' }, 'no employee id');
      return mapped;
    },
  };
}
