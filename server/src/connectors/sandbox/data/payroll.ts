// Pay runs and payslips for the sandbox: thirteen monthly regular runs (the current one pending), an off-cycle
// commission run, a one-time annual bonus run, a back-pay correction and a reversal of one off-cycle payslip.
// Every amount is integer cents and every payslip adds up: gross = Σ earnings, net = gross − Σ deductions −
// Σ employee taxes; employer taxes and contributions are listed but are in neither.
// The tax engines are simplified versions of each country's rules (brackets, social security, pensions):
// plausible numbers, not payroll advice.
import type { PayrunType, PayslipLine, RemotePayrun, RemotePayslip } from '../../../model';
import type { EmployeeFacts, PayPoint } from './employee';
import type { SandboxCompany } from './org';
import { Rng, civilFromDay, exact, flat, dayFromCivil, daysInMonth, isoDate, mixSeed, nextWorkingDay, pad, previousWorkingDay, round1 } from './random';

type Earning = PayslipLine & { hours: number | null };
type Tax = PayslipLine & { employer_tax: boolean | null };

interface Run {
  payrun: RemotePayrun;
  suffix: string;
  type: PayrunType;
  start: number;
  end: number;
  payment: number;
}

// ---- Runs ----------------------------------------------------------------------------------

function monthBounds(year: number, month: number): { start: number; end: number } {
  return { start: dayFromCivil(year, month, 1), end: dayFromCivil(year, month, daysInMonth(year, month)) };
}

function monthsBack(year: number, month: number, back: number): { year: number; month: number } {
  const total = year * 12 + (month - 1) - back;
  return { year: Math.floor(total / 12), month: (total % 12) + 1 };
}

export interface PayrunPlan {
  regular: Run[];
  offCycle: Run;
  oneTime: Run;
  correction: Run;
  reversal: Run;
}

export function planPayruns(company: SandboxCompany): PayrunPlan {
  const { year, month } = civilFromDay(company.today);
  const make = (type: PayrunType, y: number, m: number, suffix: string, payment: number, pending = false): Run => {
    const { start, end } = monthBounds(y, m);
    return {
      suffix,
      type,
      start,
      end,
      payment,
      payrun: { remote_id: `pr_${suffix}`, state: pending ? 'pending' : 'paid', type, start_date: isoDate(start), end_date: isoDate(end), payment_date: isoDate(payment) },
    };
  };
  const regular: Run[] = [];
  for (let back = 12; back >= 0; back--) {
    const m = monthsBack(year, month, back);
    const { end } = monthBounds(m.year, m.month);
    regular.push(make('regular', m.year, m.month, `${m.year}_${pad(m.month, 2)}`, previousWorkingDay(end), back === 0));
  }
  const oc = monthsBack(year, month, 2);
  const offCycle = make('off_cycle', oc.year, oc.month, `${oc.year}_${pad(oc.month, 2)}_offcycle`, nextWorkingDay(dayFromCivil(oc.year, oc.month, 15)));
  const oneTime = make('one_time', year - 1, 12, `${year - 1}_12_bonus`, previousWorkingDay(dayFromCivil(year - 1, 12, 19)));
  const cm = monthsBack(year, month, 5);
  const cp = monthsBack(year, month, 4);
  const correction = make('correction', cm.year, cm.month, `${cm.year}_${pad(cm.month, 2)}_correction`, nextWorkingDay(dayFromCivil(cp.year, cp.month, 10)));
  const rp = monthsBack(year, month, 1);
  const reversal = make('reversal', oc.year, oc.month, `${oc.year}_${pad(oc.month, 2)}_reversal`, nextWorkingDay(dayFromCivil(rp.year, rp.month, 8)));
  return { regular, offCycle, oneTime, correction, reversal };
}

export function payrunList(plan: PayrunPlan): RemotePayrun[] {
  const runs = [...plan.regular, plan.offCycle, plan.oneTime, plan.correction, plan.reversal];
  runs.sort((a, b) => a.payment - b.payment || a.payrun.remote_id.localeCompare(b.payrun.remote_id));
  return runs.map((r) => ({ ...r.payrun }));
}

// ---- Tax engines ---------------------------------------------------------------------------

type Brackets = ReadonlyArray<readonly [number, number]>;

/** Tax on an annual amount over [upper limit, rate] brackets (the last limit is Infinity). */
function bracketTax(annual: number, brackets: Brackets): number {
  let tax = 0;
  let lower = 0;
  for (const [upper, rate] of brackets) {
    if (annual <= lower) break;
    tax += (Math.min(annual, upper) - lower) * rate;
    lower = upper;
  }
  return tax;
}

// Annual amounts in cents.
const K = 100;
const US_FEDERAL: Brackets = [[14_600 * K, 0], [26_200 * K, 0.1], [61_750 * K, 0.12], [115_125 * K, 0.22], [206_550 * K, 0.24], [258_325 * K, 0.32], [623_950 * K, 0.35], [Infinity, 0.37]];
const US_STATE_RATE: Readonly<Record<string, number>> = { NY: 0.055, CA: 0.06, TX: 0, IL: 0.0495, WA: 0, MA: 0.05, CO: 0.044, GA: 0.0549 };
const GB_INCOME: Brackets = [[12_570 * K, 0], [50_270 * K, 0.2], [125_140 * K, 0.4], [Infinity, 0.45]];
const IE_PAYE: Brackets = [[42_000 * K, 0.2], [Infinity, 0.4]];
const IE_USC: Brackets = [[12_012 * K, 0.005], [25_760 * K, 0.02], [70_044 * K, 0.04], [Infinity, 0.08]];
const DE_INCOME: Brackets = [[11_784 * K, 0], [17_005 * K, 0.16], [66_760 * K, 0.3], [277_825 * K, 0.42], [Infinity, 0.45]];
const CA_FEDERAL: Brackets = [[15_705 * K, 0], [55_867 * K, 0.15], [111_733 * K, 0.205], [173_205 * K, 0.26], [246_752 * K, 0.29], [Infinity, 0.33]];
const CA_PROVINCE_RATE: Readonly<Record<string, number>> = { ON: 0.07, BC: 0.065, QC: 0.14, AB: 0.1 };
const AU_PAYG: Brackets = [[18_200 * K, 0], [45_000 * K, 0.16], [135_000 * K, 0.3], [190_000 * K, 0.37], [Infinity, 0.45]];
const AU_PAYROLL_TAX: Readonly<Record<string, number>> = { NSW: 0.0545, VIC: 0.0485, QLD: 0.0475, WA: 0.055, SA: 0.0495, ACT: 0.0685 };
const NZ_PAYE: Brackets = [[15_600 * K, 0.105], [53_500 * K, 0.175], [78_100 * K, 0.3], [180_000 * K, 0.33], [Infinity, 0.39]];

/** Per-employee choices that stay the same from one payslip to the next. */
interface PayProfile {
  country: string;
  area: string;
  /** Names that depend on where they work. */
  stateTax: string;
  stateUnemployment: string;
  payrollTax: string;
  /** Pension / 401(k) / KiwiSaver / RRSP employee rate. */
  pensionRate: number;
  /** Fixed monthly amounts in cents (prorated by the worked fraction). */
  healthPremium: number;
  dentalPremium: number;
  employerHealth: number;
  studentLoan: boolean;
  church: boolean;
  salarySacrifice: number;
  mealVouchers: number;
  /** French withholding rate of the year. */
  withholding: number;
}

function payProfile(company: SandboxCompany, facts: EmployeeFacts): PayProfile {
  const rng = new Rng(mixSeed(company.seed, facts.index, 0x9a7));
  const c = facts.country.code;
  const area = facts.workCity.area;
  const p: PayProfile = {
    country: c,
    area,
    stateTax: c === 'US' ? `${area} state income tax` : '',
    stateUnemployment: c === 'US' ? `${area} state unemployment insurance` : '',
    payrollTax: c === 'AU' ? `Payroll tax (${area})` : '',
    pensionRate: 0,
    healthPremium: 0,
    dentalPremium: 0,
    employerHealth: 0,
    studentLoan: false,
    church: false,
    salarySacrifice: 0,
    mealVouchers: 0,
    withholding: 0,
  };
  switch (c) {
    case 'US':
      p.pensionRate = rng.pick([0, 0.03, 0.04, 0.05, 0.06, 0.08]);
      p.healthPremium = rng.chance(0.85) ? rng.int(80, 260) * K : 0;
      p.dentalPremium = p.healthPremium && rng.chance(0.7) ? rng.int(12, 40) * K : 0;
      p.employerHealth = p.healthPremium ? rng.int(400, 750) * K : 0;
      break;
    case 'CA':
      p.pensionRate = rng.pick([0, 0.02, 0.03, 0.05]);
      p.healthPremium = rng.int(40, 120) * K;
      p.employerHealth = rng.int(150, 300) * K;
      break;
    case 'GB':
      p.pensionRate = 0.05;
      p.studentLoan = facts.age < 35 && rng.chance(0.35);
      break;
    case 'IE':
      p.pensionRate = rng.pick([0, 0.03, 0.05, 0.05]);
      break;
    case 'DE':
      p.church = rng.chance(0.3);
      p.salarySacrifice = rng.chance(0.25) ? rng.pick([100, 150, 200, 250]) * K : 0;
      break;
    case 'FR':
      p.healthPremium = rng.int(30, 60) * K;
      p.employerHealth = rng.int(40, 70) * K;
      p.mealVouchers = rng.chance(0.6) ? rng.int(70, 90) * K : 0;
      break;
    case 'AU':
      p.salarySacrifice = rng.chance(0.2) ? rng.pick([100, 200, 300, 500]) * K : 0;
      break;
    case 'NZ':
      p.pensionRate = rng.chance(0.9) ? rng.pick([0.03, 0.03, 0.04, 0.06, 0.08, 0.1]) : 0;
      break;
  }
  if (c === 'FR') {
    const annual = currentAnnual(facts);
    p.withholding = annual < 18_000 * K ? 0 : annual < 30_000 * K ? 0.035 : annual < 45_000 * K ? 0.075 : annual < 70_000 * K ? 0.12 : 0.17;
  }
  return p;
}

function currentAnnual(facts: EmployeeFacts): number {
  const last = facts.pay[facts.pay.length - 1];
  if (!last) return 0;
  return last.period === 'year' ? last.rate : last.period === 'day' ? last.rate * 220 : last.rate * facts.weeklyHours * 52;
}

/**
 * A reusable scratch list of payslip lines (names and amounts, no objects), so that computing a payslip
 * allocates nothing but the lines it keeps, and two computations can be subtracted line by line.
 */
class LineBuffer {
  readonly dName: string[] = [];
  readonly dAmount: number[] = [];
  readonly tName: string[] = [];
  readonly tAmount: number[] = [];
  readonly tEmployer: boolean[] = [];
  readonly cName: string[] = [];
  readonly cAmount: number[] = [];
  dCount = 0;
  tCount = 0;
  cCount = 0;

  reset(): this {
    this.dCount = 0;
    this.tCount = 0;
    this.cCount = 0;
    return this;
  }

  deduction(name: string, amount: number): void {
    this.dName[this.dCount] = name;
    this.dAmount[this.dCount++] = amount;
  }

  tax(name: string, amount: number, employer: boolean): void {
    this.tName[this.tCount] = name;
    this.tAmount[this.tCount] = amount;
    this.tEmployer[this.tCount++] = employer;
  }

  contribution(name: string, amount: number): void {
    this.cName[this.cCount] = name;
    this.cAmount[this.cCount++] = amount;
  }
}

const r = Math.round;

/**
 * Deductions, taxes and contributions on a month's gross (cents) into `b`. `fraction` prorates fixed amounts.
 * Always the same lines in the same order for a profile, so two results can be subtracted.
 */
function computeLines(p: PayProfile, gross: number, fraction: number, b: LineBuffer): LineBuffer {
  b.reset();
  const fixed = (amount: number) => r(amount * fraction);
  switch (p.country) {
    case 'US': {
      const k401 = r(gross * p.pensionRate);
      const health = fixed(p.healthPremium);
      const dental = fixed(p.dentalPremium);
      const taxable = gross - k401 - health - dental;
      const fica = Math.min(gross, r((168_600 * K) / 12));
      b.deduction('401(k)', k401);
      b.deduction('Medical insurance', health);
      b.deduction('Dental insurance', dental);
      b.tax('Federal income tax', r(bracketTax(taxable * 12, US_FEDERAL) / 12), false);
      b.tax('Social Security', r(fica * 0.062), false);
      b.tax('Medicare', r(gross * 0.0145), false);
      b.tax(p.stateTax, r(taxable * (US_STATE_RATE[p.area] ?? 0.05)), false);
      b.tax('Social Security (employer)', r(fica * 0.062), true);
      b.tax('Medicare (employer)', r(gross * 0.0145), true);
      b.tax('FUTA', r(Math.min(gross, (7_000 * K) / 12) * 0.006), true);
      b.tax(p.stateUnemployment, r(Math.min(gross, (12_000 * K) / 12) * 0.027), true);
      b.contribution('401(k) employer match', r(gross * Math.min(p.pensionRate, 0.04)));
      b.contribution('Employer health contribution', fixed(p.employerHealth));
      return b;
    }
    case 'CA': {
      const rrsp = r(gross * p.pensionRate);
      const taxable = gross - rrsp;
      const qc = p.area === 'QC';
      const pensionable = Math.max(0, Math.min(gross, r((68_500 * K) / 12)) - r((3_500 * K) / 12));
      const insurable = Math.min(gross, r((63_200 * K) / 12));
      const cpp = r(pensionable * (qc ? 0.064 : 0.0595));
      const ei = r(insurable * (qc ? 0.0132 : 0.0166));
      b.deduction('RRSP', rrsp);
      b.deduction('Group benefits', fixed(p.healthPremium));
      b.tax('Federal income tax', r(bracketTax(taxable * 12, CA_FEDERAL) / 12), false);
      b.tax('Provincial income tax', r(Math.max(0, taxable - r((12_000 * K) / 12)) * (CA_PROVINCE_RATE[p.area] ?? 0.07)), false);
      b.tax(qc ? 'QPP' : 'CPP', cpp, false);
      b.tax('EI', ei, false);
      b.tax(qc ? 'QPP (employer)' : 'CPP (employer)', cpp, true);
      b.tax('EI (employer)', r(ei * 1.4), true);
      b.contribution('RRSP employer match', r(gross * Math.min(p.pensionRate, 0.03)));
      b.contribution('Group benefits (employer)', fixed(p.employerHealth));
      return b;
    }
    case 'GB': {
      const qualifying = Math.max(0, gross - r((6_240 * K) / 12));
      const pension = r(qualifying * p.pensionRate);
      const taxable = gross - pension;
      const lowerNi = r((12_570 * K) / 12);
      const upperNi = r((50_270 * K) / 12);
      b.deduction('Workplace pension', pension);
      b.deduction('Student loan', p.studentLoan ? r(Math.max(0, gross - r((27_295 * K) / 12)) * 0.09) : 0);
      b.tax('Income tax (PAYE)', r(bracketTax(taxable * 12, GB_INCOME) / 12), false);
      b.tax('National Insurance', r(Math.max(0, Math.min(gross, upperNi) - lowerNi) * 0.08 + Math.max(0, gross - upperNi) * 0.02), false);
      b.tax('Employer National Insurance', r(Math.max(0, gross - r((9_100 * K) / 12)) * 0.138), true);
      b.contribution('Employer pension', r(qualifying * 0.03));
      return b;
    }
    case 'IE': {
      const pension = r(gross * p.pensionRate);
      const taxable = gross - pension;
      b.deduction('Pension', pension);
      b.tax('PAYE', Math.max(0, r((bracketTax(taxable * 12, IE_PAYE) - 4_000 * K) / 12)), false);
      b.tax('USC', r(bracketTax(gross * 12, IE_USC) / 12), false);
      b.tax('PRSI', gross > r((352 * K * 52) / 12) ? r(gross * 0.041) : 0, false);
      b.tax('Employer PRSI', r(gross * 0.1115), true);
      b.contribution('Employer pension', p.pensionRate > 0 ? r(gross * 0.05) : 0);
      return b;
    }
    case 'DE': {
      const bav = fixed(p.salarySacrifice);
      const capRv = 7_550 * K;
      const capKv = 5_175 * K;
      const rv = r(Math.min(gross, capRv) * 0.093);
      const av = r(Math.min(gross, capRv) * 0.013);
      const kv = r(Math.min(gross, capKv) * 0.0815);
      const pv = r(Math.min(gross, capKv) * 0.017);
      const taxable = gross - bav - rv - av - kv - pv;
      const lst = r(bracketTax(taxable * 12, DE_INCOME) / 12);
      b.deduction('Betriebliche Altersvorsorge', bav);
      b.tax('Lohnsteuer', lst, false);
      b.tax('Solidaritätszuschlag', lst * 12 > 18_130 * K ? r(lst * 0.055) : 0, false);
      b.tax('Kirchensteuer', p.church ? r(lst * (p.area === 'Bayern' ? 0.08 : 0.09)) : 0, false);
      b.tax('Rentenversicherung', rv, false);
      b.tax('Arbeitslosenversicherung', av, false);
      b.tax('Krankenversicherung', kv, false);
      b.tax('Pflegeversicherung', pv, false);
      b.tax('Rentenversicherung (Arbeitgeber)', rv, true);
      b.tax('Arbeitslosenversicherung (Arbeitgeber)', av, true);
      b.tax('Krankenversicherung (Arbeitgeber)', kv, true);
      b.tax('Pflegeversicherung (Arbeitgeber)', pv, true);
      b.contribution('Arbeitgeberzuschuss bAV', r(bav * 0.15));
      return b;
    }
    case 'FR': {
      const pmss = 3_864 * K;
      const t1 = Math.min(gross, pmss);
      const t2 = Math.max(0, Math.min(gross, 8 * pmss) - pmss);
      const vieillesse = r(t1 * 0.069 + gross * 0.004);
      const agirc = r(t1 * 0.0401 + t2 * 0.0972);
      const csgDed = r(gross * 0.9825 * 0.068);
      const csgNonDed = r(gross * 0.9825 * 0.029);
      const mutuelle = fixed(p.healthPremium);
      const meals = fixed(p.mealVouchers);
      const netTaxable = gross - vieillesse - agirc - csgDed - mutuelle;
      b.deduction('Mutuelle (part salariale)', mutuelle);
      b.deduction('Titres-restaurant (part salariale)', meals);
      b.tax('Sécurité sociale - vieillesse', vieillesse, false);
      b.tax('Retraite complémentaire AGIRC-ARRCO', agirc, false);
      b.tax('CSG déductible', csgDed, false);
      b.tax('CSG/CRDS non déductible', csgNonDed, false);
      b.tax('Prélèvement à la source', r(Math.max(0, netTaxable + csgNonDed) * p.withholding), false);
      b.tax('Assurance maladie (employeur)', r(gross * 0.13), true);
      b.tax('Vieillesse (employeur)', r(t1 * 0.0855 + gross * 0.0202), true);
      b.tax('Allocations familiales', r(gross * 0.0525), true);
      b.tax('Assurance chômage', r(gross * 0.0405), true);
      b.tax('Retraite complémentaire (employeur)', r(t1 * 0.0601 + t2 * 0.1457), true);
      b.contribution('Mutuelle (part employeur)', fixed(p.employerHealth));
      b.contribution('Titres-restaurant (part employeur)', r(meals * 1.5));
      return b;
    }
    case 'AU': {
      const sacrifice = fixed(p.salarySacrifice);
      const taxable = gross - sacrifice;
      b.deduction('Salary sacrifice (super)', sacrifice);
      b.tax('PAYG withholding', r(bracketTax(taxable * 12, AU_PAYG) / 12), false);
      b.tax('Medicare levy', r(taxable * 0.02), false);
      b.tax(p.payrollTax, r(gross * (AU_PAYROLL_TAX[p.area] ?? 0.05)), true);
      b.contribution('Superannuation guarantee', r(gross * 0.115));
      return b;
    }
    default: {
      // NZ
      const employerKiwi = p.pensionRate > 0 ? r(gross * 0.03) : 0;
      const annual = gross * 12;
      const esct = annual <= 18_720 * K ? 0.105 : annual <= 64_200 * K ? 0.175 : annual <= 93_720 * K ? 0.3 : 0.33;
      b.deduction('KiwiSaver', r(gross * p.pensionRate));
      b.tax('PAYE', r(bracketTax(annual, NZ_PAYE) / 12), false);
      b.tax("ACC earners' levy", r(gross * 0.016), false);
      b.tax('ESCT', r(employerKiwi * esct), true);
      b.contribution('KiwiSaver employer contribution', employerKiwi);
      return b;
    }
  }
}

/** Placeholder for "no reimbursements" before a payslip gets its own (or a shared) empty list. */
const NONE: PayslipLine[] = [];
const MAIN_BUFFER = new LineBuffer();
const BASELINE_BUFFER = new LineBuffer();

/**
 * Another month with the same pay as `previous`: identical salaried months are identical on payslips too,
 * and they share their (read-only) line arrays, which keeps 10,000 × 13 payslips light.
 */
function reissue(facts: EmployeeFacts, run: Run, earnings: Earning[], previous: RemotePayslip, reimbursements: PayslipLine[]): RemotePayslip {
  return {
    remote_id: flat(`ps_${run.suffix}_${facts.remoteId.slice(4)}`),
    employee_remote_id: facts.remoteId,
    payrun_remote_id: run.payrun.remote_id,
    payrun_type: run.type,
    currency: previous.currency,
    gross_pay: previous.gross_pay,
    net_pay: previous.net_pay,
    start_date: run.payrun.start_date,
    end_date: run.payrun.end_date,
    payment_date: run.payrun.payment_date,
    earnings,
    contributions: previous.contributions,
    deductions: previous.deductions,
    taxes: previous.taxes,
    reimbursements: reimbursements !== NONE ? reimbursements : previous.reimbursements.length === 0 ? previous.reimbursements : [],
  };
}

function sameEarnings(a: readonly Earning[], b: readonly Earning[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as Earning;
    const y = b[i] as Earning;
    if (x.name !== y.name || x.amount !== y.amount || x.hours !== y.hours) return false;
  }
  return true;
}

const REIMBURSEMENTS = ['Travel expenses', 'Home office equipment', 'Client entertainment', 'Training course', 'Mileage', 'Conference fees'] as const;

/** The payslip of `lines` (minus `baseline`, line by line, when given). */
function assemble(
  facts: EmployeeFacts,
  run: Run,
  earnings: Earning[],
  lines: LineBuffer,
  baseline: LineBuffer | null,
  reimbursements: PayslipLine[],
): RemotePayslip {
  let gross = 0;
  for (const e of earnings) gross += e.amount as number;
  let deductions: PayslipLine[] = [];
  let deducted = 0;
  for (let i = 0; i < lines.dCount; i++) {
    const amount = (lines.dAmount[i] as number) - (baseline ? (baseline.dAmount[i] as number) : 0);
    if (amount === 0) continue;
    deductions.push({ name: lines.dName[i] as string, amount });
    deducted += amount;
  }
  const taxes: Tax[] = [];
  let employeeTaxes = 0;
  for (let i = 0; i < lines.tCount; i++) {
    const amount = (lines.tAmount[i] as number) - (baseline ? (baseline.tAmount[i] as number) : 0);
    if (amount === 0) continue;
    const employer = lines.tEmployer[i] as boolean;
    taxes.push({ name: lines.tName[i] as string, amount, employer_tax: employer });
    if (!employer) employeeTaxes += amount;
  }
  const contributions: PayslipLine[] = [];
  for (let i = 0; i < lines.cCount; i++) {
    const amount = (lines.cAmount[i] as number) - (baseline ? (baseline.cAmount[i] as number) : 0);
    if (amount !== 0) contributions.push({ name: lines.cName[i] as string, amount });
  }
  let net = gross - deducted - employeeTaxes;
  // Voluntary deductions are not taken when they would leave nothing to pay.
  if (net < 0 && gross > 0) {
    deductions = [];
    net = gross - employeeTaxes;
  }
  return {
    remote_id: flat(`ps_${run.suffix}_${facts.remoteId.slice(4)}`),
    employee_remote_id: facts.remoteId,
    payrun_remote_id: run.payrun.remote_id,
    payrun_type: run.type,
    currency: facts.country.currency,
    gross_pay: gross,
    net_pay: net,
    start_date: run.payrun.start_date,
    end_date: run.payrun.end_date,
    payment_date: run.payrun.payment_date,
    earnings,
    contributions: exact(contributions),
    deductions: exact(deductions),
    taxes: exact(taxes),
    reimbursements: reimbursements === NONE ? [] : reimbursements,
  };
}

function payAt(facts: EmployeeFacts, day: number): PayPoint | null {
  let point: PayPoint | null = facts.pay[0] ?? null;
  for (const p of facts.pay) if (p.day <= day) point = p;
  return point;
}

/** Monthly base pay in cents for a full month at a pay point. */
function monthlyBase(facts: EmployeeFacts, point: PayPoint): number {
  if (point.period === 'year') return point.rate / 12;
  if (point.period === 'day') return point.rate * 220 / 12;
  return point.rate * facts.weeklyHours * 52 / 12;
}

function employedIn(facts: EmployeeFacts, start: number, end: number): number {
  const from = Math.max(start, facts.startDay);
  const to = Math.min(end, facts.terminationDay ?? end);
  return to < from ? 0 : to - from + 1;
}

function regularEarnings(rng: Rng, facts: EmployeeFacts, point: PayPoint, fraction: number, leaveFraction: number): Earning[] {
  const earnings: Earning[] = [];
  const contractual = round1((facts.weeklyHours * 52 * fraction) / 12);
  const working = 1 - leaveFraction;
  if (point.period === 'hour') {
    const hours = round1(contractual * working * (0.85 + rng.next() * 0.25));
    earnings.push({ name: 'Regular hours', amount: r(hours * point.rate), hours });
    if (rng.chance(0.15) && working > 0) {
      const overtime = rng.int(10, 120) / 10;
      earnings.push({ name: 'Overtime', amount: r(overtime * point.rate * 1.5), hours: overtime });
    }
  } else {
    const base = monthlyBase(facts, point) * fraction;
    earnings.push({ name: 'Salary', amount: r(base * working), hours: round1(contractual * working) });
    if (facts.department?.key === 'sales' && !facts.isManager && rng.chance(0.7) && working > 0) {
      earnings.push({ name: 'Commission', amount: r(base * (0.05 + rng.next() * 0.3)), hours: null });
    }
  }
  if (leaveFraction > 0) {
    earnings.push({ name: 'Parental leave pay', amount: r(monthlyBase(facts, point) * fraction * leaveFraction * 0.6), hours: null });
  }
  const paid = earnings.filter((e) => e.amount !== 0);
  return paid.length > 0 ? exact(paid) : earnings.slice(0, 1);
}

export interface PayslipState {
  /** The first off-cycle payslip, for the reversal. */
  offCycle: RemotePayslip | null;
}

/** Appends an employee's payslips of every run. Contractors are paid on invoice, not through payroll. */
export function generatePayslips(company: SandboxCompany, facts: EmployeeFacts, plan: PayrunPlan, out: RemotePayslip[], state: PayslipState): void {
  if (facts.type === 'contractor' || facts.pay.length === 0) return;
  const rng = new Rng(mixSeed(company.seed, facts.index, 0x9a75));
  const profile = payProfile(company, facts);
  const main = MAIN_BUFFER;
  // The last few distinct months, so a commission month does not stop the next plain month sharing.
  const recent: Array<{ slip: RemotePayslip; gross: number; fraction: number }> = [];

  for (const run of plan.regular) {
    if (facts.isAdvisor) break;
    const days = employedIn(facts, run.start, run.end);
    if (days === 0) continue;
    const point = payAt(facts, run.end);
    if (!point) continue;
    const monthDays = run.end - run.start + 1;
    const fraction = days / monthDays;
    const leave = facts.leave;
    const leaveDays = leave ? Math.max(0, Math.min(run.end, leave.end) - Math.max(run.start, leave.start, facts.startDay) + 1) : 0;
    const earnings = regularEarnings(rng, facts, point, fraction, leaveDays / monthDays / fraction);
    let gross = 0;
    for (const e of earnings) gross += e.amount as number;
    const reimbursements: PayslipLine[] = rng.chance(0.07) ? [{ name: rng.pick(REIMBURSEMENTS), amount: rng.int(1_500, 45_000) }] : NONE;
    const same = recent.find((m) => m.gross === gross && m.fraction === fraction);
    if (same) {
      const earlier = same.slip;
      out.push(reissue(facts, run, sameEarnings(earlier.earnings, earnings) ? earlier.earnings : earnings, earlier, reimbursements));
    } else {
      const slip = assemble(facts, run, earnings, computeLines(profile, gross, fraction, main), null, reimbursements);
      out.push(slip);
      if (recent.length === 3) recent.shift();
      recent.push({ slip, gross, fraction });
    }
  }

  const point = payAt(facts, company.today);
  if (!point) return;
  const base = monthlyBase(facts, point);
  // Extra pay is taxed at the margin: the lines of (a regular month + the extra) minus those of the month.
  const regularGross = r(base);
  const extra = (run: Run, earnings: Earning[]): RemotePayslip => {
    let amount = 0;
    for (const e of earnings) amount += e.amount as number;
    computeLines(profile, regularGross, 1, BASELINE_BUFFER);
    return assemble(facts, run, earnings, computeLines(profile, regularGross + amount, 1, main), BASELINE_BUFFER, []);
  };
  const employedOn = (day: number) => facts.startDay <= day && (facts.terminationDay === null || facts.terminationDay >= day);

  // Off-cycle: commissions for sales and a few spot bonuses.
  const oc = plan.offCycle;
  if (employedOn(oc.payment) && !facts.isAdvisor) {
    const sales = facts.department?.key === 'sales' && !facts.isManager;
    if (sales || rng.chance(0.08) || facts.index === 1) {
      const slip = extra(oc, [{ name: sales ? 'Commission true-up' : 'Spot bonus', amount: r(base * (0.05 + rng.next() * 0.25)), hours: null }]);
      out.push(slip);
      if (!state.offCycle) state.offCycle = slip;
    }
  }

  // One-time: the annual bonus (and advisors' yearly retainer).
  const bonus = plan.oneTime;
  if (employedOn(bonus.payment) && facts.startDay <= bonus.start - 60) {
    if (facts.isAdvisor) out.push(extra(bonus, [{ name: 'Advisory retainer', amount: point.rate, hours: null }]));
    else {
      const annual = base * 12;
      const percent = point.period === 'year' ? 0.03 + rng.next() * 0.12 : 0.015 + rng.next() * 0.02;
      out.push(extra(bonus, [{ name: 'Annual bonus', amount: r((annual * percent) / 100) * 100, hours: null }]));
    }
  }

  // Correction: back pay for about one in a hundred people.
  const corr = plan.correction;
  if (!facts.isAdvisor && employedIn(facts, corr.start, corr.end) > 0 && (rng.chance(0.01) || facts.index === 1)) {
    out.push(extra(corr, [{ name: 'Back pay', amount: r(base * (0.02 + rng.next() * 0.08)), hours: null }]));
  }
}

/** Reverses the first off-cycle payslip (paid in error): every amount negated. */
export function generateReversals(plan: PayrunPlan, state: PayslipState, out: RemotePayslip[]): void {
  const original = state.offCycle;
  if (!original) return;
  const run = plan.reversal;
  const neg = (l: PayslipLine): PayslipLine => ({ name: l.name, amount: -(l.amount as number) });
  out.push({
    remote_id: `ps_${run.suffix}_${original.employee_remote_id.slice(4)}`,
    employee_remote_id: original.employee_remote_id,
    payrun_remote_id: run.payrun.remote_id,
    payrun_type: run.type,
    currency: original.currency,
    gross_pay: -(original.gross_pay as number),
    net_pay: -(original.net_pay as number),
    start_date: run.payrun.start_date,
    end_date: run.payrun.end_date,
    payment_date: run.payrun.payment_date,
    earnings: original.earnings.map((l) => ({ name: l.name, amount: -(l.amount as number), hours: l.hours === null ? null : -l.hours })),
    contributions: original.contributions.map(neg),
    deductions: original.deductions.map(neg),
    taxes: original.taxes.map((t) => ({ name: t.name, amount: -(t.amount as number), employer_tax: t.employer_tax })),
    reimbursements: original.reimbursements.map(neg),
  });
}
