// Pure functions: HiBob JSON -> our Remote* model. Unknown stays null (STYLE idea 6).
import type {
  EmploymentStatus,
  Gender,
  PolicyType,
  RemoteEmployee,
  RemoteEmploymentEntry,
  RemoteGroup,
  RemoteTimeOffEntry,
  RemoteWorkLocation,
  TimeOffUnit,
} from '../../model';
import { blankEmployee, isoDate, mapEnum, str, toTenth } from '../map-utils';
import type { HibobListItem, HibobPerson, HibobTimeOffChange, HibobWorkEntry } from './hibob.types';

const GENDERS: Record<string, Gender> = { male: 'male', female: 'female' };
const STATUSES: Record<string, EmploymentStatus> = { active: 'active', inactive: 'inactive' };
const UNITS: Record<string, TimeOffUnit> = { days: 'days', hours: 'hours' };

/** Bob's built-in policy types; company-defined ones stay unknown. */
const POLICY_TYPES: Record<string, PolicyType> = {
  holiday: 'holiday',
  vacation: 'vacation',
  sick: 'sick',
  'sick leave': 'sick',
  sickness: 'sick',
  bereavement: 'bereavement',
  'jury duty': 'jury_duty',
  personal: 'personal',
  volunteering: 'volunteer',
};

export function toEmploymentHistory(entries: readonly HibobWorkEntry[]): RemoteEmploymentEntry[] {
  return entries.map((w) => ({
    job_title: str(w.title),
    effective_date: isoDate(w.effectiveDate),
    group_remote_id: str(w.department),
    manager_remote_id: str(w.reportsTo?.id),
  }));
}

export function toEmployee(p: HibobPerson, work: readonly HibobWorkEntry[] = []): RemoteEmployee {
  const department = str(p.work?.department);
  return {
    ...blankEmployee(p.id),
    employee_number: str(p.work?.employeeIdInCompany),
    first_name: str(p.firstName),
    last_name: str(p.surname),
    display_full_name: str(p.displayName),
    job_title: str(p.work?.title),
    work_email: str(p.email),
    personal_email: str(p.home?.privateEmail),
    mobile_phone_number: str(p.home?.mobilePhone),
    gender: mapEnum(p.home?.legalGender, GENDERS),
    employment_status: mapEnum(p.internal?.status, STATUSES),
    start_date: isoDate(p.work?.startDate),
    termination_date: isoDate(p.internal?.terminationDate),
    avatar: str(p.about?.avatar),
    work_location_remote_id: str(p.work?.siteId),
    manager_remote_id: str(p.work?.reportsTo?.id),
    employment_history: toEmploymentHistory(work),
    group_remote_ids: department ? [department] : [],
  };
}

function flatten(items: readonly HibobListItem[]): HibobListItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

export function toGroups(items: readonly HibobListItem[]): RemoteGroup[] {
  return flatten(items).map((i) => ({ remote_id: String(i.id), name: str(i.name) ?? str(i.value), type: 'department' }));
}

export function toWorkLocations(items: readonly HibobListItem[]): RemoteWorkLocation[] {
  return flatten(items).map((i) => ({ remote_id: String(i.id), name: str(i.name) ?? str(i.value), type: null, address: null }));
}

/**
 * The changes feed lists every creation, cancellation and deletion; the last change of a request wins,
 * and cancelled or deleted requests are left out.
 */
export function toTimeOffEntries(changes: readonly HibobTimeOffChange[]): RemoteTimeOffEntry[] {
  const latest = new Map<number, HibobTimeOffChange>();
  for (const change of changes) {
    latest.delete(change.requestId); // keep insertion order = order of the last change
    latest.set(change.requestId, change);
  }
  return [...latest.values()]
    .filter((c) => c.changeType === 'Created')
    .map((c) => {
      const policyName = str(c.policyTypeDisplayName);
      return {
        remote_id: String(c.requestId),
        employee_remote_id: c.employeeId,
        start_date: isoDate(c.startDate ?? c.date),
        end_date: isoDate(c.endDate ?? c.date),
        amount: toTenth(c.totalCost),
        unit: mapEnum(c.durationUnit, UNITS),
        // The feed does not carry the approval status of a request.
        status: null,
        employee_note: null,
        policy_remote_id: null,
        policy_name: policyName,
        policy_type: mapEnum(policyName, POLICY_TYPES),
        remote_created_at: null,
        remote_modified_at: null,
      };
    });
}
