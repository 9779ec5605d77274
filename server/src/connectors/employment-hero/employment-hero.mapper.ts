// Pure functions: Employment Hero JSON -> our Remote* model. Unknown stays null (STYLE idea 6); what cannot be
// read is nulled or skipped and counted in the sync report through the Reader, in Employment Hero's field names.
import type {
  MaritalStatus,
  RemoteCompany,
  RemoteEmployee,
  RemoteGroup,
  RemoteTimeOffEntry,
  RemoteTimesheet,
  TimeOffStatus,
} from '../../model';
import { address, blankEmployee, employeeRecordIds, kindId, MALE_FEMALE, namedCompany, str, timeOffSpan } from '../map-utils';
import { policyOf } from '../policy-types';
import type { Reader } from '../reader';
import type { EhEmployee, EhLeaveRequest, EhOrganisationDetail, EhRef, EhTeam, EhTimesheetEntry } from './employment-hero.types';

const MARITAL: Record<string, MaritalStatus> = { single: 'single', married: 'married', divorced: 'divorced' };
const LEAVE_STATUSES: Record<string, TimeOffStatus> = { approved: 'approved', pending: 'pending', declined: 'rejected' };

/** Teams and cost centres are separate lists with separate ids; our ids carry the kind. */
export const groupId = (kind: 'team' | 'cost_centre', id: unknown): string | null => kindId(kind, id);

export function toCompany(o: EhOrganisationDetail, read: Reader): RemoteCompany | null {
  const id = read.id(o.id);
  if (id === null) return read.skip('id', 'no organisation id');
  return namedCompany(id, str(o.name), address({ street_address: str(o.primary_address), country: read.country(o.country, 'country') }));
}

const costCentres = (e: EhEmployee): EhRef[] => [...(e.primary_cost_centre ? [e.primary_cost_centre] : []), ...(e.secondary_cost_centres ?? [])];

/** An employee, or null (skipped, counted) without an id. */
export function toEmployee(e: EhEmployee, read: Reader): RemoteEmployee | null {
  const id = read.id(e.id);
  if (id === null) return read.skip('id', 'no employee id');
  return {
    ...blankEmployee(id),
    employee_number: str(e.code),
    first_name: str(e.first_name),
    last_name: str(e.last_name),
    nationality: str(e.nationality),
    job_title: str(e.job_title),
    work_email: str(e.company_email),
    personal_email: str(e.personal_email),
    mobile_phone_number: str(e.personal_mobile_number) ?? str(e.company_mobile),
    gender: read.enum(e.gender, MALE_FEMALE, 'gender'),
    marital_status: read.enum(e.marital_status, MARITAL, 'marital_status'),
    date_of_birth: read.date(e.date_of_birth, 'date_of_birth'),
    start_date: read.date(e.start_date, 'start_date'),
    termination_date: read.date(e.termination_date, 'termination_date'),
    avatar: str(e.avatar_url),
    // The address is one free-text line ("Sydney, NSW"); the country is its own field.
    home_location: address({ street_address: str(e.address), country: read.country(e.country, 'country') }),
    manager_remote_id: read.id(e.primary_manager?.id),
    group_remote_ids: costCentres(e)
      .map((c) => groupId('cost_centre', c.id))
      .filter((g): g is string => g !== null),
  };
}

/** Teams, and the cost centres the employees name (Employment Hero lists no cost centres of its own). */
export function toGroups(teams: readonly EhTeam[], employees: readonly EhEmployee[], read: Reader): RemoteGroup[] {
  const groups = read.each(teams, (t): RemoteGroup | null => {
    const remote_id = groupId('team', t.id);
    return remote_id === null ? read.skip('id', 'team without an id') : { remote_id, name: str(t.name), type: 'team' };
  });
  const seen = new Set<string>();
  for (const c of employees.flatMap(costCentres)) {
    const remote_id = groupId('cost_centre', c.id);
    if (remote_id === null) read.skip('primary_cost_centre.id', 'cost centre without an id');
    else if (!seen.has(remote_id)) {
      seen.add(remote_id);
      groups.push({ remote_id, name: str(c.name), type: 'cost_centre' });
    }
  }
  return groups;
}

/** A leave request, or null (skipped, counted) without its id or employee. Amounts are hours. */
export function toTimeOffEntry(l: EhLeaveRequest, read: Reader): RemoteTimeOffEntry | null {
  const ids = employeeRecordIds(read, [l.id, 'id', 'no leave request id'], [l.employee_id, 'employee_id', 'no employee id']);
  if (ids === null) return null;
  return {
    ...ids,
    ...timeOffSpan(read, [l.total_hours, 'total_hours'], 'hours', [l.start_date, 'start_date'], [l.end_date, 'end_date']),
    status: read.enum(l.status, LEAVE_STATUSES, 'status'),
    employee_note: str(l.comment) ?? str(l.reason),
    ...policyOf(null, str(l.leave_category_name)),
    remote_created_at: null,
    remote_modified_at: null,
  };
}

/** A timesheet entry, or null (skipped, counted) without its id or employee. `time` is seconds worked. */
export function toTimesheet(t: EhTimesheetEntry, read: Reader): RemoteTimesheet | null {
  const ids = employeeRecordIds(read, [t.id, 'id', 'no timesheet entry id'], [t.employee_id, 'employee_id', 'no employee id']);
  if (ids === null) return null;
  const seconds = read.tenth(t.time, 'time');
  return {
    ...ids,
    start_time: read.dateTime(t.start_time, 'start_time'),
    end_time: read.dateTime(t.end_time, 'end_time'),
    hours_worked: seconds === null ? null : read.tenth(seconds / 3600, 'time'),
    remote_created_at: null,
    remote_modified_at: null,
  };
}
