// Pure functions: People HR JSON -> our Remote* model. Unknown stays null (STYLE idea 6); what cannot be read
// is nulled or skipped and counted in the sync report through the Reader, in People HR's field names.
import type {
  BankAccount,
  EmploymentStatus,
  EmploymentType,
  RemoteEmployee,
  RemoteGroup,
  RemoteTimeOffEntry,
  RemoteWorkLocation,
  TimeOffStatus,
} from '../../model';
import { address, blankEmployee, distinctNames, FULL_PART_OR_CONTRACTOR, isoDateTime, knownIds, MALE_FEMALE, namedWorkLocation, str } from '../map-utils';
import { policyOf } from '../policy-types';
import type { Reader } from '../reader';
import type { PeoplehrEmployee, PeoplehrHoliday, PeoplehrValue } from './peoplehr.types';

const STATUSES: Record<string, EmploymentStatus> = { active: 'active', leaver: 'inactive', inactive: 'inactive' };
const EMPLOYMENT_TYPES: Record<string, EmploymentType> = { ...FULL_PART_OR_CONTRACTOR, contract: 'contractor' };
// The description says Submitted, Approved, Rejected; live accounts also answer Pending and Declined.
const HOLIDAY_STATUSES: Record<string, TimeOffStatus> = {
  approved: 'approved',
  submitted: 'pending',
  pending: 'pending',
  'awaiting approval': 'pending',
  rejected: 'rejected',
  declined: 'rejected',
};

const v = (field: PeoplehrValue | null | undefined): string | null => str(field?.DisplayValue);

/** People HR names departments and locations without ids: our remote ids are built from the names. */
export const departmentId = (name: string): string => `department:${name}`;

export function employeeId(e: PeoplehrEmployee, read: Reader): string | null {
  return read.id(e.EmployeeId?.DisplayValue);
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

/** An employee, or null (skipped, counted) without an id. */
export function toEmployee(e: PeoplehrEmployee, read: Reader): RemoteEmployee | null {
  const id = employeeId(e, read);
  if (id === null) return read.skip('EmployeeId', 'no employee id');
  const department = v(e.Department);
  const c = e.ContactDetail ?? {};
  return {
    ...blankEmployee(id),
    // People HR's employee id is the one the company assigns ("PW001").
    employee_number: id,
    first_name: v(e.FirstName),
    last_name: v(e.LastName),
    nationality: v(e.Nationality),
    job_title: v(e.JobRole),
    work_email: v(e.EmailId),
    personal_email: v(c.PersonalEmail),
    mobile_phone_number: v(c.Mobile),
    tax_id: v(e.NISNumber),
    gender: read.enum(v(e.Gender), MALE_FEMALE, 'Gender'),
    date_of_birth: read.date(v(e.DateOfBirth), 'DateOfBirth'),
    employment_status: read.enum(v(e.EmployeeStatus), STATUSES, 'EmployeeStatus'),
    employment_type: read.enum(v(e.EmploymentType), EMPLOYMENT_TYPES, 'EmploymentType'),
    start_date: read.date(v(e.StartDate), 'StartDate'),
    termination_date: read.date(e.LeavingDate, 'LeavingDate'),
    avatar: str(e.EmployeeImage),
    // The address is one display string: it goes whole into street_address.
    home_location: address({ street_address: v(c.Address) }),
    work_location_remote_id: v(e.Location),
    manager_remote_id: v(e.ReportsToEmployeeId),
    bank_account: bankAccount(e),
    group_remote_ids: knownIds(department && departmentId(department)),
  };
}

/** The departments named on the employees. */
export function toGroups(employees: readonly PeoplehrEmployee[]): RemoteGroup[] {
  return distinctNames(employees, (e) => v(e.Department)).map((name) => ({ remote_id: departmentId(name), name, type: 'department' }));
}

/** The locations named on the employees (the name is the id). */
export function toWorkLocations(employees: readonly PeoplehrEmployee[]): RemoteWorkLocation[] {
  return distinctNames(employees, (e) => v(e.Location)).map((name) => namedWorkLocation(name, name));
}

/**
 * The remote id of a holiday booking: its AnnualLeaveTxnId, People HR's transaction id for the booking (the
 * description's introduction offers it for exactly this: "store the AnnualLeaveTxnId … as People HR holidays
 * mapping"); it survives changes of dates and status. Without it, the key the description names for a calendar
 * event: the employee and the booking's start and end dates ("the unique key for an event on the People
 * calendar is Start Date and End Date"), with the parts of the day when the booking has them, since People HR
 * records half days at either end (blank, AM or PM): a morning and an afternoon off on one date are two bookings.
 */
export function holidayRemoteId(employee: string, h: PeoplehrHoliday, start: string | null, end: string | null): string | null {
  const txn = str(h.AnnualLeaveTxnId) ?? str(h.AnnualLeaveTxnID);
  if (txn !== null) return txn;
  if (start === null || end === null) return null;
  const parts = [h.PartOfDay, h.StartDatePartOfTheDay, h.EndDatePartOfTheDay].map((p) => str(p) ?? '');
  return parts.some((p) => p !== '') ? `${employee}:${start}:${end}:${parts.join(':')}` : `${employee}:${start}:${end}`;
}

/** A holiday (annual leave) booking of one employee, or null (skipped, counted) without an id or dates. */
export function toTimeOffEntry(employee: string, h: PeoplehrHoliday, read: Reader): RemoteTimeOffEntry | null {
  const start = read.date(h.StartDate, 'StartDate');
  const end = read.date(h.EndDate, 'EndDate');
  const id = holidayRemoteId(employee, h, start, end);
  if (id === null) return read.skip('AnnualLeaveTxnId', 'no transaction id and no dates to key the booking');
  const days = typeof h.DurationInDays === 'number' && h.DurationInDays > 0 ? h.DurationInDays : null;
  const minutes = typeof h.DurationInMinutes === 'number' && h.DurationInMinutes > 0 ? h.DurationInMinutes : null;
  // Holidays are People HR's annual leave; time off in lieu (TOIL) is booked through the same screen.
  const policy = h.IsToilHoliday === true ? 'Time off in lieu' : 'Holiday';
  return {
    remote_id: id,
    employee_remote_id: employee,
    start_date: start,
    end_date: end,
    amount: days !== null ? read.tenth(days, 'DurationInDays') : minutes !== null ? read.tenth(minutes / 60, 'DurationInMinutes') : null,
    unit: days !== null ? 'days' : minutes !== null ? 'hours' : null,
    status: read.enum(h.Status, HOLIDAY_STATUSES, 'Status'),
    employee_note: str(h.RequesterComments),
    ...policyOf(null, policy),
    remote_created_at: null,
    // "2017-07-20 19:06:17": a UK wall-clock time without an offset stays unknown (never guessed).
    remote_modified_at: isoDateTime(h.LastActionDateTime),
  };
}
