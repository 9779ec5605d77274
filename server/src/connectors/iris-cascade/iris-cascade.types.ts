// IRIS Cascade HR API v2 shapes, as its published description (iris-cascade/iris.co.uk_Cascade.yaml, info.version
// 2) writes them. Everything is optional here: the description makes almost every property nullable and the
// mapper treats each as possibly absent.

/** Every list answers with an OData envelope; the records are in `Value`. */
export interface IrisPage<T> {
  ODataContext?: string | null;
  ODataCount?: number | null;
  ODataNextLink?: string | null;
  Value?: T[] | null;
}

export type IrisOwnership = 'Personal' | 'Organization';

export interface IrisPhone {
  Ownership?: IrisOwnership | null;
  Type?: 'Mobile' | 'Landline' | null;
  Value?: string | null;
}

export interface IrisEmail {
  Ownership?: IrisOwnership | null;
  Value?: string | null;
}

export interface IrisAddress {
  Ownership?: IrisOwnership | null;
  Address1?: string | null;
  Address2?: string | null;
  Address3?: string | null;
  Address4?: string | null;
  Address5?: string | null;
  PostCode?: string | null;
}

export interface IrisEmployee {
  Id?: string | null;
  DisplayId?: string | null;
  FirstName?: string | null;
  KnownAs?: string | null;
  LastName?: string | null;
  CostCentre?: string | null;
  NationalInsuranceNumber?: string | null;
  EmploymentStartDate?: string | null;
  EmploymentLeftDate?: string | null;
  DateOfBirth?: string | null;
  Gender?: string | null;
  Ethnicity?: string | null;
  Nationality?: string | null;
  MaritalStatus?: string | null;
  Phones?: IrisPhone[] | null;
  Emails?: IrisEmail[] | null;
  Addresses?: IrisAddress[] | null;
  SourceSystemCreatedOn?: string | null;
}

export interface IrisJob {
  Id?: string | null;
  EmployeeId?: string | null;
  JobTitle?: string | null;
  StartDate?: string | null;
  EndDate?: string | null;
  LineManagerId?: string | null;
  HierarchyNodeId?: string | null;
  Active?: boolean | null;
  Salary?: number | null;
  Contract?: string | null;
  PayFrequency?: string | null;
  PayBasis?: string | null;
}

export interface IrisHierarchyNode {
  Id?: string | null;
  ParentId?: string | null;
  Level?: number | null;
  Title?: string | null;
  Disabled?: boolean | null;
}

export interface IrisBankDetails {
  EmployeeId?: string | null;
  BankName?: string | null;
  AccountName?: string | null;
  AccountNumber?: string | null;
  SortCode?: string | null;
}

export interface IrisAbsenceReason {
  Id?: string | null;
  ParentId?: string | null;
  Name?: string | null;
  Holiday?: boolean | null;
  Sick?: boolean | null;
}

export interface IrisAbsence {
  Id?: string | null;
  EmployeeId?: string | null;
  AbsenceReasonId?: string | null;
  Narrative?: string | null;
  StartDate?: string | null;
  EndDate?: string | null;
  SourceSystemCreatedOn?: string | null;
  SourceSystemLastModifiedOn?: string | null;
}

export interface IrisAbsenceDay {
  Id?: string | null;
  AbsenceId?: string | null;
  Date?: string | null;
  DurationDays?: number | null;
}

/** POST /oauth2/v1/token (client credentials); expires_in comes as a string in IRIS's own example. */
export interface IrisToken {
  access_token?: string;
  expires_in?: string | number;
  scope?: string;
  token_type?: string;
}
