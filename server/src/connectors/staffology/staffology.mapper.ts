// Pure functions: Staffology JSON -> our Remote* model. Unknown stays null (STYLE idea 6).
import type {
  Address,
  CompensationEntry,
  EmploymentStatus,
  Gender,
  MaritalStatus,
  PayFrequency,
  RemoteCompany,
  RemoteEmployee,
  RemoteGroup,
  RemoteTimeOffBalance,
} from '../../model';
import { address, blankEmployee, countryCode, isoDate, joinLines, mapEnum, str, toTenth } from '../map-utils';
import { parseCentsOrNull } from '../parse-number';
import type { StaffologyAddress, StaffologyDepartment, StaffologyEmployee, StaffologyEmployer } from './staffology.types';

const GENDERS: Record<string, Gender> = { male: 'male', female: 'female' };
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
  fourweekly: 'other',
};

/** Staffology addresses are five free lines, a postcode and a UK nation (or a foreign country). */
export function toAddress(a: StaffologyAddress | null | undefined): Address | null {
  if (!a) return null;
  return address({
    street_address: joinLines(a.line1, a.line2, a.line3, a.line4, a.line5),
    post_code: str(a.postCode),
    country: countryCode(a.foreignCountry) ?? countryCode(a.country),
  });
}

export function toCompany(e: StaffologyEmployer): RemoteCompany {
  return { remote_id: e.id, legal_name: str(e.name), display_name: null, tax_id: null, address: toAddress(e.address) };
}

function compensation(e: StaffologyEmployee): CompensationEntry[] {
  const rate = parseCentsOrNull(e.payOptions?.payAmount);
  if (rate === null) return [];
  return [
    {
      pay_rate: rate,
      pay_period: str(e.payOptions?.basis),
      pay_frequency: mapEnum(e.payOptions?.period, PAY_PERIODS),
      employment_type: null,
      // Staffology runs UK payroll: every amount is in pounds sterling.
      currency: 'gbp',
      effective_date: null,
      notes: null,
    },
  ];
}

export function toEmployee(e: StaffologyEmployee): RemoteEmployee {
  const p = e.personalDetails ?? {};
  const job = e.employmentDetails ?? {};
  const bank = e.bankDetails;
  const department = str(job.department?.code);
  return {
    ...blankEmployee(e.id),
    employee_number: str(job.payrollCode),
    first_name: str(p.firstName),
    last_name: str(p.lastName),
    job_title: str(job.jobTitle),
    personal_email: str(p.email),
    mobile_phone_number: str(p.mobile),
    tax_id: str(p.niNumber),
    gender: mapEnum(p.gender, GENDERS),
    marital_status: mapEnum(p.maritalStatus, MARITAL_STATUSES),
    date_of_birth: isoDate(p.dateOfBirth),
    employment_status: mapEnum(e.status, STATUSES),
    start_date: isoDate(job.starterDetails?.startDate),
    termination_date: isoDate(job.leaverDetails?.leaveDate),
    avatar: str(p.photoUrl),
    home_location: toAddress(p.address),
    bank_account:
      bank && (str(bank.accountNumber) ?? str(bank.accountName) ?? str(bank.bankName))
        ? { account_number: str(bank.accountNumber), bank_name: str(bank.bankName), bic: null, holder_name: str(bank.accountName), iban: null }
        : null,
    compensation_history: compensation(e),
    group_remote_ids: department ? [department] : [],
  };
}

export function toGroup(d: StaffologyDepartment): RemoteGroup {
  return { remote_id: d.code, name: str(d.title), type: 'department' };
}

/** The holiday allowance Staffology keeps on each employee (leaveSettings). */
export function toTimeOffBalance(e: StaffologyEmployee): RemoteTimeOffBalance | null {
  const s = e.leaveSettings;
  if (!s || (s.allowanceRemaining == null && s.allowanceUsed == null)) return null;
  return {
    employee_remote_id: e.id,
    balance: toTenth(s.allowanceRemaining),
    used: toTenth(s.allowanceUsed),
    policy_remote_id: null,
    policy_name: null,
    // leaveSettings is the holiday allowance by definition.
    policy_type: 'holiday',
    remote_created_at: null,
    remote_modified_at: null,
  };
}
