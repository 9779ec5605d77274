// The sandbox company generator (CONTRACT §6): deterministic, complete, and internally consistent.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  generateSandboxEmployee,
  generateSandboxSnapshot,
  sandboxIdentity,
} from '../../server/src/connectors/sandbox/data';
import {
  CURRENCIES,
  EMPLOYMENT_STATUSES,
  EMPLOYMENT_TYPES,
  ETHNICITIES,
  GENDERS,
  GROUP_TYPES,
  MARITAL_STATUSES,
  PAY_FREQUENCIES,
  PAYRUN_STATES,
  PAYRUN_TYPES,
  POLICY_TYPES,
  TIME_OFF_STATUSES,
  TIME_OFF_UNITS,
  type RemoteEmployee,
  type RemoteSnapshot,
} from '../../server/src/model';

const TODAY = '2025-06-18';
const BASE = { entityId: 'sbx-test', entityName: 'Acme Trading Ltd', today: TODAY };
const SPEC_COUNTRIES = ['US', 'CA', 'GB', 'IE', 'DE', 'FR', 'AU', 'NZ'];

let small: Required<RemoteSnapshot>;
let big: Required<RemoteSnapshot>;

beforeAll(() => {
  small = generateSandboxSnapshot({ ...BASE, employees: 25 });
  big = generateSandboxSnapshot({ ...BASE, employees: 500 });
});

// ---- helpers ---------------------------------------------------------------------------------

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
const isOneDecimal = (x: number) => Math.abs(x * 10 - Math.round(x * 10)) < 1e-9;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;

/** ISO 13616 check, written independently of the generator (BigInt arithmetic). */
function ibanIsValid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = [...rearranged].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join('');
  return BigInt(digits) % 97n === 1n;
}

function distinct<T>(values: Iterable<T>): Set<T> {
  return new Set(values);
}

function sum(values: Array<{ amount: number | null }>): number {
  return values.reduce((total, v) => total + (v.amount as number), 0);
}

// ---- determinism ------------------------------------------------------------------------------

describe('determinism', () => {
  it('gives the same company for the same options, byte for byte', () => {
    const again = generateSandboxSnapshot({ ...BASE, employees: 25 });
    expect(again).toEqual(small);
    expect(JSON.stringify(again)).toBe(JSON.stringify(small));
    expect(JSON.stringify(generateSandboxSnapshot({ ...BASE, employees: 500 }))).toBe(JSON.stringify(big));
  });

  it('gives another company for another entity', () => {
    const other = generateSandboxSnapshot({ ...BASE, entityId: 'sbx-other', employees: 25 });
    expect(other.company?.remote_id).toBe('sbx-other');
    expect(other.employees.map((e) => e.display_full_name)).not.toEqual(small.employees.map((e) => e.display_full_name));
    expect(other.payslips.map((p) => p.gross_pay)).not.toEqual(small.payslips.map((p) => p.gross_pay));
  });

  it('derives every date from `today`', () => {
    const later = generateSandboxSnapshot({ ...BASE, employees: 25, today: '2026-01-10' });
    expect(later.payruns.find((r) => r.state === 'pending')?.start_date).toBe('2026-01-01');
    expect(small.payruns.find((r) => r.state === 'pending')?.start_date).toBe('2025-06-01');
  });

  it('generates one employee exactly as the snapshot has it', () => {
    for (const index of [0, 1, 7, 123, 499]) {
      const one = generateSandboxEmployee(BASE.entityId, index, { entityName: BASE.entityName, employees: 500, today: TODAY });
      expect(one).toEqual(big.employees[index]);
    }
  });

  it('rejects a malformed today', () => {
    expect(() => generateSandboxSnapshot({ ...BASE, employees: 5, today: '2025-02-30' })).toThrow();
    expect(() => generateSandboxSnapshot({ ...BASE, employees: 5, today: '18/06/2025' })).toThrow();
  });
});

// ---- completeness -----------------------------------------------------------------------------

describe('completeness of a 500-person company', () => {
  it('uses every value of every enum', () => {
    const e = big.employees;
    const comp = e.flatMap((x) => x.compensation_history);
    expect(distinct(e.map((x) => x.gender))).toEqual(distinct(GENDERS));
    expect(distinct(e.map((x) => x.ethnicity))).toEqual(distinct(ETHNICITIES));
    expect(distinct(e.map((x) => x.marital_status))).toEqual(distinct(MARITAL_STATUSES));
    expect(distinct(e.map((x) => x.employment_status))).toEqual(distinct(EMPLOYMENT_STATUSES));
    expect(distinct(e.map((x) => x.employment_type))).toEqual(distinct(EMPLOYMENT_TYPES));
    expect(distinct(comp.map((c) => c.pay_frequency))).toEqual(distinct(PAY_FREQUENCIES));
    expect(distinct(comp.map((c) => c.currency))).toEqual(distinct(CURRENCIES));
    expect(distinct(big.payslips.map((p) => p.currency))).toEqual(distinct(CURRENCIES));
    expect(distinct(big.groups.map((g) => g.type))).toEqual(distinct(GROUP_TYPES));
    expect(distinct(big.timeOffEntries.map((t) => t.unit))).toEqual(distinct(TIME_OFF_UNITS));
    expect(distinct(big.timeOffEntries.map((t) => t.status))).toEqual(distinct(TIME_OFF_STATUSES));
    expect(distinct(big.timeOffEntries.map((t) => t.policy_type))).toEqual(distinct(POLICY_TYPES));
    expect(distinct(big.payruns.map((r) => r.state))).toEqual(distinct(PAYRUN_STATES));
    expect(distinct(big.payruns.map((r) => r.type))).toEqual(distinct(PAYRUN_TYPES));
    expect(distinct(big.payslips.map((p) => p.payrun_type))).toEqual(distinct(PAYRUN_TYPES));
  });

  it('has people and offices in every country of the spec', () => {
    expect(distinct(big.employees.map((e) => e.home_location?.country))).toEqual(distinct(SPEC_COUNTRIES));
    const offices = big.workLocations.filter((l) => l.type === 'office');
    expect(distinct(offices.map((l) => l.address?.country))).toEqual(distinct(SPEC_COUNTRIES));
    for (const o of offices) expect(o.address).toMatchObject({ street_address: expect.any(String), locality: expect.any(String), post_code: expect.any(String) });
  });

  it('fills the fields of most records', () => {
    const fields = Object.keys(big.employees[0] as RemoteEmployee) as Array<keyof RemoteEmployee>;
    for (const field of fields) {
      const filled = big.employees.filter((e) => e[field] !== null).length;
      // Only a leaver's termination date is naturally empty for most people.
      if (field === 'termination_date') expect(filled).toBeGreaterThan(0);
      else expect(filled / big.employees.length, field).toBeGreaterThan(0.85);
    }
    expect(big.company).toMatchObject({ legal_name: expect.any(String), display_name: expect.any(String), tax_id: expect.any(String) });
    expect(big.company?.address?.country).toMatch(/^[A-Z]{2}$/);
  });

  it('has realistic contact details', () => {
    const domain = big.employees[0]!.work_email!.split('@')[1];
    const calling: Record<string, string> = { US: '+1', CA: '+1', GB: '+44', IE: '+353', DE: '+49', FR: '+33', AU: '+61', NZ: '+64' };
    for (const e of big.employees) {
      expect(e.work_email).toMatch(/^[a-z0-9.-]+@[a-z0-9.-]+$/);
      expect(e.work_email!.split('@')[1]).toBe(domain);
      expect(e.personal_email).toMatch(/^[^@\s]+@example\.(com|net|org)$|@mail\.example\.com$|@inbox\.example\.net$/);
      expect(e.mobile_phone_number).toMatch(/^\+[1-9]\d{7,14}$/);
      expect(e.mobile_phone_number!.startsWith(calling[e.home_location!.country!]!)).toBe(true);
      if (e.avatar) expect(e.avatar).toMatch(/^https:\/\/[a-z.]*example\.com\//);
      expect(e.display_full_name).toBe(`${e.first_name} ${e.last_name}`);
      expect(e.date_of_birth).toMatch(ISO_DATE);
      expect(e.remote_created_at).toMatch(ISO_DATE_TIME);
      expect(e.custom_fields).toEqual(expect.objectContaining({ t_shirt_size: expect.any(String) }));
    }
    expect(distinct(big.employees.map((e) => e.work_email)).size).toBe(big.employees.length);
    expect(distinct(big.employees.map((e) => e.last_name)).size).toBeGreaterThan(60);
  });

  it('has exactly one primary emergency contact per person', () => {
    for (const e of big.employees) expect(e.emergency_contacts.filter((c) => c.primary_contact).length).toBe(1);
  });
});

// ---- references --------------------------------------------------------------------------------

describe('references', () => {
  it('has a CEO at the top and an acyclic manager tree of sensible depth', () => {
    for (const snapshot of [small, big]) {
      const byId = new Map(snapshot.employees.map((e) => [e.remote_id, e]));
      expect(byId.size).toBe(snapshot.employees.length);
      const roots = snapshot.employees.filter((e) => e.manager_remote_id === null);
      expect(roots).toHaveLength(1);
      expect(roots[0]!.job_title).toBe('Chief Executive Officer');
      let deepest = 0;
      for (const e of snapshot.employees) {
        let depth = 0;
        const seen = new Set<string>();
        for (let cur: RemoteEmployee | undefined = e; cur?.manager_remote_id; cur = byId.get(cur.manager_remote_id)) {
          expect(byId.has(cur.manager_remote_id), cur.manager_remote_id).toBe(true);
          expect(seen.has(cur.remote_id)).toBe(false);
          seen.add(cur.remote_id);
          depth++;
        }
        deepest = Math.max(deepest, depth);
      }
      expect(deepest).toBeGreaterThanOrEqual(3);
      expect(deepest).toBeLessThanOrEqual(6);
    }
  });

  it('refers only to groups, locations and managers that exist', () => {
    const groups = new Set(big.groups.map((g) => g.remote_id));
    const locations = new Set(big.workLocations.map((l) => l.remote_id));
    const people = new Set(big.employees.map((e) => e.remote_id));
    for (const e of big.employees) {
      for (const g of e.group_remote_ids) expect(groups.has(g), g).toBe(true);
      expect(distinct(e.group_remote_ids.map((g) => big.groups.find((x) => x.remote_id === g)?.type))).toContain('department');
      expect(locations.has(e.work_location_remote_id!)).toBe(true);
      for (const h of e.employment_history) {
        expect(groups.has(h.group_remote_id!)).toBe(true);
        if (h.manager_remote_id !== null) expect(people.has(h.manager_remote_id)).toBe(true);
      }
    }
  });

  it('has every entry belong to an employee of the company', () => {
    const people = new Set(big.employees.map((e) => e.remote_id));
    const runs = new Set(big.payruns.map((r) => r.remote_id));
    for (const list of [big.timeOffEntries, big.timeOffBalances, big.timesheets, big.payslips]) {
      expect(list.length).toBeGreaterThan(0);
      for (const x of list) expect(people.has(x.employee_remote_id)).toBe(true);
    }
    for (const p of big.payslips) expect(runs.has(p.payrun_remote_id)).toBe(true);
  });

  it('gives every record a unique remote id', () => {
    for (const list of [big.employees, big.groups, big.workLocations, big.timeOffEntries, big.timesheets, big.payruns, big.payslips]) {
      expect(distinct(list.map((x) => x.remote_id)).size).toBe(list.length);
    }
    expect(big.employees[41]!.remote_id).toBe('emp_00042');
  });
});

// ---- banking -----------------------------------------------------------------------------------

describe('bank accounts', () => {
  it('has valid IBANs in the IBAN countries and none elsewhere', () => {
    const lengths: Record<string, number> = { GB: 22, IE: 22, DE: 22, FR: 27 };
    let checked = 0;
    for (const e of big.employees) {
      const bank = e.bank_account;
      if (!bank) continue;
      const country = e.home_location!.country!;
      expect(bank).toMatchObject({ bank_name: expect.any(String), holder_name: e.display_full_name, account_number: expect.any(String) });
      expect(bank.bic).toMatch(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/);
      expect(bank.bic!.slice(4, 6)).toBe(country);
      if (country in lengths) {
        expect(bank.iban!.slice(0, 2)).toBe(country);
        expect(bank.iban).toHaveLength(lengths[country]!);
        expect(ibanIsValid(bank.iban!), bank.iban!).toBe(true);
        expect(bank.iban!.endsWith(country === 'FR' ? bank.account_number! + bank.iban!.slice(-2) : bank.account_number!)).toBe(true);
        checked++;
      } else expect(bank.iban).toBeNull();
    }
    expect(checked).toBeGreaterThan(100);
    expect(ibanIsValid('GB82WEST12345698765432')).toBe(true);
    expect(ibanIsValid('GB82WEST12345698765433')).toBe(false);
  });
});

// ---- dates ---------------------------------------------------------------------------------------

describe('dates', () => {
  const today = day(TODAY);

  it('orders each employee’s dates', () => {
    for (const e of big.employees) {
      const start = day(e.start_date!);
      expect(day(e.date_of_birth!)).toBeLessThan(start - 18 * 365);
      if (e.employment_status === 'inactive') {
        expect(e.termination_date).not.toBeNull();
        expect(day(e.termination_date!)).toBeGreaterThan(start);
        expect(day(e.termination_date!)).toBeLessThanOrEqual(today);
      } else expect(e.termination_date).toBeNull();
      if (e.employment_status === 'pending') expect(start).toBeGreaterThan(today);
      else expect(start).toBeLessThanOrEqual(today);

      const history = e.employment_history;
      expect(history.length).toBeGreaterThanOrEqual(1);
      expect(history.length).toBeLessThanOrEqual(3);
      expect(history[0]!.effective_date).toBe(e.start_date);
      expect(history.at(-1)!.job_title).toBe(e.job_title);
      expect(history.at(-1)!.manager_remote_id).toBe(e.manager_remote_id);
      for (let i = 1; i < history.length; i++) expect(day(history[i]!.effective_date!)).toBeGreaterThan(day(history[i - 1]!.effective_date!));

      const comp = e.compensation_history;
      expect(comp.length).toBeGreaterThanOrEqual(1);
      for (let i = 1; i < comp.length; i++) expect(day(comp[i]!.effective_date!)).toBeGreaterThan(day(comp[i - 1]!.effective_date!));
      for (const c of comp) {
        expect(Number.isInteger(c.pay_rate)).toBe(true);
        expect(c.pay_rate).toBeGreaterThan(0);
        expect(['year', 'hour', 'day']).toContain(c.pay_period);
      }
    }
  });

  it('keeps time off within the last and the next year, in 0.1 steps', () => {
    for (const t of big.timeOffEntries) {
      const start = day(t.start_date!);
      const end = day(t.end_date!);
      expect(start).toBeLessThanOrEqual(end);
      expect(start).toBeGreaterThanOrEqual(today - 366);
      expect(end).toBeLessThanOrEqual(today + 366);
      expect(isOneDecimal(t.amount!)).toBe(true);
      expect(t.amount).toBeGreaterThan(0);
      expect(t.remote_created_at! <= t.remote_modified_at!).toBe(true);
      expect(day(t.remote_created_at!.slice(0, 10))).toBeLessThanOrEqual(today);
    }
    for (const b of big.timeOffBalances) {
      expect(isOneDecimal(b.balance!)).toBe(true);
      expect(isOneDecimal(b.used!)).toBe(true);
    }
    // Several entries for most people.
    expect(big.timeOffEntries.length / big.employees.length).toBeGreaterThan(3);
  });

  it('has timesheets for the last four weeks whose hours match their times', () => {
    for (const t of big.timesheets) {
      const start = Date.parse(t.start_time!);
      const end = Date.parse(t.end_time!);
      expect(t.start_time).toMatch(ISO_DATE_TIME);
      expect(end).toBeGreaterThan(start);
      expect(t.hours_worked).toBe(Math.round((end - start) / 360_000) / 10);
      expect(isOneDecimal(t.hours_worked!)).toBe(true);
      const local = day(t.start_time!.slice(0, 10));
      expect(local).toBeLessThan(today);
      expect(local).toBeGreaterThanOrEqual(today - 28);
      expect(Date.parse(t.remote_modified_at!)).toBeGreaterThanOrEqual(Date.parse(t.remote_created_at!));
    }
  });

  it('runs payroll monthly for a year, the current month pending', () => {
    const regular = big.payruns.filter((r) => r.type === 'regular');
    expect(regular).toHaveLength(13);
    expect(regular.filter((r) => r.state === 'pending').map((r) => r.start_date)).toEqual(['2025-06-01']);
    for (const r of big.payruns) {
      expect(day(r.start_date!)).toBeLessThanOrEqual(day(r.end_date!));
      if (r.state === 'paid') expect(day(r.payment_date!)).toBeLessThanOrEqual(today);
    }
    expect(big.payruns.filter((r) => r.type === 'off_cycle')).toHaveLength(1);
  });
});

// ---- payroll -------------------------------------------------------------------------------------

describe('payslips', () => {
  it('add up, in integer cents', () => {
    for (const p of big.payslips) {
      const amounts = [p.gross_pay, p.net_pay, ...[p.earnings, p.deductions, p.taxes, p.contributions, p.reimbursements].flat().map((l) => l.amount)];
      for (const a of amounts) expect(Number.isInteger(a)).toBe(true);
      expect(p.gross_pay).toBe(sum(p.earnings));
      expect(p.net_pay).toBe((p.gross_pay as number) - sum(p.deductions) - sum(p.taxes.filter((t) => !t.employer_tax)));
      if (p.payrun_type !== 'reversal') {
        expect(p.gross_pay).toBeGreaterThan(0);
        expect(p.net_pay).toBeGreaterThan(0);
        expect(p.net_pay).toBeLessThanOrEqual(p.gross_pay as number);
      }
      for (const e of p.earnings) if (e.hours !== null) expect(isOneDecimal(e.hours)).toBe(true);
    }
    const withEmployerTax = big.payslips.filter((p) => p.taxes.some((t) => t.employer_tax)).length;
    expect(withEmployerTax / big.payslips.length).toBeGreaterThan(0.9);
  });

  it('are in the employee’s currency and within their employment', () => {
    const byId = new Map(big.employees.map((e) => [e.remote_id, e]));
    const runs = new Map(big.payruns.map((r) => [r.remote_id, r]));
    for (const p of big.payslips) {
      const e = byId.get(p.employee_remote_id)!;
      const run = runs.get(p.payrun_remote_id)!;
      expect(p.currency).toBe(e.compensation_history.at(-1)!.currency);
      expect(p.payrun_type).toBe(run.type);
      expect([p.start_date, p.end_date, p.payment_date]).toEqual([run.start_date, run.end_date, run.payment_date]);
      expect(e.employment_type).not.toBe('contractor');
      expect(day(e.start_date!)).toBeLessThanOrEqual(day(p.end_date!));
      if (e.termination_date) expect(day(e.termination_date)).toBeGreaterThanOrEqual(day(p.start_date!));
    }
  });

  it('pay every employed non-contractor in each regular run', () => {
    const run = big.payruns.find((r) => r.type === 'regular' && r.state === 'paid')!;
    const paid = new Set(big.payslips.filter((p) => p.payrun_remote_id === run.remote_id).map((p) => p.employee_remote_id));
    const due = big.employees.filter(
      (e) =>
        e.employment_type !== 'contractor' &&
        e.compensation_history.at(-1)!.pay_frequency !== 'year' &&
        day(e.start_date!) <= day(run.end_date!) &&
        (!e.termination_date || day(e.termination_date) >= day(run.start_date!)),
    );
    expect(distinct(due.map((e) => e.remote_id))).toEqual(paid);
  });
});

// ---- scale and identity --------------------------------------------------------------------------

describe('scale', () => {
  it('grows with the number of employees', () => {
    const mid = generateSandboxSnapshot({ ...BASE, employees: 2000 });
    expect(small.employees).toHaveLength(25);
    expect(big.employees).toHaveLength(500);
    expect(mid.employees).toHaveLength(2000);
    for (const key of ['timeOffEntries', 'timeOffBalances', 'timesheets', 'payslips'] as const) {
      expect(big[key].length, key).toBeGreaterThan(small[key].length * 5);
      expect(mid[key].length, key).toBeGreaterThan(big[key].length * 2.5);
    }
    expect(mid.groups.length).toBeGreaterThan(small.groups.length);
  });

  it('handles tiny companies', () => {
    const one = generateSandboxSnapshot({ ...BASE, employees: 1 });
    expect(one.employees).toHaveLength(1);
    expect(one.employees[0]!.manager_remote_id).toBeNull();
    expect(generateSandboxSnapshot({ ...BASE, employees: 0 }).employees).toEqual([]);
  });

  it('can leave out parts', () => {
    const lean = generateSandboxSnapshot({ ...BASE, employees: 500, parts: ['employees', 'groups'] });
    expect(lean.employees).toEqual(big.employees);
    expect(lean.groups).toEqual(big.groups);
    expect(lean.payslips).toEqual([]);
    expect(lean.timeOffEntries).toEqual([]);
    expect(lean.company).toBeNull();
  });
});

describe('identity', () => {
  it('is stable for a username whatever its suffixes', () => {
    const identity = sandboxIdentity('sandbox_user');
    expect(sandboxIdentity('sandbox_user+nomfa+employees=10000')).toEqual(identity);
    expect(identity.name).toMatch(/^\S+ \S.*$/);
    expect(identity.email).toMatch(/^[a-z0-9.-]+@example\.com$/);
    expect(identity.phone_number).toMatch(/^\+[1-9]\d{7,14}$/);
    expect(small.identity).toEqual(identity);
    expect(sandboxIdentity('sandbox_api_key')).not.toEqual(identity);
  });
});
