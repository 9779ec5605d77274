// Personio, official mode: API client id + secret exchanged for a bearer token (POST /v1/auth).
// The sign-in form's username is the client id and its password the client secret.
// Reference: https://developer.personio.de/v1.0/reference
import type { AuthStep, Connector, ConnectorContext, ConnectionAccess, DateRange, SignInInput } from '../connector';
import type { EmployeeInput, RemoteEmployee, RemoteTimeOffEntry } from '../../model';
import { AppError, authenticationError, validationError } from '../../core/errors';
import { HttpClient, offsetPages, pageNumberPages, providerBadResponse, type Query, fromContext } from '../http';
import {
  defaultWindow,
  expectArray,
  expectObject,
  mapLimit,
  noMfa,
  nothingToChoose,
  requireInput,
  storedCredential,
  type OfficialConnectorOptions,
} from '../http/official';
import { toEmployee, toGroups, toTimeOffBalance, toTimeOffEntry, toTimesheet, toWorkLocation } from './personio.mapper';
import type {
  PersonioAttendance,
  PersonioAuth,
  PersonioBalance,
  PersonioEmployee,
  PersonioEnvelope,
  PersonioOffice,
  PersonioPaged,
  PersonioTimeOffPeriod,
} from './personio.types';

const NAME = 'Personio';
const EMPLOYEES_PAGE = 100; // the maximum Personio allows
const PERIODS_PAGE = 200;

/** The two calls the data stage makes, behind the token handling. */
interface PersonioApi {
  get<T = unknown>(path: string, query?: Query): Promise<T>;
  post<T = unknown>(path: string, json: unknown): Promise<T>;
}

/** Unwraps { success, data }; success: false on a 2xx is an unexpected answer. */
function unwrap<T>(body: unknown, what: string): T {
  const envelope = expectObject<PersonioEnvelope<T>>(body, NAME, what);
  if (envelope.success !== true) throw new AppError('internal', `${NAME} reported a failure for ${what}`);
  return envelope.data;
}

export function createPersonioConnector(options: OfficialConnectorOptions = {}): Connector {
  /** A client that signs in with the client credentials and keeps the (rotating) bearer token. */
  const session = (ctx: ConnectorContext, clientId: string, clientSecret: string) => {
    const base = { provider: NAME, baseUrl: ctx.baseUrl, ...fromContext(ctx), tuning: options.http };
    let token: string | null = null;

    const login = async (): Promise<string> => {
      const res = await new HttpClient(base).request<PersonioAuth | null>({
        method: 'POST',
        path: 'auth',
        json: { client_id: clientId, client_secret: clientSecret },
        idempotent: true, // a token request has no side effect worth guarding
        accept: [400, 401, 403],
      });
      const issued = res.status === 200 && res.data?.success === true ? res.data.data?.token : undefined;
      if (!issued) throw authenticationError('incorrect_username_or_password', `${NAME} rejected the client id and secret`);
      return issued;
    };

    const http = new HttpClient({
      ...base,
      headers: async () => {
        token ??= await login();
        return { authorization: `Bearer ${token}` };
      },
      // Personio may hand out the next token with every answer.
      onResponse: (headers) => {
        const next = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1];
        if (next) token = next;
      },
    });

    /** A token that stops working mid-sync (expired, rotated elsewhere) gets one fresh sign-in. */
    const withRelogin = async <T>(call: () => Promise<T>): Promise<T> => {
      const hadToken = token !== null;
      try {
        return await call();
      } catch (e) {
        if (!(hadToken && e instanceof AppError && e.options.code === 'incorrect_username_or_password')) throw e;
        token = null;
        return call();
      }
    };

    const api: PersonioApi = {
      get: (path, query) => withRelogin(() => http.get(path, query)),
      post: (path, json) => withRelogin(() => http.post(path, json)),
    };
    return { http: api, login };
  };

  const connection = (conn: ConnectionAccess, ctx: ConnectorContext): PersonioApi =>
    session(ctx, storedCredential(conn, 'clientId', NAME), storedCredential(conn, 'clientSecret', NAME)).http;

  const employees = (http: PersonioApi): Promise<PersonioEmployee[]> =>
    offsetPages<PersonioEmployee>({
      limit: EMPLOYEES_PAGE,
      provider: NAME,
      fetchPage: async (offset, limit) => {
        const page = expectObject<PersonioPaged<PersonioEmployee>>(await http.get('company/employees', { offset, limit }), NAME, 'employees');
        return { items: expectArray(unwrap(page, 'employees'), NAME, 'employees'), total: page.metadata?.total_elements };
      },
    });

  return {

    async signIn(input: SignInInput, ctx: ConnectorContext): Promise<AuthStep> {
      const clientId = requireInput(input.username, 'username', 'username (client id)');
      const clientSecret = requireInput(input.password, 'password', 'password (client secret)');
      await session(ctx, clientId, clientSecret).login();
      return { next: null, entity: { id: clientId, name: NAME }, credentials: { clientId, clientSecret } };
    },

    async verifyMfa() {
      throw noMfa(NAME);
    },

    async choose() {
      throw nothingToChoose(NAME);
    },

    async fetchEmployees(conn, ctx) {
      return (await employees(connection(conn, ctx))).map(toEmployee);
    },

    async fetchGroups(conn, ctx) {
      return toGroups(await employees(connection(conn, ctx)));
    },

    async fetchWorkLocations(conn, ctx) {
      const offices = unwrap<unknown>(await connection(conn, ctx).get('company/offices'), 'offices');
      return expectArray<PersonioOffice>(offices, NAME, 'offices').map(toWorkLocation);
    },

    async fetchTimeOffEntries(conn: ConnectionAccess, ctx: ConnectorContext, range?: DateRange) {
      const http = connection(conn, ctx);
      const { startDate, endDate } = range ?? defaultWindow(ctx.now());
      // On this endpoint "offset" is the page number.
      const periods = await pageNumberPages<PersonioTimeOffPeriod>({
        firstPage: 0,
        pageSize: PERIODS_PAGE,
        provider: NAME,
        fetchPage: async (page) => {
          const body = expectObject<PersonioPaged<PersonioTimeOffPeriod>>(
            await http.get('company/time-offs', { start_date: startDate, end_date: endDate, limit: PERIODS_PAGE, offset: page }),
            NAME,
            'time-offs',
          );
          return { items: expectArray(unwrap(body, 'time-offs'), NAME, 'time-offs'), totalPages: body.metadata?.total_pages };
        },
      });
      return periods.map(toTimeOffEntry).filter((e): e is RemoteTimeOffEntry => e !== null);
    },

    async fetchTimeOffBalances(conn, ctx) {
      const http = connection(conn, ctx);
      const ids = (await employees(http)).map((e) => String(e.attributes.id.value));
      const perEmployee = await mapLimit(ids, 4, async (id) => {
        const body = await http.get(`company/employees/${encodeURIComponent(id)}/absences/balance`);
        return expectArray<PersonioBalance>(unwrap(body, 'balance'), NAME, 'balance').map((b) => toTimeOffBalance(id, b));
      });
      return perEmployee.flat();
    },

    async fetchTimesheets(conn: ConnectionAccess, ctx: ConnectorContext, range?: DateRange) {
      const http = connection(conn, ctx);
      const { startDate, endDate } = range ?? defaultWindow(ctx.now());
      const attendances = await offsetPages<PersonioAttendance>({
        limit: PERIODS_PAGE,
        provider: NAME,
        fetchPage: async (offset, limit) => {
          const body = expectObject<PersonioPaged<PersonioAttendance>>(
            await http.get('company/attendances', { start_date: startDate, end_date: endDate, limit, offset }),
            NAME,
            'attendances',
          );
          return { items: expectArray(unwrap(body, 'attendances'), NAME, 'attendances'), total: body.metadata?.total_elements };
        },
      });
      return attendances.map(toTimesheet);
    },

    async createEmployee(conn: ConnectionAccess, input: EmployeeInput, ctx: ConnectorContext): Promise<RemoteEmployee> {
      const http = connection(conn, ctx);
      if (!input.work_email) throw validationError('Personio requires work_email to create an employee', 'work_email', 'required');
      const employee: Record<string, string> = { email: input.work_email, first_name: input.first_name, last_name: input.last_name };
      if (input.gender === 'male' || input.gender === 'female') employee.gender = input.gender;
      if (input.job_title) employee.position = input.job_title;
      if (input.start_date) employee.hire_date = input.start_date;
      const created = unwrap<{ id?: number }>(await http.post('company/employees', { employee }), 'created employee');
      if (created?.id === undefined) throw providerBadResponse({ provider: NAME, method: 'POST', path: 'company/employees' }, 'no employee id');
      const read = unwrap<PersonioEmployee>(await http.get(`company/employees/${created.id}`), 'employee');
      return toEmployee(expectObject<PersonioEmployee>(read, NAME, 'employee'));
    },
  };
}
