// Staffology Payroll, official mode: an API key sent as the password of HTTP Basic (any username).
// One key can reach several employers: sign-in lists them for CHOOSE.
// Reference: https://app.staffology.co.uk/api/docs/
import type { AuthStep, Connector, ConnectorContext, ConnectionAccess, Entity, SignInInput, Stash } from '../connector';
import type { EmployeeInput, RemoteEmployee, RemoteTimeOffBalance } from '../../model';
import { authenticationError, validationError } from '../../core/errors';
import { HttpClient, basicAuth, pageNumberPages, fromContext } from '../http';
import {
  expectArray,
  expectObject,
  mapLimit,
  noMfa,
  requireInput,
  storedCredential,
  type OfficialConnectorOptions,
} from '../http/official';
import { toCompany, toEmployee, toGroup, toTimeOffBalance } from './staffology.mapper';
import type { StaffologyDepartment, StaffologyEmployee, StaffologyEmployer, StaffologyItem } from './staffology.types';

const NAME = 'Staffology';
const PAGE = 100;
/** Staffology ignores the Basic username; the key is the password. */
const USERNAME = 'staffbridge';

const entityOf = (i: StaffologyItem): Entity => ({ id: i.id, name: i.name?.trim() || `${NAME} employer ${i.id}` });

export function createStaffologyConnector(options: OfficialConnectorOptions = {}): Connector {
  const api = (ctx: ConnectorContext, apiKey: string): HttpClient =>
    new HttpClient({
      provider: NAME,
      baseUrl: ctx.baseUrl,
      ...fromContext(ctx),
      headers: () => ({ authorization: basicAuth(USERNAME, apiKey) }),
      tuning: options.http,
    });

  const connection = (conn: ConnectionAccess, ctx: ConnectorContext) => ({
    http: api(ctx, storedCredential(conn, 'apiKey', NAME)),
    employer: encodeURIComponent(storedCredential(conn, 'employerId', NAME)),
  });

  /** Employee references, page by page (pageNum / pageSize; a short page is the last). */
  const pageSize = options.pageSize ?? PAGE;
  const employeeItems = (http: HttpClient, employer: string) =>
    pageNumberPages<StaffologyItem>({
      pageSize,
      provider: NAME,
      fetchPage: async (page) => ({
        items: expectArray<StaffologyItem>(await http.get(`employers/${employer}/employees`, { pageNum: page, pageSize }), NAME, 'employees'),
      }),
    });

  /** Full records: the list only carries references, so each employee is read on its own. */
  const employees = async (http: HttpClient, employer: string): Promise<StaffologyEmployee[]> => {
    const items = await employeeItems(http, employer);
    return mapLimit(items, 4, async (item) =>
      expectObject<StaffologyEmployee>(await http.get(`employers/${employer}/employees/${encodeURIComponent(item.id)}`), NAME, 'employee'),
    );
  };

  const complete = (apiKey: string, entity: Entity): AuthStep => ({ next: null, entity, credentials: { apiKey, employerId: entity.id } });

  return {

    async signIn(input: SignInInput, ctx: ConnectorContext): Promise<AuthStep> {
      const apiKey = requireInput(input.apiKey, 'api_key', 'api_key');
      const employers = expectArray<StaffologyItem>(await api(ctx, apiKey).get('employers'), NAME, 'employers').map(entityOf);
      // The sign-in form may carry an employer id (SPEC: domain for staffology): take it when offered.
      const wanted = input.domain?.trim();
      if (wanted) {
        const match = employers.find((e) => e.id === wanted);
        if (!match) throw authenticationError('incorrect_username_or_password', `${NAME} key has no access to employer ${wanted}`);
        return complete(apiKey, match);
      }
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
      const { http, employer } = connection(conn, ctx);
      return toCompany(expectObject<StaffologyEmployer>(await http.get(`employers/${employer}`), NAME, 'employer'));
    },

    async fetchEmployees(conn, ctx) {
      const { http, employer } = connection(conn, ctx);
      return (await employees(http, employer)).map(toEmployee);
    },

    async fetchGroups(conn, ctx) {
      const { http, employer } = connection(conn, ctx);
      return expectArray<StaffologyDepartment>(await http.get(`employers/${employer}/departments`), NAME, 'departments').map(toGroup);
    },

    async fetchTimeOffBalances(conn, ctx) {
      const { http, employer } = connection(conn, ctx);
      return (await employees(http, employer)).map(toTimeOffBalance).filter((b): b is RemoteTimeOffBalance => b !== null);
    },

    async createEmployee(conn: ConnectionAccess, input: EmployeeInput, ctx: ConnectorContext): Promise<RemoteEmployee> {
      const { http, employer } = connection(conn, ctx);
      const personalDetails: Record<string, unknown> = { firstName: input.first_name, lastName: input.last_name };
      if (input.personal_email) personalDetails.email = input.personal_email;
      if (input.mobile_phone_number) personalDetails.mobile = input.mobile_phone_number;
      if (input.date_of_birth) personalDetails.dateOfBirth = input.date_of_birth;
      if (input.gender === 'male') personalDetails.gender = 'Male';
      if (input.gender === 'female') personalDetails.gender = 'Female';
      if (input.tax_id) personalDetails.niNumber = input.tax_id;
      const employmentDetails: Record<string, unknown> = {};
      if (input.employee_number) employmentDetails.payrollCode = input.employee_number;
      if (input.job_title) employmentDetails.jobTitle = input.job_title;
      if (input.start_date) employmentDetails.starterDetails = { startDate: input.start_date };
      const res = await http.request<unknown>({
        method: 'POST',
        path: `employers/${employer}/employees`,
        json: { personalDetails, employmentDetails },
        accept: [400, 422],
      });
      if (res.status === 400 || res.status === 422) {
        throw validationError(`${NAME} refused the new employee (HTTP ${res.status}); payroll needs more details`, null, 'provider');
      }
      return toEmployee(expectObject<StaffologyEmployee>(res.data, NAME, 'created employee'));
    },
  };
}
