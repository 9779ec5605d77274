// Breathe HR, official mode: an API key sent in the X-API-KEY header.
// Reference: https://developer.breathehr.com/
import type { AuthStep, Connector, ConnectorContext, ConnectionAccess, DateRange, SignInInput } from '../connector';
import type { EmployeeInput, RemoteEmployee, RemoteTimeOffEntry } from '../../model';
import { validationError } from '../../core/errors';
import { HttpClient, cursorPages, parseLinkHeader, type Query, fromContext } from '../http';
import {
  defaultWindow,
  expectArray,
  expectObject,
  noMfa,
  nothingToChoose,
  requireInput,
  storedCredential,
  type OfficialConnectorOptions,
} from '../http/official';
import { toCompany, toEmployee, toGroups, toTimeOffEntry, toWorkLocation } from './breathe.mapper';
import type { BreatheAbsence, BreatheAccount, BreatheEmployee, BreatheNamed } from './breathe.types';

const NAME = 'Breathe HR';
const PER_PAGE = 100;

export function createBreatheConnector(options: OfficialConnectorOptions = {}): Connector {
  const api = (ctx: ConnectorContext, apiKey: string): HttpClient =>
    new HttpClient({
      provider: NAME,
      baseUrl: ctx.baseUrl,
      ...fromContext(ctx),
      headers: () => ({ 'x-api-key': apiKey }),
      tuning: options.http,
    });

  const connection = (conn: ConnectionAccess, ctx: ConnectorContext) => api(ctx, storedCredential(conn, 'apiKey', NAME));

  /** A Breathe list, following Link: rel="next" (same origin only) from the first page. */
  const list = <T>(http: HttpClient, resource: string, query: Query = {}): Promise<T[]> =>
    cursorPages<T>({
      provider: NAME,
      fetchPage: async (next) => {
        const res = await http.request<unknown>(next ? { path: next } : { path: resource, query: { ...query, per_page: PER_PAGE } });
        const body = expectObject<Record<string, unknown>>(res.data, NAME, resource);
        return { items: expectArray<T>(body[resource], NAME, resource), next: parseLinkHeader(res.headers.get('link')).next };
      },
    });

  const account = async (http: HttpClient) =>
    expectObject<BreatheAccount['account']>(expectObject<BreatheAccount>(await http.get('account'), NAME, 'account').account, NAME, 'account');

  return {

    async signIn(input: SignInInput, ctx: ConnectorContext): Promise<AuthStep> {
      const apiKey = requireInput(input.apiKey, 'api_key', 'api_key');
      const a = await account(api(ctx, apiKey));
      return { next: null, entity: { id: String(a.id), name: a.name?.trim() || NAME }, credentials: { apiKey } };
    },

    async verifyMfa() {
      throw noMfa(NAME);
    },

    async choose() {
      throw nothingToChoose(NAME);
    },

    async fetchCompany(conn, ctx) {
      return toCompany(await account(connection(conn, ctx)));
    },

    async fetchEmployees(conn, ctx) {
      return (await list<BreatheEmployee>(connection(conn, ctx), 'employees')).map(toEmployee);
    },

    async fetchGroups(conn, ctx) {
      const http = connection(conn, ctx);
      return toGroups(await list<BreatheNamed>(http, 'departments'), await list<BreatheNamed>(http, 'divisions'));
    },

    async fetchWorkLocations(conn, ctx) {
      return (await list<BreatheNamed>(connection(conn, ctx), 'locations')).map(toWorkLocation);
    },

    async fetchTimeOffEntries(conn: ConnectionAccess, ctx: ConnectorContext, range?: DateRange) {
      const { startDate, endDate } = range ?? defaultWindow(ctx.now());
      const absences = await list<BreatheAbsence>(connection(conn, ctx), 'absences', { start_date: startDate, end_date: endDate });
      return absences
        .filter((a) => a.cancelled !== true)
        .map(toTimeOffEntry)
        .filter((e): e is RemoteTimeOffEntry => e !== null);
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
      return toEmployee(expectObject<BreatheEmployee>(created, NAME, 'created employee'));
    },
  };
}
