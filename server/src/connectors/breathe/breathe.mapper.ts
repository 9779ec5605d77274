// Pure functions: Breathe HR JSON -> our Remote* model. Unknown stays null (STYLE idea 6).
import type {
  EmploymentStatus,
  EmploymentType,
  Gender,
  GroupType,
  PolicyType,
  RemoteCompany,
  RemoteEmployee,
  RemoteGroup,
  RemoteTimeOffEntry,
  RemoteWorkLocation,
} from '../../model';
import { blankEmployee, isoDate, isoDateTime, mapEnum, str, toTenth } from '../map-utils';
import type { BreatheAbsence, BreatheAccount, BreatheEmployee, BreatheNamed } from './breathe.types';

const GENDERS: Record<string, Gender> = { male: 'male', female: 'female' };
const STATUSES: Record<string, EmploymentStatus> = {
  'current employee': 'active',
  current: 'active',
  'ex-employee': 'inactive',
  'former employee': 'inactive',
  'new starter': 'pending',
};
const WORKING_PATTERNS: Record<string, EmploymentType> = {
  'full time': 'full_time',
  'full-time': 'full_time',
  'part time': 'part_time',
  'part-time': 'part_time',
};
const CONTRACT_TYPES: Record<string, EmploymentType> = { contractor: 'contractor', consultant: 'contractor' };
const POLICY_TYPES: Record<string, PolicyType> = {
  holiday: 'holiday',
  'annual leave': 'vacation',
  sickness: 'sick',
  sick: 'sick',
  bereavement: 'bereavement',
  'compassionate leave': 'bereavement',
  'jury service': 'jury_duty',
  'jury duty': 'jury_duty',
  volunteering: 'volunteer',
};

/** Breathe departments and divisions are separate lists with separate ids; our ids carry the kind. */
export const groupId = (kind: 'department' | 'division', id: number | string): string => `${kind}:${id}`;

export function toCompany(a: BreatheAccount['account']): RemoteCompany {
  return { remote_id: String(a.id), legal_name: null, display_name: str(a.name), tax_id: null, address: null };
}

export function toEmployee(e: BreatheEmployee): RemoteEmployee {
  const groups = [
    e.department?.id !== undefined ? groupId('department', e.department.id) : null,
    e.division?.id !== undefined ? groupId('division', e.division.id) : null,
  ];
  return {
    ...blankEmployee(String(e.id)),
    employee_number: str(e.employee_ref),
    first_name: str(e.first_name),
    last_name: str(e.last_name),
    job_title: str(e.job_title),
    work_email: str(e.email),
    personal_email: str(e.personal_email),
    mobile_phone_number: str(e.work_mobile) ?? str(e.personal_mobile),
    gender: mapEnum(e.gender, GENDERS),
    date_of_birth: isoDate(e.dob),
    employment_status: mapEnum(e.status, STATUSES),
    employment_type: mapEnum(e.contract_type, CONTRACT_TYPES) ?? mapEnum(e.full_or_part_time, WORKING_PATTERNS),
    start_date: isoDate(e.join_date),
    remote_created_at: isoDateTime(e.created_at),
    termination_date: isoDate(e.leaving_date),
    avatar: str(e.photo_url),
    work_location_remote_id: e.location?.id !== undefined ? String(e.location.id) : null,
    manager_remote_id: e.line_manager?.id !== undefined ? String(e.line_manager.id) : null,
    group_remote_ids: groups.filter((g): g is string => g !== null),
  };
}

export function toGroups(departments: readonly BreatheNamed[], divisions: readonly BreatheNamed[]): RemoteGroup[] {
  const as = (kind: 'department' | 'division', type: GroupType | null) => (g: BreatheNamed) => ({
    remote_id: groupId(kind, g.id),
    name: str(g.name),
    type,
  });
  // A division is a business unit above departments; none of our group types says that.
  return [...departments.map(as('department', 'department')), ...divisions.map(as('division', null))];
}

export function toWorkLocation(l: BreatheNamed): RemoteWorkLocation {
  return { remote_id: String(l.id), name: str(l.name), type: null, address: null };
}

/** Booked absences; cancelled ones are left out by the connector. Breathe deducts in days. */
export function toTimeOffEntry(a: BreatheAbsence): RemoteTimeOffEntry | null {
  const employeeId = a.employee?.id;
  if (employeeId === undefined || employeeId === null) return null;
  const type = str(a.type);
  return {
    remote_id: String(a.id),
    employee_remote_id: String(employeeId),
    start_date: isoDate(a.start_date),
    end_date: isoDate(a.end_date),
    amount: toTenth(a.deducted),
    unit: str(a.deducted) === null ? null : 'days',
    // An absence lists who approved it; without a name there is no telling.
    status: a.approved_by?.id !== undefined && a.approved_by?.id !== null ? 'approved' : null,
    employee_note: str(a.notes),
    policy_remote_id: null,
    policy_name: type,
    policy_type: mapEnum(type, POLICY_TYPES),
    remote_created_at: isoDateTime(a.created_at),
    remote_modified_at: isoDateTime(a.updated_at),
  };
}
