// Pure functions: Deel JSON -> our Remote* model. Unknown stays null (STYLE idea 6); what cannot be read is nulled
// or skipped and counted in the sync report through the Reader, in Deel's field names.
import type {
  EmploymentStatus,
  EmploymentType,
  RemoteCompany,
  RemoteEmployee,
  RemoteEmploymentEntry,
  RemoteGroup,
  RemoteTimeOffEntry,
  TimeOffStatus,
} from '../../model';
import { address, blankEmployee, employeeRecordIds, mapEnum, namedCompany, str } from '../map-utils';
import { policyOf } from '../policy-types';
import type { Reader } from '../reader';
import type { DeelEmployment, DeelOrganization, DeelPerson, DeelTimeOff } from './deel.types';

// Deel's hiring statuses; offboarding and the contract states are left unknown rather than guessed.
const STATUSES: Record<string, EmploymentStatus> = { active: 'active', inactive: 'inactive', onboarding: 'pending' };
// Deel says how someone is hired, not their hours: only a contractor maps with certainty.
const EMPLOYMENT_TYPES: Record<string, EmploymentType> = { contractor: 'contractor' };
// USED is approved time off already taken; a CANCELED request is not time off (skipped).
const TIME_OFF_STATUSES: Record<string, TimeOffStatus> = {
  REQUESTED: 'pending',
  APPROVED: 'approved',
  USED: 'approved',
  REJECTED: 'rejected',
};

/** Departments and teams are separate id spaces in Deel: our remote ids carry the kind. */
export const departmentId = (id: string): string => `department:${id}`;
export const teamId = (id: string): string => `team:${id}`;

export function toCompany(org: DeelOrganization, id: string): RemoteCompany {
  // The organization has legal entities of its own; its name is a display name.
  return namedCompany(id, str(org.name));
}

/** The objects of a list the schema types as objects (anything else, such as null, left out). */
const objects = <T>(list: readonly (T | null)[] | null | undefined): T[] =>
  Array.isArray(list) ? list.filter((x): x is T => x !== null && typeof x === 'object') : [];

function email(person: DeelPerson, type: string): string | null {
  return str(objects(person.emails).find((e) => e.type === type)?.value);
}

/** The employment that describes the person now: the first one not ended, else the first. */
function currentEmployment(person: DeelPerson): DeelEmployment | null {
  const all = objects(person.employments);
  return all.find((e) => e.is_ended !== true) ?? all[0] ?? null;
}

function employmentEntry(e: DeelEmployment, managerId: string | null, read: Reader): RemoteEmploymentEntry {
  const team = str(e.team?.id);
  return {
    job_title: str(e.job_title),
    effective_date: read.date(e.start_date, 'employments.start_date'),
    group_remote_id: team ? teamId(team) : null,
    manager_remote_id: managerId,
  };
}

/** A person, or null (skipped, counted) without an id. */
export function toEmployee(person: DeelPerson, read: Reader): RemoteEmployee | null {
  const id = read.id(person.id);
  if (id === null) return read.skip('id', 'no person id');
  const current = currentEmployment(person);
  const home = objects(person.addresses)[0];
  const managerId = str(person.direct_manager?.id);
  const department = str(person.department?.id);
  const teams = objects(person.employments).filter((e) => e.is_ended !== true).map((e) => str(e.team?.id));
  const nationalities = person.nationalities;
  return {
    ...blankEmployee(id),
    employee_number: str(person.worker_id),
    first_name: str(person.first_name),
    last_name: str(person.last_name),
    display_full_name: str(person.full_name),
    nationality: str(Array.isArray(nationalities) ? nationalities[0] : nationalities),
    job_title: str(person.job_title) ?? str(current?.job_title),
    work_email: email(person, 'work') ?? str(current?.work_email),
    personal_email: email(person, 'personal'),
    date_of_birth: read.date(person.birth_date, 'birth_date'),
    employment_status: read.enum(person.hiring_status, STATUSES, 'hiring_status'),
    // Deel's hiring types say how someone is hired (eor, direct_employee, …); only contractor maps, silently.
    employment_type: mapEnum(person.hiring_type ?? current?.hiring_type, EMPLOYMENT_TYPES),
    start_date: read.date(person.start_date, 'start_date'),
    remote_created_at: read.dateTime(person.created_at, 'created_at'),
    termination_date:
      read.date(person.direct_employee_termination_last_day, 'direct_employee_termination_last_day') ??
      read.date(current?.termination_last_day, 'employments.termination_last_day'),
    home_location: home
      ? address({
          street_address: str(home.streetAddress),
          locality: str(home.locality),
          administrative_area: str(home.region),
          country: read.country(home.country, 'addresses.country'),
          post_code: str(home.postalCode),
        })
      : null,
    manager_remote_id: managerId,
    employment_history: objects(person.employments).map((e) => employmentEntry(e, managerId, read)),
    group_remote_ids: [
      ...(department ? [departmentId(department)] : []),
      ...new Set(teams.filter((t): t is string => t !== null).map(teamId)),
    ],
  };
}

/** Departments and teams as the people list names them (one id space each, see departmentId). */
export function toGroups(people: readonly DeelPerson[]): RemoteGroup[] {
  const groups = new Map<string, RemoteGroup>();
  for (const person of objects(people)) {
    const department = str(person.department?.id);
    if (department) groups.set(departmentId(department), { remote_id: departmentId(department), name: str(person.department?.name), type: 'department' });
    for (const employment of objects(person.employments)) {
      const team = str(employment.team?.id);
      if (team) groups.set(teamId(team), { remote_id: teamId(team), name: str(employment.team?.name), type: 'team' });
    }
  }
  return [...groups.values()].sort((a, b) => a.remote_id.localeCompare(b.remote_id));
}

/** A time off request, or null (skipped, counted) without an id or person, or when cancelled. */
export function toTimeOffEntry(t: DeelTimeOff, read: Reader): RemoteTimeOffEntry | null {
  const ids = employeeRecordIds(read, [t.id, 'id', 'no time off id'], [t.recipient_profile?.hris_profile_id, 'recipient_profile.hris_profile_id', 'no person id']);
  if (ids === null) return null;
  if (str(t.status)?.toUpperCase() === 'CANCELED') return read.skip('status', 'canceled request');
  return {
    ...ids,
    // Whole days, written as date-times: the calendar date they were written with.
    start_date: read.date(t.start_date, 'start_date'),
    end_date: read.date(t.end_date, 'end_date'),
    amount: read.tenth(t.amount, 'amount'),
    unit: null, // Deel counts in the policy's unit (days or hours), which the request does not carry
    status: read.enum(t.status, TIME_OFF_STATUSES, 'status'),
    employee_note: str(t.description),
    ...policyOf(str(t.time_off_type_id), null),
    remote_created_at: read.dateTime(t.created_at, 'created_at'),
    remote_modified_at: read.dateTime(t.updated_at, 'updated_at'),
  };
}
