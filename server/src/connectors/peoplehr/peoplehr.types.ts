// People HR API shapes, from its published description (peoplehr/peoplehr.com.yaml, PeopleHR's demo swagger).
// Every call is a POST of { APIKey, Action, ...parameters } to an area endpoint (/Employee, /Holiday, ...);
// every answer is HTTP 200 with { isError, Status, Message, Result } (the description spells it IsError).
// Employee fields carry { DisplayValue, FieldHistory }. Nothing is required, so everything is optional.

export interface PeoplehrEnvelope<T> {
  isError?: boolean;
  IsError?: boolean;
  Status?: number;
  Message?: string;
  Result?: T;
}

export interface PeoplehrValue {
  DisplayValue?: string | null;
  FieldHistory?: unknown[];
}

/** One item of Employee / GetAllEmployeeDetail (IncludeLeavers) or GetEmployeeDetailById. */
export interface PeoplehrEmployee {
  EmployeeId?: PeoplehrValue;
  Title?: PeoplehrValue;
  FirstName?: PeoplehrValue;
  LastName?: PeoplehrValue;
  OtherName?: PeoplehrValue;
  KnownAs?: PeoplehrValue;
  EmailId?: PeoplehrValue;
  StartDate?: PeoplehrValue;
  DateOfBirth?: PeoplehrValue;
  JobRole?: PeoplehrValue;
  Company?: PeoplehrValue;
  Location?: PeoplehrValue;
  Department?: PeoplehrValue;
  ReportsTo?: PeoplehrValue;
  ReportsToEmployeeId?: PeoplehrValue;
  NISNumber?: PeoplehrValue;
  Nationality?: PeoplehrValue;
  EmploymentType?: PeoplehrValue;
  EmployeeStatus?: PeoplehrValue;
  Gender?: PeoplehrValue;
  ContactDetail?: {
    Address?: PeoplehrValue;
    WorkPhoneNumber?: PeoplehrValue;
    PersonalPhoneNumber?: PeoplehrValue;
    PersonalEmail?: PeoplehrValue;
    Mobile?: PeoplehrValue;
  } | null;
  BankDetail?: {
    BankName?: PeoplehrValue;
    BankAddress?: PeoplehrValue;
    BankCode?: PeoplehrValue;
    AccountNumber?: PeoplehrValue;
    AccountName?: PeoplehrValue;
  } | null;
  LeavingDate?: string | null;
  ReasonForLeaving?: string | null;
  EmployeeImage?: string | null;
}

/**
 * One item of Holiday / GetHolidayDetail (per employee, between StartDate and EndDate). The description's schema
 * has no id, but its introduction says the details answer carries the booking's AnnualLeaveTxnId (and
 * ReferenceId), as real answers do.
 */
export interface PeoplehrHoliday {
  AnnualLeaveTxnId?: number | string | null;
  AnnualLeaveTxnID?: number | string | null;
  ReferenceId?: string | null;
  StartDate?: string | null;
  EndDate?: string | null;
  DurationType?: number | null;
  DurationInDays?: number | null;
  DurationInMinutes?: number | null;
  PartOfDay?: string | null;
  StartDatePartOfTheDay?: string | null;
  EndDatePartOfTheDay?: string | null;
  RequesterComments?: string | null;
  ApproverComments?: string | null;
  Approver?: string | null;
  Status?: string | null;
  LastActionDateTime?: string | null;
  IsToilHoliday?: boolean | null;
}
