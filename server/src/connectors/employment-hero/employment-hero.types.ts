// Employment Hero HR API shapes (https://developer.employmenthero.com/api-references/), as the vendor's own Go
// client declares and tests them (Thinkei/employmenthero-go: types.go, *_test.go). Ids are UUID strings.

export interface EhRef {
  id?: string | null;
  name?: string | null;
}

/** Every list answers { data: { items, item_per_page, page_index, total_pages, total_items } }. */
export interface EhList<T> {
  data?: {
    items?: T[] | null;
    item_per_page?: number | null;
    page_index?: number | null;
    total_pages?: number | null;
    total_items?: number | null;
  } | null;
}

/** One item of GET /api/v1/organisations. */
export interface EhOrganisation {
  id?: string | null;
  name?: string | null;
  phone?: string | null;
  country?: string | null;
  logo_url?: string | null;
}

/** GET /api/v1/organisations/{organisation_id} ({ data: … }). */
export interface EhOrganisationDetail extends EhOrganisation {
  primary_address?: string | null;
  time_zone?: string | null;
  created_at?: string | null;
}

/** One item of GET /api/v1/organisations/{organisation_id}/employees. */
export interface EhEmployee {
  id?: string | null;
  account_email?: string | null;
  /** Salutation (Mr, Ms, …). */
  title?: string | null;
  /** Permission role in Employment Hero (employee, admin, …), not the job. */
  role?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  middle_name?: string | null;
  address?: string | null;
  avatar_url?: string | null;
  known_as?: string | null;
  job_title?: string | null;
  gender?: string | null;
  country?: string | null;
  nationality?: string | null;
  date_of_birth?: string | null;
  marital_status?: string | null;
  personal_email?: string | null;
  personal_mobile_number?: string | null;
  home_phone?: string | null;
  employing_entity?: string | null;
  code?: string | null;
  location?: string | null;
  company_email?: string | null;
  company_mobile?: string | null;
  company_landline?: string | null;
  start_date?: string | null;
  termination_date?: string | null;
  primary_cost_centre?: EhRef | null;
  secondary_cost_centres?: EhRef[] | null;
  primary_manager?: EhRef | null;
  secondary_manager?: EhRef | null;
  external_id?: string | null;
}

/** One item of GET /api/v1/organisations/{organisation_id}/teams. */
export interface EhTeam {
  id?: string | null;
  name?: string | null;
  status?: string | null;
}

/** One item of GET /api/v1/organisations/{organisation_id}/leave_requests. */
export interface EhLeaveRequest {
  id?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  total_hours?: number | null;
  comment?: string | null;
  /** "Approved", "Pending", "Declined". */
  status?: string | null;
  leave_balance_amount?: number | null;
  leave_category_name?: string | null;
  reason?: string | null;
  employee_id?: string | null;
}

/** One item of GET /api/v1/organisations/{organisation_id}/employees/-/timesheet_entries. */
export interface EhTimesheetEntry {
  id?: string | null;
  employee_id?: string | null;
  date?: string | null;
  start_time?: string | null;
  end_time?: string | null;
  status?: string | null;
  units?: number | null;
  reason?: string | null;
  comment?: string | null;
  /** Seconds worked. */
  time?: number | null;
  cost_centre?: EhRef | null;
}
