// Pure functions: Humaans JSON -> our Remote* model. Unknown stays null (STYLE idea 6); what cannot be read is
// nulled or skipped and counted in the sync report through the Reader, in Humaans' field names.
import type {
  BankAccount,
  CompensationEntry,
  EmploymentStatus,
  Gender,
  IsoDate,
  RemoteCompany,
  RemoteEmployee,
  RemoteGroup,
  RemoteIdentity,
  RemoteTimeOffEntry,
  RemoteTimesheet,
  RemoteWorkLocation,
  TimeOffStatus,
} from '../../model';
import { address, blankEmployee, employeeRecordIds, knownIds, MALE_FEMALE, namedCompany, namedWorkLocation, str, timeOffSpan } from '../map-utils';
import { policyOf } from '../policy-types';
import type { Reader } from '../reader';
import type {
  HumaansBankAccount,
  HumaansCompany,
  HumaansCompensation,
  HumaansCompensationType,
  HumaansJobRole,
  HumaansLocation,
  HumaansPerson,
  HumaansTimeAway,
  HumaansTimeAwayType,
  HumaansTimesheetEntry,
} from './humaans.types';

const GENDERS: Record<string, Gender> = { ...MALE_FEMALE, preferNotToSay: 'not_specified' };
const STATUSES: Record<string, EmploymentStatus> = { active: 'active', offboarded: 'inactive', newHire: 'pending' };
const REQUEST_STATUSES: Record<string, TimeOffStatus> = { approved: 'approved', pending: 'pending', declined: 'rejected' };

/** Humaans departments and teams are names, not records: our remote ids carry the kind and the name. */
export const departmentId = (name: string): string => `department:${name}`;
export const teamId = (name: string): string => `team:${name}`;

/** Everything fetched per person, besides the person. */
export interface HumaansPersonExtras {
  jobRoles: readonly HumaansJobRole[];
  compensations: readonly HumaansCompensation[];
  bankAccounts: readonly HumaansBankAccount[];
  /** Compensation types by id: only `salary` ones are pay rates. */
  compensationTypes: ReadonlyMap<string, HumaansCompensationType>;
  today: IsoDate;
}

interface DatedRole {
  role: HumaansJobRole;
  effective: IsoDate | null;
  end: IsoDate | null;
}

/**
 * The role that describes the person today: the one in effect; for someone who has left, the last one they
 * held; for someone not started yet, the first one ahead.
 */
function currentRole(roles: readonly DatedRole[], today: IsoDate): HumaansJobRole | null {
  const started = roles.filter((r) => r.effective !== null && r.effective <= today);
  const inEffect = started.filter((r) => (r.end ?? '9999') >= today);
  return (inEffect[inEffect.length - 1] ?? started[started.length - 1] ?? roles[0])?.role ?? null;
}

function bankAccount(accounts: readonly HumaansBankAccount[]): BankAccount | null {
  const a = accounts[0];
  if (!a) return null;
  return { account_number: str(a.accountNumber), bank_name: str(a.bankName), bic: str(a.swiftCode), holder_name: str(a.nameOnAccount), iban: null };
}

/**
 * Pay rates: the person's compensations of a `salary` type (an annual salary or an hourly rate, by its period).
 * Bonuses, commissions, equity and custom types are not rates of pay and are left out.
 */
function payRates(list: readonly HumaansCompensation[], types: ReadonlyMap<string, HumaansCompensationType>, read: Reader): CompensationEntry[] {
  return list
    .filter((c) => types.get(str(c.compensationTypeId) ?? '')?.baseType === 'salary')
    .map((c) => ({
      pay_rate: read.cents(c.amount, 'compensations.amount'),
      pay_period: str(c.period),
      pay_frequency: null,
      employment_type: null,
      currency: read.currency(c.currency, 'compensations.currency'),
      effective_date: read.date(c.effectiveDate, 'compensations.effectiveDate'),
      notes: str(c.note),
    }))
    .sort((a, b) => (a.effective_date ?? '').localeCompare(b.effective_date ?? ''));
}

/** A person, or null (skipped, counted) without an id. */
export function toEmployee(p: HumaansPerson, extras: HumaansPersonExtras, read: Reader): RemoteEmployee | null {
  const id = read.id(p.id);
  if (id === null) return read.skip('id', 'no person id');
  const roles = extras.jobRoles
    .map((role) => ({ role, effective: read.date(role.effectiveDate, 'jobRoles.effectiveDate'), end: read.date(role.endDate, 'jobRoles.endDate') }))
    .sort((a, b) => (a.effective ?? '').localeCompare(b.effective ?? ''));
  const role = currentRole(roles, extras.today);
  const department = str(role?.department);
  const teams = (p.teams ?? []).map((t) => str(t?.name)).filter((n): n is string => n !== null);
  return {
    ...blankEmployee(id),
    employee_number: str(p.employeeId),
    first_name: str(p.firstName),
    last_name: str(p.lastName),
    nationality: str(p.nationality),
    job_title: str(role?.jobTitle),
    work_email: str(p.email),
    personal_email: str(p.personalEmail),
    mobile_phone_number: str(p.phoneNumber),
    tax_id: str(p.taxId),
    gender: read.enum(p.gender, GENDERS, 'gender'),
    date_of_birth: read.date(p.birthday, 'birthday'),
    employment_status: read.enum(p.status, STATUSES, 'status'),
    start_date: read.date(p.employmentStartDate, 'employmentStartDate'),
    remote_created_at: read.dateTime(p.createdAt, 'createdAt'),
    termination_date: read.date(p.employmentEndDate, 'employmentEndDate'),
    home_location: address({
      street_address: str(p.address),
      locality: str(p.city),
      administrative_area: str(p.state),
      country: read.country(p.countryCode, 'countryCode'),
      post_code: str(p.postcode),
    }),
    work_location_remote_id: str(p.locationId),
    manager_remote_id: str(role?.reportingTo),
    bank_account: bankAccount(extras.bankAccounts),
    employment_history: roles.map(({ role: r, effective }) => ({
      job_title: str(r.jobTitle),
      effective_date: effective,
      group_remote_id: str(r.department) ? departmentId(str(r.department)!) : null,
      manager_remote_id: str(r.reportingTo),
    })),
    compensation_history: payRates(extras.compensations, extras.compensationTypes, read),
    group_remote_ids: knownIds(department && departmentId(department), ...teams.map(teamId)),
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
      const name = str(t?.name);
      if (name) groups.set(teamId(name), { remote_id: teamId(name), name, type: 'team' });
    }
  }
  return [...groups.values()];
}

/** The company of the token's person; its id comes from the person when the company answer lacks one. */
export function toCompany(companyId: string, c: HumaansCompany | null): RemoteCompany {
  return namedCompany(str(c?.id) ?? companyId, str(c?.name));
}

export function toIdentity(me: HumaansPerson): RemoteIdentity {
  const name = [str(me.firstName), str(me.lastName)].filter((n): n is string => n !== null).join(' ');
  return { name: name || null, email: str(me.email), phone_number: str(me.phoneNumber) };
}

export function toWorkLocation(l: HumaansLocation, read: Reader): RemoteWorkLocation | null {
  const id = read.id(l.id);
  if (id === null) return read.skip('id', 'no location id');
  return namedWorkLocation(
    id,
    str(l.label),
    address({
      street_address: str(l.address),
      locality: str(l.city),
      administrative_area: str(l.state),
      country: read.country(l.countryCode ?? l.country, l.countryCode ? 'countryCode' : 'country'),
      post_code: str(l.postcode),
    }),
  );
}

/** A time away entry, or null (skipped, counted) without its ids. The type's name gives the policy type. */
export function toTimeOffEntry(t: HumaansTimeAway, types: ReadonlyMap<string, HumaansTimeAwayType>, read: Reader): RemoteTimeOffEntry | null {
  const ids = employeeRecordIds(read, [t.id, 'id', 'no time away id'], [t.personId, 'personId', 'no person id']);
  if (ids === null) return null;
  const typeId = str(t.timeAwayTypeId);
  const typeName = str(types.get(typeId ?? '')?.name) ?? str(t.name);
  return {
    ...ids,
    ...timeOffSpan(read, [t.days, 'days'], 'days', [t.startDate, 'startDate'], [t.endDate, 'endDate']),
    status: read.enum(t.requestStatus, REQUEST_STATUSES, 'requestStatus'),
    employee_note: str(t.note),
    ...policyOf(typeId, typeName),
    remote_created_at: read.dateTime(t.createdAt, 'createdAt'),
    remote_modified_at: read.dateTime(t.updatedAt, 'updatedAt'),
  };
}

/** A timesheet entry, or null without its ids. Start and end are local wall-clock times: only the duration is certain. */
export function toTimesheet(t: HumaansTimesheetEntry, read: Reader): RemoteTimesheet | null {
  const ids = employeeRecordIds(read, [t.id, 'id', 'no timesheet entry id'], [t.personId, 'personId', 'no person id']);
  if (ids === null) return null;
  const hours = read.tenth(t.duration?.hours ?? null, 'duration.hours');
  const minutes = read.tenth(t.duration?.minutes ?? null, 'duration.minutes');
  return {
    ...ids,
    start_time: null,
    end_time: null,
    hours_worked: hours === null && minutes === null ? null : read.tenth((hours ?? 0) + (minutes ?? 0) / 60, 'duration'),
    remote_created_at: read.dateTime(t.createdAt, 'createdAt'),
    remote_modified_at: read.dateTime(t.updatedAt, 'updatedAt'),
  };
}
