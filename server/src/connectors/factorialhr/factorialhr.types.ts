// Factorial API shapes (https://apidoc.factorialhr.com/reference), versioned resources API
// (/api/{version}/resources/...). Lists are { data, meta: { has_next_page, total, limit, ... } } and take
// page (1-based) and limit; identifiers are strings since version 2026-07-01 and numbers before.

export type FactorialId = string | number;

export interface FactorialList<T> {
  data: T[];
  meta?: {
    has_next_page?: boolean;
    has_previous_page?: boolean;
    total?: number;
    limit?: number | null;
    paginateable?: boolean;
    start_cursor?: string;
    end_cursor?: string;
  } | null;
}

/** GET /companies/legal_entities */
export interface FactorialLegalEntity {
  id: FactorialId;
  company_id?: FactorialId | null;
  legal_name?: string | null;
  tin?: string | null;
  country?: string | null;
  currency?: string | null;
  address_line_1?: string | null;
  address_line_2?: string | null;
  city?: string | null;
  state?: string | null;
  postal_code?: string | null;
}

/** GET /employees/employees */
export interface FactorialEmployee {
  id: FactorialId;
  first_name?: string | null;
  last_name?: string | null;
  full_name?: string | null;
  gender?: string | null;
  email?: string | null;
  personal_email?: string | null;
  phone_number?: string | null;
  birthday_on?: string | null;
  nationality?: string | null;
  identifier?: string | null;
  identifier_type?: string | null;
  social_security_number?: string | null;
  address_line_1?: string | null;
  address_line_2?: string | null;
  postal_code?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  bank_number?: string | null;
  swift_bic?: string | null;
  bank_number_format?: string | null;
  company_id?: FactorialId | null;
  legal_entity_id?: FactorialId | null;
  location_id?: FactorialId | null;
  manager_id?: FactorialId | null;
  company_identifier?: string | null;
  active?: boolean | null;
  terminated_on?: string | null;
  seniority_calculation_date?: string | null;
  contact_name?: string | null;
  contact_number?: string | null;
  created_at?: string | null;
  updated_at?: string | null;
}

/** GET /teams/teams */
export interface FactorialTeam {
  id: FactorialId;
  name?: string | null;
  description?: string | null;
  employee_ids?: FactorialId[] | null;
  lead_ids?: FactorialId[] | null;
}

/** GET /locations/locations */
export interface FactorialLocation {
  id: FactorialId;
  name?: string | null;
  country?: string | null;
  state?: string | null;
  city?: string | null;
  address_line_1?: string | null;
  address_line_2?: string | null;
  postal_code?: string | null;
}

/** GET /contracts/contract-versions */
export interface FactorialContractVersion {
  id: FactorialId;
  employee_id: FactorialId;
  job_title?: string | null;
  effective_on?: string | null;
  ends_on?: string | null;
  contract_type?: string | null;
}

/** GET /timeoff/leaves?start_on_gte=&start_on_lte= */
export interface FactorialLeave {
  id: FactorialId;
  employee_id: FactorialId;
  leave_type_id?: FactorialId | null;
  start_on?: string | null;
  finish_on?: string | null;
  half_day?: 'all_day' | 'start' | 'finish' | string | null;
  status?: 'pending' | 'approved' | 'declined' | string | null;
  description?: string | null;
  deleted_at?: string | null;
  duration_attributes?: { days?: number | null; hours?: number | null } | null;
  created_at?: string | null;
  updated_at?: string | null;
}

/** GET /timeoff/leave-types */
export interface FactorialLeaveType {
  id: FactorialId;
  name?: string | null;
  code?: string | null;
}

/** GET /timeoff/allowances */
export interface FactorialAllowance {
  id: FactorialId;
  employee_id: FactorialId;
  leave_type_id?: FactorialId | null;
  policy_id?: FactorialId | null;
  balance_days?: number | null;
  consumed_days?: number | null;
  available_days?: number | null;
  valid_from?: string | null;
  valid_to?: string | null;
  created_at?: string | null;
  updated_at?: string | null;
}

/** GET /attendance/shifts */
export interface FactorialShift {
  id: FactorialId;
  employee_id: FactorialId;
  clock_in?: string | null;
  clock_out?: string | null;
  worked_hours?: number | null;
  break_minutes?: number | null;
  created_at?: string | null;
  updated_at?: string | null;
}
