// The columns the sync writes into each hr_* table, derived from the model's declarations: a record's `row`
// form (model/declare.ts), its connection_id and, for time-off balances, an id the API does not show.
import { fieldsOf, type FormField, type ObjectDecl } from '../../model/declare';
import {
  COMPANY,
  EMPLOYEE,
  GROUP,
  IDENTITY,
  PAYRUN,
  PAYSLIP,
  TIME_OFF_BALANCE,
  TIME_OFF_ENTRY,
  TIME_OFF_POLICY,
  TIMESHEET,
  WORK_LOCATION,
} from '../../model/resources';
import type { ColumnSpec } from './bulk';

/** The SQL type each kind is stored as; value objects and lists are JSONB, read whole with their record. */
export function sqlType(field: FormField['decl']): string {
  switch (field.kind) {
    case 'date':
      return 'date';
    case 'dateTime':
      return 'timestamptz';
    case 'uuid':
      return 'uuid';
    case 'cents':
      return 'bigint';
    case 'decimal':
      return 'numeric';
    case 'boolean':
      return 'boolean';
    case 'json':
    case 'object':
    case 'list':
      return 'jsonb';
    default:
      return 'text';
  }
}

export function tableColumns(decl: ObjectDecl): ColumnSpec[] {
  return [
    ...(decl.table?.hiddenId ? [{ name: 'id', type: 'uuid' }] : []),
    { name: 'connection_id', type: 'uuid' },
    ...fieldsOf(decl, 'row').map((f) => ({ name: f.key, type: sqlType(f.decl) })),
  ];
}

export const COMPANY_COLUMNS = tableColumns(COMPANY);
export const IDENTITY_COLUMNS = tableColumns(IDENTITY);
export const WORK_LOCATION_COLUMNS = tableColumns(WORK_LOCATION);
export const GROUP_COLUMNS = tableColumns(GROUP);
export const EMPLOYEE_COLUMNS = tableColumns(EMPLOYEE);
/** Group memberships, in the provider's order: a link table, no record of the model. */
export const EMPLOYEE_GROUP_COLUMNS: ColumnSpec[] = [
  { name: 'employee_id', type: 'uuid' },
  { name: 'group_id', type: 'uuid' },
  { name: 'connection_id', type: 'uuid' },
  { name: 'position', type: 'integer' },
];
export const POLICY_COLUMNS = tableColumns(TIME_OFF_POLICY);
export const TIME_OFF_ENTRY_COLUMNS = tableColumns(TIME_OFF_ENTRY);
export const TIME_OFF_BALANCE_COLUMNS = tableColumns(TIME_OFF_BALANCE);
export const TIMESHEET_COLUMNS = tableColumns(TIMESHEET);
export const PAYRUN_COLUMNS = tableColumns(PAYRUN);
export const PAYSLIP_COLUMNS = tableColumns(PAYSLIP);
