// Visma Nmbrs REST API shapes (https://api.nmbrsapp.com). Nmbrs publishes its reference as a Stoplight project
// (https://nmbrs.stoplight.io/docs/nmbrs-restapi), not as a file; see nmbrs.provider.ts for where each shape was
// read. Ids are UUID strings. Every list answers { pagination, data }.

/** The pagination object of every list (the reference's "Get company list" example). */
export interface NmbrsPagination {
  pageNumber?: number | null;
  pageSize?: number | null;
  firstPage?: string | null;
  lastPage?: string | null;
  totalPages?: number | null;
  totalRecords?: number | null;
  /** The next page's URL; "" (or null) on the last page. */
  nextPage?: string | null;
  previousPage?: string | null;
}

export interface NmbrsPage<T> {
  pagination?: NmbrsPagination | null;
  data?: T[] | null;
}

/** One item of GET /api/companies. */
export interface NmbrsCompany {
  companyId?: string | null;
  /** The company number, a string in the reference's example ("1"). */
  number?: string | number | null;
  name?: string | null;
  debtorId?: string | null;
}

/** A year and a payroll period of it (month, four weeks or week, depending on the company's period type). */
export interface NmbrsPeriod {
  year?: number | null;
  period?: number | null;
}

export interface NmbrsCode {
  codeISO?: string | null;
  description?: string | null;
}

/** The personal info object (https://nmbrs.stoplight.io/docs/nmbrs-restapi/6a4f20c9f65fd-personal-info-object). */
export interface NmbrsPersonalInfo {
  personalInfoId?: string | null;
  basicInfo?: {
    employeeNumber?: number | string | null;
    /** The name the employee is called by. */
    firstName?: string | null;
    firstNameInFull?: string | null;
    /** The Dutch name prefix ("van der"), kept apart from lastName. */
    prefix?: string | null;
    initials?: string | null;
    lastName?: string | null;
    /** applicant, newHire, payroll, formerPayroll, external, formerExternal or rejectedApplicant. */
    employeeType?: string | null;
  } | null;
  birthInfo?: {
    birthDate?: string | null;
    /** Read back as objects; written as birthCountryCodeISO / nationalityCodeISO (both are accepted). */
    birthCountry?: NmbrsCode | null;
    nationality?: NmbrsCode | null;
    birthCountryCodeISO?: string | null;
    nationalityCodeISO?: string | null;
    deceasedOn?: string | null;
    /** male, female, unspecified or unknown. */
    gender?: string | null;
  } | null;
  contactInfo?: {
    privateEmail?: string | null;
    businessEmail?: string | null;
    businessPhone?: string | null;
    businessMobilePhone?: string | null;
    privatePhone?: string | null;
    privateMobilePhone?: string | null;
    otherPhone?: string | null;
  } | null;
  partnerInfo?: { partnerPrefix?: string | null; partnerName?: string | null; ascriptionCode?: number | null } | null;
  /** From which payroll period this version applies. */
  period?: NmbrsPeriod | null;
  createdAt?: string | null;
}

/**
 * One item of a per-employee list (GET /api/companies/{companyId}/employees/<list>): an employee's id and every
 * version of the list's record for that employee, under the list's own name.
 */
type NmbrsPerEmployee<Name extends string, T> = { employeeId?: string | null } & { [K in Name]?: T[] | null };

/** GET …/employees/personalinfo: every version of an employee's personal info. */
export type NmbrsEmployeePersonalInfo = NmbrsPerEmployee<'info', NmbrsPersonalInfo>;

/** An employment (in and out of service) of GET …/employees/employments. */
export interface NmbrsEmployment {
  employmentId?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  seniorityDate?: string | null;
  endContractReason?: string | number | null;
  createdAt?: string | null;
}

export type NmbrsEmployeeEmployments = NmbrsPerEmployee<'employments', NmbrsEmployment>;

/** A function's or a department's version: its code and description, applying from its period. */
interface NmbrsCodedVersion {
  code?: number | string | null;
  description?: string | null;
  period?: NmbrsPeriod | null;
  createdAt?: string | null;
}

/** A function (job title) version of GET …/employees/functions. */
export interface NmbrsFunction extends NmbrsCodedVersion {
  functionId?: string | null;
}

export type NmbrsEmployeeFunctions = NmbrsPerEmployee<'functions', NmbrsFunction>;

/** A department version of GET …/employees/departments. */
export interface NmbrsDepartment extends NmbrsCodedVersion {
  departmentId?: string | null;
}

export type NmbrsEmployeeDepartments = NmbrsPerEmployee<'departments', NmbrsDepartment>;
