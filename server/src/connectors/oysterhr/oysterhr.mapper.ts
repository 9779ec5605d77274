// Pure functions: Oyster HR JSON -> our Remote* model. Unknown stays null (STYLE idea 6); what cannot be read is
// nulled or skipped and counted in the sync report through the Reader, in Oyster's field names.
import type {
  Address,
  CompensationEntry,
  EmploymentStatus,
  EmploymentType,
  PolicyType,
  RemoteCompany,
  RemoteEmployee,
  RemoteGroup,
  RemoteTimeOffBalance,
  RemoteTimeOffEntry,
  TimeOffStatus,
} from '../../model';
import { address, amountIn, blankEmployee, joinLines, mapEnum, str } from '../map-utils';
import type { Reader } from '../reader';
import type { OysterAddress, OysterCompany, OysterDepartment, OysterEngagement, OysterEntitlement, OysterTimeOffRequest } from './oysterhr.types';

// Engagement states whose meaning is plain; others (IN_PROGRESS, …) stay null and are counted.
const STATES: Record<string, EmploymentStatus> = {
  ACTIVE: 'active',
  DRAFT: 'pending',
  ONBOARDING: 'pending',
  OFFBOARDED: 'inactive',
  TERMINATED: 'inactive',
};

const EMPLOYMENT_TYPES: Record<string, EmploymentType> = { FULL_TIME: 'full_time', PART_TIME: 'part_time' };

const TIME_OFF_STATUSES: Record<string, TimeOffStatus> = {
  SUBMITTED: 'pending',
  PENDING: 'pending',
  APPROVED: 'approved',
  REJECTED: 'rejected',
  DECLINED: 'rejected',
};

/** Requests that are no time off: withdrawn by the requester. */
const DEAD_STATES = new Set(['CANCELLED', 'CANCELED', 'WITHDRAWN']);

const POLICY_TYPES: Record<string, PolicyType> = {
  VACATION: 'vacation',
  ANNUAL_LEAVE: 'vacation',
  SICK: 'sick',
  SICK_LEAVE: 'sick',
  BEREAVEMENT: 'bereavement',
  PERSONAL: 'personal',
  PUBLIC_HOLIDAY: 'holiday',
  JURY_DUTY: 'jury_duty',
  VOLUNTEER: 'volunteer',
};

function place(a: OysterAddress | null | undefined, read: Reader, field: string): Address | null {
  if (!a) return null;
  return address({
    street_address: joinLines(a.addressLine1, a.addressLine2),
    locality: str(a.city),
    administrative_area: str(a.region),
    country: read.country(a.countryCode, `${field}.countryCode`),
    post_code: str(a.postalCode),
  });
}

export function toCompany(c: OysterCompany, read: Reader): RemoteCompany | null {
  const id = read.id(c.companyId);
  if (id === null) return read.skip('companyId', 'no company id');
  return {
    remote_id: id,
    // One name; whether it is the legal one is not said. The registration number is not a tax id.
    legal_name: null,
    display_name: str(c.name),
    tax_id: null,
    address: place(c.addresses?.corporateAddress, read, 'corporateAddress'),
  };
}

function compensation(salary: OysterEngagement['employment'], read: Reader): CompensationEntry[] {
  const amount = salary?.salary;
  if (!amount || str(amount.decimal) === null) return [];
  // What period the salary is for is not said.
  return [{ pay_rate: read.cents(amount.decimal, 'salary.decimal'), pay_period: null, pay_frequency: null, employment_type: null, currency: read.currency(amount.currencyCode, 'salary.currencyCode'), effective_date: null, notes: null }];
}

/** An engagement (an EOR employment or a contractor's contract), or null (skipped, counted) without an id. */
export function toEmployee(e: OysterEngagement, read: Reader): RemoteEmployee | null {
  const id = read.id(e.engagementId);
  if (id === null) return read.skip('engagementId', 'no engagement id');
  const terms = e.employment ?? e.contract ?? null;
  const contractor = e.engagementType === 'CONTRACT';
  const details = e.personalDetails;
  const phone = details?.phoneNumbers?.default;
  const department = str(e.department?.departmentId);
  return {
    ...blankEmployee(id),
    // Oyster keeps one name, not its parts.
    display_full_name: str(details?.name) ?? str(terms?.fullLegalName) ?? str(terms?.name),
    nationality: str(details?.citizenships?.[0]),
    job_title: str(e.role),
    work_email: str(terms?.email),
    // A contractor's own tax id (the contract's taxIdNumber); employments carry none.
    tax_id: str(e.contract?.taxIdNumber),
    mobile_phone_number: phone ? joinWithPlus(phone.countryCode, phone.number) : null,
    date_of_birth: read.date(details?.dateOfBirth, 'personalDetails.dateOfBirth'),
    employment_status: read.enum(e.state, STATES, 'state'),
    employment_type: contractor ? 'contractor' : mapEnum(e.employment?.employmentType, EMPLOYMENT_TYPES),
    start_date: read.date(e.startDate, 'startDate'),
    termination_date: read.date(e.employment?.lastDayOn, 'employment.lastDayOn'),
    home_location: place(details?.addresses?.livingAddress, read, 'livingAddress'),
    compensation_history: contractor ? [] : compensation(e.employment, read),
    group_remote_ids: department ? [department] : [],
  };
}

/** "+44" and "7700 900123" -> "+44 7700 900123"; a country code that is not a dialling code is left out. */
function joinWithPlus(countryCode: unknown, number: unknown): string | null {
  const digits = str(number);
  const prefix = str(countryCode);
  return digits && prefix?.startsWith('+') ? `${prefix} ${digits}` : digits;
}

export function toGroup(d: OysterDepartment, read: Reader): RemoteGroup | null {
  const id = read.id(d.departmentId);
  return id === null ? read.skip('departmentId', 'department without an id') : { remote_id: id, name: str(d.name), type: 'department' };
}

/** A time off request, or null (skipped, counted) without ids or when it was withdrawn. */
export function toTimeOffEntry(r: OysterTimeOffRequest, read: Reader): RemoteTimeOffEntry | null {
  const id = read.id(r.timeOffRequestId);
  const engagementId = read.id(r.engagement?.engagementId);
  if (id === null) return read.skip('timeOffRequestId', 'no time off request id');
  if (engagementId === null) return read.skip('engagement.engagementId', 'no engagement id');
  if (DEAD_STATES.has(str(r.state) ?? '')) return read.skip('state', 'withdrawn request');
  const type = str(r.type);
  const hours = read.tenth(r.periodInHours, 'periodInHours');
  return {
    remote_id: id,
    employee_remote_id: engagementId,
    start_date: read.date(r.startDate, 'startDate'),
    end_date: read.date(r.endDate, 'endDate'),
    ...amountIn(hours, 'hours'),
    status: read.enum(r.state, TIME_OFF_STATUSES, 'state'),
    employee_note: str(r.requesterComments),
    // Oyster names the kind of leave (VACATION, SICK, …); it has no policies of its own.
    policy_remote_id: type,
    policy_name: type,
    policy_type: mapEnum(type, POLICY_TYPES),
    remote_created_at: null,
    remote_modified_at: null,
  };
}

/** An engagement's annual leave entitlement: what is available and what was taken, in days. */
export function toTimeOffBalance(t: OysterEntitlement, read: Reader): RemoteTimeOffBalance | null {
  const engagementId = read.id(t.engagement?.engagementId);
  if (engagementId === null) return read.skip('engagement.engagementId', 'no engagement id');
  return {
    employee_remote_id: engagementId,
    balance: read.tenth(t.availableBalance, 'availableBalance'),
    used: read.tenth(t.taken, 'taken'),
    policy_remote_id: null,
    policy_name: null,
    policy_type: 'vacation',
    remote_created_at: null,
    remote_modified_at: null,
  };
}
