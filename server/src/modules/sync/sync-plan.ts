// What a sync pulls for a connection: every resource its scopes allow, plus what those need to answer
// with our ids (employees need groups and work locations; time off, timesheets and payslips need employees).
import { findScope, type ScopeResource } from '../connect/scopes';
import type { RemoteSnapshot } from '../../model';
import { tableName, type ObjectDecl } from '../../model/declare';
import * as R from '../../model/resources';

/** Parts of a snapshot, in the order they are stored (references before the records that point at them). */
export const SYNC_PARTS = [
  'workLocations',
  'groups',
  'employees',
  'company',
  'identity',
  'timeOffEntries',
  'timeOffBalances',
  'timesheets',
  'payruns',
  'payslips',
] as const satisfies ReadonlyArray<keyof RemoteSnapshot>;
export type SyncPart = (typeof SYNC_PARTS)[number];

/**
 * The order of a sync: every part of a stage may be stored at the same time (they point only at parts of
 * earlier stages): employees need work locations and groups; time off, timesheets and payslips need
 * employees, payslips also pay runs.
 */
export const SYNC_STAGES: ReadonlyArray<readonly SyncPart[]> = [
  ['workLocations', 'groups', 'company', 'identity', 'payruns'],
  ['employees'],
  ['timeOffEntries', 'timeOffBalances', 'timesheets', 'payslips'],
];

const EMPLOYEES: SyncPart[] = ['workLocations', 'groups', 'employees'];

const NEEDS: Record<ScopeResource, SyncPart[]> = {
  company: ['company'],
  identity: ['identity'],
  employees: EMPLOYEES,
  employee: EMPLOYEES,
  groups: ['groups'],
  'work-locations': ['workLocations'],
  'time-off-entries': [...EMPLOYEES, 'timeOffEntries'],
  'time-off-balances': [...EMPLOYEES, 'timeOffBalances'],
  timesheets: [...EMPLOYEES, 'timesheets'],
  payruns: ['payruns'],
  'payruns/{payrun_id}': [...EMPLOYEES, 'payruns', 'payslips'],
};

export function syncPlan(scopes: readonly string[]): SyncPart[] {
  const wanted = new Set<SyncPart>();
  for (const scope of scopes) {
    const entry = findScope(scope);
    if (entry) for (const part of NEEDS[entry.resource]) wanted.add(part);
  }
  return SYNC_PARTS.filter((part) => wanted.has(part));
}

/** The record each part holds (model/resources). */
export const PART_RECORD: Record<SyncPart, ObjectDecl> = {
  workLocations: R.WORK_LOCATION,
  groups: R.GROUP,
  employees: R.EMPLOYEE,
  company: R.COMPANY,
  identity: R.IDENTITY,
  timeOffEntries: R.TIME_OFF_ENTRY,
  timeOffBalances: R.TIME_OFF_BALANCE,
  timesheets: R.TIMESHEET,
  payruns: R.PAYRUN,
  payslips: R.PAYSLIP,
};

/** The public name of each part, as the sync report shows it (the scope resource names, plus payslips). */
export const PART_RESOURCE: Record<SyncPart, string> = {
  workLocations: 'work-locations',
  groups: 'groups',
  employees: 'employees',
  company: 'company',
  identity: 'identity',
  timeOffEntries: 'time-off-entries',
  timeOffBalances: 'time-off-balances',
  timesheets: 'timesheets',
  payruns: 'payruns',
  payslips: 'payslips',
};

/** The tables a part writes: its record's, and the links and shared records stored with it. */
export function partTables(part: SyncPart): string[] {
  const own = tableName(PART_RECORD[part]);
  if (part === 'employees') return [own, 'hr_employee_group'];
  if (part === 'timeOffEntries' || part === 'timeOffBalances') return [own, 'hr_time_off_policy'];
  return [own];
}
