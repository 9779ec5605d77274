// Hailey HR public API shapes, from its Swagger document (https://api.haileyhr.app/docs/v1/docs.json, served
// with the reference at https://api.haileyhr.app/docs/index.html), as read through the client generated from
// it (bcc-code/hailey-client-dotnet, HaileyClientGenerated.cs). Ids are GUIDs; dates are strings.

export interface HaileyNamed {
  id?: string | null;
  name?: string | null;
}

/** GET /Company: the company's reference lists (the company itself has no id or name here). */
export interface HaileyCompany {
  teams?: HaileyNamed[] | null;
  locations?: HaileyNamed[] | null;
  titles?: HaileyNamed[] | null;
  legalEntities?: HaileyNamed[] | null;
  departments?: HaileyNamed[] | null;
}

/** One item of GET /Employees ("EmployeeListItem"). */
export interface HaileyEmployee {
  employeeId?: string | null;
  accountStatus?: string | null;
  workPhone?: string | null;
  titleIds?: string[] | null;
  companyEmail?: string | null;
  departmentId?: string | null;
  locationId?: string | null;
  legalEntityId?: string | null;
  managerEmployeeId?: string | null;
  teamIds?: string[] | null;
  dateOfJoining?: string | null;
  lastDayOfEmployment?: string | null;
  /** "In service" or "Will join", calculated from the employments' dates. */
  employmentStatus?: string | null;
  /** e.g. "Permanent". */
  employmentType?: string | null;
  scopePercentage?: number | null;
  employmentNumber?: string | null;
  bankName?: string | null;
  clearingNumber?: string | null;
  accountNumber?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  /** "female, male or other". */
  gender?: string | null;
  dateOfBirth?: string | null;
  personalIdentityNumber?: string | null;
  privateEmail?: string | null;
  privatePhone?: string | null;
  streetAddress?: string | null;
  postalCode?: string | null;
  city?: string | null;
  country?: string | null;
}

/** One day of time off ("TimeOffDate"): no id of its own. */
export interface HaileyTimeOffDate {
  date?: string | null;
  scope?: number | null;
  minutes?: number | null;
  isApproved?: boolean | null;
  timeOffReasonId?: string | null;
}

export interface HaileyTimeOffReason {
  timeOffReasonId?: string | null;
  reason?: string | null;
  timeOffCategory?: string | null;
}

/** GET /TimeOff: every employee's time off days, and the reasons they refer to. */
export interface HaileyTimeOff {
  timeAndTimeOffSettings?: { timeOffReasons?: HaileyTimeOffReason[] | null } | null;
  employees?: Array<{ employeeId?: string | null; timeOffDates?: HaileyTimeOffDate[] | null }> | null;
}
