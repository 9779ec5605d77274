// Pure functions: Personio JSON -> our Remote* model. Unknown stays null (STYLE idea 6); what cannot be read
// is nulled or skipped and counted in the sync report through the Reader, in Personio's field names.
import type {
  CompensationEntry,
  EmploymentStatus,
  EmploymentType,
  GroupType,
  PolicyType,
  RemoteEmployee,
  RemoteGroup,
  RemoteTimeOffBalance,
  RemoteTimeOffEntry,
  RemoteTimesheet,
  RemoteWorkLocation,
  TimeOffStatus,
} from '../../model';
import { blankEmployee, employeeRecordIds, kindId, MALE_FEMALE, mapEnum, namedWorkLocation, str } from '../map-utils';
import { policyOf, policyTypeOfName } from '../policy-types';
import type { Reader } from '../reader';
import type { PersonioAttendance, PersonioBalance, PersonioEmployee, PersonioObject, PersonioTimeOffPeriod } from './personio.types';

const STATUSES: Record<string, EmploymentStatus> = {
  active: 'active',
  inactive: 'inactive',
  onboarding: 'pending',
  leave: 'leave',
};
// "internal" says employee, not whether full or part time: it stays unknown (uncounted, as it is no odd value).
const EMPLOYMENT_TYPES: Record<string, EmploymentType> = { external: 'contractor' };
const TIME_OFF_STATUSES: Record<string, TimeOffStatus> = {
  approved: 'approved',
  pending: 'pending',
  requested: 'pending',
  rejected: 'rejected',
  declined: 'rejected',
};

/**
 * Personio's time-off categories (TimeOffTypeResource.category) that say what a type is; the others
 * (offsite_work, unpaid_vacation, child_care, …) and custom types are judged by their name.
 */
const CATEGORIES: Record<string, PolicyType> = { paid_vacation: 'vacation', sick_leave: 'sick' };

const policyType = (category: unknown, name: unknown): PolicyType | null => mapEnum(category, CATEGORIES) ?? policyTypeOfName(name);

type GroupKind = 'department' | 'team' | 'cost_center';
const GROUP_TYPES: Record<GroupKind, GroupType> = { department: 'department', team: 'team', cost_center: 'cost_centre' };

/** Personio groups of several kinds share one id space per kind; our remote ids carry the kind. */
export const groupRemoteId = (kind: GroupKind, id: unknown): string | null => kindId(kind, id);

function groupsOf(e: PersonioEmployee): Array<{ kind: GroupKind; group: PersonioObject }> {
  const a = e.attributes ?? {};
  const out: Array<{ kind: GroupKind; group: PersonioObject }> = [];
  if (a.department?.value) out.push({ kind: 'department', group: a.department.value });
  if (a.team?.value) out.push({ kind: 'team', group: a.team.value });
  const costCenters = a.cost_centers?.value;
  for (const cc of Array.isArray(costCenters) ? costCenters : []) out.push({ kind: 'cost_center', group: cc });
  return out;
}

/** The id of an employee or of a reference to one ({ id: { value } }). */
export const employeeId = (ref: { attributes?: { id?: { value?: unknown } } } | null | undefined, read: Reader): string | null =>
  read.id(ref?.attributes?.id?.value);

function compensation(e: PersonioEmployee, read: Reader): CompensationEntry[] {
  const a = e.attributes ?? {};
  // Personio reports 0 for a salary that is not set. The interval is the period the amount is per, not how
  // often it is paid, so pay_frequency stays unknown.
  const entry = (salary: typeof a.fix_salary, field: string, period: string | null): CompensationEntry[] => {
    const pay = read.cents(salary?.value, `${field}.value`);
    if (pay === null || pay === 0) return [];
    const currency = read.currency(salary?.currency, `${field}.currency`);
    return [{ pay_rate: pay, pay_period: period, pay_frequency: null, employment_type: null, currency, effective_date: null, notes: null }];
  };
  const fixed = entry(a.fix_salary, 'fix_salary', str(a.fix_salary_interval?.value));
  return fixed.length ? fixed : entry(a.hourly_salary, 'hourly_salary', 'hour');
}

/** An employee, or null (skipped, counted) without an id. */
export function toEmployee(e: PersonioEmployee, read: Reader): RemoteEmployee | null {
  const a = e.attributes ?? {};
  const id = employeeId(e, read);
  if (id === null) return read.skip('id', 'no employee id');
  return {
    ...blankEmployee(id),
    first_name: str(a.first_name?.value),
    last_name: str(a.last_name?.value),
    display_full_name: str(a.preferred_name?.value),
    job_title: str(a.position?.value),
    work_email: str(a.email?.value),
    gender: read.enum(a.gender?.value, MALE_FEMALE, 'gender'),
    employment_status: read.enum(a.status?.value, STATUSES, 'status'),
    employment_type: mapEnum(a.employment_type?.value, EMPLOYMENT_TYPES),
    start_date: read.date(a.hire_date?.value, 'hire_date'),
    termination_date: read.date(a.termination_date?.value, 'termination_date'),
    remote_created_at: read.dateTime(a.created_at?.value, 'created_at'),
    avatar: str(a.profile_picture?.value),
    work_location_remote_id: read.id(a.office?.value?.attributes?.id),
    manager_remote_id: employeeId(a.supervisor?.value, read),
    compensation_history: compensation(e, read),
    group_remote_ids: groupsOf(e)
      .map(({ kind, group }) => groupRemoteId(kind, group.attributes?.id))
      .filter((g): g is string => g !== null),
  };
}

/**
 * Distinct objects the employees refer to (v1 lists neither groups nor offices): the first name seen for each
 * id; references without an id are skipped and counted.
 */
function distinct<T>(
  employees: readonly PersonioEmployee[],
  refs: (e: PersonioEmployee) => Array<{ field: string; id: string | null; make: (id: string) => T }>,
  read: Reader,
): T[] {
  const found = new Map<string, T>();
  for (const e of employees) {
    for (const ref of refs(e)) {
      if (ref.id === null) read.skip(`${ref.field}.value.attributes.id`, `${ref.field} without an id`);
      else if (!found.has(ref.id)) found.set(ref.id, ref.make(ref.id));
    }
  }
  return [...found.values()];
}

/** Groups: the departments, teams and cost centres the employees belong to. */
export function toGroups(employees: readonly PersonioEmployee[], read: Reader): RemoteGroup[] {
  return distinct(
    employees,
    (e) =>
      groupsOf(e).map(({ kind, group }) => ({
        field: kind === 'cost_center' ? 'cost_centers' : kind,
        id: groupRemoteId(kind, group.attributes?.id),
        make: (remote_id: string): RemoteGroup => ({ remote_id, name: str(group.attributes?.name), type: GROUP_TYPES[kind] }),
      })),
    read,
  );
}

/** Work locations: the offices the employees work at (the description offers no office listing). */
export function toWorkLocations(employees: readonly PersonioEmployee[], read: Reader): RemoteWorkLocation[] {
  return distinct(
    employees,
    (e) => {
      const office = e.attributes?.office?.value;
      if (!office) return [];
      const make = (remote_id: string): RemoteWorkLocation => namedWorkLocation(remote_id, str(office.attributes?.name));
      return [{ field: 'office', id: str(office.attributes?.id), make }];
    },
    read,
  );
}

/** A time-off period, or null (skipped, counted) without its id or employee. */
export function toTimeOffEntry(t: PersonioTimeOffPeriod, read: Reader): RemoteTimeOffEntry | null {
  const a = t.attributes ?? {};
  const ids = employeeRecordIds(read, [a.id, 'id', 'no time-off id'], [employeeId(a.employee, read), 'employee', 'no employee id']);
  if (ids === null) return null;
  const type = a.time_off_type?.attributes;
  return {
    ...ids,
    // "2017-12-27T00:00:00+0100": the calendar day it was written with.
    start_date: read.date(a.start_date, 'start_date'),
    end_date: read.date(a.end_date, 'end_date'),
    amount: read.tenth(a.days_count, 'days_count'),
    // This endpoint lists absences whose time unit is days.
    unit: 'days',
    status: read.enum(a.status, TIME_OFF_STATUSES, 'status'),
    employee_note: str(a.comment),
    ...policyOf(read.id(type?.id), str(type?.name), policyType(type?.category, type?.name)),
    remote_created_at: read.dateTime(a.created_at, 'created_at'),
    remote_modified_at: read.dateTime(a.updated_at, 'updated_at'),
  };
}

/** One time-off type's balance, or null (skipped, counted) without the type's id. */
export function toTimeOffBalance(employee: string, b: PersonioBalance, read: Reader): RemoteTimeOffBalance | null {
  const id = read.id(b.id);
  if (id === null) return read.skip('id', 'balance without a time-off type id');
  return {
    employee_remote_id: employee,
    balance: read.tenth(b.balance, 'balance'),
    used: null,
    ...policyOf(id, str(b.name), policyType(b.category, b.name)),
    remote_created_at: null,
    remote_modified_at: null,
  };
}

/** Minutes since midnight of a wall-clock "HH:mm", or null. */
const minutesOf = (hhmm: unknown): number | null => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(str(hhmm) ?? '');
  return m && Number(m[1]) < 24 && Number(m[2]) < 60 ? Number(m[1]) * 60 + Number(m[2]) : null;
};

/**
 * An attendance, or null (skipped, counted) without ids or when rejected. Personio gives local wall-clock
 * times without a timezone, so the start and end instants stay unknown; the hours worked follow from them
 * (end - start - break, across midnight when end < start).
 */
export function toTimesheet(t: PersonioAttendance, read: Reader): RemoteTimesheet | null {
  const a = t.attributes ?? {};
  const ids = employeeRecordIds(read, [t.id, 'id', 'no attendance id'], [a.employee, 'employee', 'no employee id']);
  if (ids === null) return null;
  if (a.status === 'rejected') return read.skip('status', 'rejected attendance');
  const start = minutesOf(a.start_time);
  const end = minutesOf(a.end_time);
  if (start === null && str(a.start_time) !== null) read.report.nulled('start_time', 'not a time');
  if (end === null && str(a.end_time) !== null) read.report.nulled('end_time', 'not a time');
  const span = start === null || end === null ? null : (end >= start ? end - start : end + 24 * 60 - start) - (a.break ?? 0);
  return {
    ...ids,
    start_time: null,
    end_time: null,
    hours_worked: span === null || span < 0 ? null : read.tenth(span / 60, 'end_time'),
    remote_created_at: null,
    remote_modified_at: read.dateTime(a.updated_at, 'updated_at'),
  };
}
