// Humaans API shapes (https://docs.humaans.io/api/). Lists are { total, limit, skip, data } and take
// $limit (at most 250) and $skip.

export interface HumaansPage<T> {
  total: number;
  limit: number;
  skip: number;
  data: T[];
}

/** GET /api/people, GET /api/me */
export interface HumaansPerson {
  id: string;
  companyId?: string | null;
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  preferredName?: string | null;
  email?: string | null;
  personalEmail?: string | null;
  phoneNumber?: string | null;
  personalPhoneNumber?: string | null;
  gender?: string | null;
  birthday?: string | null;
  nationality?: string | null;
  nationalities?: string[] | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  postcode?: string | null;
  countryCode?: string | null;
  locationId?: string | null;
  employmentStartDate?: string | null;
  employmentEndDate?: string | null;
  employeeId?: string | null;
  taxId?: string | null;
  teams?: Array<{ name: string }> | null;
  status?: 'active' | 'offboarded' | 'newHire' | string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
}

/** GET /api/companies/{id} */
export interface HumaansCompany {
  id: string;
  name?: string | null;
  domains?: string[] | null;
  status?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
}

/** GET /api/job-roles */
export interface HumaansJobRole {
  id: string;
  personId: string;
  jobTitle?: string | null;
  department?: string | null;
  reportingTo?: string | null;
  effectiveDate?: string | null;
  endDate?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
}

/** GET /api/compensations */
export interface HumaansCompensation {
  id: string;
  personId: string;
  compensationTypeId?: string | null;
  amount?: string | number | null;
  currency?: string | null;
  period?: string | null;
  note?: string | null;
  effectiveDate?: string | null;
  endDate?: string | null;
}

/** GET /api/bank-accounts */
export interface HumaansBankAccount {
  id: string;
  personId: string;
  bankName?: string | null;
  nameOnAccount?: string | null;
  accountNumber?: string | null;
  swiftCode?: string | null;
  sortCode?: string | null;
  routingNumber?: string | null;
}

/** GET /api/locations */
export interface HumaansLocation {
  id: string;
  label?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  postcode?: string | null;
  countryCode?: string | null;
  country?: string | null;
  timezone?: string | null;
}

/** GET /api/time-away */
export interface HumaansTimeAway {
  id: string;
  personId: string;
  startDate?: string | null;
  startPeriod?: 'full' | 'am' | 'pm' | string | null;
  endDate?: string | null;
  endPeriod?: 'full' | 'am' | 'pm' | string | null;
  timeAwayTypeId?: string | null;
  name?: string | null;
  isTimeOff?: boolean | null;
  note?: string | null;
  days?: number | null;
  requestStatus?: 'pending' | 'approved' | 'declined' | string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
}

/** GET /api/time-away-types */
export interface HumaansTimeAwayType {
  id: string;
  name?: string | null;
}

/** GET /api/timesheet-entries (times are local wall-clock "HH:mm:ss") */
export interface HumaansTimesheetEntry {
  id: string;
  personId: string;
  date?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  duration?: { hours: number; minutes: number } | null;
  createdAt?: string | null;
  updatedAt?: string | null;
}
