// Factorial API shapes, from its dated description 2024-10-01 (../shared/providers/factorialhr/
// openapi.v2024-10-01.json, /api/2024-10-01/resources/...). Ids are integers there. That description writes
// list answers as bare arrays; Factorial's pagination guide (https://apidoc.factorialhr.com/docs/how-does-it-work)
// and its later dated descriptions answer { data, meta } pages of at most 100: the connector reads both.
// Every property is optional here: a schema-valid answer may leave out what the description does not require,
// and the mapper reads each value defensively.

export type FactorialId = string | number;

/** A page as the pagination guide gives it (cursor pagination, the default). */
export interface FactorialPage<T> {
  data?: T[] | null;
  meta?: {
    has_next_page?: boolean | null;
    has_previous_page?: boolean | null;
    start_cursor?: string | null;
    end_cursor?: string | null;
    total?: number | null;
    limit?: number | null;
  } | null;
}

/** GET /companies/legal_entities */
export interface FactorialLegalEntity {
  id?: FactorialId | null;
  company_id?: FactorialId | null;
  country?: string | null;
  legal_name?: string | null;
  currency?: string | null;
  tin?: string | null;
  city?: string | null;
  state?: string | null;
  postal_code?: string | null;
  address_line_1?: string | null;
  address_line_2?: string | null;
}

/** GET /employees/employees?only_active=&only_managers= */
export interface FactorialEmployee {
  id?: FactorialId | null;
  first_name?: string | null;
  last_name?: string | null;
  full_name?: string | null;
  preferred_name?: string | null;
  gender?: string | null;
  email?: string | null;
  login_email?: string | null;
  personal_email?: string | null;
  birthday_on?: string | null;
  nationality?: string | null;
  address_line_1?: string | null;
  address_line_2?: string | null;
  postal_code?: string | number | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  bank_number?: string | null;
  swift_bic?: string | null;
  bank_number_format?: string | null;
  company_id?: FactorialId | null;
  legal_entity_id?: FactorialId | null;
  created_at?: string | null;
  updated_at?: string | null;
  social_security_number?: string | number | null;
  is_terminating?: boolean | null;
  terminated_on?: string | null;
  manager_id?: FactorialId | null;
  phone_number?: string | number | null;
  company_identifier?: string | null;
  active?: boolean | null;
}

/** GET /teams/teams */
export interface FactorialTeam {
  id?: FactorialId | null;
  name?: string | null;
  employee_ids?: FactorialId[] | null;
}

/** GET /locations/locations */
export interface FactorialLocation {
  id?: FactorialId | null;
  name?: string | null;
  timezone?: string | null;
  country?: string | null;
  state?: string | null;
  city?: string | null;
  address_line_1?: string | null;
  address_line_2?: string | null;
  postal_code?: string | null;
}

/** GET /contracts/contract_versions */
export interface FactorialContractVersion {
  id?: FactorialId | null;
  employee_id?: FactorialId | null;
  effective_on?: string | null;
  job_title?: string | null;
  /** The day the employee is hired. */
  starts_on?: string | null;
  ends_on?: string | null;
}

/** GET /timeoff/leave_types */
export interface FactorialLeaveType {
  id?: FactorialId | null;
  name?: string | null;
  /** "annual_leave" */
  identifier?: string | null;
}

/** GET /timeoff/leaves?include_leave_type=&include_duration= */
export interface FactorialLeave {
  id?: FactorialId | null;
  employee_id?: FactorialId | null;
  start_on?: string | null;
  finish_on?: string | null;
  description?: string | null;
  leave_type_id?: FactorialId | null;
  leave_type_name?: string | null;
  approved?: boolean | null;
  hours_amount_in_cents?: number | null;
  created_at?: string | null;
  updated_at?: string | null;
}

/** GET /timeoff/allowances: a counter of a time off policy, for some leave types. */
export interface FactorialAllowance {
  id?: FactorialId | null;
  name?: string | null;
  allowance_type?: 'days' | 'hours' | string | null;
  leave_type_ids?: FactorialId[] | null;
  timeoff_policy_id?: FactorialId | null;
}

/**
 * GET /timeoff/allowance_stats?employee_id=&allowance_id=&reference_date=: one employee's counters of one
 * allowance. The 2024-10-01 description types the counters as objects; they are decimals (see FIXES in
 * tests/fakes/described.ts), read as numbers or decimal strings.
 */
export interface FactorialAllowanceStat {
  id?: string | null;
  allowance_id?: FactorialId | null;
  employee_id?: FactorialId | null;
  available_days?: unknown;
  used_days?: unknown;
}

/** GET /attendance/shifts?half_day=&sort_created_at_asc= */
export interface FactorialShift {
  id?: FactorialId | null;
  employee_id?: FactorialId | null;
  /** The calendar day the shift is on ("2023-10-01"). */
  date?: string | null;
  /** Local wall-clock times ("08:30"), no timezone. */
  clock_in?: string | null;
  clock_out?: string | null;
  /** The location (locations/locations) it was worked at. */
  workplace_id?: FactorialId | null;
  minutes?: number | null;
  created_at?: string | null;
}
