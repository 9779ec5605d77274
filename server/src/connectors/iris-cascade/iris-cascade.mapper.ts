// Pure functions: IRIS Cascade HR API JSON -> our Remote* model. Unknown stays null (STYLE idea 6); what cannot be
// read is nulled or skipped and counted in the sync report through the Reader, in IRIS's field names.
// Cascade translates most classifications through customer-editable system lists (GENDER, ETHNICORIGIN,
// EMPLOYMENTTYPES, ...): only the list entries whose meaning is plain are mapped.
import type {
  CompensationEntry,
  EmploymentStatus,
  EmploymentType,
  Ethnicity,
  Gender,
  MaritalStatus,
  PayFrequency,
  PolicyType,
  RemoteEmployee,
  RemoteEmploymentEntry,
  RemoteGroup,
  RemoteTimeOffEntry,
} from '../../model';
import { address, blankEmployee, distinctNames, employeeRecordIds, FULL_PART_OR_CONTRACTOR, joinLines, knownIds, MALE_FEMALE, mapEnum, str } from '../map-utils';
import { policyOf, policyTypeOfName } from '../policy-types';
import type { Reader } from '../reader';
import type {
  IrisAbsence,
  IrisAbsenceReason,
  IrisBankDetails,
  IrisEmployee,
  IrisHierarchyNode,
  IrisJob,
  IrisOwnership,
} from './iris-cascade.types';

const GENDERS: Record<string, Gender> = {
  ...MALE_FEMALE,
  'not known': 'not_specified',
  'not specified': 'not_specified',
  'prefer not to say': 'not_specified',
};

const MARITAL_STATUSES: Record<string, MaritalStatus> = {
  single: 'single',
  married: 'married',
  divorced: 'divorced',
  'civil partnership': 'other',
  'civil partner': 'other',
  widowed: 'other',
  separated: 'other',
  'prefer not to say': 'not_specified',
};

// The EMPLOYMENTTYPES list (a job's Contract): "Full Time" and "Part Time" in IRIS's own description.
const EMPLOYMENT_TYPES: Record<string, EmploymentType> = { ...FULL_PART_OR_CONTRACTOR, 'zero hours': 'other', casual: 'other' };

const PAY_FREQUENCIES: Record<string, PayFrequency> = {
  weekly: 'weekly',
  fortnightly: 'biweekly',
  'two weekly': 'biweekly',
  'four weekly': 'other',
  monthly: 'monthly',
  annually: 'year',
  yearly: 'year',
};

/** The UK census groupings ETHNICORIGIN lists usually start with; other entries stay unknown. */
function ethnicity(value: unknown): Ethnicity | null {
  const text = str(value)?.toLowerCase() ?? '';
  if (/^(prefer not|not stated|not known)/.test(text)) return 'not_specified';
  for (const [prefix, mapped] of [['white', 'white'], ['black', 'black'], ['asian', 'asian'], ['mixed', 'mixed']] as const) {
    if (text.startsWith(prefix)) return mapped;
  }
  return null;
}

const owned = <T extends { Ownership?: IrisOwnership | null }>(items: readonly T[] | null | undefined, owner: IrisOwnership): T[] =>
  (items ?? []).filter((item) => item?.Ownership === owner);

/** The job that describes the employee now: the active one (the latest if several), else the latest. */
export function currentJob(jobs: readonly IrisJob[]): IrisJob | null {
  const latestFirst = [...jobs].sort((a, b) => (str(b.StartDate) ?? '').localeCompare(str(a.StartDate) ?? ''));
  return latestFirst.find((j) => j.Active === true) ?? latestFirst[0] ?? null;
}

/**
 * Left on or before today: inactive; starting after today: pending; else active. Cascade keeps no status of its
 * own beyond WorkingStatus, which says where someone is today (on holiday, sick), not their employment.
 */
function employmentStatus(start: string | null, left: string | null, today: string): EmploymentStatus {
  if (left !== null && left <= today) return 'inactive';
  if (start !== null && start > today) return 'pending';
  return 'active';
}

export const costCentreId = (name: string): string => `cost-centre:${name}`;

function history(jobs: readonly IrisJob[], read: Reader): RemoteEmploymentEntry[] {
  return [...jobs]
    .sort((a, b) => (str(a.StartDate) ?? '').localeCompare(str(b.StartDate) ?? ''))
    .map((j) => ({
      job_title: str(j.JobTitle),
      effective_date: read.date(j.StartDate, 'StartDate'),
      group_remote_id: str(j.HierarchyNodeId),
      manager_remote_id: str(j.LineManagerId),
    }));
}

function compensation(jobs: readonly IrisJob[], read: Reader): CompensationEntry[] {
  return jobs
    .filter((j) => j.Salary !== null && j.Salary !== undefined)
    .sort((a, b) => (str(a.StartDate) ?? '').localeCompare(str(b.StartDate) ?? ''))
    .map((j) => ({
      pay_rate: read.cents(j.Salary, 'Salary'),
      // PayBasis says what the salary is per (Yearly, Hourly); the currency is not in the API.
      pay_period: str(j.PayBasis),
      pay_frequency: mapEnum(j.PayFrequency, PAY_FREQUENCIES),
      employment_type: mapEnum(j.Contract, EMPLOYMENT_TYPES),
      currency: null,
      effective_date: read.date(j.StartDate, 'StartDate'),
      notes: null,
    }));
}

export interface EmployeeContext {
  /** The employee's jobs (GET /jobs), current and past. */
  jobs: readonly IrisJob[];
  bank: IrisBankDetails | undefined;
  /** 'YYYY-MM-DD' of the sync, for the employment status. */
  today: string;
}

/** An employee, or null (skipped, counted) without an Id. */
export function toEmployee(e: IrisEmployee, context: EmployeeContext, read: Reader): RemoteEmployee | null {
  const id = read.id(e.Id);
  if (id === null) return read.skip('Id', 'no employee id');
  const job = currentJob(context.jobs);
  const start = read.date(e.EmploymentStartDate, 'EmploymentStartDate');
  const left = read.date(e.EmploymentLeftDate, 'EmploymentLeftDate');
  const phones = (owner: IrisOwnership) => owned(e.Phones, owner).find((p) => p.Type === 'Mobile')?.Value;
  const home = owned(e.Addresses, 'Personal')[0];
  const costCentre = str(e.CostCentre);
  const bank = context.bank;
  return {
    ...blankEmployee(id),
    employee_number: str(e.DisplayId),
    first_name: str(e.FirstName),
    last_name: str(e.LastName),
    nationality: str(e.Nationality),
    job_title: str(job?.JobTitle),
    work_email: str(owned(e.Emails, 'Organization')[0]?.Value),
    personal_email: str(owned(e.Emails, 'Personal')[0]?.Value),
    mobile_phone_number: str(phones('Personal')) ?? str(phones('Organization')),
    tax_id: str(e.NationalInsuranceNumber),
    gender: read.enum(e.Gender, GENDERS, 'Gender'),
    ethnicity: ethnicity(e.Ethnicity),
    marital_status: read.enum(e.MaritalStatus, MARITAL_STATUSES, 'MaritalStatus'),
    date_of_birth: read.date(e.DateOfBirth, 'DateOfBirth'),
    employment_status: employmentStatus(start, left, context.today),
    employment_type: mapEnum(job?.Contract, EMPLOYMENT_TYPES),
    start_date: start,
    remote_created_at: read.dateTime(e.SourceSystemCreatedOn, 'SourceSystemCreatedOn'),
    termination_date: left,
    // Five free lines and a UK post code: which line is the town is not said, so all of them are the street.
    home_location: home
      ? address({
          street_address: joinLines(home.Address1, home.Address2, home.Address3, home.Address4, home.Address5),
          post_code: str(home.PostCode),
        })
      : null,
    manager_remote_id: str(job?.LineManagerId),
    bank_account:
      bank && (str(bank.AccountNumber) || str(bank.BankName))
        ? { account_number: str(bank.AccountNumber), bank_name: str(bank.BankName), bic: null, holder_name: str(bank.AccountName), iban: null }
        : null,
    employment_history: history(context.jobs, read),
    compensation_history: compensation(context.jobs, read),
    group_remote_ids: knownIds(str(job?.HierarchyNodeId), costCentre && costCentreId(costCentre)),
  };
}

/**
 * Hierarchy nodes (Cascade's organisation tree: which level is a division, a department or a team is each
 * customer's own) without a group type, and the employees' cost centres.
 */
export function toGroups(nodes: readonly IrisHierarchyNode[], employees: readonly IrisEmployee[], read: Reader): RemoteGroup[] {
  const tree = read.each(nodes, (n): RemoteGroup | null => {
    const id = read.id(n.Id);
    return id === null ? read.skip('Id', 'hierarchy node without an id') : { remote_id: id, name: str(n.Title), type: null };
  });
  const costCentres = distinctNames(employees, (e) => str(e.CostCentre))
    .sort()
    .map((name): RemoteGroup => ({ remote_id: costCentreId(name), name, type: 'cost_centre' }));
  return [...tree, ...costCentres];
}

/** The summed DurationDays of each absence's days in the window, by absence id. */
export type AbsenceAmounts = ReadonlyMap<string, number>;

/**
 * A reason flagged Holiday is annual leave (vacation), unless its name says bank or public holiday; one flagged
 * Sick is sickness; anything else goes by its name.
 */
function policyType(reason: IrisAbsenceReason | undefined, name: string | null): PolicyType | null {
  const named = policyTypeOfName(name);
  if (named === 'holiday') return named;
  if (reason?.Holiday === true) return 'vacation';
  if (reason?.Sick === true) return 'sick';
  return named;
}

/** An absence, or null (skipped, counted) without its ids. */
export function toTimeOffEntry(
  a: IrisAbsence,
  reasons: ReadonlyMap<string, IrisAbsenceReason>,
  amounts: AbsenceAmounts,
  window: { startDate: string; endDate: string },
  read: Reader,
): RemoteTimeOffEntry | null {
  const ids = employeeRecordIds(read, [a.Id, 'Id', 'no absence id'], [a.EmployeeId, 'EmployeeId', 'no employee id']);
  if (ids === null) return null;
  const start = read.date(a.StartDate, 'StartDate');
  const end = read.date(a.EndDate, 'EndDate');
  const reasonId = str(a.AbsenceReasonId);
  const reason = reasonId ? reasons.get(reasonId) : undefined;
  const name = str(reason?.Name);
  // The days were read for the window only: an absence reaching outside it (or open-ended) has no full count.
  const whole = start !== null && end !== null && start >= window.startDate && end <= window.endDate;
  return {
    ...ids,
    start_date: start,
    end_date: end,
    amount: whole ? read.tenth(amounts.get(ids.remote_id) ?? null, 'DurationDays') : null,
    unit: whole && amounts.has(ids.remote_id) ? 'days' : null,
    // Cascade records absences as taken or booked; the API has no request or approval state.
    status: null,
    employee_note: str(a.Narrative),
    ...policyOf(reasonId, name, policyType(reason, name)),
    remote_created_at: read.dateTime(a.SourceSystemCreatedOn, 'SourceSystemCreatedOn'),
    remote_modified_at: read.dateTime(a.SourceSystemLastModifiedOn, 'SourceSystemLastModifiedOn'),
  };
}
