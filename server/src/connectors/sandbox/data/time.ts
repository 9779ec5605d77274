// Time off (entries over the last and the next year, balances of the main policies) and timesheets
// (the last four weeks of hourly staff) for the sandbox. Amounts and hours are multiples of 0.1.
import type { PolicyType, RemoteTimeOffBalance, RemoteTimeOffEntry, RemoteTimesheet, TimeOffStatus, TimeOffUnit } from '../../../model';
import type { EmployeeFacts } from './employee';
import { TIME_OFF_NOTES } from './names';
import type { SandboxCompany } from './org';
import { utcOffset } from './places';
import { Rng, addWorkingDays, civilFromDay, dayFromCivil, isWeekend, isoDate, isoDateTime, mixSeed, nextWorkingDay, pad, round1, weekday } from './random';

export interface Policy {
  remoteId: string;
  name: string;
  type: PolicyType;
  unit: TimeOffUnit;
  noteKey: string;
}

export const POLICIES = {
  vacation: { remoteId: 'pol_annual_leave', name: 'Annual Leave', type: 'vacation', unit: 'days', noteKey: 'vacation' },
  sick: { remoteId: 'pol_sick_leave', name: 'Sick Leave', type: 'sick', unit: 'days', noteKey: 'sick' },
  personal: { remoteId: 'pol_personal_time', name: 'Personal Time', type: 'personal', unit: 'hours', noteKey: 'personal' },
  holiday: { remoteId: 'pol_floating_holiday', name: 'Floating Holiday', type: 'holiday', unit: 'days', noteKey: 'holiday' },
  volunteer: { remoteId: 'pol_volunteering', name: 'Volunteering Time', type: 'volunteer', unit: 'hours', noteKey: 'volunteer' },
  bereavement: { remoteId: 'pol_bereavement', name: 'Bereavement Leave', type: 'bereavement', unit: 'days', noteKey: 'bereavement' },
  jury: { remoteId: 'pol_jury_duty', name: 'Jury Duty', type: 'jury_duty', unit: 'days', noteKey: 'jury_duty' },
  parental: { remoteId: 'pol_parental_leave', name: 'Parental Leave', type: 'personal', unit: 'months', noteKey: 'parental' },
} as const satisfies Record<string, Policy>;

type PolicyKey = keyof typeof POLICIES;
const ENTRY_POLICIES: readonly PolicyKey[] = ['vacation', 'sick', 'personal', 'holiday', 'volunteer', 'bereavement', 'jury'];
const ENTRY_WEIGHTS = [46, 20, 12, 8, 7, 4, 3];
/** Policies with a balance. */
const BALANCE_POLICIES: readonly PolicyKey[] = ['vacation', 'sick', 'personal'];

/** Day intervals an employee is away (approved, whole days), for the timesheets. */
export type AwayIntervals = Array<[number, number]>;

export interface TimeOffResult {
  away: AwayIntervals;
  /** Approved amounts this calendar year up to today, by policy. */
  used: Partial<Record<PolicyKey, number>>;
}

function stamp(rng: Rng, day: number): string {
  return isoDateTime(day, rng.int(7 * 60, 21 * 60), 0, rng.int(0, 59));
}

/** Appends an employee's time-off entries to `out`. */
export function generateTimeOff(company: SandboxCompany, facts: EmployeeFacts, out: RemoteTimeOffEntry[]): TimeOffResult {
  const result: TimeOffResult = { away: [], used: {} };
  if (facts.type === 'contractor' || facts.isAdvisor || facts.status === 'pending') return result;
  const rng = new Rng(mixSeed(company.seed, facts.index, 0x70ff));
  const today = company.today;
  const yearStart = dayFromCivil(civilFromDay(today).year, 1, 1);
  const to = Math.min(facts.terminationDay ?? today + 365, today + 365);
  let cursor = Math.max(facts.startDay, today - 365) + rng.int(5, 40);
  let seq = 0;
  const prefix = `tor_${pad(facts.index + 1, 5)}_`;

  const push = (policy: Policy, start: number, end: number, amount: number, status: TimeOffStatus, createdDay: number, modifiedDay: number) => {
    const notes = TIME_OFF_NOTES[policy.noteKey];
    const created = stamp(rng, createdDay);
    seq++;
    out.push({
      remote_id: prefix + pad(seq, 2),
      employee_remote_id: facts.remoteId,
      start_date: isoDate(start),
      end_date: isoDate(end),
      amount: round1(amount),
      unit: policy.unit,
      status,
      employee_note: notes && rng.chance(0.8) ? rng.pick(notes) : null,
      policy_remote_id: policy.remoteId,
      policy_name: policy.name,
      policy_type: policy.type,
      remote_created_at: created,
      remote_modified_at: modifiedDay === createdDay ? created : stamp(rng, modifiedDay),
    });
  };

  const leave = facts.leave;
  if (leave) {
    const created = Math.max(facts.startDay, leave.start - rng.int(30, 90));
    push(POLICIES.parental, leave.start, leave.end, leave.months, 'approved', created, Math.min(today, created + rng.int(1, 5)));
    result.away.push([leave.start, leave.end]);
  }

  while (cursor < to) {
    let key = rng.weighted(ENTRY_POLICIES, ENTRY_WEIGHTS);
    const start = nextWorkingDay(cursor);
    // Nobody books sick or bereavement leave in advance.
    if (start > today && (key === 'sick' || key === 'bereavement')) key = 'vacation';
    const policy: Policy = POLICIES[key];
    let end = start;
    let amount: number;
    if (policy.unit === 'hours') {
      amount = key === 'volunteer' ? rng.pick([2, 3.5, 4, 7.5, 8]) : rng.int(2, 16) / 2;
    } else {
      const days =
        key === 'vacation' ? rng.weighted([1, 2, 3, 4, 5, 10], [20, 15, 15, 10, 25, 15]) : key === 'sick' ? rng.weighted([1, 2, 3], [50, 30, 20]) : key === 'holiday' ? 1 : rng.int(2, 5);
      end = addWorkingDays(start, days);
      amount = days > 1 && rng.chance(0.1) ? days - 0.5 : days === 1 && key !== 'holiday' && rng.chance(0.12) ? 0.5 : days;
    }
    if (end > to) break;
    if (leave && start <= leave.end && end >= leave.start) {
      cursor = leave.end + rng.int(14, 40);
      continue;
    }
    let status: TimeOffStatus;
    if (end < today) status = key === 'sick' || rng.chance(0.9) ? 'approved' : 'rejected';
    else if (start > today) status = rng.weighted(['pending', 'approved', 'rejected'] as const, [45, 50, 5]);
    else status = 'approved';
    const requested = key === 'sick' || key === 'bereavement' ? start + rng.int(0, 1) : start - rng.int(3, 60);
    const createdDay = Math.min(today, Math.max(facts.startDay, requested));
    const modifiedDay = status === 'pending' ? createdDay : Math.min(today, createdDay + rng.int(0, 3));
    push(policy, start, end, amount, status, createdDay, modifiedDay);
    if (status === 'approved') {
      if (policy.unit === 'days' && amount >= 1) result.away.push([start, end]);
      if (start >= yearStart && start <= today) result.used[key] = (result.used[key] ?? 0) + amount;
    }
    cursor = end + rng.int(40, 140);
  }
  return result;
}

/** Appends the balances of the main policies for a current or future employee. */
export function generateBalances(company: SandboxCompany, facts: EmployeeFacts, timeOff: TimeOffResult, out: RemoteTimeOffBalance[]): void {
  if (facts.type === 'contractor' || facts.isAdvisor || facts.status === 'inactive') return;
  const rng = new Rng(mixSeed(company.seed, facts.index, 0xba1));
  const today = company.today;
  const year = civilFromDay(today).year;
  const yearStart = dayFromCivil(year, 1, 1);
  const yearDays = dayFromCivil(year + 1, 1, 1) - yearStart;
  const fte = Math.min(1, facts.weeklyHours / 40);
  // Joiners accrue for the part of the year they are employed.
  const share = facts.startDay > yearStart ? Math.max(0, (yearStart + yearDays - facts.startDay) / yearDays) : 1;
  const createdDay = Math.min(today, Math.max(yearStart, facts.startDay));
  const created = isoDateTime(createdDay, 2 * 60);
  const modified = isoDateTime(today, 2 * 60);
  for (const key of BALANCE_POLICIES) {
    const policy: Policy = POLICIES[key];
    let entitlement: number;
    if (key === 'vacation') entitlement = facts.country.vacationDays * fte * share + (facts.startDay < yearStart ? rng.int(0, 5) : 0);
    else if (key === 'sick') entitlement = facts.country.sickDays;
    else entitlement = 16 * fte * share;
    const used = round1(timeOff.used[key] ?? 0);
    out.push({
      employee_remote_id: facts.remoteId,
      balance: round1(round1(entitlement) - used),
      used,
      policy_remote_id: policy.remoteId,
      policy_name: policy.name,
      policy_type: policy.type,
      remote_created_at: created,
      remote_modified_at: modified,
    });
  }
}

export interface TimesheetDay {
  day: number;
  year: number;
}

/** The working days of the four weeks before today. */
export function timesheetDays(company: SandboxCompany): TimesheetDay[] {
  const days: TimesheetDay[] = [];
  for (let d = company.today - 28; d < company.today; d++) if (!isWeekend(d)) days.push({ day: d, year: civilFromDay(d).year });
  return days;
}

/** Appends an hourly employee's clocked shifts of the last four weeks. */
export function generateTimesheets(company: SandboxCompany, facts: EmployeeFacts, days: readonly TimesheetDay[], away: AwayIntervals, out: RemoteTimesheet[]): void {
  if (!facts.tracksTime || facts.status !== 'active') return;
  const rng = new Rng(mixSeed(company.seed, facts.index, 0x7153));
  const daysPerWeek = facts.weeklyHours <= 24 ? 3 : facts.weeklyHours <= 30 ? 4 : 5;
  // Which weekdays (1 = Monday … 5 = Friday) they work.
  const workdays = new Set<number>([1, 2, 3, 4, 5]);
  while (workdays.size > daysPerWeek) workdays.delete(rng.int(1, 5));
  const perDay = (facts.weeklyHours * 60) / daysPerWeek;
  const prefix = `ts_${pad(facts.index + 1, 5)}_`;
  let seq = 0;
  for (const { day, year } of days) {
    if (day < facts.startDay || !workdays.has(weekday(day))) continue;
    if (away.some(([a, b]) => day >= a && day <= b)) continue;
    if (rng.chance(0.04)) continue;
    const offset = utcOffset(facts.workCity, day, year);
    const begin = 7 * 60 + 30 + rng.int(0, 120);
    const minutes = Math.max(60, Math.round(perDay + rng.int(-35, 35)));
    const finish = begin + minutes;
    const created = isoDateTime(day, finish + rng.int(1, 15), offset, rng.int(0, 59));
    seq++;
    out.push({
      remote_id: prefix + pad(seq, 2),
      employee_remote_id: facts.remoteId,
      start_time: isoDateTime(day, begin, offset),
      end_time: isoDateTime(day, finish, offset),
      hours_worked: round1(minutes / 60),
      remote_created_at: created,
      remote_modified_at: rng.chance(0.6) ? isoDateTime(Math.min(company.today, nextWorkingDay(day + 1)), 9 * 60 + rng.int(0, 90), offset, rng.int(0, 59)) : created,
    });
  }
}
