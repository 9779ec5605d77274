// Pure functions: Humaans JSON -> our Remote* model. Unknown stays null (STYLE idea 6).
import type {
  BankAccount,
  CompensationEntry,
  Currency,
  EmploymentStatus,
  Gender,
  PolicyType,
  RemoteCompany,
  RemoteEmployee,
  RemoteGroup,
  RemoteIdentity,
  RemoteTimeOffEntry,
  RemoteTimesheet,
  RemoteWorkLocation,
  TimeOffStatus,
} from '../../model';
import { address, blankEmployee, countryCode, isoDate, isoDateTime, mapEnum, str, toTenth } from '../map-utils';
import { parseCentsOrNull } from '../parse-number';
import type {
  HumaansBankAccount,
  HumaansCompany,
  HumaansCompensation,
  HumaansJobRole,
  HumaansLocation,
  HumaansPerson,
  HumaansTimeAway,
  HumaansTimeAwayType,
  HumaansTimesheetEntry,
} from './humaans.types';

const GENDERS: Record<string, Gender> = { male: 'male', female: 'female', preferNotToSay: 'not_specified' };
const STATUSES: Record<string, EmploymentStatus> = { active: 'active', offboarded: 'inactive', newHire: 'pending' };
const CURRENCIES: Record<string, Currency> = { usd: 'usd', gbp: 'gbp', eur: 'eur' };
const REQUEST_STATUSES: Record<string, TimeOffStatus> = { approved: 'approved', pending: 'pending', declined: 'rejected' };
const POLICY_TYPES: Record<string, PolicyType> = {
  'paid time off': 'vacation',
  vacation: 'vacation',
  holiday: 'holiday',
  'sick leave': 'sick',
  sick: 'sick',
  sickness: 'sick',
  bereavement: 'bereavement',
  'bereavement leave': 'bereavement',
  'jury duty': 'jury_duty',
  'personal leave': 'personal',
  volunteering: 'volunteer',
};

/** Humaans departments and teams are names, not records: our remote ids carry the kind and the name. */
export const departmentId = (name: string): string => `department:${name}`;
export const teamId = (name: string): string => `team:${name}`;

/** Everything fetched per person, besides the person. */
export interface HumaansPersonExtras {
  jobRoles: readonly HumaansJobRole[];
  compensations: readonly HumaansCompensation[];
  bankAccounts: readonly HumaansBankAccount[];
}

/**
 * The role that describes the person on `today` (YYYY-MM-DD): the one in effect; for someone who has
 * left, the last one they held; for someone not started yet, the first one ahead.
 */
export function currentRole(roles: readonly HumaansJobRole[], today: string): HumaansJobRole | null {
  const sorted = [...roles].sort((a, b) => (isoDate(a.effectiveDate) ?? '').localeCompare(isoDate(b.effectiveDate) ?? ''));
  const started = sorted.filter((r) => (isoDate(r.effectiveDate) ?? '9999') <= today);
  const inEffect = started.filter((r) => (isoDate(r.endDate) ?? '9999') >= today);
  return inEffect[inEffect.length - 1] ?? started[started.length - 1] ?? sorted[0] ?? null;
}

function bankAccount(accounts: readonly HumaansBankAccount[]): BankAccount | null {
  const a = accounts[0];
  if (!a) return null;
  return {
    account_number: str(a.accountNumber),
    bank_name: str(a.bankName),
    bic: str(a.swiftCode),
    holder_name: str(a.nameOnAccount),
    iban: null,
  };
}

function compensations(list: readonly HumaansCompensation[]): CompensationEntry[] {
  return [...list]
    .sort((a, b) => (isoDate(a.effectiveDate) ?? '').localeCompare(isoDate(b.effectiveDate) ?? ''))
    .map((c) => ({
      pay_rate: parseCentsOrNull(c.amount),
      pay_period: str(c.period),
      pay_frequency: null,
      employment_type: null,
      currency: mapEnum(c.currency, CURRENCIES),
      effective_date: isoDate(c.effectiveDate),
      notes: str(c.note),
    }));
}

export function toEmployee(p: HumaansPerson, extras: HumaansPersonExtras, today: string): RemoteEmployee {
  const roles = [...extras.jobRoles].sort((a, b) => (isoDate(a.effectiveDate) ?? '').localeCompare(isoDate(b.effectiveDate) ?? ''));
  const role = currentRole(roles, today);
  const department = str(role?.department);
  const groups = [
    ...(department ? [departmentId(department)] : []),
    ...(p.teams ?? []).map((t) => str(t.name)).filter((n): n is string => n !== null).map(teamId),
  ];
  return {
    ...blankEmployee(p.id),
    employee_number: str(p.employeeId),
    first_name: str(p.firstName),
    last_name: str(p.lastName),
    nationality: str(p.nationality),
    job_title: str(role?.jobTitle),
    work_email: str(p.email),
    personal_email: str(p.personalEmail),
    mobile_phone_number: str(p.phoneNumber),
    tax_id: str(p.taxId),
    gender: mapEnum(p.gender, GENDERS),
    date_of_birth: isoDate(p.birthday),
    employment_status: mapEnum(p.status, STATUSES),
    start_date: isoDate(p.employmentStartDate),
    remote_created_at: isoDateTime(p.createdAt),
    termination_date: isoDate(p.employmentEndDate),
    home_location: address({
      street_address: str(p.address),
      locality: str(p.city),
      administrative_area: str(p.state),
      country: countryCode(p.countryCode),
      post_code: str(p.postcode),
    }),
    work_location_remote_id: str(p.locationId),
    manager_remote_id: str(role?.reportingTo),
    bank_account: bankAccount(extras.bankAccounts),
    employment_history: roles.map((r) => ({
      job_title: str(r.jobTitle),
      effective_date: isoDate(r.effectiveDate),
      group_remote_id: str(r.department) ? departmentId(str(r.department) as string) : null,
      manager_remote_id: str(r.reportingTo),
    })),
    compensation_history: compensations(extras.compensations),
    group_remote_ids: groups,
  };
}

/** The departments of all job roles and the teams of all people, as groups. */
export function toGroups(people: readonly HumaansPerson[], roles: readonly HumaansJobRole[]): RemoteGroup[] {
  const groups = new Map<string, RemoteGroup>();
  for (const r of roles) {
    const name = str(r.department);
    if (name) groups.set(departmentId(name), { remote_id: departmentId(name), name, type: 'department' });
  }
  for (const p of people) {
    for (const t of p.teams ?? []) {
      const name = str(t.name);
      if (name) groups.set(teamId(name), { remote_id: teamId(name), name, type: 'team' });
    }
  }
  return [...groups.values()];
}

export function toCompany(c: HumaansCompany): RemoteCompany {
  return { remote_id: c.id, legal_name: null, display_name: str(c.name), tax_id: null, address: null };
}

export function toIdentity(me: HumaansPerson): RemoteIdentity {
  const name = [str(me.firstName), str(me.lastName)].filter((n): n is string => n !== null).join(' ');
  return { name: name || null, email: str(me.email), phone_number: str(me.phoneNumber) };
}

export function toWorkLocation(l: HumaansLocation): RemoteWorkLocation {
  return {
    remote_id: l.id,
    name: str(l.label),
    type: null,
    address: address({
      street_address: str(l.address),
      locality: str(l.city),
      administrative_area: str(l.state),
      country: countryCode(l.countryCode) ?? countryCode(l.country),
      post_code: str(l.postcode),
    }),
  };
}

export function toTimeOffEntry(t: HumaansTimeAway, types: ReadonlyMap<string, HumaansTimeAwayType>): RemoteTimeOffEntry {
  const typeName = str(types.get(t.timeAwayTypeId ?? '')?.name);
  return {
    remote_id: t.id,
    employee_remote_id: t.personId,
    start_date: isoDate(t.startDate),
    end_date: isoDate(t.endDate),
    amount: toTenth(t.days),
    unit: t.days === null || t.days === undefined ? null : 'days',
    status: mapEnum(t.requestStatus, REQUEST_STATUSES),
    employee_note: str(t.note),
    policy_remote_id: str(t.timeAwayTypeId),
    policy_name: typeName,
    policy_type: mapEnum(typeName, POLICY_TYPES),
    remote_created_at: isoDateTime(t.createdAt),
    remote_modified_at: isoDateTime(t.updatedAt),
  };
}

/** Start and end are local wall-clock times without a timezone: only the duration is certain. */
export function toTimesheet(t: HumaansTimesheetEntry): RemoteTimesheet {
  const d = t.duration;
  return {
    remote_id: t.id,
    employee_remote_id: t.personId,
    start_time: null,
    end_time: null,
    hours_worked: d ? toTenth(d.hours + d.minutes / 60) : null,
    remote_created_at: isoDateTime(t.createdAt),
    remote_modified_at: isoDateTime(t.updatedAt),
  };
}
