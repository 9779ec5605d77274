// Staffology Payroll API shapes (https://app.staffology.co.uk/api/docs/). Lists return "Item" references
// ({ id, name, metadata, url }); details come from the item's own endpoint.

export interface StaffologyItem {
  id: string;
  name?: string | null;
  metadata?: Record<string, unknown> | null;
  url?: string | null;
}

export interface StaffologyAddress {
  line1?: string | null;
  line2?: string | null;
  line3?: string | null;
  line4?: string | null;
  line5?: string | null;
  postCode?: string | null;
  country?: string | null;
  foreignCountry?: string | null;
}

/** GET /employers/{id} */
export interface StaffologyEmployer {
  id: string;
  name?: string | null;
  crn?: string | null;
  address?: StaffologyAddress | null;
}

/** GET /employers/{employerId}/employees/{id} */
export interface StaffologyEmployee {
  id: string;
  status?: 'Current' | 'Former' | 'Upcoming' | string | null;
  personalDetails?: {
    address?: StaffologyAddress | null;
    maritalStatus?: string | null;
    title?: string | null;
    firstName?: string | null;
    middleName?: string | null;
    lastName?: string | null;
    email?: string | null;
    alternativeEmail?: string | null;
    photoUrl?: string | null;
    telephone?: string | null;
    mobile?: string | null;
    dateOfBirth?: string | null;
    gender?: string | null;
    niNumber?: string | null;
  } | null;
  employmentDetails?: {
    payrollCode?: string | null;
    jobTitle?: string | null;
    starterDetails?: { startDate?: string | null } | null;
    leaverDetails?: { hasLeft?: boolean | null; leaveDate?: string | null } | null;
    department?: { code?: string | null; title?: string | null } | null;
  } | null;
  leaveSettings?: {
    holidayType?: string | null;
    allowance?: number | null;
    allowanceUsed?: number | null;
    allowanceRemaining?: number | null;
  } | null;
  bankDetails?: {
    bankName?: string | null;
    bankBranch?: string | null;
    accountName?: string | null;
    accountNumber?: string | null;
    sortCode?: string | null;
  } | null;
  payOptions?: {
    period?: string | null;
    payAmount?: number | string | null;
    basis?: string | null;
  } | null;
}

/** GET /employers/{employerId}/departments */
export interface StaffologyDepartment {
  code: string;
  title?: string | null;
  color?: string | null;
  employeeCount?: number | null;
  accountingCode?: string | null;
}
