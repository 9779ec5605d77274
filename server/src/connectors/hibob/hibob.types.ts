// HiBob (Bob) public API v1 shapes (https://apidocs.hibob.com/reference), machine-readable format
// (list fields carry list-item ids, dates are ISO).

/** Field paths requested from POST /v1/people/search. */
export const HIBOB_PEOPLE_FIELDS = [
  'root.id',
  'root.firstName',
  'root.surname',
  'root.displayName',
  'root.email',
  'work.title',
  'work.department',
  'work.siteId',
  'work.startDate',
  'work.reportsTo',
  'work.employeeIdInCompany',
  'internal.status',
  'internal.terminationDate',
  'home.privateEmail',
  'home.mobilePhone',
  'home.legalGender',
  'about.avatar',
] as const;

export interface HibobEmployeeReference {
  id: string;
  displayName?: string | null;
  firstName?: string | null;
  surname?: string | null;
  email?: string | null;
}

/** One employee of POST /v1/people/search. */
export interface HibobPerson {
  id: string;
  firstName?: string | null;
  surname?: string | null;
  displayName?: string | null;
  email?: string | null;
  work?: {
    title?: string | null;
    department?: string | null;
    siteId?: number | string | null;
    startDate?: string | null;
    reportsTo?: HibobEmployeeReference | null;
    employeeIdInCompany?: number | string | null;
  } | null;
  internal?: { status?: string | null; terminationDate?: string | null } | null;
  home?: { privateEmail?: string | null; mobilePhone?: string | null; legalGender?: string | null } | null;
  about?: { avatar?: string | null } | null;
}

export interface HibobPeopleSearch {
  employees: HibobPerson[];
}

/** One entry of the work table (GET /v1/bulk/people/work). */
export interface HibobWorkEntry {
  id?: number;
  effectiveDate?: string | null;
  title?: string | null;
  department?: string | null;
  site?: string | null;
  siteId?: number | null;
  reason?: string | null;
  reportsTo?: HibobEmployeeReference | null;
}

/** GET /v1/bulk/people/work?limit=&cursor= (cursor pagination). */
export interface HibobBulkWork {
  results: Array<{ employeeId: string; values: HibobWorkEntry[] }>;
  response_metadata?: { next_cursor?: string | null } | null;
}

/** One item of a named list (GET /v1/company/named-lists/{listName}); lists may nest. */
export interface HibobListItem {
  id: number | string;
  value?: string | null;
  name?: string | null;
  archived?: boolean;
  children?: HibobListItem[];
}

export interface HibobNamedList {
  name?: string;
  items?: HibobListItem[];
}

/** One change of GET /v1/timeoff/requests/changes?since= */
export interface HibobTimeOffChange {
  changeType?: 'Created' | 'Canceled' | 'Deleted' | string;
  employeeId: string;
  employeeDisplayName?: string | null;
  employeeEmail?: string | null;
  requestId: number;
  policyTypeDisplayName?: string | null;
  type?: 'days' | 'hours' | 'portionOnRange' | 'hoursOnRange' | string;
  startDate?: string | null;
  startPortion?: string | null;
  endDate?: string | null;
  endPortion?: string | null;
  date?: string | null;
  hoursOnDate?: number | null;
  dailyHours?: number | null;
  durationUnit?: 'days' | 'hours' | string;
  totalDuration?: number | null;
  totalCost?: number | null;
  changeReason?: string | null;
}

export interface HibobTimeOffChanges {
  changes: HibobTimeOffChange[];
}
