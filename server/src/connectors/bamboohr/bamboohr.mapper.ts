// Pure functions: BambooHR JSON -> our Remote* model. Unknown stays null (STYLE idea 6); what cannot be
// read is nulled or skipped and counted in the sync report through the Reader, in BambooHR's field names.
import type {
  CompensationEntry,
  Currency,
  EmploymentStatus,
  EmploymentType,
  Ethnicity,
  GroupType,
  MaritalStatus,
  PayFrequency,
  RemoteCompany,
  RemoteEmployee,
  RemoteGroup,
  RemoteIdentity,
  RemoteTimeOffBalance,
  RemoteTimeOffEntry,
  RemoteTimesheet,
  RemoteWorkLocation,
  TimeOffStatus,
  TimeOffUnit,
} from '../../model';
import { address, blankEmployee, currencyCode, employeeRecordIds, FULL_PART_OR_CONTRACTOR, joinLines, knownIds, MALE_FEMALE, mapEnum, namedWorkLocation, str } from '../map-utils';
import { policyOf } from '../policy-types';
import type { Reader } from '../reader';
import type {
  BamboohrBalance,
  BamboohrCompanyInformation,
  BamboohrEmployee,
  BamboohrListField,
  BamboohrTimeOffRequest,
  BamboohrTimesheetEntry,
} from './bamboohr.types';

// EEO categories as BambooHR lists them.
const ETHNICITIES: Record<string, Ethnicity> = {
  white: 'white',
  'black or african american': 'black',
  'hispanic or latino': 'hispanic',
  asian: 'asian',
  'two or more races': 'mixed',
  'american indian or alaska native': 'other',
  'native hawaiian or other pacific islander': 'other',
  'decline to answer': 'not_specified',
};

const MARITAL_STATUSES: Record<string, MaritalStatus> = {
  single: 'single',
  married: 'married',
  divorced: 'divorced',
  widowed: 'other',
  separated: 'other',
  'domestic partnership': 'other',
  'civil partnership': 'other',
};

const EMPLOYMENT_STATUSES: Record<string, EmploymentStatus> = { active: 'active', inactive: 'inactive' };

// BambooHR's default employment-status options; account-specific ones stay unknown.
const EMPLOYMENT_TYPES: Record<string, EmploymentType> = { ...FULL_PART_OR_CONTRACTOR, contract: 'contractor', intern: 'other' };

const PAY_FREQUENCIES: Record<string, PayFrequency> = {
  weekly: 'weekly',
  'every other week': 'biweekly',
  'twice a month': 'semimonthly',
  monthly: 'monthly',
  annually: 'year',
  quarterly: 'other',
  daily: 'other',
};

const TIME_OFF_STATUSES: Record<string, TimeOffStatus> = {
  approved: 'approved',
  requested: 'pending',
  denied: 'rejected',
  declined: 'rejected',
};

/**
 * Requests BambooHR keeps that are not time off: canceled ones, and superseded ones (replaced by a newer
 * request for the same leave; BambooHR spells it "superceded"). The connector asks for live statuses only;
 * any that still come are skipped.
 */
const DEAD_STATUSES: Record<string, string> = {
  canceled: 'canceled request',
  cancelled: 'canceled request',
  superceded: 'superseded by a newer request',
  superseded: 'superseded by a newer request',
};

const TIME_OFF_UNITS: Record<string, TimeOffUnit> = { days: 'days', hours: 'hours' };

/** Name -> id of the options of one list field (department, division, location) from /v1/meta/lists. */
export type ListIndex = ReadonlyMap<string, string>;

export interface BamboohrLists {
  department: ListIndex;
  division: ListIndex;
  location: ListIndex;
}

export function indexList(lists: readonly BamboohrListField[], alias: string): ListIndex {
  const list = lists.find((l) => l.alias === alias);
  const index = new Map<string, string>();
  for (const option of list?.options ?? []) {
    const name = str(option.name);
    const id = str(option.id);
    if (name && id) index.set(name, id);
  }
  return index;
}

export function toCompany(domain: string, info: BamboohrCompanyInformation, read: Reader): RemoteCompany {
  const a = info.address ?? {};
  return {
    remote_id: domain,
    legal_name: str(info.legalName),
    display_name: str(info.displayName),
    tax_id: null,
    address: address({
      street_address: joinLines(a.line1, a.line2),
      locality: str(a.city),
      administrative_area: str(a.state),
      country: read.country(a.country, 'address.country'),
      post_code: str(a.zip),
    }),
  };
}

/** "85000.00 USD": the currency code BambooHR appends to currency fields. */
function currencyOf(value: unknown): Currency | null {
  const code = /([A-Za-z]{3})\s*$/.exec(str(value) ?? '');
  return code ? currencyCode(code[1]) : null;
}

function compensation(e: BamboohrEmployee, read: Reader): CompensationEntry[] {
  if (str(e.payRate) === null) return [];
  return [
    {
      pay_rate: read.cents(e.payRate, 'payRate'),
      pay_period: str(e.payPer),
      pay_frequency: read.enum(e.payFrequency, PAY_FREQUENCIES, 'payFrequency'),
      employment_type: mapEnum(e.employmentHistoryStatus, EMPLOYMENT_TYPES),
      currency: currencyOf(e.payRate),
      effective_date: read.date(e.payRateEffectiveDate, 'payRateEffectiveDate'),
      notes: null,
    },
  ];
}

/** An employee (report row or Get Employee), or null (skipped, counted) without an id. */
export function toEmployee(e: BamboohrEmployee, lists: BamboohrLists, read: Reader): RemoteEmployee | null {
  const id = read.id(e.id);
  if (id === null) return read.skip('id', 'no employee id');
  const groups = [lists.department.get(str(e.department) ?? ''), lists.division.get(str(e.division) ?? '')];
  return {
    ...blankEmployee(id),
    employee_number: str(e.employeeNumber),
    first_name: str(e.firstName),
    last_name: str(e.lastName),
    display_full_name: str(e.displayName),
    nationality: str(e.nationality),
    job_title: str(e.jobTitle),
    work_email: str(e.workEmail),
    personal_email: str(e.homeEmail),
    mobile_phone_number: str(e.mobilePhone),
    tax_id: str(e.ssn) ?? str(e.nin) ?? str(e.sin),
    gender: read.enum(e.gender, MALE_FEMALE, 'gender'),
    ethnicity: read.enum(e.ethnicity, ETHNICITIES, 'ethnicity'),
    marital_status: read.enum(e.maritalStatus, MARITAL_STATUSES, 'maritalStatus'),
    date_of_birth: read.date(e.dateOfBirth, 'dateOfBirth'),
    employment_status: read.enum(e.status, EMPLOYMENT_STATUSES, 'status'),
    // Employment statuses are account-defined options: those outside BambooHR's defaults stay unknown, uncounted.
    employment_type: mapEnum(e.employmentHistoryStatus, EMPLOYMENT_TYPES),
    start_date: read.date(e.hireDate, 'hireDate'),
    termination_date: read.date(e.terminationDate, 'terminationDate'),
    home_location: address({
      street_address: joinLines(e.address1, e.address2),
      locality: str(e.city),
      administrative_area: str(e.state),
      country: read.country(e.country, 'country'),
      post_code: str(e.zipcode),
    }),
    work_location_remote_id: lists.location.get(str(e.location) ?? '') ?? null,
    manager_remote_id: str(e.supervisorEId),
    compensation_history: compensation(e, read),
    group_remote_ids: knownIds(...groups),
  };
}

/** The options of one list field, those without an id skipped (counted). */
function options<T>(lists: readonly BamboohrListField[], alias: string, read: Reader, map: (id: string, name: string | null) => T): T[] {
  return read.each(lists.find((l) => l.alias === alias)?.options ?? [], (o) => {
    const id = read.id(o.id);
    return id === null ? read.skip('options.id', `${alias} option without an id`) : map(id, str(o.name));
  });
}

export function toGroups(lists: readonly BamboohrListField[], read: Reader): RemoteGroup[] {
  const kinds: Array<[string, GroupType | null]> = [
    ['department', 'department'],
    // A division is BambooHR's business-unit level; none of our group types says that.
    ['division', null],
  ];
  return kinds.flatMap(([alias, type]) => options(lists, alias, read, (remote_id, name) => ({ remote_id, name, type })));
}

export function toWorkLocations(lists: readonly BamboohrListField[], read: Reader): RemoteWorkLocation[] {
  return options(lists, 'location', read, namedWorkLocation);
}

/** A time off request, or null (skipped, counted) without ids or when it is canceled or superseded. */
export function toTimeOffEntry(r: BamboohrTimeOffRequest, read: Reader): RemoteTimeOffEntry | null {
  const ids = employeeRecordIds(read, [r.id, 'id', 'no time off request id'], [r.employeeId, 'employeeId', 'no employee id']);
  if (ids === null) return null;
  const dead = DEAD_STATUSES[str(r.status?.status)?.toLowerCase() ?? ''];
  if (dead) return read.skip('status.status', dead);
  return {
    ...ids,
    start_date: read.date(r.start, 'start'),
    end_date: read.date(r.end, 'end'),
    amount: read.tenth(r.amount?.amount, 'amount.amount'),
    unit: read.enum(r.amount?.unit, TIME_OFF_UNITS, 'amount.unit'),
    status: read.enum(r.status?.status, TIME_OFF_STATUSES, 'status.status'),
    employee_note: str(r.notes?.employee),
    ...policyOf(str(r.type?.id), str(r.type?.name)),
    // BambooHR dates these with calendar dates only ("created": "2019-09-04", company timezone), not instants.
    remote_created_at: null,
    remote_modified_at: null,
  };
}

export function toTimeOffBalance(employeeId: string, b: BamboohrBalance, read: Reader): RemoteTimeOffBalance {
  return {
    employee_remote_id: employeeId,
    balance: read.tenth(b.balance, 'balance'),
    used: read.tenth(b.usedYearToDate, 'usedYearToDate'),
    ...policyOf(str(b.timeOffType), str(b.name)),
    remote_created_at: null,
    remote_modified_at: null,
  };
}

/** A timesheet entry, or null (skipped, counted) without ids. Hour entries have no start and end. */
export function toTimesheet(t: BamboohrTimesheetEntry, read: Reader): RemoteTimesheet | null {
  const ids = employeeRecordIds(read, [t.id, 'id', 'no timesheet entry id'], [t.employeeId, 'employeeId', 'no employee id']);
  if (ids === null) return null;
  return {
    ...ids,
    start_time: read.dateTime(t.start, 'start'),
    end_time: read.dateTime(t.end, 'end'),
    hours_worked: read.tenth(t.hours, 'hours'),
    remote_created_at: read.dateTime(t.createdAt, 'createdAt'),
    remote_modified_at: read.dateTime(t.updatedAt, 'updatedAt'),
  };
}

export function toIdentity(e: Partial<BamboohrEmployee>): RemoteIdentity {
  return { name: str(e.displayName), email: str(e.workEmail), phone_number: str(e.mobilePhone) };
}
