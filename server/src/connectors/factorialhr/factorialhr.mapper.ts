// Pure functions: Factorial JSON -> our Remote* model. Unknown stays null (STYLE idea 6).
import type {
  BankAccount,
  Gender,
  PolicyType,
  RemoteCompany,
  RemoteEmployee,
  RemoteGroup,
  RemoteTimeOffBalance,
  RemoteTimeOffEntry,
  RemoteTimesheet,
  RemoteWorkLocation,
  TimeOffStatus,
} from '../../model';
import { address, blankEmployee, countryCode, isoDate, isoDateTime, joinLines, mapEnum, str, toTenth } from '../map-utils';
import type {
  FactorialAllowance,
  FactorialContractVersion,
  FactorialEmployee,
  FactorialLeave,
  FactorialLeaveType,
  FactorialLegalEntity,
  FactorialLocation,
  FactorialShift,
  FactorialTeam,
} from './factorialhr.types';

const GENDERS: Record<string, Gender> = { male: 'male', female: 'female' };
const LEAVE_STATUSES: Record<string, TimeOffStatus> = { approved: 'approved', pending: 'pending', declined: 'rejected' };
const POLICY_TYPES: Record<string, PolicyType> = {
  vacation: 'vacation',
  vacaciones: 'vacation',
  holiday: 'holiday',
  holidays: 'holiday',
  'sick leave': 'sick',
  sick: 'sick',
  illness: 'sick',
  bereavement: 'bereavement',
  'jury duty': 'jury_duty',
  'personal leave': 'personal',
  volunteering: 'volunteer',
};

export function toCompany(e: FactorialLegalEntity): RemoteCompany {
  return {
    remote_id: String(e.id),
    legal_name: str(e.legal_name),
    display_name: null,
    tax_id: str(e.tin),
    address: address({
      street_address: joinLines(e.address_line_1, e.address_line_2),
      locality: str(e.city),
      administrative_area: str(e.state),
      country: countryCode(e.country),
      post_code: str(e.postal_code),
    }),
  };
}

function bankAccount(e: FactorialEmployee): BankAccount | null {
  const number = str(e.bank_number);
  if (number === null && str(e.swift_bic) === null) return null;
  const iban = str(e.bank_number_format)?.toLowerCase() === 'iban';
  return {
    account_number: iban ? null : number,
    bank_name: null,
    bic: str(e.swift_bic),
    holder_name: null,
    iban: iban ? number : null,
  };
}

export interface FactorialEmployeeExtras {
  /** The employee's contract versions, any order. */
  contracts: readonly FactorialContractVersion[];
  /** Ids of the teams the employee belongs to. */
  teamIds: readonly string[];
}

/** The contract version in force on `today`: the latest that took effect, else the first ahead. */
function currentContract(contracts: readonly FactorialContractVersion[], today: string): FactorialContractVersion | null {
  const sorted = [...contracts].sort((a, b) => (isoDate(a.effective_on) ?? '').localeCompare(isoDate(b.effective_on) ?? ''));
  const started = sorted.filter((c) => (isoDate(c.effective_on) ?? '9999') <= today);
  return started[started.length - 1] ?? sorted[0] ?? null;
}

export function toEmployee(e: FactorialEmployee, extras: FactorialEmployeeExtras, today: string): RemoteEmployee {
  const contracts = [...extras.contracts].sort((a, b) => (isoDate(a.effective_on) ?? '').localeCompare(isoDate(b.effective_on) ?? ''));
  const contract = currentContract(contracts, today);
  return {
    ...blankEmployee(String(e.id)),
    employee_number: str(e.company_identifier),
    first_name: str(e.first_name),
    last_name: str(e.last_name),
    display_full_name: str(e.full_name),
    // Factorial stores nationality as a country code ("gb").
    nationality: countryCode(e.nationality),
    job_title: str(contract?.job_title),
    work_email: str(e.email),
    personal_email: str(e.personal_email),
    mobile_phone_number: str(e.phone_number),
    tax_id: str(e.social_security_number),
    gender: mapEnum(e.gender, GENDERS),
    date_of_birth: isoDate(e.birthday_on),
    employment_status: e.active === true ? 'active' : e.active === false ? 'inactive' : null,
    start_date: isoDate(e.seniority_calculation_date),
    remote_created_at: isoDateTime(e.created_at),
    termination_date: isoDate(e.terminated_on),
    home_location: address({
      street_address: joinLines(e.address_line_1, e.address_line_2),
      locality: str(e.city),
      administrative_area: str(e.state),
      country: countryCode(e.country),
      post_code: str(e.postal_code),
    }),
    work_location_remote_id: str(e.location_id),
    manager_remote_id: str(e.manager_id),
    bank_account: bankAccount(e),
    employment_history: contracts.map((c) => ({
      job_title: str(c.job_title),
      effective_date: isoDate(c.effective_on),
      group_remote_id: null,
      manager_remote_id: null,
    })),
    group_remote_ids: [...extras.teamIds],
  };
}

export function toGroup(t: FactorialTeam): RemoteGroup {
  return { remote_id: String(t.id), name: str(t.name), type: 'team' };
}

export function toWorkLocation(l: FactorialLocation): RemoteWorkLocation {
  return {
    remote_id: String(l.id),
    name: str(l.name),
    type: null,
    address: address({
      street_address: joinLines(l.address_line_1, l.address_line_2),
      locality: str(l.city),
      administrative_area: str(l.state),
      country: countryCode(l.country),
      post_code: str(l.postal_code),
    }),
  };
}

export function toTimeOffEntry(l: FactorialLeave, types: ReadonlyMap<string, FactorialLeaveType>): RemoteTimeOffEntry {
  const typeName = str(types.get(String(l.leave_type_id ?? ''))?.name);
  const days = l.duration_attributes?.days;
  const hours = l.duration_attributes?.hours;
  const useDays = typeof days === 'number';
  return {
    remote_id: String(l.id),
    employee_remote_id: String(l.employee_id),
    start_date: isoDate(l.start_on),
    end_date: isoDate(l.finish_on),
    amount: useDays ? toTenth(days) : toTenth(hours),
    unit: useDays ? 'days' : typeof hours === 'number' ? 'hours' : null,
    status: mapEnum(l.status, LEAVE_STATUSES),
    employee_note: str(l.description),
    policy_remote_id: str(l.leave_type_id),
    policy_name: typeName,
    policy_type: mapEnum(typeName, POLICY_TYPES),
    remote_created_at: isoDateTime(l.created_at),
    remote_modified_at: isoDateTime(l.updated_at),
  };
}

export function toTimeOffBalance(a: FactorialAllowance, types: ReadonlyMap<string, FactorialLeaveType>): RemoteTimeOffBalance {
  const typeName = str(types.get(String(a.leave_type_id ?? ''))?.name);
  return {
    employee_remote_id: String(a.employee_id),
    balance: toTenth(a.available_days),
    used: toTenth(a.consumed_days),
    policy_remote_id: str(a.policy_id) ?? str(a.leave_type_id),
    policy_name: typeName,
    policy_type: mapEnum(typeName, POLICY_TYPES),
    remote_created_at: isoDateTime(a.created_at),
    remote_modified_at: isoDateTime(a.updated_at),
  };
}

export function toTimesheet(s: FactorialShift): RemoteTimesheet {
  return {
    remote_id: String(s.id),
    employee_remote_id: String(s.employee_id),
    start_time: isoDateTime(s.clock_in),
    end_time: isoDateTime(s.clock_out),
    hours_worked: toTenth(s.worked_hours),
    remote_created_at: isoDateTime(s.created_at),
    remote_modified_at: isoDateTime(s.updated_at),
  };
}
