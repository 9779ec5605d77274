// Pure functions: Factorial JSON (dated API 2024-10-01) -> our Remote* model. Unknown stays null (STYLE idea 6);
// what cannot be read is nulled or skipped and counted in the sync report through the Reader, in Factorial's
// field names.
import type {
  Address,
  BankAccount,
  EmploymentStatus,
  IsoDate,
  PolicyType,
  RemoteCompany,
  RemoteEmployee,
  RemoteGroup,
  RemoteTimeOffBalance,
  RemoteTimeOffEntry,
  RemoteTimesheet,
  RemoteWorkLocation,
} from '../../model';
import { address, amountIn, blankEmployee, employeeRecordIds, joinLines, MALE_FEMALE, namedWorkLocation, str } from '../map-utils';
import { policyOf, policyTypeOfName } from '../policy-types';
import type { Reader } from '../reader';
import { zonedInstant } from '../zoned-time';
import type {
  FactorialAllowance,
  FactorialAllowanceStat,
  FactorialContractVersion,
  FactorialEmployee,
  FactorialLeave,
  FactorialLeaveType,
  FactorialLegalEntity,
  FactorialLocation,
  FactorialShift,
  FactorialTeam,
} from './factorialhr.types';

/** A leave type's policy type: its identifier ("annual_leave") says it, else its name ("Vacaciones"). */
export function leaveTypePolicy(type: FactorialLeaveType | undefined, name?: unknown): PolicyType | null {
  return policyTypeOfName(str(type?.identifier)?.replace(/_/g, ' ')) ?? policyTypeOfName(type?.name ?? name);
}

/** Legal entities, employees and locations write their addresses with the same fields. */
function addressOf(a: Pick<FactorialEmployee, 'address_line_1' | 'address_line_2' | 'city' | 'state' | 'country' | 'postal_code'>, read: Reader): Address | null {
  return address({
    street_address: joinLines(a.address_line_1, a.address_line_2),
    locality: str(a.city),
    administrative_area: str(a.state),
    country: read.country(a.country, 'country'),
    post_code: str(a.postal_code),
  });
}

export function toCompany(e: FactorialLegalEntity, read: Reader): RemoteCompany | null {
  const id = read.id(e.id);
  if (id === null) return read.skip('id', 'no legal entity id');
  return {
    remote_id: id,
    legal_name: str(e.legal_name),
    display_name: null,
    tax_id: str(e.tin),
    address: addressOf(e, read),
  };
}

function bankAccount(e: FactorialEmployee): BankAccount | null {
  const number = str(e.bank_number);
  const bic = str(e.swift_bic);
  if (number === null && bic === null) return null;
  const iban = e.bank_number_format === 'iban';
  return { account_number: iban ? null : number, bank_name: null, bic, holder_name: null, iban: iban ? number : null };
}

/** What the employee list alone does not say: contract versions (job, hire date) and team memberships. */
export interface FactorialEmployeeExtras {
  /** The employee's contract versions, any order. */
  contracts: readonly FactorialContractVersion[];
  /** Ids of the teams the employee belongs to. */
  teamIds: readonly string[];
  /** Today, for the contract in force and future starters. */
  today: IsoDate;
}

interface DatedContract {
  contract: FactorialContractVersion;
  effective: IsoDate | null;
}

/** Contract versions oldest first (by effective_on; undated last), each date read once. */
function datedContracts(contracts: readonly FactorialContractVersion[], read: Reader): DatedContract[] {
  return contracts
    .map((contract) => ({ contract, effective: read.date(contract.effective_on, 'contract_versions.effective_on') }))
    .sort((a, b) => (a.effective ?? '9999').localeCompare(b.effective ?? '9999'));
}

/** The version in force today: the latest that took effect, else the first one ahead. */
function currentContract(dated: readonly DatedContract[], today: IsoDate): FactorialContractVersion | null {
  const started = dated.filter((d) => d.effective !== null && d.effective <= today);
  return (started[started.length - 1] ?? dated[0])?.contract ?? null;
}

/**
 * Active, or a starter whose contract has not begun yet (pending); `active: false` is terminated (the
 * description: "true when active, false when terminated").
 */
function employmentStatus(e: FactorialEmployee, hired: IsoDate | null, today: IsoDate): EmploymentStatus | null {
  if (e.active === false) return 'inactive';
  if (e.active !== true) return null;
  return hired !== null && hired > today ? 'pending' : 'active';
}

/** An employee, or null (skipped, counted) without an id. */
export function toEmployee(e: FactorialEmployee, extras: FactorialEmployeeExtras, read: Reader): RemoteEmployee | null {
  const id = read.id(e.id);
  if (id === null) return read.skip('id', 'no employee id');
  const dated = datedContracts(extras.contracts, read);
  const contract = currentContract(dated, extras.today);
  const hired = read.date(contract?.starts_on, 'contract_versions.starts_on');
  return {
    ...blankEmployee(id),
    employee_number: str(e.company_identifier),
    first_name: str(e.first_name),
    last_name: str(e.last_name),
    display_full_name: str(e.full_name),
    nationality: read.country(e.nationality, 'nationality'),
    job_title: str(contract?.job_title),
    // `email` is the account's address (the description also lists personal_email and the sign-in login_email).
    work_email: str(e.email) ?? str(e.login_email),
    personal_email: str(e.personal_email),
    mobile_phone_number: str(e.phone_number),
    tax_id: str(e.social_security_number),
    gender: read.enum(e.gender, MALE_FEMALE, 'gender'),
    date_of_birth: read.date(e.birthday_on, 'birthday_on'),
    employment_status: employmentStatus(e, hired, extras.today),
    start_date: hired,
    remote_created_at: read.dateTime(e.created_at, 'created_at'),
    termination_date: read.date(e.terminated_on, 'terminated_on'),
    home_location: addressOf(e, read),
    manager_remote_id: read.id(e.manager_id),
    bank_account: bankAccount(e),
    employment_history: dated.map(({ contract: c, effective }) => ({
      job_title: str(c.job_title),
      effective_date: effective,
      group_remote_id: null,
      manager_remote_id: null,
    })),
    group_remote_ids: [...extras.teamIds],
  };
}

export function toGroup(t: FactorialTeam, read: Reader): RemoteGroup | null {
  const id = read.id(t.id);
  if (id === null) return read.skip('id', 'no team id');
  return { remote_id: id, name: str(t.name), type: 'team' };
}

export function toWorkLocation(l: FactorialLocation, read: Reader): RemoteWorkLocation | null {
  const id = read.id(l.id);
  if (id === null) return read.skip('id', 'no location id');
  return namedWorkLocation(id, str(l.name), addressOf(l, read));
}

/**
 * A leave, or null (skipped, counted) without its ids. Factorial lists approved leaves and, asked with
 * include_pending, pending ones (`approved: false`); a rejected request is not listed. The amount is only
 * known for hour-based leaves (hours_amount_in_cents); day-based ones keep it null rather than count days.
 */
export function toTimeOffEntry(l: FactorialLeave, types: ReadonlyMap<string, FactorialLeaveType>, read: Reader): RemoteTimeOffEntry | null {
  const ids = employeeRecordIds(read, [l.id, 'id', 'no leave id'], [l.employee_id, 'employee_id', 'no employee id']);
  if (ids === null) return null;
  const typeId = read.id(l.leave_type_id);
  const type = typeId === null ? undefined : types.get(typeId);
  // Hours in hundredths; 0 (a day-based leave) says nothing about its length.
  const hundredths = read.tenth(l.hours_amount_in_cents, 'hours_amount_in_cents');
  const hours = hundredths !== null && hundredths > 0 ? read.tenth(hundredths / 100, 'hours_amount_in_cents') : null;
  return {
    ...ids,
    start_date: read.date(l.start_on, 'start_on'),
    end_date: read.date(l.finish_on, 'finish_on'),
    ...amountIn(hours, 'hours'),
    status: l.approved === true ? 'approved' : l.approved === false ? 'pending' : null,
    employee_note: str(l.description),
    ...policyOf(typeId, str(l.leave_type_name) ?? str(type?.name), leaveTypePolicy(type, l.leave_type_name)),
    remote_created_at: read.dateTime(l.created_at, 'created_at'),
    remote_modified_at: read.dateTime(l.updated_at, 'updated_at'),
  };
}

/** An allowance's policy type: that of its leave types when they agree (a "Holiday" allowance is vacation), else its name's. */
export function allowancePolicy(a: FactorialAllowance, types: ReadonlyMap<string, FactorialLeaveType>): PolicyType | null {
  const kinds = new Set((a.leave_type_ids ?? []).map((id) => leaveTypePolicy(types.get(String(id)))).filter((k) => k !== null));
  return kinds.size === 1 ? [...kinds][0]! : policyTypeOfName(a.name);
}

/** One employee's counters of one allowance (its units: days, or hours for an hour allowance). */
export function toTimeOffBalance(
  employee: string,
  allowance: FactorialAllowance & { remoteId: string },
  stat: FactorialAllowanceStat,
  types: ReadonlyMap<string, FactorialLeaveType>,
  read: Reader,
): RemoteTimeOffBalance {
  return {
    employee_remote_id: employee,
    balance: read.tenth(stat.available_days, 'available_days'),
    used: read.tenth(stat.used_days, 'used_days'),
    ...policyOf(allowance.remoteId, str(allowance.name), allowancePolicy(allowance, types)),
    remote_created_at: null,
    remote_modified_at: null,
  };
}

/** "8:30" or "08:30:15" as "08:30" / "08:30:15" (comparable as text), or null. */
const timeOf = (value: unknown): string | null => {
  const match = /^(\d{1,2}):(\d{2})(:\d{2})?$/.exec(str(value) ?? '');
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}${match[3] ?? ''}` : null;
};

/**
 * A shift, or null (skipped, counted) without its ids. Clock times are local wall-clock times ("08:30") on the
 * shift's date: with the timezone of the location it was worked at they become instants (a clock-out before the
 * clock-in is the next day); without one they stay null. The hours come from Factorial's own `minutes`.
 */
export function toTimesheet(s: FactorialShift, timezones: ReadonlyMap<string, string>, read: Reader): RemoteTimesheet | null {
  const ids = employeeRecordIds(read, [s.id, 'id', 'no shift id'], [s.employee_id, 'employee_id', 'no employee id']);
  if (ids === null) return null;
  const date = read.date(s.date, 'date');
  const zone = timezones.get(read.id(s.workplace_id) ?? '');
  const clockIn = timeOf(s.clock_in);
  const clockOut = timeOf(s.clock_out);
  if (clockIn === null && str(s.clock_in) !== null) read.report.nulled('clock_in', 'not a time');
  if (clockOut === null && str(s.clock_out) !== null) read.report.nulled('clock_out', 'not a time');
  const at = (time: string | null, nextDay = false) => (date && zone && time ? zonedInstant(date, time, zone, nextDay ? 1 : 0) : null);
  const start = at(clockIn);
  const overnight = clockIn !== null && clockOut !== null && clockOut < clockIn;
  const minutes = read.tenth(s.minutes, 'minutes');
  return {
    ...ids,
    start_time: start,
    end_time: start ? at(clockOut, overnight) : null,
    hours_worked: minutes === null || minutes < 0 ? null : read.tenth(minutes / 60, 'minutes'),
    remote_created_at: read.dateTime(s.created_at, 'created_at'),
    remote_modified_at: null,
  };
}
