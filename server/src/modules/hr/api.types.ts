// What both doors return (schema/openapi.yaml): the model of SPEC §3 with our ids beside the remote ones.
// REST sends these objects as they are (snake_case); GraphQL types expose the same properties camelCased.
// Each is the connector's record (model.ts) plus the ids we assign; the fields are written once, there.
import type {
  RemoteCompany,
  RemoteEmployee,
  RemoteEmploymentEntry,
  RemoteGroup,
  RemoteIdentity,
  RemotePayrun,
  RemotePayslip,
  RemoteTimeOffBalance,
  RemoteTimeOffEntry,
  RemoteTimesheet,
  RemoteWorkLocation,
} from '../../model';

export interface Company extends RemoteCompany {
  id: string;
}

export interface Group extends RemoteGroup {
  id: string;
}

export interface WorkLocation extends RemoteWorkLocation {
  id: string;
}

export interface EmployeeManager {
  first_name: string | null;
  last_name: string | null;
  id: string;
  work_email: string | null;
  remote_id: string;
}

export interface EmploymentEntry extends RemoteEmploymentEntry {
  group_id: string | null;
  group_name: string | null;
  manager_id: string | null;
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

export type Identity = RemoteIdentity;

export interface TimeOffEntry extends RemoteTimeOffEntry {
  id: string;
  employee_id: string;
  policy_id: string | null;
}

export interface TimeOffBalance extends RemoteTimeOffBalance {
  employee_id: string;
  policy_id: string | null;
}

export interface Timesheet extends RemoteTimesheet {
  id: string;
  employee_id: string;
}

export interface Payrun extends RemotePayrun {
  id: string;
}

export interface Payslip extends RemotePayslip {
  id: string;
  employee_id: string;
  payrun_id: string;
}
