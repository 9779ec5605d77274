// Sage HR API v1.0 shapes, as the examples of its published description (sage-hr/sage.com.yaml, version 1.0)
// show them: the document has no schemas, so everything here is optional and checked by the mapper.

/** Every answer wraps its records in `data`; lists add `meta` with the page numbers. */
export interface SageEnvelope<T> {
  data?: T | null;
  meta?: SageMeta | null;
}

export interface SageMeta {
  current_page?: number | null;
  next_page?: number | null;
  previous_page?: number | null;
  total_pages?: number | null;
  per_page?: number | null;
  total_entries?: number | null;
}

export interface SageHistoryEntry {
  start_date?: string | null;
  end_date?: string | null;
  team_id?: number | string | null;
  team_name?: string | null;
  position_id?: number | string | null;
  position_name?: string | null;
}

export interface SageEmployee {
  id?: number | string | null;
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  picture_url?: string | null;
  employment_start_date?: string | null;
  date_of_birth?: string | null;
  team?: string | null;
  team_id?: number | string | null;
  position?: string | null;
  position_id?: number | string | null;
  reports_to_employee_id?: number | string | null;
  mobile_phone?: string | null;
  gender?: string | null;
  street_first?: string | null;
  street_second?: string | null;
  city?: string | null;
  post_code?: number | string | null;
  country?: string | null;
  employee_number?: string | null;
  /** Sage's "employment status" is the kind of contract: Full-time, Part-time, … */
  employment_status?: string | null;
  team_history?: SageHistoryEntry[] | null;
  position_history?: SageHistoryEntry[] | null;
  /** Terminated employees only. */
  termination_date?: string | null;
}

export interface SageTeam {
  id?: number | string | null;
  name?: string | null;
}

export interface SagePolicy {
  id?: number | string | null;
  name?: string | null;
  unit?: string | null;
}

export interface SageLeaveRequest {
  id?: number | string | null;
  status?: string | null;
  status_code?: string | null;
  policy_id?: number | string | null;
  employee_id?: number | string | null;
  details?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  request_date?: string | null;
  hours?: number | string | null;
}

export interface SageBalance {
  policy_id?: number | string | null;
  used?: number | string | null;
  available?: number | string | null;
}
