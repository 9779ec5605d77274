// Reading the HR tables: SELECT lists that return API-ready values on both stores (dates as YYYY-MM-DD
// text, numerics as float8, cents as float8 of integers, timestamps as Date -> ISO 8601) and row mappers.
import type {
  Company,
  EmployeeManager,
  EmployeeRecord,
  Group,
  Identity,
  Payrun,
  Payslip,
  TimeOffBalance,
  TimeOffEntry,
  Timesheet,
  WorkLocation,
} from './api.types';

const date = (column: string, alias = column) => `to_char(${column}, 'YYYY-MM-DD') AS ${alias}`;
const num = (column: string, alias = column) => `${column}::float8 AS ${alias}`;

/** timestamptz -> ISO 8601 (UTC); both drivers hand us Date objects. */
export function iso(value: Date | string | null): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export const COMPANY_SELECT = 'SELECT id, remote_id, legal_name, display_name, tax_id, address FROM hr_company';
export const toCompany = (r: any): Company => ({
  id: r.id,
  remote_id: r.remote_id,
  legal_name: r.legal_name,
  display_name: r.display_name,
  tax_id: r.tax_id,
  address: r.address,
});

export const IDENTITY_SELECT = 'SELECT name, email, phone_number FROM hr_identity';
export const toIdentity = (r: any): Identity => ({ name: r.name, email: r.email, phone_number: r.phone_number });

export const GROUP_COLUMNS = 'g.id, g.remote_id, g.name, g.type';
export const toGroup = (r: any): Group => ({ id: r.id, remote_id: r.remote_id, name: r.name, type: r.type });

export const WORK_LOCATION_SELECT = 'SELECT id, remote_id, name, type, address FROM hr_work_location';
export const toWorkLocation = (r: any): WorkLocation => ({ id: r.id, remote_id: r.remote_id, name: r.name, type: r.type, address: r.address });

export const MANAGER_SELECT = 'SELECT id, remote_id, first_name, last_name, work_email FROM hr_employee';
export const toManager = (r: any): EmployeeManager => ({
  first_name: r.first_name,
  last_name: r.last_name,
  id: r.id,
  work_email: r.work_email,
  remote_id: r.remote_id,
});

export const EMPLOYEE_SELECT = `SELECT id, remote_id, seq::text AS row_seq, employee_number, first_name, last_name,
  display_full_name, nationality, job_title, work_email, personal_email, mobile_phone_number, tax_id, gender,
  ethnicity, marital_status, ${date('date_of_birth')}, employment_status, employment_type, ${date('start_date')},
  remote_created_at, ${date('termination_date')}, avatar, home_location, work_location_id, manager_id,
  bank_account, employment_history, compensation_history, custom_fields, dependents, emergency_contacts
  FROM hr_employee`;

/** An employee row and its list position (the cursor). */
export interface EmployeeRow extends EmployeeRecord {
  seq: string;
}

export const toEmployeeRow = (r: any): EmployeeRow => ({
  id: r.id,
  remote_id: r.remote_id,
  seq: r.row_seq,
  employee_number: r.employee_number,
  first_name: r.first_name,
  last_name: r.last_name,
  display_full_name: r.display_full_name,
  nationality: r.nationality,
  job_title: r.job_title,
  work_email: r.work_email,
  personal_email: r.personal_email,
  mobile_phone_number: r.mobile_phone_number,
  tax_id: r.tax_id,
  gender: r.gender,
  ethnicity: r.ethnicity,
  marital_status: r.marital_status,
  date_of_birth: r.date_of_birth,
  employment_status: r.employment_status,
  employment_type: r.employment_type,
  start_date: r.start_date,
  remote_created_at: iso(r.remote_created_at),
  termination_date: r.termination_date,
  avatar: r.avatar,
  home_location: r.home_location,
  work_location_id: r.work_location_id,
  manager_id: r.manager_id,
  bank_account: r.bank_account,
  employment_history: r.employment_history,
  compensation_history: r.compensation_history,
  custom_fields: r.custom_fields,
  dependents: r.dependents,
  emergency_contacts: r.emergency_contacts,
});

export const TIME_OFF_ENTRY_SELECT = `SELECT id, remote_id, employee_id, employee_remote_id, ${date('start_date')},
  ${date('end_date')}, ${num('amount')}, unit, status, employee_note, policy_id, policy_remote_id, policy_name,
  policy_type, remote_created_at, remote_modified_at FROM hr_time_off_entry`;
export const toTimeOffEntry = (r: any): TimeOffEntry => ({
  id: r.id,
  remote_id: r.remote_id,
  employee_id: r.employee_id,
  employee_remote_id: r.employee_remote_id,
  start_date: r.start_date,
  end_date: r.end_date,
  amount: r.amount,
  unit: r.unit,
  status: r.status,
  employee_note: r.employee_note,
  policy_id: r.policy_id,
  policy_remote_id: r.policy_remote_id,
  policy_name: r.policy_name,
  policy_type: r.policy_type,
  remote_created_at: iso(r.remote_created_at),
  remote_modified_at: iso(r.remote_modified_at),
});

export const TIME_OFF_BALANCE_SELECT = `SELECT employee_id, employee_remote_id, ${num('balance')}, ${num('used')},
  policy_id, policy_remote_id, policy_type, policy_name, remote_created_at, remote_modified_at FROM hr_time_off_balance`;
export const toTimeOffBalance = (r: any): TimeOffBalance => ({
  employee_id: r.employee_id,
  employee_remote_id: r.employee_remote_id,
  balance: r.balance,
  used: r.used,
  policy_id: r.policy_id,
  policy_remote_id: r.policy_remote_id,
  policy_type: r.policy_type,
  policy_name: r.policy_name,
  remote_created_at: iso(r.remote_created_at),
  remote_modified_at: iso(r.remote_modified_at),
});

export const TIMESHEET_SELECT = `SELECT id, remote_id, employee_id, employee_remote_id, start_time, end_time,
  ${num('hours_worked')}, remote_created_at, remote_modified_at FROM hr_timesheet`;
export const toTimesheet = (r: any): Timesheet => ({
  id: r.id,
  remote_id: r.remote_id,
  employee_id: r.employee_id,
  employee_remote_id: r.employee_remote_id,
  start_time: iso(r.start_time),
  end_time: iso(r.end_time),
  hours_worked: r.hours_worked,
  remote_created_at: iso(r.remote_created_at),
  remote_modified_at: iso(r.remote_modified_at),
});

export const PAYRUN_SELECT = `SELECT id, remote_id, state, type, ${date('start_date')}, ${date('end_date')},
  ${date('payment_date')} FROM hr_payrun`;
export const toPayrun = (r: any): Payrun => ({
  id: r.id,
  remote_id: r.remote_id,
  state: r.state,
  type: r.type,
  start_date: r.start_date,
  end_date: r.end_date,
  payment_date: r.payment_date,
});

export const PAYSLIP_SELECT = `SELECT id, remote_id, employee_id, employee_remote_id, payrun_id, payrun_remote_id,
  payrun_type, currency, ${num('gross_pay')}, ${num('net_pay')}, ${date('start_date')}, ${date('end_date')},
  ${date('payment_date')}, earnings, contributions, deductions, taxes, reimbursements FROM hr_payslip`;
export const toPayslip = (r: any): Payslip => ({
  id: r.id,
  remote_id: r.remote_id,
  employee_id: r.employee_id,
  employee_remote_id: r.employee_remote_id,
  payrun_id: r.payrun_id,
  payrun_remote_id: r.payrun_remote_id,
  payrun_type: r.payrun_type,
  currency: r.currency,
  gross_pay: r.gross_pay,
  net_pay: r.net_pay,
  start_date: r.start_date,
  end_date: r.end_date,
  payment_date: r.payment_date,
  earnings: r.earnings,
  contributions: r.contributions,
  deductions: r.deductions,
  taxes: r.taxes,
  reimbursements: r.reimbursements,
});
