// Xero shapes we read, from XeroAPI/Xero-OpenAPI: xero-identity.yaml (GET /connections),
// xero-payroll-uk.yaml (GET /payroll.xro/2.0/Employees) and xero_accounting.yaml (GET /api.xro/2.0/Organisation).
// Payroll UK is camelCase, Accounting PascalCase, as Xero sends them. Dates come as "2020-02-03T00:00:00" and
// UTC timestamps without an offset, as the description's own examples show.

export interface XeroConnection {
  id?: string;
  tenantId?: string;
  tenantType?: string;
  tenantName?: string | null;
  createdDateUtc?: string;
  updatedDateUtc?: string;
}

export interface XeroPagination {
  page?: number;
  pageSize?: number;
  pageCount?: number;
  itemCount?: number;
}

export interface XeroPayrollAddress {
  addressLine1?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  countryName?: string | null;
  postCode?: string | null;
}

/** One of an employee's contracts (Payroll UK `Contracts`). */
export interface XeroContract {
  startDate?: string | null;
  /** Employee, Worker, Unspecified. */
  employmentStatus?: string | null;
  /** FullTime, PartTime, ZeroHour, Unspecified. */
  contractType?: string | null;
  isFixedTerm?: boolean | null;
  fixedTermEndDate?: string | null;
}

export interface XeroPayrollEmployee {
  employeeID?: string | null;
  title?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  dateOfBirth?: string | null;
  /** M or F. */
  gender?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  address?: XeroPayrollAddress | null;
  payrollCalendarID?: string | null;
  /** UTC without an offset ("2020-02-13T16:23:31"). */
  updatedDateUTC?: string | null;
  createdDateUTC?: string | null;
  nationalInsuranceNumber?: string | null;
  isOffPayrollWorker?: boolean | null;
  contracts?: XeroContract[] | null;
}

export interface XeroEmployeesPage {
  pagination?: XeroPagination | null;
  employees?: XeroPayrollEmployee[] | null;
}

export interface XeroAccountingAddress {
  /** POBOX, STREET or DELIVERY. */
  AddressType?: string;
  AddressLine1?: string | null;
  AddressLine2?: string | null;
  AddressLine3?: string | null;
  AddressLine4?: string | null;
  City?: string | null;
  Region?: string | null;
  PostalCode?: string | null;
  Country?: string | null;
}

export interface XeroOrganisation {
  OrganisationID?: string;
  Name?: string | null;
  LegalName?: string | null;
  TaxNumber?: string | null;
  RegistrationNumber?: string | null;
  CountryCode?: string | null;
  Addresses?: XeroAccountingAddress[] | null;
}

export interface XeroOrganisations {
  Organisations?: XeroOrganisation[];
}
