// Pure functions: Deel JSON -> our Remote* model. Unknown stays null (STYLE idea 6).
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
import { address, blankEmployee, countryCode, isoDate, isoDateTime, mapEnum, str, toTenth } from '../map-utils';
import type { DeelEmployment, DeelOrganization, DeelPerson, DeelTimeOff } from './deel.types';

// Deel's hiring statuses; offboarding and the contract states are left unknown rather than guessed.
const STATUSES: Record<string, EmploymentStatus> = { active: 'active', inactive: 'inactive', onboarding: 'pending' };
// Deel says how someone is hired, not their hours: only a contractor maps with certainty.
const EMPLOYMENT_TYPES: Record<string, EmploymentType> = { contractor: 'contractor' };
// USED is approved time off already taken; CANCELED has no counterpart and stays null.
const TIME_OFF_STATUSES: Record<string, TimeOffStatus> = {
  REQUESTED: 'pending',
  APPROVED: 'approved',
  USED: 'approved',
  REJECTED: 'rejected',
};

/** Departments (uuid) and teams (numeric) are separate id spaces in Deel: our remote ids carry the kind. */
export const departmentId = (id: string): string => `department:${id}`;
export const teamId = (id: string): string => `team:${id}`;

export function toCompany(org: DeelOrganization): RemoteCompany {
  return {
    remote_id: String(org.id),
    legal_name: null, // the organization has legal entities of its own; its name is a display name
    display_name: str(org.name),
    tax_id: null,
    address: null,
  };
}

function email(person: DeelPerson, type: string): string | null {
  return str(person.emails?.find((e) => e.type === type)?.value);
}

/** The employment that describes the person now: the first one not ended, else the first. */
function currentEmployment(person: DeelPerson): DeelEmployment | null {
  const all = person.employments ?? [];
  return all.find((e) => e.is_ended !== true) ?? all[0] ?? null;
}

function employmentEntry(e: DeelEmployment, managerId: string | null): RemoteEmploymentEntry {
  const team = str(e.team?.id);
  return {
    job_title: str(e.job_title),
    effective_date: isoDate(e.start_date),
    group_remote_id: team ? teamId(team) : null,
    manager_remote_id: managerId,
  };
}

export function toEmployee(person: DeelPerson): RemoteEmployee {
  const current = currentEmployment(person);
  const home = person.addresses?.[0];
  const managerId = str(person.direct_manager?.id);
  const department = str(person.department?.id);
  const teams = (person.employments ?? []).filter((e) => e.is_ended !== true).map((e) => str(e.team?.id));
  return {
    ...blankEmployee(String(person.id)),
    employee_number: str(person.worker_id),
    first_name: str(person.first_name),
    last_name: str(person.last_name),
    display_full_name: str(person.full_name),
    nationality: str(person.nationalities?.[0]),
    job_title: str(person.job_title) ?? str(current?.job_title),
    work_email: email(person, 'work') ?? str(current?.work_email),
    personal_email: email(person, 'personal'),
    date_of_birth: isoDate(person.birth_date),
    employment_status: mapEnum(person.hiring_status, STATUSES),
    employment_type: mapEnum(person.hiring_type ?? current?.hiring_type, EMPLOYMENT_TYPES),
    start_date: isoDate(person.start_date),
    remote_created_at: isoDateTime(person.created_at),
    termination_date: isoDate(person.direct_employee_termination_last_day) ?? isoDate(current?.termination_last_day),
    home_location: home
      ? address({
          street_address: str(home.streetAddress),
          locality: str(home.locality),
          administrative_area: str(home.region),
          country: countryCode(home.country),
          post_code: str(home.postalCode),
        })
      : null,
    manager_remote_id: managerId,
    employment_history: (person.employments ?? []).map((e) => employmentEntry(e, managerId)),
    group_remote_ids: [
      ...(department ? [departmentId(department)] : []),
      ...new Set(teams.filter((t): t is string => t !== null).map(teamId)),
    ],
  };
}

/** Departments and teams as the people list names them (one id space each, see departmentId). */
export function toGroups(people: readonly DeelPerson[]): RemoteGroup[] {
  const groups = new Map<string, RemoteGroup>();
  for (const person of people) {
    const department = str(person.department?.id);
    if (department) groups.set(departmentId(department), { remote_id: departmentId(department), name: str(person.department?.name), type: 'department' });
    for (const employment of person.employments ?? []) {
      const team = str(employment.team?.id);
      if (team) groups.set(teamId(team), { remote_id: teamId(team), name: str(employment.team?.name), type: 'team' });
    }
  }
  return [...groups.values()].sort((a, b) => a.remote_id.localeCompare(b.remote_id));
}

export function toTimeOffEntry(t: DeelTimeOff): RemoteTimeOffEntry {
  return {
    remote_id: String(t.id),
    employee_remote_id: String(t.recipient_profile?.hris_profile_id ?? ''),
    start_date: isoDate(t.start_date),
    end_date: isoDate(t.end_date),
    amount: toTenth(t.amount),
    unit: null, // Deel counts in the policy's unit (days or hours), which the request does not carry
    status: mapEnum(t.status, TIME_OFF_STATUSES),
    employee_note: str(t.description),
    policy_remote_id: str(t.time_off_type_id),
    policy_name: null,
    policy_type: null,
    remote_created_at: isoDateTime(t.created_at),
    remote_modified_at: isoDateTime(t.updated_at),
  };
}
