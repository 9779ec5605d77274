// Sage HR, official mode: the company's subdomain and an API key (X-Auth-Token). The API is served from the
// company's own subdomain (https://{subdomain}.sage.hr/api), which SPEC §2's API-key form lacks: the declaration
// adds the domain field (CONTRACT §6b). Written from Sage HR's published description (sage-hr/sage.com.yaml,
// version 1.0); every call it makes is in it.
import type { Connector, ConnectorContext, ConnectionAccess, DateRange } from '../connector';
import type { EmployeeInput, RemoteEmployee } from '../../model';
import { authenticationError, validationError } from '../../core/errors';
import { HttpClient, pageNumberList, providerBadResponse, type Query } from '../http';
import { companySubdomain, defaultWindow, expectObject, mapLimit, subdomainKeyAccess, today, type OfficialConnectorOptions } from '../http/official';
import { str } from '../map-utils';
import { reader, type Reader } from '../reader';
import { indexPolicies, toEmployee, toGroup, toTimeOffBalance, toTimeOffEntry, type Policies } from './sagehr.mapper';
import type { SageBalance, SageEmployee, SageEnvelope, SageLeaveRequest, SagePolicy, SageTeam } from './sagehr.types';

const NAME = 'Sage HR';
const DAY_MS = 86_400_000;
/** "Days between from date and to date must be less than 65" (GET /leave-management/requests). */
const MAX_REQUEST_SPAN_DAYS = 64;
/** Sage HR's page size (its examples' per_page), for answers that carry no page numbers. */
const PAGE = 50;

/** "acme", "acme.sage.hr" or "https://acme.sage.hr/dashboard" -> "acme". */
export function normaliseDomain(raw: string): string {
  return companySubdomain(raw, /\.sage\.hr$/, NAME, 'acme.sage.hr');
}

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The window cut into the spans GET /leave-management/requests accepts. */
export function requestSpans(startDate: string, endDate: string): Array<{ from: string; to: string }> {
  const spans: Array<{ from: string; to: string }> = [];
  const end = Date.parse(`${endDate}T00:00:00Z`);
  for (let from = Date.parse(`${startDate}T00:00:00Z`); from <= end; from += MAX_REQUEST_SPAN_DAYS * DAY_MS) {
    spans.push({ from: isoDay(from), to: isoDay(Math.min(from + (MAX_REQUEST_SPAN_DAYS - 1) * DAY_MS, end)) });
  }
  return spans;
}

export function createSagehrConnector(options: OfficialConnectorOptions = {}): Connector {
  const access = subdomainKeyAccess(NAME, (apiKey) => ({ 'x-auth-token': apiKey }), options.http);
  const connection = (conn: ConnectionAccess, ctx: ConnectorContext): HttpClient => access.connection(conn, ctx).http;

  /**
   * Every page of a list: `meta.next_page` names the next page (null on the last); an answer without it ends at a
   * short page. A next_page that is not the following page ends the list rather than jump.
   */
  const list = <T>(http: HttpClient, path: string, read: Reader, query: Query = {}): Promise<T[]> =>
    pageNumberList<T, SageEnvelope<T[]>>(http, path, {
      provider: NAME,
      pageSize: PAGE,
      query: (page) => ({ ...query, page }),
      read: (body, page) => {
        const items = read.list<T>(body.data, `${path}: data`, NAME);
        const next = body.meta?.next_page;
        return { items, hasMore: next === undefined ? items.length >= PAGE : Number(next) === page + 1 };
      },
    });

  const employees = (http: HttpClient, ctx: ConnectorContext, read: Reader): Promise<SageEmployee[]> =>
    ctx.cache.once('sagehr:employees', () =>
      list<SageEmployee>(http, 'employees', read, { team_history: true, employment_status_history: true, position_history: true }),
    );
  const policies = (http: HttpClient, ctx: ConnectorContext, read: Reader): Promise<Policies> =>
    ctx.cache.once('sagehr:policies', async () => {
      const body = expectObject<SageEnvelope<SagePolicy[]>>(await http.get('leave-management/policies'), NAME, 'policies');
      return indexPolicies(read.list<SagePolicy>(body.data, 'leave-management/policies: data', NAME));
    });

  return {
    ...access.authStage(normaliseDomain, async (http, domain) => {
      // The first page of employees proves the key and the subdomain; an unknown subdomain answers 404.
      const res = await http.request<unknown>({ path: 'employees', query: { page: 1 }, accept: [404] });
      if (res.status === 404) throw authenticationError('incorrect_username_or_password', `${NAME} does not know the company subdomain "${domain}"`);
      // The API names no company: the subdomain is the account.
      return { id: domain, name: `${domain}.sage.hr` };
    }),

    async fetchEmployees(conn, ctx) {
      const http = connection(conn, ctx);
      const read = reader(ctx);
      const now = today(ctx.now());
      const [active, terminated] = await Promise.all([employees(http, ctx, read), list<SageEmployee>(http, 'terminated-employees', read)]);
      const mapped = read.each(active, (e) => toEmployee(e, now, read));
      const seen = new Set(mapped.map((e) => e.remote_id));
      const leavers = read.each(terminated, (e) => toEmployee(e, now, read, true)).filter((e) => !seen.has(e.remote_id));
      return [...mapped, ...leavers];
    },

    async fetchGroups(conn, ctx) {
      const read = reader(ctx);
      return read.each(await list<SageTeam>(connection(conn, ctx), 'teams', read), (t) => toGroup(t, read));
    },

    async fetchTimeOffEntries(conn: ConnectionAccess, ctx: ConnectorContext, range?: DateRange) {
      const { startDate, endDate } = range ?? defaultWindow(ctx.now());
      const http = connection(conn, ctx);
      const read = reader(ctx);
      const index = await policies(http, ctx, read);
      // Spans one after the other (a request across two spans comes in both: kept once, by id).
      const byId = new Map<string, SageLeaveRequest>();
      for (const span of requestSpans(startDate, endDate)) {
        for (const request of await list<SageLeaveRequest>(http, 'leave-management/requests', read, span)) {
          byId.set(str(request.id) ?? `no-id-${byId.size}`, request);
        }
      }
      return read.each([...byId.values()], (r) => toTimeOffEntry(r, index, read));
    },

    async fetchTimeOffBalances(conn, ctx) {
      const http = connection(conn, ctx);
      const read = reader(ctx);
      const [active, index] = await Promise.all([employees(http, ctx, read), policies(http, ctx, read)]);
      // The path takes a numeric id; a row with another id cannot be asked about.
      const ids = active.map((e) => read.id(e.id)).filter((id): id is string => id !== null && /^\d+$/.test(id));
      const perEmployee = await mapLimit(ids, 4, async (id) => {
        const res = await http.request<unknown>({ path: `employees/${id}/leave-management/balances`, accept: [404] });
        if (res.status === 404) return [];
        const body = expectObject<SageEnvelope<SageBalance[]>>(res.data, NAME, 'balances');
        return read.each(read.list<SageBalance>(body.data, 'balances: data', NAME), (b) => toTimeOffBalance(id, b, index, read));
      });
      return perEmployee.flat();
    },

    async createEmployee(conn: ConnectionAccess, input: EmployeeInput, ctx: ConnectorContext): Promise<RemoteEmployee> {
      const http = connection(conn, ctx);
      if (!input.work_email) throw validationError('Sage HR requires work_email to create an employee', 'work_email', 'required');
      const form: Record<string, string> = { email: input.work_email, first_name: input.first_name, last_name: input.last_name };
      // Left out, Sage HR would start the employee today: only a date the caller gave is sent.
      if (input.start_date) form.work_start_date = input.start_date;
      const created = await http.request<SageEnvelope<{ id?: unknown }>>({ method: 'POST', path: 'employees', form });
      const id = str(created.data?.data?.id);
      if (id === null) throw providerBadResponse({ provider: NAME, method: 'POST', path: 'employees' }, 'no employee id');
      const body = expectObject<SageEnvelope<SageEmployee>>(await http.get(`employees/${id}`), NAME, 'employee');
      const employee = toEmployee(expectObject<SageEmployee>(body.data, NAME, 'employee'), today(ctx.now()), reader(ctx));
      if (!employee) throw providerBadResponse({ provider: NAME, method: 'GET', path: `employees/${id}` }, 'no employee');
      return employee;
    },
  };
}
