// BambooHR, official mode: company domain + API key (HTTP Basic, the key as username, "x" as password).
// Written from BambooHR's published description (bamboohr/public.yaml in ../shared/providers): its server is
// https://{companyDomain}.bamboohr.com with paths under /api/v1 (see bamboohr.provider.ts).
import type { Connector, ConnectorContext, ConnectionAccess, DateRange } from '../connector';
import type { EmployeeInput, RemoteEmployee } from '../../model';
import { authenticationError } from '../../core/errors';
import { basicAuth, HttpClient, providerBadResponse } from '../http';
import { companySubdomain, defaultWindow, expectArray, expectObject, mapLimit, subdomainKeyAccess, today, type OfficialConnectorOptions } from '../http/official';
import { reader, type Reader } from '../reader';
import {
  indexList,
  toCompany,
  toEmployee,
  toGroups,
  toIdentity,
  toTimeOffBalance,
  toTimeOffEntry,
  toTimesheet,
  toWorkLocations,
  type BamboohrLists,
} from './bamboohr.mapper';
import {
  BAMBOOHR_EMPLOYEE_FIELDS,
  type BamboohrBalance,
  type BamboohrCompanyInformation,
  type BamboohrCustomReport,
  type BamboohrEmployee,
  type BamboohrListField,
  type BamboohrTimeOffRequest,
  type BamboohrTimesheetEntry,
} from './bamboohr.types';

const NAME = 'BambooHR';
const DAY_MS = 86_400_000;

/** Statuses worth syncing: canceled and superseded ("superceded" in BambooHR's spelling) requests are not time off. */
const LIVE_REQUEST_STATUSES = 'approved,denied,requested';

/** "acme", "acme.bamboohr.com" or "https://acme.bamboohr.com/home" -> "acme". */
export function normaliseDomain(raw: string): string {
  return companySubdomain(raw, /\.bamboohr\.com$/, NAME, 'acme.bamboohr.com');
}

export function createBamboohrConnector(options: OfficialConnectorOptions = {}): Connector {
  const access = subdomainKeyAccess(NAME, (apiKey) => ({ authorization: basicAuth(apiKey, 'x') }), options.http);
  const { connection } = access;

  const companyInformation = async (http: HttpClient, domain: string): Promise<BamboohrCompanyInformation> => {
    const res = await http.request<unknown>({ path: 'api/v1/company_information', accept: [404] });
    // An unknown company domain is a 404: for the user it is a wrong sign-in value.
    if (res.status === 404) {
      throw authenticationError('incorrect_username_or_password', `${NAME} does not know the company domain "${domain}"`);
    }
    return expectObject<BamboohrCompanyInformation>(res.data, NAME, 'company information');
  };

  /** Every employee's fields from one custom report, once per sync (employees and balances both need it). */
  const customReport = (http: HttpClient, ctx: ConnectorContext, read: Reader): Promise<BamboohrEmployee[]> =>
    ctx.cache.once('bamboohr:report', async () => {
      const report = await http.request<BamboohrCustomReport>({
        method: 'POST',
        path: 'api/v1/reports/custom',
        // The description's enum is lower case; onlyCurrent is left at its default (current values, not
        // future-dated history).
        query: { format: 'json' },
        json: { title: 'Staffbridge employees', fields: BAMBOOHR_EMPLOYEE_FIELDS },
        idempotent: true, // a read, despite the POST
      });
      return read.list<BamboohrEmployee>(expectObject<BamboohrCustomReport>(report.data, NAME, 'report').employees, 'employees', NAME);
    });

  /** The list fields (departments, divisions, locations), once per sync (employees, groups, locations). */
  const lists = (http: HttpClient, ctx: ConnectorContext): Promise<BamboohrListField[]> =>
    ctx.cache.once('bamboohr:meta/lists', async () => expectArray<BamboohrListField>(await http.get('api/v1/meta/lists'), NAME, 'list fields'));

  const listIndexes = (all: BamboohrListField[]): BamboohrLists => ({
    department: indexList(all, 'department'),
    division: indexList(all, 'division'),
    location: indexList(all, 'location'),
  });

  return {
    ...access.authStage(normaliseDomain, async (http, domain) => {
      const info = await companyInformation(http, domain);
      return { id: domain, name: info.displayName?.trim() || info.legalName?.trim() || domain };
    }),

    async fetchCompany(conn, ctx) {
      const { domain, http } = connection(conn, ctx);
      return toCompany(domain, await companyInformation(http, domain), reader(ctx));
    },

    async fetchEmployees(conn, ctx) {
      const { http } = connection(conn, ctx);
      const read = reader(ctx);
      const [rows, all] = await Promise.all([customReport(http, ctx, read), lists(http, ctx)]);
      const indexes = listIndexes(all);
      return read.each(rows, (row) => toEmployee(row, indexes, read));
    },

    async fetchGroups(conn, ctx) {
      return toGroups(await lists(connection(conn, ctx).http, ctx), reader(ctx));
    },

    async fetchWorkLocations(conn, ctx) {
      return toWorkLocations(await lists(connection(conn, ctx).http, ctx), reader(ctx));
    },

    async fetchIdentity(conn, ctx) {
      // Employee id 0 is the employee record of the API key's owner.
      const res = await connection(conn, ctx).http.request<unknown>({
        path: 'api/v1/employees/0',
        query: { fields: 'displayName,workEmail,mobilePhone' },
        accept: [404],
      });
      return res.status === 404 ? null : toIdentity(expectObject<BamboohrEmployee>(res.data, NAME, 'employee'));
    },

    async fetchTimeOffEntries(conn: ConnectionAccess, ctx: ConnectorContext, range?: DateRange) {
      const { startDate, endDate } = range ?? defaultWindow(ctx.now());
      const data = await connection(conn, ctx).http.get('api/v1/time_off/requests', { start: startDate, end: endDate, status: LIVE_REQUEST_STATUSES });
      const read = reader(ctx);
      return read.each(expectArray<BamboohrTimeOffRequest>(data, NAME, 'time off requests'), (r) => toTimeOffEntry(r, read));
    },

    async fetchTimeOffBalances(conn, ctx) {
      const { http } = connection(conn, ctx);
      const read = reader(ctx);
      // The calculator's employeeId is an integer; a report row with another id cannot be asked about.
      const ids = (await customReport(http, ctx, read)).map((row) => read.id(row.id)).filter((id): id is string => id !== null && /^\d+$/.test(id));
      // BambooHR computes balances per employee; keep a few calls in flight.
      const perEmployee = await mapLimit(ids, 4, async (id) => {
        const res = await http.request<unknown>({
          path: `api/v1/employees/${id}/time_off/calculator`,
          query: { end: today(ctx.now()) },
          accept: [404],
        });
        if (res.status === 404) return [];
        return read.each(expectArray<BamboohrBalance>(res.data, NAME, 'time off balances'), (b) => toTimeOffBalance(id, b, read));
      });
      return perEmployee.flat();
    },

    async fetchTimesheets(conn: ConnectionAccess, ctx: ConnectorContext, range?: DateRange) {
      // The endpoint refuses ranges over 365 days (400); timesheets are past work, so the last 365 days.
      const end = today(ctx.now());
      const start = range?.startDate ?? today(new Date(ctx.now().getTime() - 364 * DAY_MS));
      const data = await connection(conn, ctx).http.get('api/v1/time_tracking/timesheet_entries', { start, end: range?.endDate ?? end });
      const read = reader(ctx);
      return read.each(expectArray<BamboohrTimesheetEntry>(data, NAME, 'timesheet entries'), (t) => toTimesheet(t, read));
    },

    async createEmployee(conn: ConnectionAccess, input: EmployeeInput, ctx: ConnectorContext): Promise<RemoteEmployee> {
      const { http } = connection(conn, ctx);
      const created = await http.request<null>({
        method: 'POST',
        path: 'api/v1/employees',
        json: toBamboohrNewEmployee(input),
        responseType: 'none',
      });
      // BambooHR answers 201 with the new employee's URL in Location.
      const id = /\/employees\/(\d+)\/?$/.exec(created.headers.get('location') ?? '')?.[1];
      if (!id) throw providerBadResponse({ provider: NAME, method: 'POST', path: 'api/v1/employees' }, 'no Location header');
      const row = await http.get<unknown>(`api/v1/employees/${id}`, { fields: BAMBOOHR_EMPLOYEE_FIELDS.join(',') });
      const read = reader(ctx);
      const employee = toEmployee({ ...expectObject<BamboohrEmployee>(row, NAME, 'employee'), id }, listIndexes(await lists(http, ctx)), read);
      if (!employee) throw providerBadResponse({ provider: NAME, method: 'GET', path: `api/v1/employees/${id}` }, 'no employee');
      return employee;
    },
  };
}

/** The Add Employee body: only fields the caller set, in BambooHR's field names. */
export function toBamboohrNewEmployee(input: EmployeeInput): Record<string, string> {
  const body: Record<string, string | null | undefined> = {
    firstName: input.first_name,
    lastName: input.last_name,
    employeeNumber: input.employee_number,
    workEmail: input.work_email,
    homeEmail: input.personal_email,
    mobilePhone: input.mobile_phone_number,
    jobTitle: input.job_title,
    hireDate: input.start_date,
    dateOfBirth: input.date_of_birth,
    gender: input.gender === 'male' ? 'Male' : input.gender === 'female' ? 'Female' : undefined,
    address1: input.home_location?.street_address,
    city: input.home_location?.locality,
    state: input.home_location?.administrative_area,
    zipcode: input.home_location?.post_code,
  };
  return Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
