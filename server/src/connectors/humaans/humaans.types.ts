// Humaans API shapes (https://docs.humaans.io/api/). Lists are { total, limit, skip, data } and take
// $limit (at most 250) and $skip. Humaans publishes no OpenAPI description; the only one found is a third-party
// outline (../shared/providers/humaans/humaans-api-openapi.yml) with schemas for people only. Every property
// is optional here: the mapper reads each value defensively.

export interface HumaansPage<T> {
  total?: number | null;
  limit?: number | null;
  skip?: number | null;
  data?: T[] | null;
}

/** GET /api/people, GET /api/me */
export interface HumaansPerson {
  id?: string | null;
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
  teams?: Array<{ name?: string | null } | null> | null;
  status?: 'active' | 'offboarded' | 'newHire' | string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
}

/** GET /api/companies/{id} */
export interface HumaansCompany {
  id?: string | null;
  name?: string | null;
  domains?: string[] | null;
  status?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
}

/** GET /api/job-roles */
export interface HumaansJobRole {
  id?: string | null;
  personId?: string | null;
  jobTitle?: string | null;
  department?: string | null;
  reportingTo?: string | null;
  effectiveDate?: string | null;
  endDate?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
}

/**
 * GET /api/compensation-types: what a compensation is. Only `salary` is a pay rate; bonuses, commissions,
 * equity and custom types are one-off or variable pay.
 */
export interface HumaansCompensationType {
  id?: string | null;
  name?: string | null;
  baseType?: 'salary' | 'bonus' | 'commission' | 'equity' | 'custom' | string | null;
}

/** GET /api/compensations */
export interface HumaansCompensation {
  id?: string | null;
  personId?: string | null;
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
  id?: string | null;
  personId?: string | null;
  bankName?: string | null;
  nameOnAccount?: string | null;
  accountNumber?: string | null;
  swiftCode?: string | null;
  sortCode?: string | null;
  routingNumber?: string | null;
}

/** GET /api/locations */
export interface HumaansLocation {
  id?: string | null;
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
  id?: string | null;
  personId?: string | null;
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
  id?: string | null;
  name?: string | null;
}

/** GET /api/timesheet-entries (times are local wall-clock "HH:mm:ss") */
export interface HumaansTimesheetEntry {
  id?: string | null;
  personId?: string | null;
  date?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  duration?: { hours?: number | null; minutes?: number | null } | null;
  createdAt?: string | null;
  updatedAt?: string | null;
}
