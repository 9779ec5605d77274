// The normalized HR model of SPEC §3: the bottom layer. Connectors map into it and modules/ store and serve it,
// so it imports nothing of theirs.
// `Remote*` types are what a connector produces: provider ids only (remote_id, *_remote_id), never ours.
// The sync turns them into stored rows with our stable ids; the API types (without the prefix) are what
// both doors return. Money is integer cents; time-off and timesheet numbers are multiples of 0.1.

export type Mode = 'official' | 'xhr';
export const MODES: readonly Mode[] = ['official', 'xhr'];

export const GENDERS = ['male', 'female', 'not_specified'] as const;
export const ETHNICITIES = ['asian', 'black', 'hispanic', 'mixed', 'not_specified', 'other', 'white'] as const;
export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'not_specified', 'other'] as const;
export const EMPLOYMENT_STATUSES = ['active', 'inactive', 'pending', 'leave'] as const;
export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contractor', 'other'] as const;
export const PAY_FREQUENCIES = ['year', 'weekly', 'biweekly', 'semimonthly', 'monthly', 'other'] as const;
export const CURRENCIES = ['usd', 'gbp', 'eur'] as const;
export const GROUP_TYPES = ['department', 'team', 'cost_centre', 'pay_group'] as const;
export const TIME_OFF_UNITS = ['hours', 'days', 'months'] as const;
export const TIME_OFF_STATUSES = ['approved', 'pending', 'rejected'] as const;
export const POLICY_TYPES = ['bereavement', 'holiday', 'jury_duty', 'personal', 'sick', 'vacation', 'volunteer'] as const;
export const PAYRUN_STATES = ['paid', 'pending'] as const;
export const PAYRUN_TYPES = ['regular', 'one_time', 'off_cycle', 'correction', 'reversal'] as const;

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

/** ISO dates are 'YYYY-MM-DD'; date-times are ISO 8601 strings with offset. */
export type IsoDate = string;
export type IsoDateTime = string;

export interface Address {
  street_address: string | null;
  locality: string | null;
  administrative_area: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string | null;
  post_code: string | null;
}

export interface BankAccount {
  account_number: string | null;
  bank_name: string | null;
  bic: string | null;
  holder_name: string | null;
  iban: string | null;
}

export interface CompensationEntry {
  /** Integer cents. */
  pay_rate: number | null;
  pay_period: string | null;
  pay_frequency: PayFrequency | null;
  employment_type: EmploymentType | null;
  currency: Currency | null;
  effective_date: IsoDate | null;
  notes: string | null;
}

export interface Dependent {
  name: string | null;
  relationship: string | null;
}

export interface EmergencyContact {
  first_name: string | null;
  last_name: string | null;
  relationship: string | null;
  mobile_phone_number: string | null;
  primary_contact: boolean | null;
}

// ---- What connectors produce -------------------------------------------------------------

export interface RemoteCompany {
  remote_id: string;
  legal_name: string | null;
  display_name: string | null;
  tax_id: string | null;
  address: Address | null;
}

export interface RemoteGroup {
  remote_id: string;
  name: string | null;
  type: GroupType | null;
}

export interface RemoteWorkLocation {
  remote_id: string;
  name: string | null;
  type: string | null;
  address: Address | null;
}

export interface RemoteEmploymentEntry {
  job_title: string | null;
  effective_date: IsoDate | null;
  group_remote_id: string | null;
  manager_remote_id: string | null;
}

export interface RemoteEmployee {
  remote_id: string;
  employee_number: string | null;
  first_name: string | null;
  last_name: string | null;
  display_full_name: string | null;
  nationality: string | null;
  job_title: string | null;
  work_email: string | null;
  personal_email: string | null;
  mobile_phone_number: string | null;
  tax_id: string | null;
  gender: Gender | null;
  ethnicity: Ethnicity | null;
  marital_status: MaritalStatus | null;
  date_of_birth: IsoDate | null;
  employment_status: EmploymentStatus | null;
  employment_type: EmploymentType | null;
  start_date: IsoDate | null;
  remote_created_at: IsoDateTime | null;
  termination_date: IsoDate | null;
  avatar: string | null;
  home_location: Address | null;
  work_location_remote_id: string | null;
  manager_remote_id: string | null;
  bank_account: BankAccount | null;
  employment_history: RemoteEmploymentEntry[];
  compensation_history: CompensationEntry[];
  custom_fields: Record<string, unknown> | null;
  group_remote_ids: string[];
  dependents: Dependent[];
  emergency_contacts: EmergencyContact[];
}

export interface RemoteIdentity {
  name: string | null;
  email: string | null;
  phone_number: string | null;
}

export interface RemoteTimeOffEntry {
  remote_id: string;
  employee_remote_id: string;
  start_date: IsoDate | null;
  end_date: IsoDate | null;
  /** Multiple of 0.1. */
  amount: number | null;
  unit: TimeOffUnit | null;
  status: TimeOffStatus | null;
  employee_note: string | null;
  policy_remote_id: string | null;
  policy_name: string | null;
  policy_type: PolicyType | null;
  remote_created_at: IsoDateTime | null;
  remote_modified_at: IsoDateTime | null;
}

export interface RemoteTimeOffBalance {
  employee_remote_id: string;
  /** Multiples of 0.1. */
  balance: number | null;
  used: number | null;
  policy_remote_id: string | null;
  policy_name: string | null;
  policy_type: PolicyType | null;
  remote_created_at: IsoDateTime | null;
  remote_modified_at: IsoDateTime | null;
}

export interface RemoteTimesheet {
  remote_id: string;
  employee_remote_id: string;
  start_time: IsoDateTime | null;
  end_time: IsoDateTime | null;
  /** Multiple of 0.1. */
  hours_worked: number | null;
  remote_created_at: IsoDateTime | null;
  remote_modified_at: IsoDateTime | null;
}

export interface RemotePayrun {
  remote_id: string;
  state: PayrunState | null;
  type: PayrunType | null;
  start_date: IsoDate | null;
  end_date: IsoDate | null;
  payment_date: IsoDate | null;
}

export interface PayslipLine {
  name: string | null;
  /** Integer cents. */
  amount: number | null;
}

export interface RemotePayslip {
  remote_id: string;
  employee_remote_id: string;
  payrun_remote_id: string;
  payrun_type: PayrunType | null;
  currency: Currency | null;
  /** Integer cents. */
  gross_pay: number | null;
  net_pay: number | null;
  start_date: IsoDate | null;
  end_date: IsoDate | null;
  payment_date: IsoDate | null;
  earnings: Array<PayslipLine & { hours: number | null }>;
  /** Employer-paid, not part of gross. */
  contributions: PayslipLine[];
  deductions: PayslipLine[];
  taxes: Array<PayslipLine & { employer_tax: boolean | null }>;
  reimbursements: PayslipLine[];
}

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

/** Input of POST /{mode}/employee after validation (only first_name and last_name required). */
export type EmployeeInput = Partial<Omit<RemoteEmployee, 'remote_id'>> & { first_name: string; last_name: string };
