// One sandbox employee: identity, contact details, place in the org, history and pay, family.
// Everything about employee i comes from seeds derived from (entity, i), plus the positions of their
// ancestors in the tree, so one employee can be generated without generating the company.
import type {
  CompensationEntry,
  Dependent,
  EmergencyContact,
  EmploymentStatus,
  EmploymentType,
  Ethnicity,
  Gender,
  MaritalStatus,
  PayFrequency,
  RemoteEmployee,
  RemoteEmploymentEntry,
  RemoteGroup,
} from '../../../model';
import {
  CEO_TITLE,
  FEMALE_FIRST_NAMES,
  HEAD_OF_TEAM,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  NEUTRAL_FIRST_NAMES,
  type Department,
} from './names';
import {
  countryOf,
  foldAscii,
  isManager,
  levelOf,
  parentOf,
  placementOf,
  remoteIdOf,
  type SandboxCompany,
} from './org';
import { COUNTRIES, OTHER_NATIONALITIES, type City, type CountryProfile } from './places';
import { Rng, civilFromDay, exact, flat, dayFromCivil, daysInMonth, isoDate, isoDateTime, mixSeed, nextWorkingDay, pad, previousWorkingDay } from './random';

export type PayPeriod = 'year' | 'hour' | 'day';

export interface PayPoint {
  /** Effective day number. */
  day: number;
  /** Integer cents per `period`. */
  rate: number;
  period: PayPeriod;
}

/** What the time-off, timesheet and payroll generators need to know about an employee. */
export interface EmployeeFacts {
  index: number;
  remoteId: string;
  country: CountryProfile;
  /** Where they work (their office's city, or home for remote staff): sets the time zone. */
  workCity: City;
  status: EmploymentStatus;
  type: EmploymentType;
  startDay: number;
  terminationDay: number | null;
  /** Parental leave interval for employees on leave. */
  leave: { start: number; end: number; months: number } | null;
  department: Department | null;
  isManager: boolean;
  isAdvisor: boolean;
  /** Ascending, one per compensation entry. */
  pay: PayPoint[];
  payFrequency: PayFrequency;
  weeklyHours: number;
  /** Clocks in and out (hourly staff, support and operations, some project staff): has timesheets. */
  tracksTime: boolean;
  age: number;
}

export interface GeneratedEmployee {
  employee: RemoteEmployee;
  facts: EmployeeFacts;
  groups: RemoteGroup[];
}

const GENDER_WEIGHTS = [47, 47, 6];
const GENDERS: readonly Gender[] = ['male', 'female', 'not_specified'];
const ETHNICITIES: readonly Ethnicity[] = ['asian', 'black', 'hispanic', 'mixed', 'not_specified', 'other', 'white'];
const ETHNICITY_WEIGHTS = [18, 13, 12, 6, 10, 4, 37];
const STATUSES: readonly EmploymentStatus[] = ['active', 'inactive', 'leave', 'pending'];
const STATUS_WEIGHTS = [84, 9, 3, 4];
const TYPES: readonly EmploymentType[] = ['full_time', 'part_time', 'contractor', 'other'];
const TYPE_WEIGHTS = [78, 10, 8, 4];
const SHIRT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
const LAPTOPS = ['MacBook Pro 14"', 'MacBook Air 13"', 'Dell XPS 13', 'Lenovo ThinkPad X1 Carbon', 'HP EliteBook 840'] as const;
const PERSONAL_DOMAINS = ['example.net', 'example.org', 'mail.example.com', 'inbox.example.net'] as const;
const FREQUENCY_LABEL: Readonly<Record<PayFrequency, string>> = {
  year: 'Annual',
  weekly: 'Weekly',
  biweekly: 'Bi-weekly',
  semimonthly: 'Semi-monthly',
  monthly: 'Monthly',
  other: 'Other',
};
const FULL_TIME_HOURS: Readonly<Record<string, number>> = { US: 40, CA: 37.5, GB: 37.5, IE: 39, DE: 40, FR: 35, AU: 38, NZ: 40 };
/** Salary weight of each department relative to the company average. */
const DEPARTMENT_PAY: Readonly<Record<string, number>> = { eng: 1.2, product: 1.15, legal: 1.15, sales: 1.0, finance: 1.0, marketing: 0.95, people: 0.9, cs: 0.85, ops: 0.85 };

// ---- Names ---------------------------------------------------------------------------------

export interface PersonName {
  gender: Gender;
  first: string;
  last: string;
}

export function personName(company: SandboxCompany, index: number): PersonName {
  const rng = new Rng(mixSeed(company.seed, index, 0x4e));
  const gender = rng.weighted(GENDERS, GENDER_WEIGHTS);
  let first: string;
  if (gender === 'male') first = rng.pick(MALE_FIRST_NAMES);
  else if (gender === 'female') first = rng.pick(FEMALE_FIRST_NAMES);
  else first = rng.chance(0.7) ? rng.pick(NEUTRAL_FIRST_NAMES) : rng.pick(rng.chance(0.5) ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES);
  let last: string = rng.pick(LAST_NAMES);
  if (rng.chance(0.04)) last = `${last}-${rng.pick(LAST_NAMES)}`;
  return { gender, first, last };
}

const localPartCache = new Map<string, string>();

/** 'olivia.garcia' from 'Olivia', 'García'. */
export function emailLocalPart(first: string, last: string): string {
  const key = `${first}\u0001${last}`;
  let local = localPartCache.get(key);
  if (local === undefined) {
    const clean = (s: string) => foldAscii(s).toLowerCase().replace(/[^a-z0-9-]/g, '');
    local = `${clean(first)}.${clean(last)}`;
    if (localPartCache.size > 50_000) localPartCache.clear();
    localPartCache.set(key, local);
  }
  return local;
}

/** The work e-mail local part of employee `index`, numbered when an earlier employee has the same name. */
export function uniqueLocalPart(company: SandboxCompany, index: number, seen?: Map<string, number>, name = personName(company, index)): string {
  const base = emailLocalPart(name.first, name.last);
  let count: number;
  if (seen) {
    count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
  } else {
    count = 1;
    for (let i = 0; i < index; i++) {
      const other = personName(company, i);
      if (emailLocalPart(other.first, other.last) === base) count++;
    }
  }
  return count === 1 ? base : `${base}${count}`;
}

// ---- Status and dates ----------------------------------------------------------------------

export function statusOf(company: SandboxCompany, index: number): EmploymentStatus {
  if (index === 0 || isManager(company, index) || levelOf(company, index) <= 1) return 'active';
  const n = company.n;
  // Small companies still show one of each: the last three are pending, on leave and gone.
  if (n >= 8 && index === n - 1) return 'pending';
  if (n >= 8 && index === n - 2) return 'leave';
  if (n >= 8 && index === n - 3) return 'inactive';
  const rng = new Rng(mixSeed(company.seed, index, 0x57a7));
  return rng.weighted(STATUSES, STATUS_WEIGHTS);
}

export function startDayOf(company: SandboxCompany, index: number): number {
  const memo = company.startMemo;
  if (index < memo.length && !Number.isNaN(memo[index] as number)) return memo[index] as number;
  let start: number;
  const today = company.today;
  if (index === 0) start = nextWorkingDay(company.foundedDay);
  else {
    const rng = new Rng(mixSeed(company.seed, index, 0x5747));
    const status = statusOf(company, index);
    if (status === 'pending') start = nextWorkingDay(today + rng.int(5, 75));
    else {
      const level = levelOf(company, index);
      const latest = status === 'leave' ? today - 200 : status === 'inactive' ? today - 60 : today - 14;
      const earliest = company.foundedDay + 30;
      // Companies grow: recent starts are more common than early ones, least so for the leadership.
      const skew = level === 1 ? 0.9 : isManager(company, index) ? 0.6 : 0.4;
      start = latest <= earliest ? earliest : earliest + Math.floor((latest - earliest) * Math.pow(rng.next(), skew));
      start = nextWorkingDay(start);
      if (start > today) start = previousWorkingDay(today);
    }
  }
  if (index < memo.length) memo[index] = start;
  return start;
}

/** The nearest manager up the tree who had already joined on `day` (the founder always had). */
export function managerOn(company: SandboxCompany, index: number, day: number): number {
  let m = parentOf(company, index);
  while (m > 0 && startDayOf(company, m) > day) m = parentOf(company, m);
  return m;
}

function addMonths(dayNumber: number, months: number): number {
  const { year, month, day } = civilFromDay(dayNumber);
  const total = year * 12 + (month - 1) + months;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  return dayFromCivil(y, m, Math.min(day, daysInMonth(y, m)));
}

function firstOfNextMonth(dayNumber: number): number {
  const { year, month } = civilFromDay(dayNumber);
  return month === 12 ? dayFromCivil(year + 1, 1, 1) : dayFromCivil(year, month + 1, 1);
}

// ---- The employee --------------------------------------------------------------------------

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/**
 * Employee `index` of the company. `seen` counts work e-mail local parts when generating in index order;
 * without it, earlier employees' names are recomputed to number a duplicate.
 */
export function generateEmployee(company: SandboxCompany, index: number, seen?: Map<string, number>): GeneratedEmployee {
  const rng = new Rng(mixSeed(company.seed, index, 0xe3));
  const today = company.today;
  const remoteId = remoteIdOf(index);
  const name = personName(company, index);
  const emailLocal = uniqueLocalPart(company, index, seen, name);
  const displayName = flat(`${name.first} ${name.last}`);
  const country = COUNTRIES[countryOf(company, index)];
  const level = levelOf(company, index);
  const manager = isManager(company, index);
  const placement = placementOf(company, index);
  const department = placement.department;
  const status = statusOf(company, index);

  const type: EmploymentType = manager || level <= 1 ? 'full_time' : rng.weighted(TYPES, TYPE_WEIGHTS);
  const finalStatus: EmploymentStatus = type === 'contractor' && status === 'leave' ? 'active' : status;
  const isAdvisor = type === 'other' && rng.chance(0.25);
  const isIntern = type === 'other' && !isAdvisor;

  // Age and dates.
  const start = startDayOf(company, index);
  let age: number;
  if (isIntern) age = rng.int(19, 25);
  else if (isAdvisor) age = rng.int(45, 68);
  else if (level === 0) age = rng.int(38, 58);
  else if (level === 1) age = rng.int(36, 60);
  else if (manager) age = rng.int(29, 58);
  else age = 22 + Math.floor(42 * Math.pow(rng.next(), 1.3));
  let dob = today - Math.floor((age + rng.next()) * 365.2425);
  const adultAt = Math.floor(18 * 365.2425);
  if (start - dob < adultAt) dob = start - adultAt - rng.int(30, 1500);
  age = Math.floor((today - dob) / 365.2425);
  const termination = finalStatus === 'inactive' ? previousWorkingDay(start + 30 + rng.int(0, Math.max(0, today - start - 30))) : null;
  const terminationDay = termination !== null && termination <= start ? start + 30 : termination;
  let leave: EmployeeFacts['leave'] = null;
  if (finalStatus === 'leave') {
    const leaveStart = nextWorkingDay(Math.max(start + 60, today - rng.int(7, 150)));
    const months = rng.int(3, 9);
    let leaveEnd = addMonths(leaveStart, months) - 1;
    if (leaveEnd < today + 7) leaveEnd = today + 7;
    leave = { start: leaveStart, end: leaveEnd, months };
  }

  // Job titles: the current one and how they got there.
  const titles: string[] = [];
  let currentRankSalary: number;
  const deptPay = department ? (DEPARTMENT_PAY[department.key] ?? 1) : 1.3;
  if (level === 0) {
    titles.push(CEO_TITLE);
    currentRankSalary = rng.int(240, 320) * 1000;
  } else if (level === 1 && department) {
    if (rng.chance(0.35)) titles.push(`Head of ${department.name}`);
    titles.push(department.executive);
    currentRankSalary = rng.int(190, 260) * 1000;
  } else if (manager && department) {
    const ladder = rng.pick(department.ladders);
    const title = level === 2 ? HEAD_OF_TEAM.replace('{team}', placement.teamName ?? department.name) : department.manager;
    const count = rng.int(1, 3);
    if (count >= 3 && ladder.length >= 2) titles.push(ladder[ladder.length - 2] as string);
    if (count >= 2) titles.push(ladder[ladder.length - 1] as string);
    titles.push(title);
    currentRankSalary = (level === 2 ? rng.int(150, 200) : rng.int(115, 160)) * 1000 * deptPay;
  } else if (department && isIntern) {
    titles.push(country.code === 'DE' ? `Working Student, ${department.name}` : `${department.name} Intern`);
    currentRankSalary = 40_000;
  } else if (department && isAdvisor) {
    titles.push(`${department.name} Advisor`);
    currentRankSalary = 0;
  } else {
    const dept = department as Department;
    const ladder = rng.pick(dept.ladders);
    const rank = Math.min(ladder.length - 1, Math.max(0, Math.floor((age - 22) / 6) + rng.int(-1, 0)));
    const count = rng.chance(0.6) ? 3 : rng.int(1, 3);
    for (let r = Math.max(0, rank - count + 1); r <= rank; r++) titles.push(ladder[r] as string);
    currentRankSalary = (52_000 + rank * 21_000 + rng.int(-4, 6) * 1000) * deptPay;
  }

  // Spread the steps over the tenure: promotions take effect on the first of a month, at least 6 months apart.
  const tenureEnd = Math.min(today, terminationDay ?? today);
  const effective: number[] = [start];
  const wanted = titles.length;
  for (let j = 1; j < wanted; j++) {
    const prev = effective[effective.length - 1] as number;
    const target = start + Math.floor(((tenureEnd - start) * (j + rng.next() * 0.5 - 0.25)) / wanted);
    const day = firstOfNextMonth(Math.max(target, prev + 180));
    if (day > tenureEnd) break;
    effective.push(day);
  }
  const steps = titles.slice(titles.length - effective.length);
  const jobTitle = steps[steps.length - 1] as string;

  // Managers may have joined after their reports: each entry names whoever was there at the time, and a
  // reorganisation entry records the move to the current manager (keeping at most three entries).
  const parent = parentOf(company, index);
  const managerIndex = parent < 0 ? -1 : finalStatus === 'inactive' ? managerOn(company, index, tenureEnd) : parent;
  const managerId = managerIndex >= 0 ? remoteIdOf(managerIndex) : null;
  const reorg = managerIndex > 0 && managerOn(company, index, effective[effective.length - 1] as number) !== managerIndex;
  if (reorg && steps.length === 3) {
    steps.splice(1, 1);
    effective.splice(1, 1);
  }
  const entryDays = effective.slice();
  const entryTitles = steps.slice();
  if (reorg) {
    entryDays.push(Math.max(startDayOf(company, managerIndex), (entryDays[entryDays.length - 1] as number) + 1));
    entryTitles.push(jobTitle);
  }
  const groupId = (placement.level >= 2 ? placement.teamGroup?.remote_id : null) ?? placement.departmentGroup.remote_id;
  const employmentHistory: RemoteEmploymentEntry[] = entryTitles.map((title, j) => {
    const last = j === entryTitles.length - 1;
    const on = last ? managerIndex : parent < 0 ? -1 : managerOn(company, index, entryDays[j] as number);
    return {
      job_title: title,
      effective_date: isoDate(entryDays[j] as number),
      group_remote_id: last || level < 2 ? groupId : placement.departmentGroup.remote_id,
      manager_remote_id: on >= 0 ? remoteIdOf(on) : null,
    };
  });
  const history = steps;

  // Pay.
  const currency = country.currency;
  const annual = roundTo(currentRankSalary * country.salaryFactor, 500);
  let period: PayPeriod;
  let frequency: PayFrequency;
  let rateFor: (annualUnits: number) => number;
  let weeklyHours = FULL_TIME_HOURS[country.code] ?? 40;
  if (type === 'contractor') {
    frequency = 'other';
    const dayRate = ['GB', 'IE', 'DE', 'FR'].includes(country.code);
    period = dayRate ? 'day' : 'hour';
    rateFor = (a) => (dayRate ? roundTo((a * 1.35) / 220, 5) : roundTo((a * 1.35) / 2080, 0.5)) * 100;
  } else if (isAdvisor) {
    frequency = 'year';
    period = 'year';
    const retainer = roundTo(rng.int(12, 36) * 1000 * country.salaryFactor, 1000);
    rateFor = () => retainer * 100;
    weeklyHours = 2;
  } else if (isIntern) {
    frequency = rng.weighted(country.payFrequencies, country.payFrequencyWeights);
    period = 'hour';
    const hourly = roundTo(rng.int(16, 24) * country.salaryFactor, 0.25);
    rateFor = () => Math.round(hourly * 100);
    weeklyHours = rng.pick([20, 25, 30, 40]);
  } else if (type === 'part_time') {
    frequency = rng.weighted(country.payFrequencies, country.payFrequencyWeights);
    period = 'hour';
    rateFor = (a) => Math.round(roundTo(a / 2080, 0.25) * 100);
    weeklyHours = rng.pick([16, 20, 24, 30]);
  } else {
    frequency = rng.weighted(country.payFrequencies, country.payFrequencyWeights);
    period = 'year';
    rateFor = (a) => a * 100;
  }
  const pay: PayPoint[] = [];
  const compensation: CompensationEntry[] = history.map((title, j) => {
    const raises = history.length - 1 - j;
    const rate = rateFor(raises === 0 ? annual : roundTo(annual / Math.pow(1.1, raises), 500));
    pay.push({ day: effective[j] as number, rate, period });
    return {
      pay_rate: rate,
      pay_period: period,
      pay_frequency: frequency,
      employment_type: type,
      currency,
      effective_date: isoDate(effective[j] as number),
      notes: j === 0 ? (type === 'contractor' ? 'Initial contract rate' : 'Starting compensation') : title !== history[j - 1] ? `Promotion to ${title}` : 'Annual review',
    };
  });

  // Where they live and work.
  const office = company.offices.get(country.code);
  const remote = !office || (level >= 2 && rng.chance(0.15));
  const officeCity = country.cities[0] as City;
  const homeCity = !remote && rng.chance(0.65) ? officeCity : rng.weighted(country.cities, country.cityWeights);
  const workCity = remote ? homeCity : officeCity;
  const nationality = rng.chance(0.8) ? country.code : rng.pick(OTHER_NATIONALITIES);

  // Groups.
  const payGroup: RemoteGroup =
    type === 'contractor'
      ? { remote_id: 'grp_pay_contractors', name: 'Contractors', type: 'pay_group' }
      : { remote_id: `grp_pay_${country.code.toLowerCase()}_${frequency}`, name: `${country.name} ${FREQUENCY_LABEL[frequency]}`, type: 'pay_group' };
  const groups: RemoteGroup[] = [placement.departmentGroup];
  if (placement.teamGroup) groups.push(placement.teamGroup);
  groups.push(placement.costCentreGroup, payGroup);

  // Family.
  const marital = maritalStatus(rng, age);
  const dependents: Dependent[] = [];
  const contacts: EmergencyContact[] = [];
  let partner: { first: string; last: string; relationship: string } | null = null;
  if (marital === 'married' || (marital === 'other' && rng.chance(0.5))) {
    const first = rng.pick(rng.chance(0.5) ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const last = rng.chance(0.6) ? name.last : rng.pick(LAST_NAMES);
    partner = { first, last, relationship: marital === 'married' ? 'spouse' : 'partner' };
    dependents.push({ name: `${first} ${last}`, relationship: partner.relationship });
  }
  const children =
    age < 24 ? 0 : marital === 'married' ? rng.weighted([0, 1, 2, 3], [30, 25, 30, 15]) : marital === 'divorced' ? rng.int(0, 2) : rng.chance(0.12) ? 1 : 0;
  for (let c = 0; c < children; c++) {
    const childFirst = rng.pick(rng.chance(0.5) ? FEMALE_FIRST_NAMES : rng.chance(0.8) ? MALE_FIRST_NAMES : NEUTRAL_FIRST_NAMES);
    dependents.push({ name: `${childFirst} ${name.last}`, relationship: 'child' });
  }
  if (partner) contacts.push({ first_name: partner.first, last_name: partner.last, relationship: partner.relationship, mobile_phone_number: country.phone(rng, homeCity), primary_contact: true });
  if (!partner || rng.chance(0.5)) {
    const relationship = age < 40 ? rng.weighted(['parent', 'sibling', 'friend'], [60, 25, 15]) : rng.weighted(['sibling', 'friend', 'parent'], [50, 30, 20]);
    const first = rng.pick(rng.chance(0.5) ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const last = relationship === 'friend' ? rng.pick(LAST_NAMES) : name.last;
    contacts.push({ first_name: first, last_name: last, relationship, mobile_phone_number: country.phone(rng, homeCity), primary_contact: contacts.length === 0 });
  }

  // Record keeping.
  const createdDay = finalStatus === 'pending' ? today - rng.int(2, 40) : Math.max(company.foundedDay, start - rng.int(5, 45));
  const created = isoDateTime(createdDay, rng.int(8 * 60, 18 * 60), 0, rng.int(0, 59));
  const dobCivil = civilFromDay(dob);
  const onboarding = finalStatus === 'pending';

  const employee: RemoteEmployee = {
    remote_id: remoteId,
    employee_number: String(1000 + index + 1),
    first_name: name.first,
    last_name: name.last,
    display_full_name: displayName,
    nationality,
    job_title: jobTitle,
    work_email: flat(`${emailLocal}@${company.domain}`),
    personal_email: flat(personalEmail(rng, emailLocal, dobCivil.year)),
    mobile_phone_number: flat(country.phone(rng, homeCity)),
    tax_id: onboarding && rng.chance(0.4) ? null : country.taxId(rng, { gender: name.gender, birthYear: dobCivil.year, birthMonth: dobCivil.month, bornHere: nationality === country.code }),
    gender: name.gender,
    ethnicity: rng.weighted(ETHNICITIES, ETHNICITY_WEIGHTS),
    marital_status: marital,
    date_of_birth: isoDate(dob),
    employment_status: finalStatus,
    employment_type: type,
    start_date: isoDate(start),
    remote_created_at: created,
    termination_date: terminationDay === null ? null : isoDate(terminationDay),
    avatar: rng.chance(0.9) ? flat(`https://avatars.example.com/${company.slug}/${remoteId}.jpg`) : null,
    home_location: { street_address: flat(country.street(rng)), locality: homeCity.name, administrative_area: homeCity.area, country: country.code, post_code: homeCity.post(rng) },
    work_location_remote_id: remote ? company.remoteLocation.remote_id : (office?.remote_id ?? null),
    manager_remote_id: managerId,
    bank_account: onboarding && rng.chance(0.5) ? null : country.bankAccount(rng, displayName),
    employment_history: employmentHistory,
    compensation_history: compensation,
    custom_fields: {
      t_shirt_size: rng.pick(SHIRT_SIZES),
      laptop: onboarding ? null : rng.pick(LAPTOPS),
      remote_eligible: remote || rng.chance(0.5),
    },
    group_remote_ids: groups.map((g) => g.remote_id),
    dependents: exact(dependents),
    emergency_contacts: exact(contacts),
  };

  const facts: EmployeeFacts = {
    index,
    remoteId,
    country,
    workCity,
    status: finalStatus,
    type,
    startDay: start,
    terminationDay,
    leave,
    department,
    isManager: manager,
    isAdvisor,
    pay,
    payFrequency: frequency,
    weeklyHours,
    tracksTime: period === 'hour' || (!manager && level >= 2 && (department?.key === 'cs' || department?.key === 'ops') && rng.chance(0.3)),
    age,
  };
  return { employee, facts, groups };
}

function maritalStatus(rng: Rng, age: number): MaritalStatus {
  if (age < 26) return rng.weighted(['single', 'married', 'not_specified', 'other'] as const, [80, 8, 8, 4]);
  return rng.weighted(['single', 'married', 'divorced', 'not_specified', 'other'] as const, [30, 46, 12, 8, 4]);
}

function personalEmail(rng: Rng, local: string, birthYear: number): string {
  const [first = 'me', last = ''] = local.split('.');
  const style = rng.int(0, 3);
  const base = style === 0 ? `${first}.${last}` : style === 1 ? `${first}${last}${pad(birthYear % 100, 2)}` : style === 2 ? `${first[0] ?? ''}${last}${rng.int(1, 99)}` : `${first}_${last}`;
  return `${base}@${rng.pick(PERSONAL_DOMAINS)}`;
}
