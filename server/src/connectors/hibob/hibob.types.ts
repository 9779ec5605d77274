// HiBob (Bob) public API v1 shapes, from its published description (hibob/openapi.yaml in ../shared/providers,
// Konfig's copy of apidocs.hibob.com) and HiBob's reference where that copy is thin. Every field optional:
// a schema-valid answer may leave any of them out.

/** Field paths asked of POST /v1/people/search (any field id of GET /v1/company/people/fields may be asked for). */
export const HIBOB_PEOPLE_FIELDS = [
  'root.id',
  'root.firstName',
  'root.surname',
  'root.displayName',
  'root.email',
  'work.title',
  'work.department',
  'work.site',
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

/** The people fields whose values are list item ids in machine format, and their usual list names. */
export const HIBOB_LIST_FIELDS = { department: 'work.department', site: 'work.site', title: 'work.title' } as const;

export interface HibobEmployeeReference {
  id?: string | null;
  displayName?: string | null;
  firstName?: string | null;
  surname?: string | null;
  email?: string | null;
}

/** The work category: machine format (list fields are list item ids, dates ISO). */
export interface HibobWork {
  title?: string | null;
  department?: string | null;
  site?: string | null;
  siteId?: number | string | null;
  startDate?: string | null;
  reportsTo?: HibobEmployeeReference | null;
  employeeIdInCompany?: number | string | null;
}

/**
 * The `humanReadable` node of humanReadable=APPEND: the same fields as display values (list item names,
 * dates in the calling user's format, so dates are read from the machine values only).
 */
export interface HibobHumanReadable {
  work?: { title?: string | null; department?: string | null; site?: string | null } | null;
  home?: { legalGender?: string | null } | null;
}

/** One employee of POST /v1/people/search. */
export interface HibobPerson {
  id?: string | null;
  firstName?: string | null;
  surname?: string | null;
  displayName?: string | null;
  email?: string | null;
  work?: HibobWork | null;
  internal?: { status?: string | null; terminationDate?: string | null } | null;
  home?: { privateEmail?: string | null; mobilePhone?: string | null; legalGender?: string | null } | null;
  about?: { avatar?: string | null } | null;
  humanReadable?: HibobHumanReadable | null;
}

export interface HibobPeopleSearch {
  employees?: HibobPerson[] | null;
}

/** One field of GET /v1/company/people/fields; list fields name their list in typeData.listId. */
export interface HibobField {
  id?: string | null;
  jsonPath?: string | null;
  type?: string | null;
  typeData?: { listId?: string | null } | null;
}

/** One entry of the work table (GET /v1/bulk/people/work): list fields are item ids. */
export interface HibobWorkEntry {
  id?: number | null;
  effectiveDate?: string | null;
  title?: string | null;
  department?: string | null;
  site?: string | null;
  siteId?: number | null;
  reportsTo?: HibobEmployeeReference | null;
}

/** GET /v1/bulk/people/work?limit=&cursor= (cursor pagination, https://apidocs.hibob.com/docs/pagination). */
export interface HibobBulkWork {
  results?: Array<{ employeeId?: string | null; values?: HibobWorkEntry[] | null }> | null;
  response_metadata?: { next_cursor?: string | null } | null;
}

/** One item of a named list (GET /v1/company/named-lists/{listName}); lists may nest. */
export interface HibobListItem {
  id?: number | string | null;
  value?: string | null;
  name?: string | null;
  archived?: boolean | null;
  children?: HibobListItem[] | null;
}

/** A named list; its items come as `items` (the description) or `values`. */
export interface HibobNamedList {
  name?: string | null;
  items?: HibobListItem[] | null;
  values?: HibobListItem[] | null;
}

/** One change of GET /v1/timeoff/requests/changes?since=&includePending= */
export interface HibobTimeOffChange {
  /** Created, Canceled, Deleted; Pending with includePending (HiBob's reference). */
  changeType?: string | null;
  employeeId?: string | null;
  requestId?: number | null;
  policyTypeDisplayName?: string | null;
  type?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  date?: string | null;
  durationUnit?: string | null;
  totalDuration?: number | null;
  totalCost?: number | null;
  changeReason?: string | null;
}

export interface HibobTimeOffChanges {
  changes?: HibobTimeOffChange[] | null;
}
