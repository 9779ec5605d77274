// Pure functions: Breathe HR JSON -> our Remote* model. Unknown stays null (STYLE idea 6); what cannot be read is
// nulled or skipped and counted in the sync report through the Reader, in Breathe's field names.
import type {
  EmploymentStatus,
  EmploymentType,
  GroupType,
  RemoteCompany,
  RemoteEmployee,
  RemoteGroup,
  RemoteTimeOffEntry,
  RemoteWorkLocation,
} from '../../model';
import { blankEmployee, employeeRecordIds, FULL_OR_PART_TIME, knownIds, MALE_FEMALE, mapEnum, namedCompany, namedWorkLocation, str, timeOffSpan } from '../map-utils';
import { policyOf } from '../policy-types';
import type { Reader } from '../reader';
import type { BreatheAbsence, BreatheAccount, BreatheEmployee, BreatheNamed } from './breathe.types';

const STATUSES: Record<string, EmploymentStatus> = {
  'current employee': 'active',
  current: 'active',
  'ex-employee': 'inactive',
  'former employee': 'inactive',
  'new starter': 'pending',
};
const CONTRACT_TYPES: Record<string, EmploymentType> = { contractor: 'contractor', consultant: 'contractor' };

/** Breathe departments and divisions are separate lists with separate ids; our ids carry the kind. */
export const groupId = (kind: 'department' | 'division', id: string): string => `${kind}:${id}`;

export function toCompany(a: NonNullable<BreatheAccount['account']>, read: Reader): RemoteCompany | null {
  const id = read.id(a.id);
  if (id === null) return read.skip('account.id', 'no account id');
  return namedCompany(id, str(a.name));
}

/** An employee, or null (skipped, counted) without an id. */
export function toEmployee(e: BreatheEmployee, read: Reader): RemoteEmployee | null {
  const id = read.id(e.id);
  if (id === null) return read.skip('id', 'no employee id');
  const department = read.id(e.department?.id);
  const division = read.id(e.division?.id);
  return {
    ...blankEmployee(id),
    employee_number: str(e.employee_ref),
    first_name: str(e.first_name),
    last_name: str(e.last_name),
    job_title: str(e.job_title),
    work_email: str(e.email),
    personal_email: str(e.personal_email),
    mobile_phone_number: str(e.work_mobile) ?? str(e.personal_mobile),
    gender: read.enum(e.gender, MALE_FEMALE, 'gender'),
    date_of_birth: read.date(e.dob, 'dob'),
    employment_status: read.enum(e.status, STATUSES, 'status'),
    // Free-text classifications: an unknown one is no odd value, so it stays null uncounted.
    employment_type: mapEnum(e.contract_type, CONTRACT_TYPES) ?? mapEnum(e.full_or_part_time, FULL_OR_PART_TIME),
    start_date: read.date(e.join_date, 'join_date'),
    remote_created_at: read.dateTime(e.created_at, 'created_at'),
    termination_date: read.date(e.leaving_date, 'leaving_date'),
    avatar: str(e.photo_url),
    work_location_remote_id: read.id(e.location?.id),
    manager_remote_id: read.id(e.line_manager?.id),
    group_remote_ids: knownIds(department && groupId('department', department), division && groupId('division', division)),
  };
}

export function toGroups(departments: readonly BreatheNamed[], divisions: readonly BreatheNamed[], read: Reader): RemoteGroup[] {
  const as = (kind: 'department' | 'division', type: GroupType | null) => (g: BreatheNamed) => {
    const id = read.id(g.id);
    if (id === null) return read.skip(`${kind}s.id`, `no ${kind} id`);
    return { remote_id: groupId(kind, id), name: str(g.name), type };
  };
  // A division is a business unit above departments; none of our group types says that.
  return [...read.each(departments, as('department', 'department')), ...read.each(divisions, as('division', null))];
}

export function toWorkLocation(l: BreatheNamed, read: Reader): RemoteWorkLocation | null {
  const id = read.id(l.id);
  if (id === null) return read.skip('id', 'no location id');
  return namedWorkLocation(id, str(l.name));
}

/**
 * A booked absence, or null (skipped, counted) without its ids; cancelled ones are left out by the connector.
 * Breathe's type is "Holiday" (UK annual leave: vacation) or "OtherLeave", whose reason names it. Breathe
 * deducts in days.
 */
export function toTimeOffEntry(a: BreatheAbsence, read: Reader): RemoteTimeOffEntry | null {
  const ids = employeeRecordIds(read, [a.id, 'id', 'no absence id'], [a.employee?.id, 'employee.id', 'no employee id']);
  if (ids === null) return null;
  const type = str(a.type);
  const name = type !== null && /^other/i.test(type) ? (str(a.leave_reason) ?? type) : type;
  return {
    ...ids,
    ...timeOffSpan(read, [a.deducted, 'deducted'], 'days', [a.start_date, 'start_date'], [a.end_date, 'end_date']),
    // An absence lists who approved it; without a name there is no telling.
    status: read.id(a.approved_by?.id) !== null ? 'approved' : null,
    employee_note: str(a.notes),
    ...policyOf(null, name),
    remote_created_at: read.dateTime(a.created_at, 'created_at'),
    remote_modified_at: read.dateTime(a.updated_at, 'updated_at'),
  };
}
