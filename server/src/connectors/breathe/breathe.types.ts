// Breathe HR API v1 shapes (https://developer.breathehr.com/). Lists are keyed by resource name
// ({ "employees": [...] }) and paginated with page/per_page and an RFC 8288 Link header (rel="next").
// Breathe publishes no machine-readable description (../shared/providers/INDEX.md); every id and property is
// optional here and the mapper reads each defensively.

export interface BreatheNamed {
  id?: number | string | null;
  name?: string | null;
}

export interface BreathePersonRef {
  id?: number | string | null;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}

/** GET /v1/account */
export interface BreatheAccount {
  account?: { id?: number | string | null; uuid?: string | null; name?: string | null; [key: string]: unknown } | null;
}

/** One item of GET /v1/employees */
export interface BreatheEmployee {
  id?: number | string | null;
  first_name?: string | null;
  last_name?: string | null;
  known_as?: string | null;
  email?: string | null;
  personal_email?: string | null;
  job_title?: string | null;
  status?: string | null;
  photo_url?: string | null;
  work_mobile?: string | null;
  personal_mobile?: string | null;
  dob?: string | null;
  gender?: string | null;
  join_date?: string | null;
  leaving_date?: string | null;
  employee_ref?: string | null;
  contract_type?: string | null;
  full_or_part_time?: string | null;
  department?: BreatheNamed | null;
  division?: BreatheNamed | null;
  location?: BreatheNamed | null;
  line_manager?: BreathePersonRef | null;
  created_at?: string | null;
  updated_at?: string | null;
}

/** One item of GET /v1/absences (booked leave; filtered by overlap with start_date/end_date). */
export interface BreatheAbsence {
  id?: number | string | null;
  employee?: BreathePersonRef | null;
  approved_by?: BreathePersonRef | null;
  leave_reason?: string | null;
  deducted?: string | number | null;
  work_units?: string | number | null;
  start_date?: string | null;
  half_start?: boolean | null;
  half_start_am_pm?: string | null;
  end_date?: string | null;
  half_end?: boolean | null;
  half_end_am_pm?: string | null;
  cancelled?: boolean | null;
  notes?: string | null;
  type?: string | null;
  created_at?: string | null;
  updated_at?: string | null;
}
