// BambooHR, official mode: company domain + API key (HTTP Basic, the key as username, "x" as password).
// Reference: https://documentation.bamboohr.com/reference
import type { AuthStep, Connector, ConnectorContext, ConnectionAccess, DateRange, SignInInput } from '../connector';
import type { EmployeeInput, RemoteEmployee } from '../../model';
import { authenticationError, validationError } from '../../core/errors';
import { HttpClient, basicAuth, providerBadResponse } from '../http';
import {
  defaultWindow,
  expectArray,
  expectObject,
  mapLimit,
  noMfa,
  nothingToChoose,
  requireInput,
  storedCredential,
  today,
  type OfficialConnectorOptions,
} from '../http/official';
import type { ConnectorSupport } from '../support';
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

/** "acme", "acme.bamboohr.com" or "https://acme.bamboohr.com/home" -> "acme". */
export function normaliseDomain(raw: string): string {
  const host = raw.trim().replace(/^https?:\/\//i, '').split(/[/?#]/)[0] ?? '';
  const sub = host.toLowerCase().replace(/\.bamboohr\.com$/, '');
  if (!/^[a-z0-9][a-z0-9-]*$/.test(sub)) {
    throw validationError('domain must be the BambooHR company subdomain (the "acme" of acme.bamboohr.com)', 'domain', 'format');
  }
  return sub;
}

/**
 * The company's API root. The configured base may be the gateway ("…/gateway.php"), the catalogue
 * template ("…/gateway.php/{domain}/v1") or already resolved for this company ("…/acme/v1").
 */
export function companyBaseUrl(base: string, domain: string): string {
  const trimmed = base.replace(/\/+$/, '');
  if (trimmed.includes('{domain}')) return trimmed.replace('{domain}', encodeURIComponent(domain));
  if (/\/v1$/.test(trimmed)) return trimmed;
  return `${trimmed}/${encodeURIComponent(domain)}/v1`;
}

export function createBamboohrConnector(options: OfficialConnectorOptions = {}): Connector {
  const api = (ctx: ConnectorContext, domain: string, apiKey: string): HttpClient =>
    new HttpClient({
      provider: NAME,
      baseUrl: companyBaseUrl(ctx.baseUrl, domain),
      fetch: ctx.fetch,
      now: ctx.now,
      headers: () => ({ authorization: basicAuth(apiKey, 'x') }),
      tuning: options.http,
    });

  const connection = (conn: ConnectionAccess, ctx: ConnectorContext) => {
    const domain = storedCredential(conn, 'domain', NAME);
    return { domain, http: api(ctx, domain, storedCredential(conn, 'apiKey', NAME)) };
  };

  const companyInformation = async (http: HttpClient, domain: string): Promise<BamboohrCompanyInformation> => {
    const res = await http.request<unknown>({ path: 'company_information', accept: [404] });
    // An unknown company domain is a 404: for the user it is a wrong sign-in value.
    if (res.status === 404) {
      throw authenticationError('incorrect_username_or_password', `${NAME} does not know the company domain "${domain}"`);
    }
    return expectObject<BamboohrCompanyInformation>(res.data, NAME, 'company information');
  };

  const customReport = async (http: HttpClient, fields: readonly string[]): Promise<BamboohrEmployee[]> => {
    const report = await http.request<BamboohrCustomReport>({
      method: 'POST',
      path: 'reports/custom',
      query: { format: 'JSON', onlyCurrent: 'false' },
      json: { title: 'Staffbridge employees', fields },
      idempotent: true, // a read, despite the POST
    });
    return expectArray<BamboohrEmployee>(expectObject<BamboohrCustomReport>(report.data, NAME, 'report').employees, NAME, 'report employees');
  };

  const lists = async (http: HttpClient): Promise<BamboohrListField[]> =>
    expectArray<BamboohrListField>(await http.get('meta/lists'), NAME, 'list fields');

  const listIndexes = (all: BamboohrListField[]): BamboohrLists => ({
    department: indexList(all, 'department'),
    division: indexList(all, 'division'),
    location: indexList(all, 'location'),
  });

  return {
    provider: 'bamboohr',
    modes: ['official'],

    async signIn(input: SignInInput, ctx: ConnectorContext): Promise<AuthStep> {
      const domain = normaliseDomain(requireInput(input.domain, 'domain', 'domain'));
      const apiKey = requireInput(input.apiKey, 'api_key', 'api_key');
      const info = await companyInformation(api(ctx, domain, apiKey), domain);
      return {
        next: null,
        entity: { id: domain, name: info.displayName?.trim() || info.legalName?.trim() || domain },
        credentials: { domain, apiKey },
      };
    },

    async verifyMfa() {
      throw noMfa(NAME);
    },

    async choose() {
      throw nothingToChoose(NAME);
    },

    async fetchCompany(conn, ctx) {
      const { domain, http } = connection(conn, ctx);
      return toCompany(domain, await companyInformation(http, domain));
    },

    async fetchEmployees(conn, ctx) {
      const { http } = connection(conn, ctx);
      const rows = await customReport(http, BAMBOOHR_EMPLOYEE_FIELDS);
      const indexes = listIndexes(await lists(http));
      return rows.map((row) => toEmployee(row, indexes));
    },

    async fetchGroups(conn, ctx) {
      return toGroups(await lists(connection(conn, ctx).http));
    },

    async fetchWorkLocations(conn, ctx) {
      return toWorkLocations(await lists(connection(conn, ctx).http));
    },

    async fetchIdentity(conn, ctx) {
      // Employee id 0 is the employee record of the API key's owner.
      const res = await connection(conn, ctx).http.request<unknown>({
        path: 'employees/0',
        query: { fields: 'displayName,workEmail,mobilePhone' },
        accept: [404],
      });
      return res.status === 404 ? null : toIdentity(expectObject<BamboohrEmployee>(res.data, NAME, 'employee'));
    },

    async fetchTimeOffEntries(conn: ConnectionAccess, ctx: ConnectorContext, range?: DateRange) {
      const { startDate, endDate } = range ?? defaultWindow(ctx.now());
      const data = await connection(conn, ctx).http.get('time_off/requests', { start: startDate, end: endDate });
      return expectArray<BamboohrTimeOffRequest>(data, NAME, 'time off requests').map(toTimeOffEntry);
    },

    async fetchTimeOffBalances(conn, ctx) {
      const { http } = connection(conn, ctx);
      const ids = (await customReport(http, ['id'])).map((row) => String(row.id));
      // BambooHR computes balances per employee; keep a few calls in flight.
      const perEmployee = await mapLimit(ids, 4, async (id) => {
        const res = await http.request<unknown>({
          path: `employees/${encodeURIComponent(id)}/time_off/calculator`,
          query: { end: today(ctx.now()) },
          accept: [404],
        });
        if (res.status === 404) return [];
        return expectArray<BamboohrBalance>(res.data, NAME, 'time off balances').map((b) => toTimeOffBalance(id, b));
      });
      return perEmployee.flat();
    },

    async fetchTimesheets(conn: ConnectionAccess, ctx: ConnectorContext, range?: DateRange) {
      const { startDate, endDate } = range ?? defaultWindow(ctx.now());
      const data = await connection(conn, ctx).http.get('time_tracking/timesheet_entries', { start: startDate, end: endDate });
      return expectArray<BamboohrTimesheetEntry>(data, NAME, 'timesheet entries').map(toTimesheet);
    },

    async createEmployee(conn: ConnectionAccess, input: EmployeeInput, ctx: ConnectorContext): Promise<RemoteEmployee> {
      const { http } = connection(conn, ctx);
      const created = await http.request<null>({
        method: 'POST',
        path: 'employees',
        json: toBamboohrNewEmployee(input),
        responseType: 'none',
      });
      // BambooHR answers 201 with the new employee's URL in Location.
      const id = /\/employees\/(\d+)\/?$/.exec(created.headers.get('location') ?? '')?.[1];
      if (!id) throw providerBadResponse({ provider: NAME, method: 'POST', path: 'employees' }, 'no Location header');
      const row = await http.get<unknown>(`employees/${id}`, { fields: BAMBOOHR_EMPLOYEE_FIELDS.join(',') });
      const indexes = listIndexes(await lists(http));
      return toEmployee({ ...expectObject<BamboohrEmployee>(row, NAME, 'employee'), id }, indexes);
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

export const bamboohrConnector = createBamboohrConnector();

export const bamboohrSupport: ConnectorSupport = {
  provider: 'bamboohr',
  displayName: NAME,
  reference: 'https://documentation.bamboohr.com/reference',
  defaultBaseUrl: 'https://api.bamboohr.com/api/gateway.php/{domain}/v1',
  auth: 'domain (company subdomain) and api_key; HTTP Basic with the key as username and "x" as password',
  resources: [
    'company',
    'employees',
    'groups',
    'identity',
    'time-off-entries',
    'time-off-balances',
    'timesheets',
    'work-locations',
    'employee',
  ],
  employeeFields: [
    'employee_number',
    'first_name',
    'last_name',
    'display_full_name',
    'nationality',
    'job_title',
    'work_email',
    'personal_email',
    'mobile_phone_number',
    'tax_id',
    'gender',
    'ethnicity',
    'marital_status',
    'date_of_birth',
    'employment_status',
    'employment_type',
    'start_date',
    'termination_date',
    'home_location',
    'work_location_remote_id',
    'manager_remote_id',
    'compensation_history',
    'group_remote_ids',
  ],
  notes: [
    'The base URL may be the gateway, the "{domain}" template or already resolved for the company; the company domain from sign-in fills it.',
    'Employees come from one custom report (POST /v1/reports/custom); BambooHR does not paginate it.',
    'Departments and divisions are groups (divisions without a group type); locations are work locations, without addresses (the list field has none).',
    'Identity is the employee record of the API key owner (GET /v1/employees/0); null when the key belongs to a user without one.',
    'Time off balances cost one call per employee (GET /v1/employees/{id}/time_off/calculator).',
    'Not fetched: job, compensation and emergency-contact history tables (one call per employee each), dependents, bank accounts, avatars, remote_created_at.',
    'Time off requests carry calendar dates only, so remote_created_at/remote_modified_at stay null.',
    'Payruns and payslips are not offered by the API.',
  ],
};
