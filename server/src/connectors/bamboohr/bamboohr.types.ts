// BambooHR API v1 response shapes, as its published description (bamboohr/public.yaml) documents them,
// loosened where real accounts differ (ids as strings or numbers; absent values null or "").

/** GET /api/v1/company_information */
export interface BamboohrCompanyInformation {
  legalName?: string | null;
  displayName?: string | null;
  address?: {
    line1?: string | null;
    line2?: string | null;
    city?: string | null;
    state?: string | null;
    country?: string | null;
    zip?: string | null;
  } | null;
  phone?: string | null;
}

/** Field names requested from the custom report (https://documentation.bamboohr.com/docs/list-of-field-names). */
export const BAMBOOHR_EMPLOYEE_FIELDS = [
  'id',
  'employeeNumber',
  'firstName',
  'lastName',
  'displayName',
  'nationality',
  'jobTitle',
  'workEmail',
  'homeEmail',
  'mobilePhone',
  'ssn',
  'nin',
  'sin',
  'gender',
  'ethnicity',
  'maritalStatus',
  'dateOfBirth',
  'status',
  'employmentHistoryStatus',
  'hireDate',
  'terminationDate',
  'address1',
  'address2',
  'city',
  'state',
  'zipcode',
  'country',
  'location',
  'department',
  'division',
  'supervisorEId',
  'payRate',
  'payPer',
  'payFrequency',
  'payRateEffectiveDate',
] as const;

export type BamboohrEmployeeField = (typeof BAMBOOHR_EMPLOYEE_FIELDS)[number];

/** One row of POST /api/v1/reports/custom?format=json, or GET /api/v1/employees/{id}?fields=… */
export type BamboohrEmployee = { id?: string | number | null } & Partial<Record<Exclude<BamboohrEmployeeField, 'id'>, string | null>>;

/** POST /api/v1/reports/custom?format=json */
export interface BamboohrCustomReport {
  title?: string;
  fields?: Array<{ id: string; type?: string; name?: string }>;
  employees?: BamboohrEmployee[] | null;
}

/** GET /api/v1/meta/lists: one list field with its options. */
export interface BamboohrListField {
  fieldId?: string | number;
  alias?: string | null;
  name?: string;
  manageable?: string;
  multiple?: string;
  options?: Array<{
    id?: number | string | null;
    archived?: string;
    createdDate?: string | null;
    archivedDate?: string | null;
    name?: string | null;
  }>;
}

/** GET /api/v1/time_off/requests?start=&end= */
export interface BamboohrTimeOffRequest {
  id?: string | number | null;
  employeeId?: string | number | null;
  status?: { lastChanged?: string | null; lastChangedByUserId?: string | null; status?: string | null } | null;
  name?: string | null;
  start?: string | null;
  end?: string | null;
  created?: string | null;
  type?: { id?: string | number | null; name?: string | null; icon?: string | null } | null;
  amount?: { unit?: string | null; amount?: string | number | null } | null;
  notes?: { employee?: string | null; manager?: string | null } | null;
}

/** GET /api/v1/employees/{id}/time_off/calculator?end= */
export interface BamboohrBalance {
  timeOffType?: string | number | null;
  name?: string | null;
  units?: string | null;
  balance?: string | number | null;
  end?: string | null;
  policyType?: string | null;
  usedYearToDate?: string | number | null;
}

/** GET /api/v1/time_tracking/timesheet_entries?start=&end= */
export interface BamboohrTimesheetEntry {
  id?: string | number | null;
  employeeId?: string | number | null;
  type?: 'clock' | 'hour' | string | null;
  date?: string | null;
  start?: string | null;
  end?: string | null;
  timezone?: string | null;
  hours?: number | string | null;
  note?: string | null;
  approvedAt?: string | null;
  approved?: boolean | null;
  createdAt?: string | null;
  updatedAt?: string | null;
}
