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
import { address, blankEmployee, employeeRecordIds, joinLines, knownIds, namedCompany, str, timeOffSpan } from '../map-utils';
import { policyOf } from '../policy-types';
import type { Reader } from '../reader';
import type { OysterAddress, OysterCompany, OysterDepartment, OysterEngagement, OysterEntitlement, OysterTimeOffRequest } from './oysterhr.types';

// Only values Oyster documents are mapped; any other is nulled and counted in the sync report. The description
// (oyster-hr/oysterhr.com.yaml) shows engagement states DRAFT (employments) and IN_PROGRESS (contracts) by example
// only, and says what DRAFT is nowhere; Oyster's hiring guide does: an employment is created as a draft before it is
// submitted for onboarding (https://docs.oysterhr.com/docs/creating-and-submitting-an-eor-employment), so a hire
// that has not started. What IN_PROGRESS means (a running contract, or one still being set up) is not said:
// nulled and counted, as is any other state.
const STATES: Record<string, EmploymentStatus> = { DRAFT: 'pending' };

// The description shows employment.employmentType only as null: no value is documented, so any is nulled and counted.
const EMPLOYMENT_TYPES: Record<string, EmploymentType> = {};

// Time off request states: SUBMITTED in every example of GET /v1/time_off/requests; APPROVED and REJECTED in the
// examples of the approve and reject operations' 422 answers ("Can't approve a request that's in the APPROVED
// state", "Can't reject a request that's in the REJECTED state"). A submitted request awaits that approval.
const TIME_OFF_STATUSES: Record<string, TimeOffStatus> = { SUBMITTED: 'pending', APPROVED: 'approved', REJECTED: 'rejected' };

// Time off types: VACATION is the only one the description shows (with reason PAID_TIME_OFF). Oyster's help centre
// names other kinds (sick leave, unpaid leave, paid other) but not their API values, so those are nulled and counted
// (the type itself is still the policy's name).
const POLICY_TYPES: Record<string, PolicyType> = { VACATION: 'vacation' };

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
  // One name; whether it is the legal one is not said. The registration number is not a tax id.
  return namedCompany(id, str(c.name), place(c.addresses?.corporateAddress, read, 'corporateAddress'));
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
    employment_type: contractor ? 'contractor' : read.enum(e.employment?.employmentType, EMPLOYMENT_TYPES, 'employment.employmentType'),
    start_date: read.date(e.startDate, 'startDate'),
    termination_date: read.date(e.employment?.lastDayOn, 'employment.lastDayOn'),
    home_location: place(details?.addresses?.livingAddress, read, 'livingAddress'),
    compensation_history: contractor ? [] : compensation(e.employment, read),
    group_remote_ids: knownIds(str(e.department?.departmentId)),
  };
}

/**
 * "+44" and "7700 900123" -> "+44 7700 900123". The description gives phoneNumber.countryCode no example, and its other
 * countryCode values are ISO 3166 letters (engagements, addresses): a country code that is not a dialling code is
 * left out.
 */
function joinWithPlus(countryCode: unknown, number: unknown): string | null {
  const digits = str(number);
  const prefix = str(countryCode);
  return digits && prefix?.startsWith('+') ? `${prefix} ${digits}` : digits;
}

export function toGroup(d: OysterDepartment, read: Reader): RemoteGroup | null {
  const id = read.id(d.departmentId);
  return id === null ? read.skip('departmentId', 'department without an id') : { remote_id: id, name: str(d.name), type: 'department' };
}

/** A time off request, or null (skipped, counted) without its ids. */
export function toTimeOffEntry(r: OysterTimeOffRequest, read: Reader): RemoteTimeOffEntry | null {
  const ids = employeeRecordIds(
    read,
    [r.timeOffRequestId, 'timeOffRequestId', 'no time off request id'],
    [r.engagement?.engagementId, 'engagement.engagementId', 'no engagement id'],
  );
  if (ids === null) return null;
  const type = str(r.type);
  return {
    ...ids,
    ...timeOffSpan(read, [r.periodInHours, 'periodInHours'], 'hours', [r.startDate, 'startDate'], [r.endDate, 'endDate']),
    status: read.enum(r.state, TIME_OFF_STATUSES, 'state'),
    employee_note: str(r.requesterComments),
    // Oyster names the kind of leave (VACATION, …); it has no policies of its own.
    ...policyOf(type, type, read.enum(type, POLICY_TYPES, 'type')),
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
    ...policyOf(null, null, 'vacation'),
    remote_created_at: null,
    remote_modified_at: null,
  };
}
