// Reading the hr_* tables: SELECT lists and row mappers derived from the model's declarations
// (model/resources; a table's columns are its record's `row` form, see modules/sync/columns.ts for the
// writes). They return API-ready values on both stores: dates as YYYY-MM-DD text, numerics and cents as
// float8, timestamps as Date, turned into ISO 8601 by the mapper.
//
// Read path, for whoever makes it faster: each service runs `${X_SELECT} WHERE … ORDER BY seq` and maps the
// rows with `toX` (a copy in wire order, timestamps converted); employees are then expanded with their
// manager, work location and groups by employee-refs.ts (REST) or per-request DataLoaders (GraphQL).
import { fieldsOf, tableName, type ObjectDecl } from '../../model/declare';
import {
  COMPANY,
  EMPLOYEE,
  EMPLOYEE_MANAGER,
  GROUP,
  IDENTITY,
  PAYRUN,
  PAYSLIP,
  TIME_OFF_BALANCE,
  TIME_OFF_ENTRY,
  TIMESHEET,
  WORK_LOCATION,
} from '../../model/resources';
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
} from '../../model';

/** The SELECT list of a record's row form (`alias.` before each column when given). */
export function selectList(decl: ObjectDecl, alias?: string): string {
  const at = alias ? `${alias}.` : '';
  return fieldsOf(decl, 'row')
    .map(({ key, decl: field }) => {
      if (field.kind === 'date') return `to_char(${at}${key}, 'YYYY-MM-DD') AS ${key}`;
      if (field.kind === 'decimal' || field.kind === 'cents') return `${at}${key}::float8 AS ${key}`;
      return `${at}${key}`;
    })
    .join(', ');
}

/** timestamptz -> ISO 8601 (UTC); both drivers hand us Date objects. */
export function iso(value: Date | string | null): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** A row of `selectList(decl)` -> the record, its fields in wire order. */
export function rowReader<T>(decl: ObjectDecl): (row: any) => T {
  const keys = fieldsOf(decl, 'row').map((f) => f.key);
  const times = fieldsOf(decl, 'row').map((f) => f.decl.kind === 'dateTime');
  return (row) => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) out[keys[i]] = times[i] ? iso(row[keys[i]]) : row[keys[i]];
    return out as T;
  };
}

const select = (decl: ObjectDecl) => `SELECT ${selectList(decl)} FROM ${tableName(decl)}`;

export const COMPANY_SELECT = select(COMPANY);
export const toCompany = rowReader<Company>(COMPANY);

export const IDENTITY_SELECT = select(IDENTITY);
export const toIdentity = rowReader<Identity>(IDENTITY);

/** For joins: hr_group as g. */
export const GROUP_COLUMNS = selectList(GROUP, 'g');
export const toGroup = rowReader<Group>(GROUP);

export const WORK_LOCATION_SELECT = select(WORK_LOCATION);
export const toWorkLocation = rowReader<WorkLocation>(WORK_LOCATION);

/** A manager is a few fields of an employee's own row. */
export const MANAGER_SELECT = `SELECT ${selectList(EMPLOYEE_MANAGER)} FROM hr_employee`;
export const toManager = rowReader<EmployeeManager>(EMPLOYEE_MANAGER);

/** An employee row and its list position (the cursor). */
export interface EmployeeRow extends EmployeeRecord {
  seq: string;
}

// row_seq, not seq: `ORDER BY seq` must sort by the bigint column, not by a text alias of it.
export const EMPLOYEE_SELECT = `SELECT seq::text AS row_seq, ${selectList(EMPLOYEE)} FROM hr_employee`;
const toEmployeeRecord = rowReader<EmployeeRecord>(EMPLOYEE);
export const toEmployeeRow = (row: any): EmployeeRow => Object.assign(toEmployeeRecord(row), { seq: row.row_seq as string });

export const TIME_OFF_ENTRY_SELECT = select(TIME_OFF_ENTRY);
export const toTimeOffEntry = rowReader<TimeOffEntry>(TIME_OFF_ENTRY);

export const TIME_OFF_BALANCE_SELECT = select(TIME_OFF_BALANCE);
export const toTimeOffBalance = rowReader<TimeOffBalance>(TIME_OFF_BALANCE);

export const TIMESHEET_SELECT = select(TIMESHEET);
export const toTimesheet = rowReader<Timesheet>(TIMESHEET);

export const PAYRUN_SELECT = select(PAYRUN);
export const toPayrun = rowReader<Payrun>(PAYRUN);

export const PAYSLIP_SELECT = select(PAYSLIP);
export const toPayslip = rowReader<Payslip>(PAYSLIP);
