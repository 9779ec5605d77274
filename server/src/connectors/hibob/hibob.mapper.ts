// Pure functions: HiBob JSON -> our Remote* model. Unknown stays null (STYLE idea 6); what cannot be read is
// nulled or skipped and counted in the sync report through the Reader, in HiBob's field names.
// HiBob answers list fields (job title, department, site) with list item ids ("machine format"). Ids are what
// groups and work locations are keyed by; names come from the humanReadable node (humanReadable=APPEND) or, in
// the work table, from the named list the field metadata points at.
import type {
  EmploymentStatus,
  RemoteEmployee,
  RemoteEmploymentEntry,
  RemoteGroup,
  RemoteTimeOffEntry,
  RemoteWorkLocation,
  TimeOffStatus,
  TimeOffUnit,
} from '../../model';
import { blankEmployee, knownIds, MALE_FEMALE, namedWorkLocation, str } from '../map-utils';
import { policyOf } from '../policy-types';
import type { Reader } from '../reader';
import type { HibobListItem, HibobPerson, HibobTimeOffChange, HibobWorkEntry } from './hibob.types';

const STATUSES: Record<string, EmploymentStatus> = { active: 'active', inactive: 'inactive' };
const UNITS: Record<string, TimeOffUnit> = { days: 'days', hours: 'hours' };
/**
 * The changes feed's change types that leave a request standing. Created is a request that stands approved
 * (pending ones come as Pending, and only with includePending); Canceled and Deleted ones are gone.
 */
const LIVE_CHANGES: Record<string, TimeOffStatus> = { created: 'approved', pending: 'pending' };

/** List item id -> display name, for one named list. */
export type ListNames = ReadonlyMap<string, string>;

/** Every item of a named list, nested ones included (anything that is no item, such as a null child, left out). */
export function flattenList(items: readonly (HibobListItem | null)[]): HibobListItem[] {
  return items.flatMap((item) =>
    item !== null && typeof item === 'object' ? [item, ...(Array.isArray(item.children) ? flattenList(item.children) : [])] : [],
  );
}

const itemName = (item: HibobListItem): string | null => str(item.name) ?? str(item.value);

export function listNames(items: readonly HibobListItem[]): ListNames {
  const names = new Map<string, string>();
  for (const item of flattenList(items)) {
    const id = str(item.id);
    const name = itemName(item);
    if (id !== null && name !== null) names.set(id, name);
  }
  return names;
}

/** The work table's entries; the job title is a list item id, named through the title list. */
export function toEmploymentHistory(entries: readonly HibobWorkEntry[], titles: ListNames, read: Reader): RemoteEmploymentEntry[] {
  return entries.map((w) => {
    const title = str(w.title);
    const name = title === null ? null : (titles.get(title) ?? null);
    if (title !== null && name === null) read.report.nulled('work.title', 'not an item of the job title list');
    return {
      job_title: name,
      effective_date: read.date(w.effectiveDate, 'work.effectiveDate'),
      group_remote_id: str(w.department),
      manager_remote_id: str(w.reportsTo?.id),
    };
  });
}

/** An employee of the people search, or null (skipped, counted) without an id. */
export function toEmployee(p: HibobPerson, history: RemoteEmploymentEntry[], read: Reader): RemoteEmployee | null {
  const id = read.id(p.id);
  if (id === null) return read.skip('id', 'no employee id');
  const work = p.work ?? {};
  const readable = p.humanReadable ?? {};
  return {
    ...blankEmployee(id),
    employee_number: str(work.employeeIdInCompany),
    first_name: str(p.firstName),
    last_name: str(p.surname),
    display_full_name: str(p.displayName),
    // work.title is a list item id; its name is in the humanReadable node.
    job_title: str(readable.work?.title),
    work_email: str(p.email),
    personal_email: str(p.home?.privateEmail),
    mobile_phone_number: str(p.home?.mobilePhone),
    gender: read.enum(str(readable.home?.legalGender) ?? p.home?.legalGender, MALE_FEMALE, 'home.legalGender'),
    employment_status: read.enum(p.internal?.status, STATUSES, 'internal.status'),
    start_date: read.date(work.startDate, 'work.startDate'),
    termination_date: read.date(p.internal?.terminationDate, 'internal.terminationDate'),
    avatar: str(p.about?.avatar),
    work_location_remote_id: str(work.siteId) ?? str(work.site),
    manager_remote_id: str(work.reportsTo?.id),
    employment_history: history,
    group_remote_ids: knownIds(str(work.department)),
  };
}

function toListRecords<T>(items: readonly HibobListItem[], read: Reader, make: (id: string, name: string | null) => T): T[] {
  return read.each(flattenList(items), (item) => {
    const id = read.id(item.id);
    return id === null ? read.skip('id', 'no list item id') : make(id, itemName(item));
  });
}

/** The department list's items (nested ones included) as groups, keyed by item id as employees name them. */
export function toGroups(items: readonly HibobListItem[], read: Reader): RemoteGroup[] {
  return toListRecords(items, read, (id, name) => ({ remote_id: id, name, type: 'department' as const }));
}

/** The site list's items as work locations (the list has no addresses). */
export function toWorkLocations(items: readonly HibobListItem[], read: Reader): RemoteWorkLocation[] {
  return toListRecords(items, read, namedWorkLocation);
}

/**
 * The changes feed lists each creation, approval wait, cancellation and deletion of a request; the last change
 * of a request says what stands. Cancelled and deleted requests are left out; changes without a request or
 * employee id are skipped.
 */
export function toTimeOffEntries(changes: readonly HibobTimeOffChange[], read: Reader): RemoteTimeOffEntry[] {
  const latest = new Map<string, HibobTimeOffChange>();
  for (const change of changes) {
    const id = read.id(change.requestId);
    if (id === null) {
      read.skip('requestId', 'no request id');
      continue;
    }
    latest.delete(id); // keep insertion order = order of the last change
    latest.set(id, change);
  }
  return read.each([...latest], ([id, c]) => {
    const change = str(c.changeType);
    if (change === null) return read.skip('changeType', 'no change type');
    const status = LIVE_CHANGES[change.toLowerCase()];
    if (!status) return read.skip('changeType', `${change.toLowerCase()} request`); // cancelled or deleted: not time off
    const employee = read.id(c.employeeId);
    if (employee === null) return read.skip('employeeId', 'no employee id');
    return {
      remote_id: id,
      employee_remote_id: employee,
      // Hour requests carry one date; day requests a range.
      start_date: read.date(c.startDate ?? c.date, c.startDate != null ? 'startDate' : 'date'),
      end_date: read.date(c.endDate ?? c.date, c.endDate != null ? 'endDate' : 'date'),
      amount: read.tenth(c.totalCost, 'totalCost'),
      unit: read.enum(c.durationUnit, UNITS, 'durationUnit'),
      status,
      employee_note: null,
      // HiBob's UK default "Holiday" is annual leave: vacation (policy-types.ts).
      ...policyOf(null, str(c.policyTypeDisplayName)),
      remote_created_at: null,
      remote_modified_at: null,
    };
  });
}
