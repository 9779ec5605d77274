// Pure functions: Hailey HR JSON -> our Remote* model. Unknown stays null (STYLE idea 6); what cannot be read
// is nulled or skipped and counted in the sync report through the Reader, in Hailey's field names.
import type {
  EmploymentStatus,
  EmploymentType,
  Gender,
  RemoteEmployee,
  RemoteGroup,
  RemoteTimeOffEntry,
  RemoteWorkLocation,
} from '../../model';
import { address, amountIn, blankEmployee, kindId, knownIds, MALE_FEMALE, namedWorkLocation, str } from '../map-utils';
import { policyOf, policyTypeOfName } from '../policy-types';
import type { Reader } from '../reader';
import type { HaileyCompany, HaileyEmployee, HaileyNamed, HaileyTimeOff, HaileyTimeOffReason } from './hailyhr.types';

// "other" is a gender of its own, not "not specified": it stays unknown, uncounted.
const STATUSES: Record<string, EmploymentStatus> = { 'in service': 'active', 'will join': 'pending' };

/** Departments and teams are separate lists with separate ids; our ids carry the kind. */
export const groupId = (kind: 'department' | 'team', id: unknown): string | null => kindId(kind, id);

function gender(value: unknown, read: Reader): Gender | null {
  return str(value)?.toLowerCase() === 'other' ? null : read.enum(value, MALE_FEMALE, 'gender');
}

/** The scope of the employment in percent says full or part time; the type ("Permanent") does not. */
function employmentType(scope: unknown, read: Reader): EmploymentType | null {
  const percent = read.tenth(scope, 'scopePercentage');
  if (percent === null || percent <= 0) return null;
  return percent >= 100 ? 'full_time' : 'part_time';
}

/** An employee, or null (skipped, counted) without an id. Titles are ids; their names come from /Company. */
export function toEmployee(e: HaileyEmployee, titles: ReadonlyMap<string, string>, read: Reader): RemoteEmployee | null {
  const id = read.id(e.employeeId);
  if (id === null) return read.skip('employeeId', 'no employee id');
  const titleId = (e.titleIds ?? []).map(str).find((t): t is string => t !== null);
  const account = str(e.accountNumber);
  return {
    ...blankEmployee(id),
    employee_number: str(e.employmentNumber),
    first_name: str(e.firstName),
    last_name: str(e.lastName),
    job_title: titleId === undefined ? null : (titles.get(titleId) ?? null),
    work_email: str(e.companyEmail),
    personal_email: str(e.privateEmail),
    gender: gender(e.gender, read),
    date_of_birth: read.date(e.dateOfBirth, 'dateOfBirth'),
    employment_status: read.enum(e.employmentStatus, STATUSES, 'employmentStatus'),
    employment_type: employmentType(e.scopePercentage, read),
    start_date: read.date(e.dateOfJoining, 'dateOfJoining'),
    termination_date: read.date(e.lastDayOfEmployment, 'lastDayOfEmployment'),
    home_location: address({
      street_address: str(e.streetAddress),
      locality: str(e.city),
      post_code: str(e.postalCode),
      country: read.country(e.country, 'country'),
    }),
    work_location_remote_id: read.id(e.locationId),
    manager_remote_id: read.id(e.managerEmployeeId),
    bank_account:
      account === null ? null : { account_number: account, bank_name: str(e.bankName), bic: null, holder_name: null, iban: null },
    group_remote_ids: knownIds(groupId('department', e.departmentId), ...(e.teamIds ?? []).map((t) => groupId('team', t))),
  };
}

/** The company's title names by id (for job titles). */
export function titleNames(company: HaileyCompany): Map<string, string> {
  const names = new Map<string, string>();
  for (const t of company.titles ?? []) {
    const id = str(t.id);
    const name = str(t.name);
    if (id !== null && name !== null) names.set(id, name);
  }
  return names;
}

export function toGroups(company: HaileyCompany, read: Reader): RemoteGroup[] {
  const as = (kind: 'department' | 'team', list: HaileyNamed[] | null | undefined) =>
    read.each(list ?? [], (g) => {
      const remote_id = groupId(kind, g.id);
      return remote_id === null ? read.skip(`${kind === 'department' ? 'departments' : 'teams'}.id`, `${kind} without an id`) : { remote_id, name: str(g.name), type: kind };
    });
  return [...as('department', company.departments), ...as('team', company.teams)];
}

export function toWorkLocations(company: HaileyCompany, read: Reader): RemoteWorkLocation[] {
  return read.each(company.locations ?? [], (l) => {
    const id = read.id(l.id);
    return id === null ? read.skip('locations.id', 'location without an id') : namedWorkLocation(id, str(l.name));
  });
}

/**
 * Time off days: Hailey lists one row per employee and day, without an id of its own. An entry's id is
 * "<employeeId>:<date>:<timeOffReasonId>" (one reason per day per employee); a second row with the same three
 * is skipped and counted. Days outside [from, to] are left out.
 */
export function toTimeOffEntries(body: HaileyTimeOff, from: string, to: string, read: Reader): RemoteTimeOffEntry[] {
  const reasons = new Map<string, HaileyTimeOffReason>();
  for (const r of body.timeAndTimeOffSettings?.timeOffReasons ?? []) {
    const id = str(r.timeOffReasonId);
    if (id !== null) reasons.set(id, r);
  }
  const seen = new Set<string>();
  const out: RemoteTimeOffEntry[] = [];
  for (const employee of read.list<NonNullable<HaileyTimeOff['employees']>[number]>(body.employees, 'employees', 'Hailey HR')) {
    const employeeId = read.id(employee.employeeId);
    const days = employee.timeOffDates ?? [];
    if (employeeId === null) {
      if (days.length) read.skip('employeeId', 'time off without an employee id');
      continue;
    }
    out.push(
      ...read.each(days, (day): RemoteTimeOffEntry | null => {
        const date = read.date(day.date, 'timeOffDates.date');
        if (date === null) return read.skip('timeOffDates.date', 'time off day without a readable date');
        if (date < from || date > to) return null;
        const reasonId = read.id(day.timeOffReasonId);
        const remoteId = `${employeeId}:${date}:${reasonId ?? '-'}`;
        if (seen.has(remoteId)) return read.skip('timeOffDates', 'a second row for the same employee, day and reason');
        seen.add(remoteId);
        const reason = reasonId === null ? undefined : reasons.get(reasonId);
        const minutes = read.tenth(day.minutes, 'timeOffDates.minutes');
        return {
          remote_id: remoteId,
          employee_remote_id: employeeId,
          start_date: date,
          end_date: date,
          ...amountIn(minutes === null ? null : read.tenth(minutes / 60, 'timeOffDates.minutes'), 'hours'),
          // isApproved false means not (yet) approved: pending or declined, Hailey does not say which.
          status: day.isApproved === true ? 'approved' : null,
          employee_note: null,
          ...policyOf(reasonId, str(reason?.reason), policyTypeOfName(reason?.reason) ?? policyTypeOfName(reason?.timeOffCategory)),
          remote_created_at: null,
          remote_modified_at: null,
        };
      }),
    );
  }
  return out;
}
