// A complete, deterministic RemoteSnapshot for data API tests: every SPEC §3 field filled on most records,
// every enum value used, references between records (managers, groups, locations, policies, pay runs).
import type {
  RemoteEmployee,
  RemotePayslip,
  RemoteSnapshot,
  RemoteTimeOffBalance,
  RemoteTimeOffEntry,
  RemoteTimesheet,
} from '../../server/src/model';

const GENDERS = ['male', 'female', 'not_specified'] as const;
const ETHNICITIES = ['asian', 'black', 'hispanic', 'mixed', 'not_specified', 'other', 'white'] as const;
const MARITAL = ['single', 'married', 'divorced', 'not_specified', 'other'] as const;
const STATUSES = ['active', 'active', 'inactive', 'pending', 'leave'] as const;
const TYPES = ['full_time', 'part_time', 'contractor', 'other'] as const;
const FREQUENCIES = ['year', 'weekly', 'biweekly', 'semimonthly', 'monthly', 'other'] as const;
const CURRENCIES = ['usd', 'gbp', 'eur'] as const;
const POLICY_TYPES = ['bereavement', 'holiday', 'jury_duty', 'personal', 'sick', 'vacation', 'volunteer'] as const;
const UNITS = ['hours', 'days', 'months'] as const;
const TIME_OFF_STATUSES = ['approved', 'pending', 'rejected'] as const;

const pad = (n: number, width = 5) => String(n).padStart(width, '0');
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length];
const day = (base: string, offset: number) => new Date(Date.parse(`${base}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

export const FIXTURE_GROUPS = [
  { remote_id: 'grp-eng', name: 'Engineering', type: 'department' as const },
  { remote_id: 'grp-ops', name: 'Operations', type: 'department' as const },
  { remote_id: 'grp-core', name: 'Core Team', type: 'team' as const },
  { remote_id: 'grp-cc1', name: 'Cost Centre 1', type: 'cost_centre' as const },
  { remote_id: 'grp-pay', name: 'Monthly Payroll', type: 'pay_group' as const },
];

export const FIXTURE_LOCATIONS = [
  { remote_id: 'loc-lon', name: 'London Office', type: 'office', address: { street_address: '1 King St', locality: 'London', administrative_area: 'Greater London', country: 'GB', post_code: 'EC2V 8AU' } },
  { remote_id: 'loc-dub', name: 'Dublin Hub', type: 'office', address: { street_address: '2 Grand Canal Sq', locality: 'Dublin', administrative_area: 'Leinster', country: 'IE', post_code: 'D02 P820' } },
  { remote_id: 'loc-home', name: 'Remote', type: 'remote', address: null },
];

export const employeeRemoteId = (i: number) => `emp-${pad(i)}`;

function employee(i: number): RemoteEmployee {
  const first = `First${i}`;
  const last = `Last${i}`;
  const manager = i === 0 ? null : employeeRemoteId(Math.floor((i - 1) / 5));
  return {
    remote_id: employeeRemoteId(i),
    employee_number: `E${pad(i)}`,
    first_name: first,
    last_name: last,
    display_full_name: `${first} ${last}`,
    nationality: pick(['GB', 'IE', 'DE', 'FR'], i),
    job_title: pick(['Engineer', 'Analyst', 'Manager', 'Designer'], i),
    work_email: `first${i}.last${i}@example.com`,
    personal_email: i % 7 === 3 ? null : `person${i}@mail.example.org`,
    mobile_phone_number: `+44 7700 ${pad(i, 6)}`,
    tax_id: `TX${pad(i, 8)}`,
    gender: pick(GENDERS, i),
    ethnicity: pick(ETHNICITIES, i),
    marital_status: pick(MARITAL, i),
    date_of_birth: day('1980-01-15', i * 37),
    employment_status: pick(STATUSES, i),
    employment_type: pick(TYPES, i),
    start_date: day('2015-03-01', i * 11),
    remote_created_at: new Date(Date.UTC(2015, 2, 1, 9, 30) + i * 3_600_000).toISOString(),
    termination_date: pick(STATUSES, i) === 'inactive' ? day('2023-06-30', i) : null,
    avatar: `https://avatars.example.com/${i}.png`,
    home_location: { street_address: `${i} High Street`, locality: 'Reading', administrative_area: 'Berkshire', country: 'GB', post_code: 'RG1 1AA' },
    work_location_remote_id: pick(FIXTURE_LOCATIONS, i).remote_id,
    manager_remote_id: manager,
    bank_account: { account_number: pad(i, 8), bank_name: 'Example Bank', bic: 'EXBKGB2L', holder_name: `${first} ${last}`, iban: `GB00EXBK${pad(i, 14)}` },
    employment_history: [
      { job_title: 'Junior', effective_date: day('2015-03-01', i * 11), group_remote_id: pick(FIXTURE_GROUPS, i).remote_id, manager_remote_id: manager },
      { job_title: pick(['Engineer', 'Analyst', 'Manager', 'Designer'], i), effective_date: day('2019-01-01', i), group_remote_id: 'grp-unknown', manager_remote_id: null },
    ],
    compensation_history: [
      {
        pay_rate: 4_500_000 + i * 100,
        pay_period: 'year',
        pay_frequency: pick(FREQUENCIES, i),
        employment_type: pick(TYPES, i),
        currency: pick(CURRENCIES, i),
        effective_date: day('2020-01-01', i),
        notes: i % 2 ? 'annual review' : null,
      },
    ],
    custom_fields: { shirt_size: pick(['S', 'M', 'L'], i), badge: i },
    group_remote_ids: [pick(FIXTURE_GROUPS, i).remote_id, 'grp-pay'],
    dependents: i % 3 === 0 ? [{ name: `Child of ${first}`, relationship: 'child' }] : [],
    emergency_contacts: [{ first_name: 'Pat', last_name: last, relationship: 'partner', mobile_phone_number: '+44 7700 900000', primary_contact: true }],
  };
}

/** A company of `employees` people with time off, timesheets, pay runs and payslips around 2024-01/02. */
export function hrFixture(employees = 12): Required<RemoteSnapshot> {
  const people = Array.from({ length: employees }, (_, i) => employee(i));
  const timeOffEntries: RemoteTimeOffEntry[] = people.slice(0, 10).map((p, i) => ({
    remote_id: `to-${pad(i)}`,
    employee_remote_id: p.remote_id,
    start_date: day('2024-01-01', i * 6),
    end_date: day('2024-01-01', i * 6 + 2),
    amount: 2.5 + i,
    unit: pick(UNITS, i),
    status: pick(TIME_OFF_STATUSES, i),
    employee_note: i % 2 ? null : 'family trip',
    policy_remote_id: `pol-${pick(POLICY_TYPES, i)}`,
    policy_name: `${pick(POLICY_TYPES, i)} policy`,
    policy_type: pick(POLICY_TYPES, i),
    remote_created_at: '2023-12-01T10:00:00.000Z',
    remote_modified_at: '2023-12-02T11:30:00.000Z',
  }));
  // An entry of an employee the provider lists nowhere else: cannot carry our employee_id, so it is skipped.
  timeOffEntries.push({ ...timeOffEntries[0], remote_id: 'to-orphan', employee_remote_id: 'emp-ghost' });
  const timeOffBalances: RemoteTimeOffBalance[] = people.slice(0, 6).map((p, i) => ({
    employee_remote_id: p.remote_id,
    balance: 20.5 - i,
    used: 4.5 + i,
    policy_remote_id: `pol-${pick(POLICY_TYPES, i)}`,
    policy_name: `${pick(POLICY_TYPES, i)} policy`,
    policy_type: pick(POLICY_TYPES, i),
    remote_created_at: '2023-01-01T00:00:00.000Z',
    remote_modified_at: i % 2 ? null : '2024-01-31T17:00:00.000Z',
  }));
  const timesheets: RemoteTimesheet[] = people.slice(0, 8).map((p, i) => ({
    remote_id: `ts-${pad(i)}`,
    employee_remote_id: p.remote_id,
    start_time: `${day('2024-01-29', i)}T09:00:00.000Z`,
    end_time: `${day('2024-01-29', i)}T17:30:00.000Z`,
    hours_worked: 7.5 + (i % 3) / 10,
    remote_created_at: `${day('2024-01-29', i)}T18:00:00.000Z`,
    remote_modified_at: null,
  }));
  const payruns = [
    { remote_id: 'pr-2024-01', state: 'paid' as const, type: 'regular' as const, start_date: '2024-01-01', end_date: '2024-01-31', payment_date: '2024-01-31' },
    { remote_id: 'pr-2024-02', state: 'pending' as const, type: 'off_cycle' as const, start_date: '2024-02-01', end_date: '2024-02-29', payment_date: '2024-03-01' },
  ];
  const payslips: RemotePayslip[] = payruns.flatMap((run, r) =>
    people.slice(0, 5).map((p, i) => ({
      remote_id: `ps-${run.remote_id}-${pad(i)}`,
      employee_remote_id: p.remote_id,
      payrun_remote_id: run.remote_id,
      payrun_type: run.type,
      currency: pick(CURRENCIES, i + r),
      gross_pay: 375_000 + i * 1000,
      net_pay: 281_250 + i * 750,
      start_date: run.start_date,
      end_date: run.end_date,
      payment_date: run.payment_date,
      earnings: [{ name: 'Salary', amount: 375_000 + i * 1000, hours: 160 }],
      contributions: [{ name: 'Employer pension', amount: 11_250 }],
      deductions: [{ name: 'Pension', amount: 18_750 }],
      taxes: [{ name: 'Income tax', amount: 75_000, employer_tax: false }, { name: 'Employer NI', amount: 40_000, employer_tax: true }],
      reimbursements: i % 2 ? [] : [{ name: 'Travel', amount: 4_200 }],
    })),
  );
  return {
    company: {
      remote_id: 'co-1',
      legal_name: 'Northwind Trading Ltd',
      display_name: 'Northwind',
      tax_id: 'GB123456789',
      address: { street_address: '1 King St', locality: 'London', administrative_area: 'Greater London', country: 'GB', post_code: 'EC2V 8AU' },
    },
    employees: people,
    groups: FIXTURE_GROUPS,
    identity: { name: 'Ada Admin', email: 'ada.admin@example.com', phone_number: '+44 7700 900123' },
    timeOffEntries,
    timeOffBalances,
    timesheets,
    workLocations: FIXTURE_LOCATIONS,
    payruns,
    payslips,
  };
}
