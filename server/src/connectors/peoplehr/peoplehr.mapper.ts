// Pure functions: People HR JSON -> our Remote* model. Unknown stays null (STYLE idea 6).
import type {
  BankAccount,
  EmploymentStatus,
  EmploymentType,
  Gender,
  RemoteEmployee,
  RemoteGroup,
  RemoteTimeOffEntry,
  RemoteWorkLocation,
  TimeOffStatus,
} from '../../model';
import { address, blankEmployee, isoDate, isoDateTime, mapEnum, str, toTenth } from '../map-utils';
import type { PeoplehrEmployee, PeoplehrHoliday, PeoplehrValue } from './peoplehr.types';

const GENDERS: Record<string, Gender> = { male: 'male', female: 'female' };
const STATUSES: Record<string, EmploymentStatus> = { active: 'active', leaver: 'inactive', inactive: 'inactive' };
const EMPLOYMENT_TYPES: Record<string, EmploymentType> = {
  'full time': 'full_time',
  'full-time': 'full_time',
  'part time': 'part_time',
  'part-time': 'part_time',
  contractor: 'contractor',
  contract: 'contractor',
};
const HOLIDAY_STATUSES: Record<string, TimeOffStatus> = {
  approved: 'approved',
  pending: 'pending',
  'awaiting approval': 'pending',
  rejected: 'rejected',
  declined: 'rejected',
};

const v = (field: PeoplehrValue | null | undefined): string | null => str(field?.DisplayValue);

/** People HR names departments and locations without ids: our remote ids are built from the names. */
export const departmentId = (name: string): string => `department:${name}`;

export function employeeId(e: PeoplehrEmployee): string | null {
  return v(e.EmployeeId);
}

function bankAccount(e: PeoplehrEmployee): BankAccount | null {
  const b = e.BankDetail;
  if (!b) return null;
  const account: BankAccount = {
    account_number: v(b.AccountNumber),
    bank_name: v(b.BankName),
    bic: null,
    holder_name: v(b.AccountName),
    iban: null,
  };
  return Object.values(account).some((x) => x !== null) ? account : null;
}

export function toEmployee(e: PeoplehrEmployee): RemoteEmployee {
  const id = employeeId(e) ?? '';
  const department = v(e.Department);
  const c = e.ContactDetail ?? {};
  return {
    ...blankEmployee(id),
    // People HR's employee id is the one the company assigns ("PW001").
    employee_number: employeeId(e),
    first_name: v(e.FirstName),
    last_name: v(e.LastName),
    nationality: v(e.Nationality),
    job_title: v(e.JobRole),
    work_email: v(e.EmailId),
    personal_email: v(c.PersonalEmail),
    mobile_phone_number: v(c.Mobile),
    tax_id: v(e.NISNumber),
    gender: mapEnum(v(e.Gender), GENDERS),
    date_of_birth: isoDate(v(e.DateOfBirth)),
    employment_status: mapEnum(v(e.EmployeeStatus), STATUSES),
    employment_type: mapEnum(v(e.EmploymentType), EMPLOYMENT_TYPES),
    start_date: isoDate(v(e.StartDate)),
    termination_date: isoDate(e.LeavingDate),
    avatar: str(e.EmployeeImage),
    // The address is one display string: it goes whole into street_address.
    home_location: address({ street_address: v(c.Address) }),
    work_location_remote_id: v(e.Location),
    manager_remote_id: v(e.ReportsToEmployeeId),
    bank_account: bankAccount(e),
    group_remote_ids: department ? [departmentId(department)] : [],
  };
}

/** The departments named on the employees. */
export function toGroups(employees: readonly PeoplehrEmployee[]): RemoteGroup[] {
  const names = new Set(employees.map((e) => v(e.Department)).filter((n): n is string => n !== null));
  return [...names].map((name) => ({ remote_id: departmentId(name), name, type: 'department' }));
}

/** The locations named on the employees (the name is the id). */
export function toWorkLocations(employees: readonly PeoplehrEmployee[]): RemoteWorkLocation[] {
  const names = new Set(employees.map((e) => v(e.Location)).filter((n): n is string => n !== null));
  return [...names].map((name) => ({ remote_id: name, name, type: null, address: null }));
}

/**
 * A holiday of one employee. People HR gives holidays no id, so the remote id is built from the employee id
 * and the start and end dates of the booking.
 */
export function toTimeOffEntry(employee: string, h: PeoplehrHoliday): RemoteTimeOffEntry {
  const start = isoDate(h.StartDate);
  const end = isoDate(h.EndDate);
  const days = typeof h.DurationInDays === 'number' && h.DurationInDays > 0 ? h.DurationInDays : null;
  const minutes = typeof h.DurationInMinutes === 'number' && h.DurationInMinutes > 0 ? h.DurationInMinutes : null;
  return {
    remote_id: `${employee}:${start ?? ''}:${end ?? ''}`,
    employee_remote_id: employee,
    start_date: start,
    end_date: end,
    amount: days !== null ? toTenth(days) : minutes !== null ? toTenth(minutes / 60) : null,
    unit: days !== null ? 'days' : minutes !== null ? 'hours' : null,
    status: mapEnum(h.Status, HOLIDAY_STATUSES),
    employee_note: str(h.RequesterComments),
    policy_remote_id: null,
    policy_name: null,
    // This endpoint lists holidays only; time off in lieu (TOIL) is not holiday.
    policy_type: h.IsToilHoliday === true ? null : 'holiday',
    remote_created_at: null,
    remote_modified_at: isoDateTime(h.LastActionDateTime),
  };
}
