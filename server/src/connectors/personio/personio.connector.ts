// Personio, official mode: API client id + secret exchanged for a bearer token (POST /v1/auth).
// The sign-in form's username is the client id and its password the client secret.
// Written from Personio's published Personnel Data description (personio/personio-personnel-data-api-oa3.yaml,
// with personio-auth-api.yaml for /auth); every call it makes is in them.
import type { Connector, ConnectorContext, ConnectionAccess, DateRange } from '../connector';
import type { EmployeeInput, RemoteEmployee } from '../../model';
import { AppError, authenticationError, validationError } from '../../core/errors';
import { fromContext, HttpClient, pageNumberList, providerBadResponse, type Query } from '../http';
import {
  apiClientAuthStage,
  defaultWindow,
  expectObject,
  mapLimit,
  storedCredential,
  type OfficialConnectorOptions,
} from '../http/official';
import { str } from '../map-utils';
import { TokenSession, type SessionApi } from '../http/token-session';
import { MissingList, reader, type Reader } from '../reader';
import { employeeId, toEmployee, toGroups, toTimeOffBalance, toTimeOffEntry, toTimesheet, toWorkLocations } from './personio.mapper';
import type {
  PersonioAttendance,
  PersonioAuth,
  PersonioBalance,
  PersonioEmployee,
  PersonioEnvelope,
  PersonioPaged,
  PersonioTimeOffPeriod,
} from './personio.types';

const NAME = 'Personio';
/** Personio's maximum for the employee list since January 2025 (its pagination adoption guide). */
const EMPLOYEES_PAGE = 100;
/** The description's default (and Personio's maximum) for time-offs and attendances. */
const PERIODS_PAGE = 200;

/** The data of a { success, data } answer outside a sync (create); `success: false` on a 2xx is an unexpected answer. */
function unwrap<T>(body: unknown, what: string): T | undefined {
  const envelope = expectObject<PersonioEnvelope<T>>(body, NAME, what);
  if (envelope.success !== true) throw new AppError('internal', `${NAME} reported a failure for ${what}`);
  return envelope.data;
}

/**
 * The records of one list page. An answer without them, or one saying `success: false`, leaves the resource as
 * stored (MissingList, with a warning): nothing is stored or removed on a failure Personio reports in a 2xx.
 */
function rowsOf<T>(body: PersonioPaged<T>, what: string, read: Reader): T[] {
  if (body.success !== true) {
    read.report.warn(`${NAME} answered success: false; nothing was stored or removed`, what);
    throw new MissingList(what);
  }
  return read.list<T>(body.data, what, NAME);
}

export function createPersonioConnector(options: OfficialConnectorOptions = {}): Connector {
  /** A client that signs in with the client credentials and keeps the (rotating) bearer token. */
  const session = (ctx: ConnectorContext, clientId: string, clientSecret: string) => {
    const base = { provider: NAME, baseUrl: ctx.baseUrl, ...fromContext(ctx), tuning: options.http };
    const tokens = new TokenSession(async () => {
      const res = await new HttpClient(base).request<PersonioAuth | null>({
        method: 'POST',
        path: 'auth',
        json: { client_id: clientId, client_secret: clientSecret },
        idempotent: true, // a token request has no side effect worth guarding
        accept: [400, 401, 403],
      });
      // The token is what counts: the description requires it of every 200.
      const issued = res.status === 200 ? str(res.data?.data?.token) : null;
      if (!issued) throw authenticationError('incorrect_username_or_password', `${NAME} rejected the client id and secret`);
      return issued;
    });
    const http = new HttpClient({
      ...base,
      headers: tokens.headers,
      // Personio may hand out the next token with every answer.
      onResponse: (headers) => {
        const next = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1];
        if (next) tokens.replace(next);
      },
    });
    return { api: tokens.api(http), tokens };
  };

  /** The connection's API, one session (one token, rotated by each answer) for every fetch of a sync. */
  const connection = (conn: ConnectionAccess, ctx: ConnectorContext): SessionApi => {
    const [clientId, clientSecret] = [storedCredential(conn, 'clientId', NAME), storedCredential(conn, 'clientSecret', NAME)];
    const shared = ctx.cache.once('personio:session', async () => session(ctx, clientId, clientSecret).api);
    return {
      get: async (path, query) => (await shared).get(path, query),
      post: async (path, json) => (await shared).post(path, json),
    };
  };

  /**
   * Every page of a list. Personio pages end at `metadata.current_page` = total_pages - 1, and a short page is
   * the last whatever the metadata says. `offset` is a record offset on most lists and the page number on
   * time-offs (`offsetIsPage`).
   */
  const list = <T>(http: SessionApi, path: string, query: Query, read: Reader, limit: number, offsetIsPage = false): Promise<T[]> =>
    pageNumberList<T, PersonioPaged<T>>(http, path, {
      provider: NAME,
      pageSize: limit,
      firstPage: 0,
      query: (page) => ({ ...query, limit, offset: offsetIsPage ? page : page * limit }),
      read: (body) => {
        const items = rowsOf(body, 'data', read);
        const { current_page: current, total_pages: total } = body.metadata ?? {};
        const more = items.length >= limit && !(typeof current === 'number' && typeof total === 'number' && current >= total - 1);
        return { items, hasMore: more };
      },
    });

  /** The employee list, once per sync: employees, groups, work locations and balances all come from it. */
  const employees = (http: SessionApi, ctx: ConnectorContext, read: Reader): Promise<PersonioEmployee[]> =>
    ctx.cache.once('personio:employees', () => list<PersonioEmployee>(http, 'company/employees', {}, read, options.pageSize ?? EMPLOYEES_PAGE));


  return {
    ...apiClientAuthStage(NAME, { id: 'client id', secret: 'client secret' }, (ctx, id, secret) => session(ctx, id, secret).tokens.current()),

    async fetchEmployees(conn, ctx) {
      const read = reader(ctx);
      return read.each(await employees(connection(conn, ctx), ctx, read), (e) => toEmployee(e, read));
    },

    async fetchGroups(conn, ctx) {
      const read = reader(ctx);
      return toGroups(await employees(connection(conn, ctx), ctx, read), read);
    },

    async fetchWorkLocations(conn, ctx) {
      const read = reader(ctx);
      return toWorkLocations(await employees(connection(conn, ctx), ctx, read), read);
    },

    async fetchTimeOffEntries(conn: ConnectionAccess, ctx: ConnectorContext, range?: DateRange) {
      const { startDate, endDate } = range ?? defaultWindow(ctx.now());
      const read = reader(ctx);
      const query = { start_date: startDate, end_date: endDate };
      const periods = await list<PersonioTimeOffPeriod>(connection(conn, ctx), 'company/time-offs', query, read, options.pageSize ?? PERIODS_PAGE, true);
      return read.each(periods, (t) => toTimeOffEntry(t, read));
    },

    async fetchTimeOffBalances(conn, ctx) {
      const http = connection(conn, ctx);
      const read = reader(ctx);
      // The balance endpoint takes an int32 employee id; a list row with another id cannot be asked about.
      const ids = (await employees(http, ctx, read)).map((e) => employeeId(e, read)).filter((id): id is string => id !== null && /^\d{1,9}$/.test(id));
      const perEmployee = await mapLimit(ids, 4, async (id) => {
        const body = expectObject<PersonioPaged<PersonioBalance>>(await http.get(`company/employees/${id}/absences/balance`), NAME, 'balance');
        return read.each(rowsOf(body, 'data', read), (b) => toTimeOffBalance(id, b, read));
      });
      return perEmployee.flat();
    },

    async fetchTimesheets(conn: ConnectionAccess, ctx: ConnectorContext, range?: DateRange) {
      const { startDate, endDate } = range ?? defaultWindow(ctx.now());
      const read = reader(ctx);
      const query = { start_date: startDate, end_date: endDate };
      const attendances = await list<PersonioAttendance>(connection(conn, ctx), 'company/attendances', query, read, options.pageSize ?? PERIODS_PAGE);
      return read.each(attendances, (t) => toTimesheet(t, read));
    },

    async createEmployee(conn: ConnectionAccess, input: EmployeeInput, ctx: ConnectorContext): Promise<RemoteEmployee> {
      const http = connection(conn, ctx);
      if (!input.work_email) throw validationError('Personio requires work_email to create an employee', 'work_email', 'required');
      const employee: Record<string, string> = { email: input.work_email, first_name: input.first_name, last_name: input.last_name };
      if (input.gender === 'male' || input.gender === 'female') employee.gender = input.gender;
      if (input.job_title) employee.position = input.job_title;
      if (input.start_date) employee.hire_date = input.start_date;
      const created = unwrap<{ id?: unknown }>(await http.post('company/employees', { employee }), 'created employee');
      const id = typeof created?.id === 'number' && Number.isInteger(created.id) ? created.id : null;
      if (id === null) throw providerBadResponse({ provider: NAME, method: 'POST', path: 'company/employees' }, 'no employee id');
      const row = unwrap<PersonioEmployee>(await http.get(`company/employees/${id}`), 'employee');
      const mapped = toEmployee(expectObject<PersonioEmployee>(row, NAME, 'employee'), reader(ctx));
      if (!mapped) throw providerBadResponse({ provider: NAME, method: 'GET', path: `company/employees/${id}` }, 'no employee id');
      return mapped;
    },
  };
}
