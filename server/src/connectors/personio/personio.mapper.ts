// Pure functions: Personio JSON -> our Remote* model. Unknown stays null (STYLE idea 6).
import type {
  CompensationEntry,
  EmploymentStatus,
  EmploymentType,
  Gender,
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
import { blankEmployee, isoDate, isoDateTime, mapEnum, str, toTenth } from '../map-utils';
import { parseCentsOrNull } from '../parse-number';
import type {
  PersonioAttendance,
  PersonioBalance,
  PersonioEmployee,
  PersonioObject,
  PersonioOffice,
  PersonioTimeOffPeriod,
} from './personio.types';

const GENDERS: Record<string, Gender> = { male: 'male', female: 'female' };
const STATUSES: Record<string, EmploymentStatus> = {
  active: 'active',
  inactive: 'inactive',
  onboarding: 'pending',
  leave: 'leave',
};
// "internal" says employee, not whether full or part time: it stays unknown.
const EMPLOYMENT_TYPES: Record<string, EmploymentType> = { external: 'contractor' };
const TIME_OFF_STATUSES: Record<string, TimeOffStatus> = {
  approved: 'approved',
  pending: 'pending',
  requested: 'pending',
  rejected: 'rejected',
  declined: 'rejected',
};
/** Personio's absence categories. */
const POLICY_TYPES: Record<string, PolicyType> = {
  paid_vacation: 'vacation',
  vacation: 'vacation',
  sick_leave: 'sick',
  sickness: 'sick',
  public_holiday: 'holiday',
  bereavement: 'bereavement',
  special_leave_bereavement: 'bereavement',
  jury_duty: 'jury_duty',
  personal: 'personal',
  volunteering: 'volunteer',
};

/** Personio groups of several kinds share one id space per kind; our remote ids carry the kind. */
export const groupRemoteId = (kind: GroupKind, id: unknown): string | null => {
  const value = str(id);
  return value === null ? null : `${kind}:${value}`;
};

type GroupKind = 'department' | 'team' | 'cost_center';
const GROUP_TYPES: Record<GroupKind, GroupType> = { department: 'department', team: 'team', cost_center: 'cost_centre' };

function groupsOf(e: PersonioEmployee): Array<{ kind: GroupKind; group: PersonioObject }> {
  const a = e.attributes;
  const out: Array<{ kind: GroupKind; group: PersonioObject }> = [];
  if (a.department?.value) out.push({ kind: 'department', group: a.department.value });
  if (a.team?.value) out.push({ kind: 'team', group: a.team.value });
  for (const cc of a.cost_centers?.value ?? []) out.push({ kind: 'cost_center', group: cc });
  return out;
}

function compensation(e: PersonioEmployee): CompensationEntry[] {
  const a = e.attributes;
  const fix = parseCentsOrNull(a.fix_salary?.value);
  const hourly = parseCentsOrNull(a.hourly_salary?.value);
  // Personio reports 0 for a salary that is not set. The interval is the period the amount is per, not
  // how often it is paid, so pay_frequency stays unknown; v1 does not state the currency either.
  if (fix !== null && fix !== 0) {
    const interval = str(a.fix_salary_interval?.value);
    return [{ pay_rate: fix, pay_period: interval, pay_frequency: null, employment_type: null, currency: null, effective_date: null, notes: null }];
  }
  if (hourly !== null && hourly !== 0) {
    return [{ pay_rate: hourly, pay_period: 'hour', pay_frequency: null, employment_type: null, currency: null, effective_date: null, notes: null }];
  }
  return [];
}

export function toEmployee(e: PersonioEmployee): RemoteEmployee {
  const a = e.attributes;
  return {
    ...blankEmployee(String(a.id.value)),
    first_name: str(a.first_name?.value),
    last_name: str(a.last_name?.value),
    job_title: str(a.position?.value),
    work_email: str(a.email?.value),
    gender: mapEnum(a.gender?.value, GENDERS),
    employment_status: mapEnum(a.status?.value, STATUSES),
    employment_type: mapEnum(a.employment_type?.value, EMPLOYMENT_TYPES),
    start_date: isoDate(a.hire_date?.value),
    termination_date: isoDate(a.termination_date?.value),
    remote_created_at: isoDateTime(a.created_at?.value),
    avatar: str(a.profile_picture?.value),
    work_location_remote_id: str(a.office?.value?.attributes.id),
    manager_remote_id: str(a.supervisor?.value?.attributes.id?.value),
    compensation_history: compensation(e),
    group_remote_ids: groupsOf(e)
      .map(({ kind, group }) => groupRemoteId(kind, group.attributes.id))
      .filter((id): id is string => id !== null),
  };
}

/** Personio v1 has no group listing: the groups are the distinct departments, teams and cost centres employees belong to. */
export function toGroups(employees: readonly PersonioEmployee[]): RemoteGroup[] {
  const groups = new Map<string, RemoteGroup>();
  for (const e of employees) {
    for (const { kind, group } of groupsOf(e)) {
      const id = groupRemoteId(kind, group.attributes.id);
      if (id && !groups.has(id)) groups.set(id, { remote_id: id, name: str(group.attributes.name), type: GROUP_TYPES[kind] });
    }
  }
  return [...groups.values()];
}

export function toWorkLocation(o: PersonioOffice): RemoteWorkLocation {
  return { remote_id: String(o.attributes.id), name: str(o.attributes.name), type: null, address: null };
}

/** Null for a period without an employee (nothing to attach it to). */
export function toTimeOffEntry(t: PersonioTimeOffPeriod): RemoteTimeOffEntry | null {
  const a = t.attributes;
  const type = a.time_off_type?.attributes;
  const employeeId = str(a.employee?.attributes.id?.value);
  if (employeeId === null) return null;
  return {
    remote_id: String(a.id),
    employee_remote_id: employeeId,
    start_date: isoDate(a.start_date),
    end_date: isoDate(a.end_date),
    amount: toTenth(a.days_count),
    // This endpoint lists absences whose time unit is days.
    unit: 'days',
    status: mapEnum(a.status, TIME_OFF_STATUSES),
    employee_note: str(a.comment),
    policy_remote_id: str(type?.id),
    policy_name: str(type?.name),
    policy_type: mapEnum(type?.category, POLICY_TYPES),
    remote_created_at: isoDateTime(a.created_at),
    remote_modified_at: isoDateTime(a.updated_at),
  };
}

export function toTimeOffBalance(employeeId: string, b: PersonioBalance): RemoteTimeOffBalance {
  return {
    employee_remote_id: employeeId,
    balance: toTenth(b.balance),
    used: null,
    policy_remote_id: String(b.id),
    policy_name: str(b.name),
    policy_type: mapEnum(b.category, POLICY_TYPES),
    remote_created_at: null,
    remote_modified_at: null,
  };
}

const minutesOf = (hhmm: string | null): number | null => {
  const m = /^(\d{1,2}):(\d{2})/.exec(hhmm ?? '');
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

/**
 * Attendances are local wall-clock times without a timezone, so start and end instants stay unknown;
 * the hours worked follow from them (end - start - break, across midnight when end < start).
 */
export function toTimesheet(t: PersonioAttendance): RemoteTimesheet {
  const a = t.attributes;
  const start = minutesOf(str(a.start_time));
  const end = minutesOf(str(a.end_time));
  let hours: number | null = null;
  if (start !== null && end !== null) {
    const span = end >= start ? end - start : end + 24 * 60 - start;
    hours = toTenth((span - (a.break ?? 0)) / 60);
  }
  return {
    remote_id: String(t.id),
    employee_remote_id: String(a.employee),
    start_time: null,
    end_time: null,
    hours_worked: hours,
    remote_created_at: null,
    remote_modified_at: isoDateTime(a.updated_at),
  };
}
