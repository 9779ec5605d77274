// The sandbox provider's data (CONTRACT §6): a whole company generated deterministically from the entity.
// Same options → the same records, byte for byte: every random choice comes from a PRNG seeded by the entity
// id (and the employee index), and every date is derived from the injected `today`, never from the clock.
//
// Shape of a company: a headquarters country and offices in the countries of SPEC §3 with enough staff; a CEO
// at the root of a reporting tree of depth ~4–6 whose first level heads departments and whose second level
// leads teams; per employee the §3 fields, 1–3 steps of employment and compensation history, time off over
// the last and the next year with balances, timesheets of the last four weeks for hourly and shift staff,
// and payslips of 13 monthly runs plus off-cycle, one-time, correction and reversal runs.
//
// The result is read-only: identical months of one employee's payslips share their line arrays (a 10,000
// person company has ~100,000 payslips), and callers cache it.
import type {
  RemoteEmployee,
  RemoteGroup,
  RemoteIdentity,
  RemotePayslip,
  RemoteSnapshot,
  RemoteTimeOffBalance,
  RemoteTimeOffEntry,
  RemoteTimesheet,
} from '../../model';
import { emailLocalPart, generateEmployee } from './data/employee';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from './data/names';
import { buildCompanyRecord, createCompany, workLocations, type SandboxOptions } from './data/org';
import { generatePayslips, generateReversals, payrunList, planPayruns, type PayslipState } from './data/payroll';
import { Rng } from './data/random';
import { sliceClock, turn } from '../../core/turns';
import { generateBalances, generateTimeOff, generateTimesheets, timesheetDays } from './data/time';

export type { SandboxOptions } from './data/org';

export type SnapshotPart = keyof RemoteSnapshot;

export interface SandboxSnapshotOptions extends SandboxOptions {
  /** Who signed in (the sandbox username or API key, suffixes allowed); default 'sandbox_user'. */
  username?: string;
  /**
   * Only these parts (default: all). The others come back empty ([] or null); what is generated is the same
   * either way. Large companies are much cheaper without payslips, time off and timesheets.
   */
  parts?: readonly SnapshotPart[];
}

const GROUP_TYPE_ORDER = { department: 0, team: 1, cost_centre: 2, pay_group: 3 } as const;

/** Everything the sandbox company holds. */
export function generateSandboxSnapshot(opts: SandboxSnapshotOptions): Required<RemoteSnapshot> {
  const steps = buildSnapshot(opts);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same company, generated without holding the event loop: a 10,000-person company takes about a second
 * of CPU, so the server's other work gets a turn after every millisecond of it. A sync fetches its next stage
 * while it stores this one: in turns shorter than the store's (SLICE_MS), the store's own work, which PGlite's
 * thread waits for, gets most of the event loop (in turns of 25 employees, ~4 ms, PGlite waited ~0.6 s of a
 * 10,000-employee first sync for rows to be encoded).
 */
export async function generateSandboxSnapshotInTurns(opts: SandboxSnapshotOptions): Promise<Required<RemoteSnapshot>> {
  const steps = buildSnapshot(opts);
  // One employee's records take ~0.1-0.2 ms: the clock is read after each.
  const due = sliceClock({ ms: 1, checkEvery: 1 });
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (due()) await turn();
  }
}

/** The generator behind both: it yields after each employee. */
function* buildSnapshot(opts: SandboxSnapshotOptions): Generator<void, Required<RemoteSnapshot>> {
  const company = createCompany(opts);
  const want = (part: SnapshotPart) => !opts.parts || opts.parts.includes(part);
  const wantTimeOff = want('timeOffEntries') || want('timeOffBalances') || want('timesheets');
  const plan = planPayruns(company);
  const days = timesheetDays(company);
  const employees: RemoteEmployee[] = [];
  const groups = new Map<string, RemoteGroup>();
  const emailsSeen = new Map<string, number>();
  const timeOffEntries: RemoteTimeOffEntry[] = [];
  const timeOffBalances: RemoteTimeOffBalance[] = [];
  const timesheets: RemoteTimesheet[] = [];
  const payslips: RemotePayslip[] = [];
  const payState: PayslipState = { offCycle: null };

  for (let i = 0; i < company.n; i++) {
    const generated = generateEmployee(company, i, emailsSeen);
    employees.push(generated.employee);
    for (const g of generated.groups) if (!groups.has(g.remote_id)) groups.set(g.remote_id, { ...g });
    if (wantTimeOff) {
      const timeOff = generateTimeOff(company, generated.facts, timeOffEntries);
      generateBalances(company, generated.facts, timeOff, timeOffBalances);
      generateTimesheets(company, generated.facts, days, timeOff.away, timesheets);
    }
    if (want('payslips')) generatePayslips(company, generated.facts, plan, payslips, payState);
    yield;
  }
  if (want('payslips')) generateReversals(plan, payState, payslips);

  const groupList = [...groups.values()];
  groupList.sort((a, b) => GROUP_TYPE_ORDER[a.type ?? 'pay_group'] - GROUP_TYPE_ORDER[b.type ?? 'pay_group']);

  return {
    company: want('company') ? buildCompanyRecord(company) : null,
    employees: want('employees') ? employees : [],
    groups: want('groups') ? groupList : [],
    identity: want('identity') ? sandboxIdentity(opts.username ?? 'sandbox_user') : null,
    timeOffEntries: want('timeOffEntries') ? timeOffEntries : [],
    timeOffBalances: want('timeOffBalances') ? timeOffBalances : [],
    timesheets: want('timesheets') ? timesheets : [],
    workLocations: want('workLocations') ? workLocations(company) : [],
    payruns: want('payruns') ? payrunList(plan) : [],
    payslips,
  };
}

/**
 * Employee `index` (0-based; 0 is the CEO) exactly as it appears in the snapshot of the same options,
 * without generating the others (cost O(index) for the e-mail de-duplication). An index at or past
 * `employees` gives one more plausible person, reporting to a manager of the existing tree.
 */
export function generateSandboxEmployee(entityId: string, index: number, opts: Omit<SandboxOptions, 'entityId'>): RemoteEmployee {
  if (!Number.isInteger(index) || index < 0) throw new Error('index must be a non-negative integer');
  const company = createCompany({ ...opts, entityId });
  return generateEmployee(company, index).employee;
}

/** The person signed in to the sandbox: the same for a username whatever its '+' suffixes. */
export function sandboxIdentity(username: string): RemoteIdentity {
  const base = (username.split('+')[0] ?? '').trim().toLowerCase() || 'sandbox_user';
  const rng = Rng.from('sandbox-identity', base);
  const first = rng.pick(rng.chance(0.5) ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  return {
    name: `${first} ${last}`,
    email: `${emailLocalPart(first, last)}@example.com`,
    // Ofcom's range for drama: never a real subscriber.
    phone_number: `+447700900${rng.digits(3)}`,
  };
}
