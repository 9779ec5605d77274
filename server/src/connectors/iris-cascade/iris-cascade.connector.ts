// IRIS Cascade, official mode: the HR API v2 (https://api.iris.co.uk/hr/v2) with an API client key and secret,
// exchanged for a short-lived bearer token (OAuth 2 client credentials at https://api.iris.co.uk/oauth2/v1/token,
// HTTP Basic with the key and secret). SPEC §2's username is the client key and its (text) password the secret.
// Written from IRIS's published description (iris-cascade/iris.co.uk_Cascade.yaml, version 2); the token call
// is the one call the description names only as its client-credentials tokenUrl (see iris-cascade.provider.ts).
import type { Connector, ConnectorContext, ConnectionAccess, DateRange } from '../connector';
import type { EmployeeInput, RemoteEmployee } from '../../model';
import { authenticationError } from '../../core/errors';
import { basicAuth, fromContext, HttpClient, pageNumberList, providerBadResponse, type Query } from '../http';
import {
  apiClientAuthStage,
  defaultWindow,
  expectObject,
  storedCredential,
  today,
  type OfficialConnectorOptions,
} from '../http/official';
import { TokenSession, type SessionApi } from '../http/token-session';
import { str } from '../map-utils';
import { reader, type Reader } from '../reader';
import { toEmployee, toGroups, toTimeOffEntry } from './iris-cascade.mapper';
import type {
  IrisAbsence,
  IrisAbsenceDay,
  IrisAbsenceReason,
  IrisBankDetails,
  IrisEmployee,
  IrisHierarchyNode,
  IrisJob,
  IrisPage,
  IrisToken,
} from './iris-cascade.types';

const NAME = 'IRIS Cascade';
/** The description's maximum for $top. */
const PAGE = 250;
/** Beside the HR API on the same host: https://help.iris.co.uk/hr/cascade/api/getstart/request-an-access-token.htm */
const TOKEN_PATH = '/oauth2/v1/token';

/** OData v4 date-time literals (the description's $filter is OData 4.01). */
const from = (date: string) => `${date}T00:00:00Z`;
const to = (date: string) => `${date}T23:59:59Z`;

export function createIrisCascadeConnector(options: OfficialConnectorOptions = {}): Connector {
  const pageSize = options.pageSize ?? PAGE;

  /** A client whose bearer token comes from the client-credentials grant, fetched again if it expires mid-sync. */
  const session = (ctx: ConnectorContext, clientKey: string, clientSecret: string) => {
    const base = { provider: NAME, ...fromContext(ctx), tuning: options.http };
    const tokens = new TokenSession(async () => {
      const tokenUrl = new URL(TOKEN_PATH, ctx.baseUrl);
      const res = await new HttpClient({ ...base, baseUrl: tokenUrl.origin }).request<IrisToken | null>({
        method: 'POST',
        path: tokenUrl.toString(),
        headers: { authorization: basicAuth(clientKey, clientSecret) },
        form: { grant_type: 'client_credentials' },
        idempotent: true, // a token request has no side effect
        accept: [400, 401, 403],
      });
      const token = res.status === 200 ? str(res.data?.access_token) : null;
      if (!token) throw authenticationError('incorrect_username_or_password', `${NAME} refused the API client key and secret`);
      return token;
    });
    return { api: tokens.api(new HttpClient({ ...base, baseUrl: ctx.baseUrl, headers: tokens.headers })), tokens };
  };

  /** One session (one token) for every fetch of a sync. */
  const connection = (conn: ConnectionAccess, ctx: ConnectorContext): Promise<SessionApi> =>
    ctx.cache.once('iris:session', async () => session(ctx, storedCredential(conn, 'clientId', NAME), storedCredential(conn, 'clientSecret', NAME)).api);

  /** Every record of a list, $top/$skip paged; a short page is the last. */
  const list = <T>(api: SessionApi, path: string, read: Reader, query: Query = {}): Promise<T[]> =>
    pageNumberList<T, IrisPage<T>>(api, path, {
      provider: NAME,
      pageSize,
      firstPage: 0,
      query: (page) => ({ ...query, $top: pageSize, $skip: page * pageSize }),
      read: (body) => {
        const items = read.list<T>(body.Value, `${path}: Value`, NAME);
        return { items, hasMore: items.length >= pageSize };
      },
    });

  /** The employee list, once per sync: employees and groups (cost centres) both need it. */
  const employees = (api: SessionApi, ctx: ConnectorContext, read: Reader) => ctx.cache.once('iris:employees', () => list<IrisEmployee>(api, 'employees', read));

  /** Jobs and bank details by employee id (records without one cannot belong to anyone and are left out). */
  const byEmployee = <T extends { EmployeeId?: string | null }>(rows: readonly T[]): Map<string, T[]> => {
    const index = new Map<string, T[]>();
    for (const row of rows) {
      const id = str(row.EmployeeId);
      if (id) index.set(id, [...(index.get(id) ?? []), row]);
    }
    return index;
  };

  return {
    // The key belongs to one Cascade tenant.
    ...apiClientAuthStage(NAME, { id: 'API client key', secret: 'API client secret' }, (ctx, key, secret) => session(ctx, key, secret).tokens.current()),

    async fetchEmployees(conn, ctx) {
      const api = await connection(conn, ctx);
      const read = reader(ctx);
      const [rows, jobs, banks] = await Promise.all([
        employees(api, ctx, read),
        list<IrisJob>(api, 'jobs', read).then(byEmployee),
        list<IrisBankDetails>(api, 'bankdetails', read).then(byEmployee),
      ]);
      const now = today(ctx.now());
      return read.each(rows, (e) => {
        const id = str(e.Id) ?? '';
        return toEmployee(e, { jobs: jobs.get(id) ?? [], bank: banks.get(id)?.[0], today: now }, read);
      });
    },

    async fetchGroups(conn, ctx) {
      const api = await connection(conn, ctx);
      const read = reader(ctx);
      const [nodes, people] = await Promise.all([list<IrisHierarchyNode>(api, 'hierarchy', read), employees(api, ctx, read)]);
      return toGroups(nodes, people, read);
    },

    async fetchTimeOffEntries(conn: ConnectionAccess, ctx: ConnectorContext, range?: DateRange) {
      const window = range ?? defaultWindow(ctx.now());
      const api = await connection(conn, ctx);
      const read = reader(ctx);
      const [absences, days, all] = await Promise.all([
        // The description types this list alone as a list of lists (Value: AbsenceModel[][]); a flat one is read too.
        list<IrisAbsence | IrisAbsence[]>(api, 'attendance/absences', read, {
          $filter: `StartDate le ${to(window.endDate)} and (EndDate eq null or EndDate ge ${from(window.startDate)})`,
        }).then((rows) => rows.flat()),
        list<IrisAbsenceDay>(api, 'attendance/absencedays', read, {
          $filter: `Date ge ${from(window.startDate)} and Date le ${to(window.endDate)}`,
        }),
        list<IrisAbsenceReason>(api, 'attendance/absencereasons', read),
      ]);
      const byId = new Map(all.flatMap((r) => (str(r.Id) ? [[str(r.Id)!, r] as const] : [])));
      const amounts = new Map<string, number>();
      for (const day of days) {
        const absence = str(day.AbsenceId);
        if (absence && typeof day.DurationDays === 'number' && Number.isFinite(day.DurationDays)) {
          amounts.set(absence, (amounts.get(absence) ?? 0) + day.DurationDays);
        }
      }
      return read.each(absences, (a) => toTimeOffEntry(a, byId, amounts, window, read));
    },

    async createEmployee(conn: ConnectionAccess, input: EmployeeInput, ctx: ConnectorContext): Promise<RemoteEmployee> {
      const api = await connection(conn, ctx);
      // POST /employees answers with the new employee's id as a JSON string.
      const id = str(await api.post<unknown>('employees', toIrisNewEmployee(input)));
      if (id === null) throw providerBadResponse({ provider: NAME, method: 'POST', path: 'employees' }, 'no employee id');
      const row = expectObject<IrisEmployee>(await api.get(`employees/${encodeURIComponent(id)}`), NAME, 'employee');
      // A new starter has no job or bank details yet: those are records of their own in Cascade.
      const created = toEmployee({ ...row, Id: str(row.Id) ?? id }, { jobs: [], bank: undefined, today: today(ctx.now()) }, reader(ctx));
      if (!created) throw providerBadResponse({ provider: NAME, method: 'GET', path: `employees/${id}` }, 'no employee');
      return created;
    },
  };
}

/** The CreateEmployeeCommand: only what the caller set, in IRIS's names (dates as the date-times it takes). */
export function toIrisNewEmployee(input: EmployeeInput): Record<string, unknown> {
  const dateTime = (date: string | null | undefined) => (date ? `${date}T00:00:00Z` : undefined);
  const body: Record<string, unknown> = {
    FirstName: input.first_name,
    LastName: input.last_name,
    DisplayId: input.employee_number ?? undefined,
    NationalInsuranceNumber: input.tax_id ?? undefined,
    EmploymentStartDate: dateTime(input.start_date),
    DateOfBirth: dateTime(input.date_of_birth),
    Gender: input.gender === 'male' ? 'Male' : input.gender === 'female' ? 'Female' : undefined,
    Emails: [
      ...(input.work_email ? [{ Ownership: 'Organization', Value: input.work_email }] : []),
      ...(input.personal_email ? [{ Ownership: 'Personal', Value: input.personal_email }] : []),
    ],
    Phones: input.mobile_phone_number ? [{ Ownership: 'Personal', Type: 'Mobile', Value: input.mobile_phone_number }] : undefined,
  };
  if ((body.Emails as unknown[]).length === 0) delete body.Emails;
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
}
