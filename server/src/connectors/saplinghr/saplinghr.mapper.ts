// Pure functions: Sapling JSON -> our Remote* model. Unknown stays null (STYLE idea 6); what cannot be read is
// nulled or skipped and counted in the sync report through the Reader, in Sapling's field names.
import type { EmploymentStatus, RemoteEmployee, RemoteGroup, RemoteWorkLocation } from '../../model';
import { blankEmployee, distinctNames, kindId, knownIds, namedWorkLocation, str } from '../map-utils';
import type { Reader } from '../reader';
import type { SaplingUser } from './saplinghr.types';

const STATES: Record<string, EmploymentStatus> = { active: 'active', inactive: 'inactive' };

/** Departments have no ids in the user record: a group is its name ("department:<name>"). */
export const departmentId = (name: unknown): string | null => kindId('department', name);

/** A user, or null (skipped, counted) without a GUID. */
export function toEmployee(u: SaplingUser, read: Reader): RemoteEmployee | null {
  const id = read.id(u.guid);
  if (id === null) return read.skip('guid', 'no user guid');
  return {
    ...blankEmployee(id),
    first_name: str(u.first_name),
    last_name: str(u.last_name),
    job_title: str(u.job_title),
    work_email: str(u.company_email),
    personal_email: str(u.personal_email),
    employment_status: read.enum(u.state, STATES, 'state'),
    start_date: read.date(u.start_date, 'start_date'),
    // Locations have no ids either: the name is the work location's id.
    work_location_remote_id: str(u.location),
    group_remote_ids: knownIds(departmentId(u.department)),
  };
}

/** The distinct departments the users name. */
export function toGroups(users: readonly SaplingUser[]): RemoteGroup[] {
  return distinctNames(users, (u) => str(u.department)).map((name) => ({ remote_id: departmentId(name)!, name, type: 'department' }));
}

/** The distinct locations the users name. */
export function toWorkLocations(users: readonly SaplingUser[]): RemoteWorkLocation[] {
  return distinctNames(users, (u) => str(u.location)).map((name) => namedWorkLocation(name, name));
}
