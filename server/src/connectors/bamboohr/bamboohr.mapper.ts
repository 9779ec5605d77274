// Pure functions: BambooHR JSON -> our Remote* model. Unknown stays null (STYLE idea 6).
import type {
  CompensationEntry,
  Currency,
  EmploymentStatus,
  EmploymentType,
  Ethnicity,
  Gender,
  GroupType,
  MaritalStatus,
  PayFrequency,
  PolicyType,
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
import { address, blankEmployee, countryCode, isoDate, isoDateTime, joinLines, mapEnum, str, toTenth } from '../map-utils';
import { parseCentsOrNull } from '../parse-number';
import type {
  BamboohrBalance,
  BamboohrCompanyInformation,
  BamboohrEmployee,
  BamboohrListField,
  BamboohrTimeOffRequest,
  BamboohrTimesheetEntry,
} from './bamboohr.types';

const GENDERS: Record<string, Gender> = { male: 'male', female: 'female' };

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
const EMPLOYMENT_TYPES: Record<string, EmploymentType> = {
  'full-time': 'full_time',
  'full time': 'full_time',
  'part-time': 'part_time',
  'part time': 'part_time',
  contractor: 'contractor',
  contract: 'contractor',
  intern: 'other',
};

const PAY_FREQUENCIES: Record<string, PayFrequency> = {
  weekly: 'weekly',
  'every other week': 'biweekly',
  'twice a month': 'semimonthly',
  monthly: 'monthly',
  annually: 'year',
  quarterly: 'other',
  daily: 'other',
};

const CURRENCIES: Record<string, Currency> = { usd: 'usd', gbp: 'gbp', eur: 'eur' };

const TIME_OFF_STATUSES: Record<string, TimeOffStatus> = {
  approved: 'approved',
  requested: 'pending',
  denied: 'rejected',
  declined: 'rejected',
};

const TIME_OFF_UNITS: Record<string, TimeOffUnit> = { days: 'days', hours: 'hours' };

/** Time off type names are account-defined; only names that say what they are get a policy type. */
export const POLICY_TYPES: Record<string, PolicyType> = {
  vacation: 'vacation',
  'paid time off': 'vacation',
  pto: 'vacation',
  'annual leave': 'vacation',
  holiday: 'holiday',
  sick: 'sick',
  'sick leave': 'sick',
  bereavement: 'bereavement',
  'jury duty': 'jury_duty',
  personal: 'personal',
  volunteer: 'volunteer',
  volunteering: 'volunteer',
};

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

export function toCompany(domain: string, info: BamboohrCompanyInformation): RemoteCompany {
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
      country: countryCode(a.country),
      post_code: str(a.zip),
    }),
  };
}

/** "85000.00 USD": the currency code BambooHR appends to currency fields. */
function currencyOf(value: unknown): Currency | null {
  const code = /([A-Za-z]{3})\s*$/.exec(str(value) ?? '');
  return code ? mapEnum(code[1], CURRENCIES) : null;
}

function compensation(e: BamboohrEmployee): CompensationEntry[] {
  if (str(e.payRate) === null) return [];
  return [
    {
      pay_rate: parseCentsOrNull(e.payRate),
      pay_period: str(e.payPer),
      pay_frequency: mapEnum(e.payFrequency, PAY_FREQUENCIES),
      employment_type: mapEnum(e.employmentHistoryStatus, EMPLOYMENT_TYPES),
      currency: currencyOf(e.payRate),
      effective_date: isoDate(e.payRateEffectiveDate),
      notes: null,
    },
  ];
}

export function toEmployee(e: BamboohrEmployee, lists: BamboohrLists): RemoteEmployee {
  const groups = [lists.department.get(str(e.department) ?? ''), lists.division.get(str(e.division) ?? '')];
  return {
    ...blankEmployee(String(e.id)),
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
    gender: mapEnum(e.gender, GENDERS),
    ethnicity: mapEnum(e.ethnicity, ETHNICITIES),
    marital_status: mapEnum(e.maritalStatus, MARITAL_STATUSES),
    date_of_birth: isoDate(e.dateOfBirth),
    employment_status: mapEnum(e.status, EMPLOYMENT_STATUSES),
    employment_type: mapEnum(e.employmentHistoryStatus, EMPLOYMENT_TYPES),
    start_date: isoDate(e.hireDate),
    termination_date: isoDate(e.terminationDate),
    home_location: address({
      street_address: joinLines(e.address1, e.address2),
      locality: str(e.city),
      administrative_area: str(e.state),
      country: countryCode(e.country),
      post_code: str(e.zipcode),
    }),
    work_location_remote_id: lists.location.get(str(e.location) ?? '') ?? null,
    manager_remote_id: str(e.supervisorEId),
    compensation_history: compensation(e),
    group_remote_ids: groups.filter((g): g is string => g !== undefined),
  };
}

export function toGroups(lists: readonly BamboohrListField[]): RemoteGroup[] {
  const kinds: Array<[string, GroupType | null]> = [
    ['department', 'department'],
    // A division is BambooHR's business-unit level; none of our group types says that.
    ['division', null],
  ];
  return kinds.flatMap(([alias, type]) =>
    (lists.find((l) => l.alias === alias)?.options ?? []).map((o) => ({ remote_id: String(o.id), name: str(o.name), type })),
  );
}

export function toWorkLocations(lists: readonly BamboohrListField[]): RemoteWorkLocation[] {
  return (lists.find((l) => l.alias === 'location')?.options ?? []).map((o) => ({
    remote_id: String(o.id),
    name: str(o.name),
    type: null,
    address: null,
  }));
}

export function toTimeOffEntry(r: BamboohrTimeOffRequest): RemoteTimeOffEntry {
  const policyName = str(r.type?.name);
  return {
    remote_id: String(r.id),
    employee_remote_id: String(r.employeeId),
    start_date: isoDate(r.start),
    end_date: isoDate(r.end),
    amount: toTenth(r.amount?.amount),
    unit: mapEnum(r.amount?.unit, TIME_OFF_UNITS),
    status: mapEnum(r.status?.status, TIME_OFF_STATUSES),
    employee_note: str(r.notes?.employee),
    policy_remote_id: str(r.type?.id),
    policy_name: policyName,
    policy_type: mapEnum(policyName, POLICY_TYPES),
    // BambooHR dates these with calendar dates only ("created": "2019-09-04"), not instants.
    remote_created_at: isoDateTime(r.created),
    remote_modified_at: isoDateTime(r.status?.lastChanged),
  };
}

export function toTimeOffBalance(employeeId: string, b: BamboohrBalance): RemoteTimeOffBalance {
  const name = str(b.name);
  return {
    employee_remote_id: employeeId,
    balance: toTenth(b.balance),
    used: toTenth(b.usedYearToDate),
    policy_remote_id: str(b.timeOffType),
    policy_name: name,
    policy_type: mapEnum(name, POLICY_TYPES),
    remote_created_at: null,
    remote_modified_at: null,
  };
}

export function toTimesheet(t: BamboohrTimesheetEntry): RemoteTimesheet {
  return {
    remote_id: String(t.id),
    employee_remote_id: String(t.employeeId),
    start_time: isoDateTime(t.start),
    end_time: isoDateTime(t.end),
    hours_worked: toTenth(t.hours),
    remote_created_at: null,
    remote_modified_at: null,
  };
}

export function toIdentity(e: Partial<BamboohrEmployee>): RemoteIdentity {
  return { name: str(e.displayName), email: str(e.workEmail), phone_number: str(e.mobilePhone) };
}
