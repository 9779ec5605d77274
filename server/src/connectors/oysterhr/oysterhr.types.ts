// Oyster HR API v1 shapes, as its published description (oyster-hr/oysterhr.com.yaml, version v1) writes them.
// `employment` and `contract` are objects without a schema there; their fields come from the description's
// examples. Everything is optional: the mapper checks what it uses.

export interface OysterPage<T> {
  data?: T[] | null;
  meta?: { items?: number | null; count?: number | null; page?: number | null; pages?: number | null } | null;
}

export interface OysterAddress {
  addressId?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  region?: string | null;
  countryCode?: string | null;
  postalCode?: string | null;
}

export interface OysterMoney {
  decimal?: string | null;
  currencyCode?: string | null;
}

export interface OysterCompany {
  companyId?: string | null;
  name?: string | null;
  registrationNumber?: string | null;
  addresses?: { corporateAddress?: OysterAddress | null; billingAddress?: OysterAddress | null } | null;
}

/** An employment (EOR) or a contractor's contract, as the examples show them. */
export interface OysterTerms {
  name?: string | null;
  fullLegalName?: string | null;
  email?: string | null;
  employmentType?: string | null;
  lastDayOn?: string | null;
  salary?: OysterMoney | null;
  /** Contracts only. */
  taxIdNumber?: string | null;
}

export interface OysterEngagement {
  engagementId?: string | null;
  startDate?: string | null;
  engagementType?: string | null;
  state?: string | null;
  role?: string | null;
  countryCode?: string | null;
  personalDetails?: {
    name?: string | null;
    addresses?: { livingAddress?: OysterAddress | null; mailingAddress?: OysterAddress | null } | null;
    citizenships?: Array<string | null> | null;
    dateOfBirth?: string | null;
    phoneNumbers?: { default?: { countryCode?: string | null; number?: string | null } | null } | null;
  } | null;
  employment?: OysterTerms | null;
  contract?: OysterTerms | null;
  department?: { departmentId?: string | null; name?: string | null } | null;
}

export interface OysterDepartment {
  departmentId?: string | null;
  name?: string | null;
}

export interface OysterEngagementRef {
  engagementId?: string | null;
}

export interface OysterTimeOffRequest {
  timeOffRequestId?: string | null;
  engagement?: OysterEngagementRef | null;
  startDate?: string | null;
  endDate?: string | null;
  state?: string | null;
  type?: string | null;
  requesterComments?: string | null;
  periodInHours?: number | null;
}

export interface OysterEntitlement {
  engagement?: OysterEngagementRef | null;
  annualEntitlement?: number | null;
  taken?: number | null;
  availableBalance?: number | null;
  units?: string | null;
}
