// Staffology Payroll API shapes, from its published description (staffology/swagger.json in ../shared/providers,
// Staffology's live swagger). Lists return Item references ({ id, name, metadata, url }); details come from the
// item's own endpoint. Every field optional: a schema-valid answer may leave any of them out.

/** Item: what every list answers. */
export interface StaffologyItem {
  id?: string | null;
  name?: string | null;
  metadata?: unknown;
  url?: string | null;
}

/** Contract.Address: five free lines, a postcode, a UK nation (or OutsideUk with a foreign country). */
export interface StaffologyAddress {
  line1?: string | null;
  line2?: string | null;
  line3?: string | null;
  line4?: string | null;
  line5?: string | null;
  postCode?: string | null;
  /** England, NorthernIreland, Scotland, Wales, OutsideUk, Uk. */
  country?: string | null;
  foreignCountry?: string | null;
}

/** GET /employers/{id}: Contract.EmployerResponse (the parts we read). */
export interface StaffologyEmployer {
  id?: string | null;
  name?: string | null;
  displayName?: string | null;
  crn?: string | null;
  address?: StaffologyAddress | null;
}

/** Contract.DepartmentResponse: how an employee names their department. */
export interface StaffologyDepartment {
  code?: string | null;
  title?: string | null;
}

/** GET /employers/{employerId}/employees/{id}: Contract.EmployeeResponse (the parts we read). */
export interface StaffologyEmployee {
  id?: string | null;
  /** Current, Former, Upcoming. */
  status?: string | null;
  personalDetails?: {
    address?: StaffologyAddress | null;
    maritalStatus?: string | null;
    title?: string | null;
    firstName?: string | null;
    middleName?: string | null;
    lastName?: string | null;
    email?: string | null;
    photoUrl?: string | null;
    mobile?: string | null;
    dateOfBirth?: string | null;
    gender?: string | null;
    niNumber?: string | null;
  } | null;
  employmentDetails?: {
    payrollCode?: string | null;
    jobTitle?: string | null;
    cisSubContractor?: boolean | null;
    starterDetails?: { startDate?: string | null } | null;
    leaverDetails?: { hasLeft?: boolean | null; leaveDate?: string | null } | null;
    department?: StaffologyDepartment | null;
  } | null;
  /** Contract.EmployeeLeaveSettingsResponse: the holiday allowance. */
  leaveSettings?: {
    holidayType?: string | null;
    allowance?: number | null;
    allowanceUsed?: number | null;
    allowanceRemaining?: number | null;
  } | null;
  bankDetails?: {
    bankName?: string | null;
    accountName?: string | null;
    accountNumber?: string | null;
    sortCode?: string | null;
  } | null;
  payOptions?: {
    /** PayPeriods: Custom, HalfYearly, Quarterly, Monthly, FourWeekly, Fortnightly, Weekly, Daily, Annual. */
    period?: string | null;
    payAmount?: number | null;
    /** PayBasis: Hourly, Daily, Monthly. */
    basis?: string | null;
  } | null;
}
