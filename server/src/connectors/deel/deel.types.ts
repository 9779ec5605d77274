// Deel REST API v2 shapes we read, from Deel's published description (deel/openapi.yaml in ../shared/providers,
// letsdeel/deel-api-java-sdk): getPeopleList GET /people, getOrganizations GET /organizations and
// getTimeOffsQueryForOrganization GET /time_offs. Field names as Deel sends them (snake_case); every field
// optional, since a schema-valid answer may leave any of them out.

export interface DeelPage<T> {
  data?: T[];
  page?: { offset?: number; total_rows?: number; items_per_page?: number };
}

export interface DeelOrganization {
  id?: string | null;
  name?: string | null;
}

export interface DeelEmail {
  /** primary, work or personal. */
  type?: string;
  value?: string | null;
}

export interface DeelAddress {
  region?: string | null;
  country?: string | null;
  locality?: string | null;
  postalCode?: string | null;
  streetAddress?: string | null;
}

export interface DeelRef {
  id?: string | number | null;
  name?: string | null;
}

export interface DeelManager {
  id?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  worker_id?: string | number | null;
  work_email?: string | null;
}

export interface DeelEmployment {
  id?: string;
  name?: string | null;
  team?: DeelRef | null;
  email?: string | null;
  country?: string | null;
  is_ended?: boolean | null;
  job_title?: string | null;
  start_date?: string | null;
  work_email?: string | null;
  hiring_type?: string | null;
  hiring_status?: string | null;
  contract_status?: string | null;
  termination_last_day?: string | null;
}

export interface DeelPerson {
  id?: string | null;
  worker_id?: number | string | null;
  external_id?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  full_name?: string | null;
  preferred_first_name?: string | null;
  preferred_last_name?: string | null;
  emails?: DeelEmail[] | null;
  birth_date?: string | null;
  start_date?: string | null;
  created_at?: string | null;
  updated_at?: string | null;
  /** An array in the schema; the description's own example gives one string ("American"). */
  nationalities?: string[] | string | null;
  country?: string | null;
  state?: string | null;
  addresses?: DeelAddress[] | null;
  job_title?: string | null;
  seniority?: string | null;
  department?: DeelRef | null;
  direct_manager?: DeelManager | null;
  employments?: DeelEmployment[] | null;
  hiring_type?: string | null;
  hiring_status?: string | null;
  work_location?: string | null;
  direct_employee_termination_last_day?: string | null;
}

export interface DeelTimeOff {
  id?: string | null;
  amount?: number | string | null;
  is_paid?: boolean | null;
  status?: string | null;
  reason?: string | null;
  description?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  created_at?: string | null;
  updated_at?: string | null;
  time_off_type_id?: string | null;
  recipient_profile?: { hris_profile_id?: string | null } | null;
}

export interface DeelTimeOffPage {
  data?: DeelTimeOff[];
  next?: string | null;
  has_next_page?: boolean | null;
}
