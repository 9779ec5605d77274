// The normalized HR model of SPEC §3: the bottom layer. Connectors map into it and modules/ store and serve it,
// so it imports nothing of theirs.
// Each object is declared once (resources/*.ts, vocabulary in declare.ts); the types here are inferred from
// those declarations, one per form:
// - `Remote*` is what a connector produces: provider ids only (remote_id, *_remote_id), never ours;
// - the API types (no prefix) are what both doors return, with our ids beside the provider's;
// - `EmployeeRecord` is an employee as stored (references by our ids), `EmployeeCreate` the checked create body.
// Money is integer cents; time-off and timesheet numbers are multiples of 0.1.
import type { RecordOf, Sent } from './declare';
import {
  CURRENCY,
  EMPLOYMENT_STATUS,
  EMPLOYMENT_TYPE,
  ETHNICITY,
  GENDER,
  GROUP_TYPE,
  MARITAL_STATUS,
  MODE,
  PAY_FREQUENCY,
  PAYRUN_STATE,
  PAYRUN_TYPE,
  POLICY_TYPE,
  TIME_OFF_STATUS,
  TIME_OFF_UNIT,
} from './enums';
import type * as R from './resources';

export type { IsoDate, IsoDateTime } from './declare';

// ---- Enums -------------------------------------------------------------------------------

export const MODES = MODE.values;
export const GENDERS = GENDER.values;
export const ETHNICITIES = ETHNICITY.values;
export const MARITAL_STATUSES = MARITAL_STATUS.values;
export const EMPLOYMENT_STATUSES = EMPLOYMENT_STATUS.values;
export const EMPLOYMENT_TYPES = EMPLOYMENT_TYPE.values;
export const PAY_FREQUENCIES = PAY_FREQUENCY.values;
export const CURRENCIES = CURRENCY.values;
export const GROUP_TYPES = GROUP_TYPE.values;
export const TIME_OFF_UNITS = TIME_OFF_UNIT.values;
export const TIME_OFF_STATUSES = TIME_OFF_STATUS.values;
export const POLICY_TYPES = POLICY_TYPE.values;
export const PAYRUN_STATES = PAYRUN_STATE.values;
export const PAYRUN_TYPES = PAYRUN_TYPE.values;

export type Mode = (typeof MODES)[number];
export type Gender = (typeof GENDERS)[number];
export type Ethnicity = (typeof ETHNICITIES)[number];
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];
export type Currency = (typeof CURRENCIES)[number];
export type GroupType = (typeof GROUP_TYPES)[number];
export type TimeOffUnit = (typeof TIME_OFF_UNITS)[number];
export type TimeOffStatus = (typeof TIME_OFF_STATUSES)[number];
export type PolicyType = (typeof POLICY_TYPES)[number];
export type PayrunState = (typeof PAYRUN_STATES)[number];
export type PayrunType = (typeof PAYRUN_TYPES)[number];

// ---- Value objects (the same in every form) ------------------------------------------------

export type Address = RecordOf<typeof R.ADDRESS, 'api'>;
export type BankAccount = RecordOf<typeof R.BANK_ACCOUNT, 'api'>;
export type CompensationEntry = RecordOf<typeof R.COMPENSATION_ENTRY, 'api'>;
export type Dependent = RecordOf<typeof R.DEPENDENT, 'api'>;
export type EmergencyContact = RecordOf<typeof R.EMERGENCY_CONTACT, 'api'>;
export type PayslipLine = RecordOf<typeof R.PAYSLIP_LINE, 'api'>;

// ---- What connectors produce ---------------------------------------------------------------

export type RemoteCompany = RecordOf<typeof R.COMPANY, 'remote'>;
export type RemoteGroup = RecordOf<typeof R.GROUP, 'remote'>;
export type RemoteWorkLocation = RecordOf<typeof R.WORK_LOCATION, 'remote'>;
export type RemoteEmploymentEntry = RecordOf<typeof R.EMPLOYMENT_ENTRY, 'remote'>;
export type RemoteEmployee = RecordOf<typeof R.EMPLOYEE, 'remote'>;
export type RemoteIdentity = RecordOf<typeof R.IDENTITY, 'remote'>;
export type RemoteTimeOffEntry = RecordOf<typeof R.TIME_OFF_ENTRY, 'remote'>;
export type RemoteTimeOffBalance = RecordOf<typeof R.TIME_OFF_BALANCE, 'remote'>;
export type RemoteTimesheet = RecordOf<typeof R.TIMESHEET, 'remote'>;
export type RemotePayrun = RecordOf<typeof R.PAYRUN, 'remote'>;
export type RemotePayslip = RecordOf<typeof R.PAYSLIP, 'remote'>;

/** Everything one connection can hold; each part is absent when the provider does not offer it. */
export interface RemoteSnapshot {
  company?: RemoteCompany | null;
  employees?: RemoteEmployee[];
  groups?: RemoteGroup[];
  identity?: RemoteIdentity | null;
  timeOffEntries?: RemoteTimeOffEntry[];
  timeOffBalances?: RemoteTimeOffBalance[];
  timesheets?: RemoteTimesheet[];
  workLocations?: RemoteWorkLocation[];
  payruns?: RemotePayrun[];
  payslips?: RemotePayslip[];
}

/** What a connector's createEmployee gets: a checked create body with the provider's ids (only the names required). */
export type EmployeeInput = Partial<Omit<RemoteEmployee, 'remote_id'>> & { first_name: string; last_name: string };

// ---- What both doors return ---------------------------------------------------------------

export type Company = RecordOf<typeof R.COMPANY, 'api'>;
export type Identity = RecordOf<typeof R.IDENTITY, 'api'>;
export type Group = RecordOf<typeof R.GROUP, 'api'>;
export type WorkLocation = RecordOf<typeof R.WORK_LOCATION, 'api'>;
export type EmployeeManager = RecordOf<typeof R.EMPLOYEE_MANAGER, 'api'>;
export type EmploymentEntry = RecordOf<typeof R.EMPLOYMENT_ENTRY, 'api'>;
/** The Employee of the API, with manager, work location and groups expanded. */
export type Employee = RecordOf<typeof R.EMPLOYEE, 'api'>;
/** An employee as stored: references by our ids, not yet expanded. */
export type EmployeeRecord = RecordOf<typeof R.EMPLOYEE, 'row'>;
export type TimeOffEntry = RecordOf<typeof R.TIME_OFF_ENTRY, 'api'>;
export type TimeOffBalance = RecordOf<typeof R.TIME_OFF_BALANCE, 'api'>;
export type Timesheet = RecordOf<typeof R.TIMESHEET, 'api'>;
export type Payrun = RecordOf<typeof R.PAYRUN, 'api'>;
export type Payslip = RecordOf<typeof R.PAYSLIP, 'api'>;

// ---- Creating an employee -------------------------------------------------------------------

/** The create body, checked and complete: every field present (null or empty when not given), references by our ids. */
export type EmployeeCreate = RecordOf<typeof R.EMPLOYEE, 'input'>;
/** The create body as a client sends it (POST /{mode}/employee, createEmployee): anything may be left out, nothing is checked yet. */
export type EmployeeCreateRequest = Sent<EmployeeCreate>;
