// Personio Personnel Data API v1 shapes, from its published description (personio/personio-personnel-data-api-oa3.yaml,
// with personio-auth-api.yaml for POST /auth). Every answer is { success, data, metadata? }; employee attributes
// are { label, value, type, universal_id }. The description requires almost nothing, so every field is optional.

export interface PersonioEnvelope<T> {
  success?: boolean;
  data?: T;
  error?: { code?: number; message?: string };
}

/** Lists: `metadata.current_page` runs from 0 to total_pages - 1. */
export interface PersonioPaged<T> extends PersonioEnvelope<T[]> {
  metadata?: { total_elements?: number; current_page?: number; total_pages?: number } | null;
  offset?: number;
  limit?: number;
}

/** POST /auth */
export type PersonioAuth = PersonioEnvelope<{ token?: string; expires_in?: number; scope?: string }>;

export interface PersonioAttribute<V = unknown> {
  label?: string;
  value?: V;
  type?: string;
  universal_id?: string | null;
  /** Salary attributes name their currency ("EUR"). */
  currency?: string;
}

/** A nested object value: { type: 'Department', attributes: { id, name } }. */
export interface PersonioObject<A = { id?: number | string | null; name?: string | null }> {
  type?: string;
  attributes?: A;
}

/** An employee as other records refer to one (supervisor, time-off owner). */
export interface PersonioEmployeeRef {
  type?: string;
  attributes?: {
    id?: PersonioAttribute;
    first_name?: PersonioAttribute;
    last_name?: PersonioAttribute;
    email?: PersonioAttribute;
  };
}

/** One item of GET /company/employees (offset + limit), or the data of GET /company/employees/{employee_id}. */
export interface PersonioEmployee {
  type?: string;
  attributes?: {
    id?: PersonioAttribute;
    first_name?: PersonioAttribute;
    last_name?: PersonioAttribute;
    preferred_name?: PersonioAttribute;
    email?: PersonioAttribute;
    gender?: PersonioAttribute;
    status?: PersonioAttribute;
    position?: PersonioAttribute;
    supervisor?: PersonioAttribute<PersonioEmployeeRef | null>;
    employment_type?: PersonioAttribute;
    hire_date?: PersonioAttribute;
    termination_date?: PersonioAttribute;
    created_at?: PersonioAttribute;
    office?: PersonioAttribute<PersonioObject | null>;
    department?: PersonioAttribute<PersonioObject | null>;
    team?: PersonioAttribute<PersonioObject | null>;
    cost_centers?: PersonioAttribute<Array<PersonioObject<{ id?: number; name?: string; percentage?: number }>> | null>;
    fix_salary?: PersonioAttribute;
    fix_salary_interval?: PersonioAttribute;
    hourly_salary?: PersonioAttribute;
    profile_picture?: PersonioAttribute;
    [custom: string]: PersonioAttribute | undefined;
  };
}

/** One item of GET /company/time-offs (absences counted in days; offset is the page number, limit up to 200). */
export interface PersonioTimeOffPeriod {
  type?: string;
  attributes?: {
    id?: number;
    status?: string;
    comment?: string;
    start_date?: string;
    end_date?: string;
    days_count?: number;
    half_day_start?: boolean;
    half_day_end?: boolean;
    time_off_type?: PersonioObject<{ id?: number; name?: string; category?: string | null }>;
    employee?: PersonioEmployeeRef;
    created_at?: string;
    updated_at?: string;
  };
}

/** One item of GET /company/employees/{employee_id}/absences/balance */
export interface PersonioBalance {
  id?: number;
  name?: string;
  category?: string;
  /** As of today, upcoming absences not deducted. */
  balance?: number;
  /** What is left to plan, upcoming absences deducted. */
  available_balance?: number;
}

/** One item of GET /company/attendances (date, and start/end as local wall-clock "HH:mm"). */
export interface PersonioAttendance {
  id?: number;
  type?: string;
  attributes?: {
    employee?: number;
    date?: string;
    start_time?: string;
    end_time?: string | null;
    break?: number;
    comment?: string;
    status?: 'confirmed' | 'pending' | 'rejected';
    is_holiday?: boolean;
    is_on_time_off?: boolean;
    /** Sent by Personio (read by public integrations) though the description leaves it out. */
    updated_at?: string;
  };
}
