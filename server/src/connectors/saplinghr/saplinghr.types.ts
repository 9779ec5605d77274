// Sapling (Kallidus Sapling) API shapes, from the user schema its reference publishes on "Get a User"
// (https://kallidus.readme.io/reference/getauser): { users: [ { id, guid, start_date, first_name, last_name,
// job_title, location, department, state, company_email, personal_email, compensation, … } ] }.

export interface SaplingUser {
  /** Sapling's internal number. */
  id?: number | null;
  /** The user's GUID: what "Get a User" takes, and our remote id. */
  guid?: string | null;
  start_date?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  job_title?: string | null;
  /** Location name. */
  location?: string | null;
  /** Department name. */
  department?: string | null;
  /** "active" or "inactive". */
  state?: string | null;
  company_email?: string | null;
  personal_email?: string | null;
}

/** GET /users ("Get all Users"). */
export interface SaplingUsers {
  users?: SaplingUser[] | null;
}
