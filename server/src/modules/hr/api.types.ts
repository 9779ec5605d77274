// What both doors return (schema/openapi.yaml): the model of SPEC §3 with our ids beside the remote ones.
// REST sends these objects as they are (snake_case); GraphQL types expose the same properties camelCased.
import type {
  Address,
  BankAccount,
  CompensationEntry,
  Currency,
  Dependent,
  EmergencyContact,
  EmploymentStatus,
  EmploymentType,
  Ethnicity,
  Gender,
  GroupType,
  IsoDate,
  IsoDateTime,
  MaritalStatus,
  PayrunState,
  PayrunType,
  PayslipLine,
  PolicyType,
  TimeOffStatus,
  TimeOffUnit,
} from './model';

export interface Company {
  id: string;
  remote_id: string;
  legal_name: string | null;
  display_name: string | null;
  tax_id: string | null;
  address: Address | null;
}

export interface Group {
  id: string;
  remote_id: string;
  name: string | null;
  type: GroupType | null;
}

export interface WorkLocation {
  id: string;
  remote_id: string;
  name: string | null;
  type: string | null;
  address: Address | null;
}

export interface EmployeeManager {
  first_name: string | null;
  last_name: string | null;
  id: string;
  work_email: string | null;
  remote_id: string;
}

export interface EmploymentEntry {
  job_title: string | null;
  effective_date: IsoDate | null;
  group_id: string | null;
  group_remote_id: string | null;
  group_name: string | null;
  manager_id: string | null;
  manager_remote_id: string | null;
}

/** An employee row as stored: references by our ids, not yet expanded. */
export interface EmployeeRecord {
  id: string;
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
  work_location_id: string | null;
  manager_id: string | null;
  bank_account: BankAccount | null;
  employment_history: EmploymentEntry[];
  compensation_history: CompensationEntry[];
  custom_fields: Record<string, unknown> | null;
  dependents: Dependent[];
  emergency_contacts: EmergencyContact[];
}

/** The Employee of the API, with manager, work location and groups expanded. */
export interface Employee extends Omit<EmployeeRecord, 'work_location_id' | 'manager_id'> {
  work_location: WorkLocation | null;
  manager: EmployeeManager | null;
  groups: Group[];
}

export interface Identity {
  name: string | null;
  email: string | null;
  phone_number: string | null;
}

export interface TimeOffEntry {
  id: string;
  remote_id: string;
  employee_id: string;
  employee_remote_id: string;
  start_date: IsoDate | null;
  end_date: IsoDate | null;
  amount: number | null;
  unit: TimeOffUnit | null;
  status: TimeOffStatus | null;
  employee_note: string | null;
  policy_id: string | null;
  policy_remote_id: string | null;
  policy_name: string | null;
  policy_type: PolicyType | null;
  remote_created_at: IsoDateTime | null;
  remote_modified_at: IsoDateTime | null;
}

export interface TimeOffBalance {
  employee_id: string;
  employee_remote_id: string;
  balance: number | null;
  used: number | null;
  policy_id: string | null;
  policy_remote_id: string | null;
  policy_type: PolicyType | null;
  policy_name: string | null;
  remote_created_at: IsoDateTime | null;
  remote_modified_at: IsoDateTime | null;
}

export interface Timesheet {
  id: string;
  remote_id: string;
  employee_id: string;
  employee_remote_id: string;
  start_time: IsoDateTime | null;
  end_time: IsoDateTime | null;
  hours_worked: number | null;
  remote_created_at: IsoDateTime | null;
  remote_modified_at: IsoDateTime | null;
}

export interface Payrun {
  id: string;
  remote_id: string;
  state: PayrunState | null;
  type: PayrunType | null;
  start_date: IsoDate | null;
  end_date: IsoDate | null;
  payment_date: IsoDate | null;
}

export interface Payslip {
  id: string;
  remote_id: string;
  employee_id: string;
  employee_remote_id: string;
  payrun_id: string;
  payrun_remote_id: string;
  payrun_type: PayrunType | null;
  currency: Currency | null;
  gross_pay: number | null;
  net_pay: number | null;
  start_date: IsoDate | null;
  end_date: IsoDate | null;
  payment_date: IsoDate | null;
  earnings: Array<PayslipLine & { hours: number | null }>;
  contributions: PayslipLine[];
  deductions: PayslipLine[];
  taxes: Array<PayslipLine & { employer_tax: boolean | null }>;
  reimbursements: PayslipLine[];
}
