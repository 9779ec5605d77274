// Pure functions: Staffology JSON -> our Remote* model. Unknown stays null (STYLE idea 6); what cannot be read is
// nulled or skipped and counted in the sync report through the Reader, in Staffology's field names.
import type {
  Address,
  CompensationEntry,
  EmploymentStatus,
  MaritalStatus,
  PayFrequency,
  RemoteCompany,
  RemoteEmployee,
  RemoteGroup,
  RemoteTimeOffBalance,
} from '../../model';
import { address, blankEmployee, joinLines, knownIds, MALE_FEMALE, mapEnum, str } from '../map-utils';
import { policyOf } from '../policy-types';
import type { Reader } from '../reader';
import type { StaffologyAddress, StaffologyEmployee, StaffologyEmployer } from './staffology.types';

const STATUSES: Record<string, EmploymentStatus> = { current: 'active', former: 'inactive', upcoming: 'pending' };
const MARITAL_STATUSES: Record<string, MaritalStatus> = {
  single: 'single',
  married: 'married',
  divorced: 'divorced',
  widowed: 'other',
  civilpartnership: 'other',
  unknown: 'not_specified',
};
const PAY_PERIODS: Record<string, PayFrequency> = {
  weekly: 'weekly',
  fortnightly: 'biweekly',
  monthly: 'monthly',
  annual: 'year',
  fourweekly: 'other',
  daily: 'other',
  quarterly: 'other',
  halfyearly: 'other',
  custom: 'other',
};
/** The UK nations of Contract.Address.country; OutsideUk names its country in foreignCountry. */
const UK_NATIONS: Record<string, string> = { england: 'GB', scotland: 'GB', wales: 'GB', northernireland: 'GB', uk: 'GB' };

/** Staffology's leave settings are the holiday allowance (UK annual leave): vacation. */
export const HOLIDAY_POLICY = 'Holiday';

/** Five free lines go to street_address, with the postcode and the UK nation or the foreign country. */
export function toAddress(a: StaffologyAddress | null | undefined, read: Reader, field: string): Address | null {
  if (!a) return null;
  const nation = mapEnum(a.country, UK_NATIONS);
  return address({
    street_address: joinLines(a.line1, a.line2, a.line3, a.line4, a.line5),
    post_code: str(a.postCode),
    country: nation ?? read.country(a.foreignCountry, `${field}.foreignCountry`),
  });
}

export function toCompany(e: StaffologyEmployer, employerId: string, read: Reader): RemoteCompany {
  return {
    remote_id: str(e.id) ?? employerId,
    legal_name: str(e.name),
    display_name: str(e.displayName),
    tax_id: null,
    address: toAddress(e.address, read, 'address'),
  };
}

function compensation(e: StaffologyEmployee, read: Reader): CompensationEntry[] {
  const pay = e.payOptions ?? {};
  const rate = read.cents(pay.payAmount, 'payOptions.payAmount');
  if (rate === null) return [];
  return [
    {
      pay_rate: rate,
      pay_period: str(pay.basis),
      pay_frequency: read.enum(pay.period, PAY_PERIODS, 'payOptions.period'),
      employment_type: null,
      // Staffology runs UK payroll: every amount is in pounds sterling.
      currency: 'gbp',
      effective_date: null,
      notes: null,
    },
  ];
}

/** An employee, or null (skipped, counted) without an id. */
export function toEmployee(e: StaffologyEmployee, read: Reader): RemoteEmployee | null {
  const id = read.id(e.id);
  if (id === null) return read.skip('id', 'no employee id');
  const p = e.personalDetails ?? {};
  const job = e.employmentDetails ?? {};
  const bank = e.bankDetails;
  const department = str(job.department?.code);
  return {
    ...blankEmployee(id),
    employee_number: str(job.payrollCode),
    first_name: str(p.firstName),
    last_name: str(p.lastName),
    job_title: str(job.jobTitle),
    // The employee's own address for payslips: a personal one.
    personal_email: str(p.email),
    mobile_phone_number: str(p.mobile),
    tax_id: str(p.niNumber),
    gender: read.enum(p.gender, MALE_FEMALE, 'personalDetails.gender'),
    marital_status: read.enum(p.maritalStatus, MARITAL_STATUSES, 'personalDetails.maritalStatus'),
    date_of_birth: read.date(p.dateOfBirth, 'personalDetails.dateOfBirth'),
    employment_status: read.enum(e.status, STATUSES, 'status'),
    // A CIS subcontractor is paid as a self-employed contractor; nothing else says full or part time.
    employment_type: job.cisSubContractor === true ? 'contractor' : null,
    start_date: read.date(job.starterDetails?.startDate, 'employmentDetails.starterDetails.startDate'),
    termination_date: read.date(job.leaverDetails?.leaveDate, 'employmentDetails.leaverDetails.leaveDate'),
    avatar: str(p.photoUrl),
    home_location: toAddress(p.address, read, 'personalDetails.address'),
    bank_account:
      bank && (str(bank.accountNumber) ?? str(bank.accountName) ?? str(bank.bankName))
        ? { account_number: str(bank.accountNumber), bank_name: str(bank.bankName), bic: null, holder_name: str(bank.accountName), iban: null }
        : null,
    compensation_history: compensation(e, read),
    group_remote_ids: knownIds(department),
  };
}

/** The departments the employees name (code and title), keyed by code as employees refer to them. */
export function toGroups(employees: readonly StaffologyEmployee[]): RemoteGroup[] {
  const groups = new Map<string, RemoteGroup>();
  for (const e of employees) {
    const d = e.employmentDetails?.department;
    const code = str(d?.code);
    if (code !== null) groups.set(code, { remote_id: code, name: str(d?.title), type: 'department' });
  }
  return [...groups.values()];
}

/** The holiday allowance Staffology keeps on each employee (leaveSettings), or null without one. */
export function toTimeOffBalance(e: StaffologyEmployee, read: Reader): RemoteTimeOffBalance | null {
  const id = read.id(e.id);
  const s = e.leaveSettings;
  if (id === null || !s || (s.allowanceRemaining == null && s.allowanceUsed == null)) return null;
  return {
    employee_remote_id: id,
    balance: read.tenth(s.allowanceRemaining, 'leaveSettings.allowanceRemaining'),
    used: read.tenth(s.allowanceUsed, 'leaveSettings.allowanceUsed'),
    ...policyOf(null, HOLIDAY_POLICY),
    remote_created_at: null,
    remote_modified_at: null,
  };
}
