// Column lists of the HR tables as the sync writes them (names and SQL types for jsonb_to_recordset).
import type { ColumnSpec } from './bulk';

const cols = (spec: string): ColumnSpec[] =>
  spec
    .trim()
    .split(/\s*,\s*/)
    .map((pair) => {
      const [name, type] = pair.split(/\s+/);
      return { name, type };
    });

const OWNED = 'id uuid, connection_id uuid, remote_id text';

export const COMPANY_COLUMNS = cols(`${OWNED}, legal_name text, display_name text, tax_id text, address jsonb`);
export const IDENTITY_COLUMNS = cols('connection_id uuid, name text, email text, phone_number text');
export const WORK_LOCATION_COLUMNS = cols(`${OWNED}, name text, type text, address jsonb`);
export const GROUP_COLUMNS = cols(`${OWNED}, name text, type text`);
export const EMPLOYEE_COLUMNS = cols(`${OWNED},
  employee_number text, first_name text, last_name text, display_full_name text, nationality text, job_title text,
  work_email text, personal_email text, mobile_phone_number text, tax_id text, gender text, ethnicity text,
  marital_status text, date_of_birth date, employment_status text, employment_type text, start_date date,
  remote_created_at timestamptz, termination_date date, avatar text, home_location jsonb, work_location_id uuid,
  manager_id uuid, bank_account jsonb, employment_history jsonb, compensation_history jsonb, custom_fields jsonb,
  dependents jsonb, emergency_contacts jsonb`);
export const EMPLOYEE_GROUP_COLUMNS = cols('employee_id uuid, group_id uuid, connection_id uuid, position integer');
export const POLICY_COLUMNS = cols(`${OWNED}, name text, type text`);
export const TIME_OFF_ENTRY_COLUMNS = cols(`${OWNED}, employee_id uuid, employee_remote_id text, start_date date,
  end_date date, amount numeric, unit text, status text, employee_note text, policy_id uuid, policy_remote_id text,
  policy_name text, policy_type text, remote_created_at timestamptz, remote_modified_at timestamptz`);
export const TIME_OFF_BALANCE_COLUMNS = cols(`id uuid, connection_id uuid, employee_id uuid, employee_remote_id text,
  balance numeric, used numeric, policy_id uuid, policy_remote_id text, policy_type text, policy_name text,
  remote_created_at timestamptz, remote_modified_at timestamptz`);
export const TIMESHEET_COLUMNS = cols(`${OWNED}, employee_id uuid, employee_remote_id text, start_time timestamptz,
  end_time timestamptz, hours_worked numeric, remote_created_at timestamptz, remote_modified_at timestamptz`);
export const PAYRUN_COLUMNS = cols(`${OWNED}, state text, type text, start_date date, end_date date, payment_date date`);
export const PAYSLIP_COLUMNS = cols(`${OWNED}, employee_id uuid, employee_remote_id text, payrun_id uuid,
  payrun_remote_id text, payrun_type text, currency text, gross_pay bigint, net_pay bigint, start_date date,
  end_date date, payment_date date, earnings jsonb, contributions jsonb, deductions jsonb, taxes jsonb,
  reimbursements jsonb`);
