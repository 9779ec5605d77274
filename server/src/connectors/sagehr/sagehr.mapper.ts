// Pure functions: Sage HR JSON -> our Remote* model. Unknown stays null (STYLE idea 6); what cannot be read is
// nulled or skipped and counted in the sync report through the Reader, in Sage HR's field names.
import type {
  EmploymentType,
  RemoteEmployee,
  RemoteEmploymentEntry,
  RemoteGroup,
  RemoteTimeOffBalance,
  RemoteTimeOffEntry,
  TimeOffStatus,
} from '../../model';
import { address, blankEmployee, employeeRecordIds, FULL_PART_OR_CONTRACTOR, joinLines, knownIds, MALE_FEMALE, mapEnum, str, timeOffSpan } from '../map-utils';
import { policyOf } from '../policy-types';
import type { Reader } from '../reader';
import type { SageBalance, SageEmployee, SageHistoryEntry, SageLeaveRequest, SagePolicy, SageTeam } from './sagehr.types';

// Sage HR's employment statuses are the kind of contract, each account's own list: its defaults map.
const EMPLOYMENT_TYPES: Record<string, EmploymentType> = { ...FULL_PART_OR_CONTRACTOR, freelancer: 'contractor', intern: 'other' };

const TIME_OFF_STATUSES: Record<string, TimeOffStatus> = {
  approved: 'approved',
  pending: 'pending',
  declined: 'rejected',
  rejected: 'rejected',
};

/** Requests Sage HR keeps that are not time off. */
const DEAD_STATUSES = new Set(['cancelled', 'canceled']);

/** A request's or balance's policy from its policy id: the name comes from Sage HR's policy list. */
export type Policies = (id: string | null) => ReturnType<typeof policyOf>;

export function indexPolicies(policies: readonly SagePolicy[]): Policies {
  const byId = new Map(policies.flatMap((p) => (str(p.id) ? [[str(p.id)!, p] as const] : [])));
  return (id) => policyOf(id, str(byId.get(id ?? '')?.name));
}

function history(e: SageEmployee, read: Reader): RemoteEmploymentEntry[] {
  // Sage HR keeps position and team changes apart; each is an entry of its own, dated by its start.
  const positions = (e.position_history ?? []).map((h: SageHistoryEntry) => ({
    job_title: str(h.position_name),
    effective_date: read.date(h.start_date, 'position_history.start_date'),
    group_remote_id: null,
    manager_remote_id: null,
  }));
  const teams = (e.team_history ?? []).map((h: SageHistoryEntry) => ({
    job_title: null,
    effective_date: read.date(h.start_date, 'team_history.start_date'),
    group_remote_id: str(h.team_id),
    manager_remote_id: null,
  }));
  return [...positions, ...teams].sort((a, b) => (a.effective_date ?? '').localeCompare(b.effective_date ?? ''));
}

/**
 * An employee of the active list (GET /employees) or the terminated one (GET /terminated-employees), or null
 * (skipped, counted) without an id. Active employees starting after today are pending.
 */
export function toEmployee(e: SageEmployee, today: string, read: Reader, terminated = false): RemoteEmployee | null {
  const id = read.id(e.id);
  if (id === null) return read.skip('id', 'no employee id');
  const start = read.date(e.employment_start_date, 'employment_start_date');
  return {
    ...blankEmployee(id),
    employee_number: str(e.employee_number),
    first_name: str(e.first_name),
    last_name: str(e.last_name),
    job_title: str(e.position),
    work_email: str(e.email),
    mobile_phone_number: str(e.mobile_phone),
    gender: read.enum(e.gender, MALE_FEMALE, 'gender'),
    date_of_birth: read.date(e.date_of_birth, 'date_of_birth'),
    employment_status: terminated ? 'inactive' : start !== null && start > today ? 'pending' : 'active',
    employment_type: mapEnum(e.employment_status, EMPLOYMENT_TYPES),
    start_date: start,
    termination_date: read.date(e.termination_date, 'termination_date'),
    avatar: str(e.picture_url),
    home_location: address({
      street_address: joinLines(e.street_first, e.street_second),
      locality: str(e.city),
      country: read.country(e.country, 'country'),
      post_code: str(e.post_code),
    }),
    manager_remote_id: str(e.reports_to_employee_id),
    employment_history: history(e, read),
    group_remote_ids: knownIds(str(e.team_id)),
  };
}

export function toGroup(t: SageTeam, read: Reader): RemoteGroup | null {
  const id = read.id(t.id);
  return id === null ? read.skip('id', 'team without an id') : { remote_id: id, name: str(t.name), type: 'team' };
}

/** A leave request, or null (skipped, counted) without ids or when it was cancelled. */
export function toTimeOffEntry(r: SageLeaveRequest, policies: Policies, read: Reader): RemoteTimeOffEntry | null {
  const ids = employeeRecordIds(read, [r.id, 'id', 'no leave request id'], [r.employee_id, 'employee_id', 'no employee id']);
  if (ids === null) return null;
  if (DEAD_STATUSES.has(str(r.status_code)?.toLowerCase() ?? '')) return read.skip('status_code', 'cancelled request');
  return {
    ...ids,
    ...timeOffSpan(read, [r.hours, 'hours'], 'hours', [r.start_date, 'start_date'], [r.end_date, 'end_date']),
    status: read.enum(r.status_code, TIME_OFF_STATUSES, 'status_code'),
    employee_note: str(r.details),
    ...policies(str(r.policy_id)),
    // request_date is a calendar date, not an instant.
    remote_created_at: null,
    remote_modified_at: null,
  };
}

export function toTimeOffBalance(employeeId: string, b: SageBalance, policies: Policies, read: Reader): RemoteTimeOffBalance | null {
  const policyId = read.id(b.policy_id);
  if (policyId === null) return read.skip('policy_id', 'balance without a policy');
  return {
    employee_remote_id: employeeId,
    balance: read.tenth(b.available, 'available'),
    used: read.tenth(b.used, 'used'),
    ...policies(policyId),
    remote_created_at: null,
    remote_modified_at: null,
  };
}
