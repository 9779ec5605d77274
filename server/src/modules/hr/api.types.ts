// What both doors return (schema/openapi.yaml): the model of SPEC §3 with our ids beside the remote ones.
// REST sends these objects as they are (snake_case); GraphQL types expose the same properties camelCased.
import type {
  RemoteEmployee,
  Address,
  Currency,
  GroupType,
  IsoDate,
  IsoDateTime,
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

/** An employee row as stored: the connector's fields, with references by our ids, not yet expanded. */
export interface EmployeeRecord
  extends Omit<RemoteEmployee, 'work_location_remote_id' | 'manager_remote_id' | 'group_remote_ids' | 'employment_history'> {
  id: string;
  work_location_id: string | null;
  manager_id: string | null;
  employment_history: EmploymentEntry[];
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
