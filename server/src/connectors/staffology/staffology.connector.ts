// Staffology Payroll, official mode: an API key sent as the password of HTTP Basic (any username).
// One key can reach several employers: sign-in lists them for CHOOSE.
// Written from Staffology's published description (staffology/swagger.json in ../shared/providers, its live
// swagger); every call it makes is in it.
import type { AuthStep, Connector, ConnectorContext, ConnectionAccess, Entity, SignInInput, Stash } from '../connector';
import type { EmployeeInput, RemoteEmployee, RemoteTimeOffBalance } from '../../model';
import { authenticationError, validationError } from '../../core/errors';
import { clientWithHeaders, HttpClient, basicAuth, pageNumberPages, providerBadResponse } from '../http';
import { expectObject, mapLimit, noMfa, requireInput, storedCredential, type OfficialConnectorOptions } from '../http/official';
import { str } from '../map-utils';
import { reader, type Reader } from '../reader';
import { toCompany, toEmployee, toGroups, toTimeOffBalance } from './staffology.mapper';
import type { StaffologyEmployee, StaffologyEmployer, StaffologyItem } from './staffology.types';

const NAME = 'Staffology';
const PAGE = 100;
/** Staffology ignores the Basic username; the key is the password. */
const USERNAME = 'staffbridge';
/** Employer and employee ids are uuids (the description's path parameters say so). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface EmployeeRecords {
  records: StaffologyEmployee[];
  /** Why each reference without a usable id was left out. */
  unusable: string[];
}

const MARITAL_STATUSES: Record<string, string> = { single: 'Single', married: 'Married', divorced: 'Divorced', not_specified: 'Unknown' };

export function createStaffologyConnector(options: OfficialConnectorOptions = {}): Connector {
  const api = (ctx: ConnectorContext, apiKey: string): HttpClient =>
    clientWithHeaders(ctx, NAME, { authorization: basicAuth(USERNAME, apiKey) }, options.http);

  const connection = (conn: ConnectionAccess, ctx: ConnectorContext) => ({
    http: api(ctx, storedCredential(conn, 'apiKey', NAME)),
    employerId: storedCredential(conn, 'employerId', NAME),
  });

  /** Employee references, page by page (pageNum / pageSize; a short page is the last). */
  const pageSize = options.pageSize ?? PAGE;
  const employeeItems = (http: HttpClient, employer: string, read: Reader) =>
    pageNumberPages<StaffologyItem>({
      pageSize,
      provider: NAME,
      fetchPage: async (page) => ({
        items: read.list<StaffologyItem>(await http.get(`employers/${employer}/employees`, { pageNum: page, pageSize }), 'employees', NAME),
      }),
    });

  /**
   * Every employee's full record, once per sync (employees, groups and balances need them): the list only holds
   * references, so each is read on its own, four at a time. References without a usable id are left out and
   * returned apart, for the employees resource to report.
   */
  const employees = (http: HttpClient, employerId: string, ctx: ConnectorContext, read: Reader): Promise<EmployeeRecords> =>
    ctx.cache.once('staffology:employees', async () => {
      const employer = encodeURIComponent(employerId);
      const unusable: string[] = [];
      const ids = (await employeeItems(http, employer, read)).flatMap((item) => {
        const id = str(item?.id);
        if (id === null || !UUID.test(id)) unusable.push(id === null ? 'no employee id' : 'not an employee id Staffology can be asked about');
        return id !== null && UUID.test(id) ? [id] : [];
      });
      const records = await mapLimit(ids, 4, async (id) => {
        const employee = expectObject<StaffologyEmployee>(await http.get(`employers/${employer}/employees/${id}`), NAME, 'employee');
        // The record is the one asked for by id, whether or not it repeats it.
        return { ...employee, id: str(employee.id) ?? id };
      });
      return { records, unusable };
    });

  const entitiesOf = (items: unknown, read: Reader): Entity[] =>
    read.list<StaffologyItem>(items, 'employers', NAME).flatMap((i) => {
      const id = str(i?.id);
      return id !== null && UUID.test(id) ? [{ id, name: str(i.name) ?? `${NAME} employer ${id}` }] : [];
    });

  const complete = (apiKey: string, entity: Entity): AuthStep => ({ next: null, entity, credentials: { apiKey, employerId: entity.id } });

  return {
    async signIn(input: SignInInput, ctx: ConnectorContext): Promise<AuthStep> {
      const apiKey = requireInput(input.apiKey, 'api_key', 'api_key');
      const http = api(ctx, apiKey);
      // The sign-in form carries the employer id (SPEC: domain for staffology): read that employer directly.
      const wanted = input.domain?.trim().toLowerCase();
      if (wanted) {
        const refused = () => authenticationError('incorrect_username_or_password', `${NAME} key has no access to employer ${wanted}`);
        if (!UUID.test(wanted)) throw refused();
        const res = await http.request<unknown>({ path: `employers/${wanted}`, accept: [404] });
        if (res.status === 404) throw refused();
        const employer = expectObject<StaffologyEmployer>(res.data, NAME, 'employer');
        return complete(apiKey, { id: wanted, name: str(employer.name) ?? `${NAME} employer ${wanted}` });
      }
      const employers = entitiesOf(await http.get('employers'), reader(ctx));
      if (employers.length === 0) throw authenticationError('no_valid_accounts', `${NAME} key reaches no employer`);
      if (employers.length === 1) return complete(apiKey, employers[0] as Entity);
      return { next: 'CHOOSE', entities: employers, stash: { apiKey, entities: employers } };
    },

    async verifyMfa() {
      throw noMfa(NAME);
    },

    async choose(stash: Stash, entityId: string): Promise<AuthStep> {
      const apiKey = typeof stash.apiKey === 'string' ? stash.apiKey : null;
      const entity = (Array.isArray(stash.entities) ? (stash.entities as Entity[]) : []).find((e) => e.id === entityId);
      if (!apiKey) throw authenticationError('reauthentication_required', `${NAME} sign-in expired; sign in again`);
      if (!entity) throw validationError(`${entityId} is not one of the offered employers`, 'chosen', 'enum');
      return complete(apiKey, entity);
    },

    async fetchCompany(conn, ctx) {
      const { http, employerId } = connection(conn, ctx);
      const employer = expectObject<StaffologyEmployer>(await http.get(`employers/${encodeURIComponent(employerId)}`), NAME, 'employer');
      return toCompany(employer, employerId, reader(ctx));
    },

    async fetchEmployees(conn, ctx) {
      const { http, employerId } = connection(conn, ctx);
      const read = reader(ctx);
      const { records, unusable } = await employees(http, employerId, ctx, read);
      for (const message of unusable) read.skip('id', message);
      return read.each(records, (e) => toEmployee(e, read));
    },

    async fetchGroups(conn, ctx) {
      const { http, employerId } = connection(conn, ctx);
      return toGroups((await employees(http, employerId, ctx, reader(ctx))).records);
    },

    async fetchTimeOffBalances(conn, ctx) {
      const { http, employerId } = connection(conn, ctx);
      const read = reader(ctx);
      const { records } = await employees(http, employerId, ctx, read);
      return read.each(records, (e) => toTimeOffBalance(e, read)).filter((b): b is RemoteTimeOffBalance => b !== null);
    },

    async createEmployee(conn: ConnectionAccess, input: EmployeeInput, ctx: ConnectorContext): Promise<RemoteEmployee> {
      const { http, employerId } = connection(conn, ctx);
      // Contract.CreateEmployeeRequest requires a date of birth, a gender (Male or Female) and a marital status of
      // every employee, and a payroll code; a start date comes with a starter declaration.
      if (!input.date_of_birth) throw validationError('Staffology requires date_of_birth to create an employee', 'date_of_birth', 'required');
      if (input.gender !== 'male' && input.gender !== 'female') throw validationError('Staffology requires gender (male or female) to create an employee', 'gender', 'required');
      if (!input.employee_number) throw validationError('Staffology requires employee_number (the payroll code) to create an employee', 'employee_number', 'required');
      const personalDetails: Record<string, unknown> = {
        firstName: input.first_name,
        lastName: input.last_name,
        dateOfBirth: input.date_of_birth,
        gender: input.gender === 'male' ? 'Male' : 'Female',
        maritalStatus: MARITAL_STATUSES[input.marital_status ?? 'not_specified'] ?? 'Unknown',
      };
      if (input.personal_email) personalDetails.email = input.personal_email;
      if (input.mobile_phone_number) personalDetails.mobile = input.mobile_phone_number;
      if (input.tax_id) personalDetails.niNumber = input.tax_id;
      const employmentDetails: Record<string, unknown> = { payrollCode: input.employee_number };
      if (input.job_title) employmentDetails.jobTitle = input.job_title;
      // The starter declaration (A, B or C) is the new starter's own statement, which we do not have.
      if (input.start_date) employmentDetails.starterDetails = { startDate: input.start_date, starterDeclaration: 'Unknown' };
      const path = `employers/${encodeURIComponent(employerId)}/employees`;
      const res = await http.request<unknown>({ method: 'POST', path, json: { personalDetails, employmentDetails }, accept: [400, 409] });
      if (res.status === 400 || res.status === 409) {
        throw validationError(`${NAME} refused the new employee (HTTP ${res.status}); payroll needs more details`, null, 'provider');
      }
      const employee = toEmployee(expectObject<StaffologyEmployee>(res.data, NAME, 'created employee'), reader(ctx));
      if (!employee) throw providerBadResponse({ provider: NAME, method: 'POST', path }, 'no employee id');
      return employee;
    },
  };
}
