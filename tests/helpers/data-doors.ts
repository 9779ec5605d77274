// The data API through either door, answers in the REST shape (GraphQL's camelCase turned back to
// snake_case), so one table of cases checks both doors alike.
import { snakeDeep, type DoorName, type DoorResult } from './doors';
import type { TestServer } from './server';

/** A data door's answer; `raw` is that door's whole response (RestResponse or GraphQLResponse), read by the checks only one door makes. */
export interface DataDoorResult extends Omit<DoorResult, 'raw'> {
  raw: any;
}

const ADDRESS = 'streetAddress locality administrativeArea country postCode';
const GROUP = 'id remoteId name type';
const LOCATION = `id remoteId name type address { ${ADDRESS} }`;
export const EMPLOYEE_FIELDS = `id remoteId employeeNumber firstName lastName displayFullName nationality jobTitle workEmail
  personalEmail mobilePhoneNumber taxId gender ethnicity maritalStatus dateOfBirth employmentStatus employmentType startDate
  remoteCreatedAt terminationDate avatar homeLocation { ${ADDRESS} } workLocation { ${LOCATION} }
  manager { firstName lastName id workEmail remoteId } bankAccount { accountNumber bankName bic holderName iban }
  employmentHistory { jobTitle effectiveDate groupId groupRemoteId groupName managerId managerRemoteId }
  compensationHistory { payRate payPeriod payFrequency employmentType currency effectiveDate notes }
  customFields groups { ${GROUP} } dependents { name relationship }
  emergencyContacts { firstName lastName relationship mobilePhoneNumber primaryContact }`;
const TIME_OFF = `id remoteId employeeId employeeRemoteId startDate endDate amount unit status employeeNote policyId policyRemoteId
  policyName policyType remoteCreatedAt remoteModifiedAt`;
const BALANCE = 'employeeId employeeRemoteId balance used policyId policyRemoteId policyType policyName remoteCreatedAt remoteModifiedAt';
const TIMESHEET = 'id remoteId employeeId employeeRemoteId startTime endTime hoursWorked remoteCreatedAt remoteModifiedAt';
const PAYRUN = 'id remoteId state type startDate endDate paymentDate';
const LINE = 'name amount';
const PAYSLIP = `id remoteId employeeId employeeRemoteId payrunId payrunRemoteId payrunType currency grossPay netPay startDate endDate
  paymentDate earnings { ${LINE} hours } contributions { ${LINE} } deductions { ${LINE} } taxes { ${LINE} employerTax }
  reimbursements { ${LINE} }`;

export interface Range {
  start_date?: string;
  end_date?: string;
}

const qs = (params: Record<string, string | undefined>) => {
  const entries = Object.entries(params).filter(([, v]) => v !== undefined) as Array<[string, string]>;
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
};

export function dataDoor(server: TestServer, name: DoorName, headers: Record<string, string>, mode = 'xhr') {
  const rest = async (method: string, route: string, body?: unknown): Promise<DataDoorResult> => {
    const res = await server.rest(method, `/2023-03-01${route}`, { body, headers });
    // 202 is the CONTRACT §5 "pending" answer: a message, not data.
    const ok = res.status === 200 || res.status === 201;
    return { ok, status: res.status, message: ok ? undefined : res.body?.message, data: ok ? res.body : undefined, raw: res, headers: res.headers };
  };
  const gql = async (query: string, variables: Record<string, unknown>, field: string): Promise<DataDoorResult> => {
    const res = await server.gql(query, variables, headers);
    if (res.errors?.length) {
      const error = res.errors[0];
      return { ok: false, status: error.extensions?.status ?? 500, message: error.message, code: error.extensions?.code, raw: res, headers: res.headers };
    }
    return { ok: true, status: 200, data: snakeDeep(res.data[field]), raw: res, headers: res.headers };
  };
  const list = (field: string, selection: string, args = '', vars: Record<string, unknown> = {}) =>
    gql(`query($mode: Mode${args ? `, ${args}` : ''}) { ${field}(mode: $mode${args ? `, ${args.replace(/\$(\w+): \w+!?/g, '$1: $$$1')}` : ''}) { ${selection} } }`, { mode, ...vars }, field);
  const range = (r: Range) => ({ startDate: r.start_date, endDate: r.end_date });

  return {
    name,
    company: () => (name === 'rest' ? rest('GET', `/${mode}/company`) : list('company', `id remoteId legalName displayName taxId address { ${ADDRESS} }`)),
    identity: () => (name === 'rest' ? rest('GET', `/${mode}/identity`) : list('identity', 'name email phoneNumber')),
    groups: () => (name === 'rest' ? rest('GET', `/${mode}/groups`) : list('groups', GROUP)),
    workLocations: () => (name === 'rest' ? rest('GET', `/${mode}/work-locations`) : list('workLocations', LOCATION)),
    timeOffBalances: () => (name === 'rest' ? rest('GET', `/${mode}/time-off-balances`) : list('timeOffBalances', BALANCE)),
    timeOffEntries: (r: Range) =>
      name === 'rest'
        ? rest('GET', `/${mode}/time-off-entries${qs(r as Record<string, string>)}`)
        : list('timeOffEntries', TIME_OFF, '$startDate: String, $endDate: String', range(r)),
    timesheets: (r: Range) =>
      name === 'rest'
        ? rest('GET', `/${mode}/timesheets${qs(r as Record<string, string>)}`)
        : list('timesheets', TIMESHEET, '$startDate: String, $endDate: String', range(r)),
    payruns: (r: Range) =>
      name === 'rest'
        ? rest('GET', `/xhr/payruns${qs(r as Record<string, string>)}`)
        : gql(`query($startDate: String, $endDate: String) { payruns(startDate: $startDate, endDate: $endDate) { ${PAYRUN} } }`, range(r), 'payruns'),
    payslips: (payrunId: string) =>
      name === 'rest'
        ? rest('GET', `/xhr/payruns/${encodeURIComponent(payrunId)}`)
        : gql(`query($id: String!) { payslips(payrunId: $id) { ${PAYSLIP} } }`, { id: payrunId }, 'payslips'),
    /** Every employee: REST in one call; GraphQL page by page (1,000 a page). */
    employees: async (filter: { employment_status?: string } = {}): Promise<DataDoorResult> => {
      if (name === 'rest') return rest('GET', `/${mode}/employees${qs(filter)}`);
      const all: unknown[] = [];
      let after: string | null = null;
      for (;;) {
        const page: DataDoorResult = await gql(
          `query($mode: Mode, $status: String, $after: String) { employees(mode: $mode, employmentStatus: $status, first: 1000, after: $after) {
             edges { cursor node { ${EMPLOYEE_FIELDS} } } pageInfo { hasNextPage endCursor } } }`,
          { mode, status: filter.employment_status, after },
          'employees',
        );
        if (!page.ok) return page;
        all.push(...page.data.edges.map((e: { node: unknown }) => e.node));
        if (!page.data.page_info.has_next_page) return { ...page, data: all };
        after = page.data.page_info.end_cursor;
      }
    },
    createEmployee: (body: Record<string, unknown>) =>
      name === 'rest'
        ? rest('POST', `/${mode}/employee`, body)
        : gql(
            `mutation($mode: Mode, $input: CreateEmployeeInput!) { createEmployee(mode: $mode, input: $input) { ${EMPLOYEE_FIELDS} } }`,
            { mode, input: camelDeep(body) },
            'createEmployee',
          ),
  };
}

export type DataDoor = ReturnType<typeof dataDoor>;

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** snake_case body -> GraphQL input (custom_fields content kept as given). */
export function camelDeep(value: unknown, keep = false): unknown {
  if (Array.isArray(value)) return value.map((v) => camelDeep(v));
  if (keep || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [camel(k), camelDeep(v, k === 'custom_fields')]));
}
