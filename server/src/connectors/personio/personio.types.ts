// Personio API v1 shapes (https://developer.personio.de/v1.0/reference). Every response is wrapped
// as { success, data, metadata? }; employee attributes are { label, value, type, universal_id }.

export interface PersonioEnvelope<T> {
  success: boolean;
  data: T;
  error?: { code?: number; message?: string };
}

export interface PersonioPaged<T> extends PersonioEnvelope<T[]> {
  metadata?: { total_elements?: number; current_page?: number; total_pages?: number } | null;
  offset?: number | string;
  limit?: number | string;
}

/** POST /v1/auth */
export type PersonioAuth = PersonioEnvelope<{ token: string }>;

export interface PersonioAttribute<V = unknown> {
  label?: string;
  value: V;
  type?: string;
  universal_id?: string | null;
}

/** A nested object value: { type: 'Department', attributes: { id, name } }. */
export interface PersonioObject<A = { id?: number | string | null; name?: string | null }> {
  type: string;
  attributes: A;
}

export interface PersonioEmployeeRef {
  type: 'Employee';
  attributes: {
    id?: PersonioAttribute<number | null>;
    first_name?: PersonioAttribute<string | null>;
    last_name?: PersonioAttribute<string | null>;
    email?: PersonioAttribute<string | null>;
  };
}

/** One item of GET /v1/company/employees (offset + limit, limit at most 100). */
export interface PersonioEmployee {
  type: 'Employee';
  attributes: {
    id: PersonioAttribute<number>;
    first_name?: PersonioAttribute<string | null>;
    last_name?: PersonioAttribute<string | null>;
    preferred_name?: PersonioAttribute<string | null>;
    email?: PersonioAttribute<string | null>;
    gender?: PersonioAttribute<string | null>;
    status?: PersonioAttribute<string | null>;
    position?: PersonioAttribute<string | null>;
    supervisor?: PersonioAttribute<PersonioEmployeeRef | null>;
    employment_type?: PersonioAttribute<string | null>;
    hire_date?: PersonioAttribute<string | null>;
    termination_date?: PersonioAttribute<string | null>;
    created_at?: PersonioAttribute<string | null>;
    office?: PersonioAttribute<PersonioObject | null>;
    department?: PersonioAttribute<PersonioObject | null>;
    team?: PersonioAttribute<PersonioObject | null>;
    cost_centers?: PersonioAttribute<Array<PersonioObject<{ id?: number; name?: string; percentage?: number }>> | null>;
    fix_salary?: PersonioAttribute<number | string | null>;
    fix_salary_interval?: PersonioAttribute<string | null>;
    hourly_salary?: PersonioAttribute<number | string | null>;
    profile_picture?: PersonioAttribute<string | null>;
    [custom: string]: PersonioAttribute | undefined;
  };
}

/** One item of GET /v1/company/offices */
export type PersonioOffice = PersonioObject<{ id: number; name?: string | null }>;

/** One item of GET /v1/company/time-offs (offset is the page number, limit at most 200). */
export interface PersonioTimeOffPeriod {
  type: 'TimeOffPeriod';
  attributes: {
    id: number;
    status?: string | null;
    comment?: string | null;
    start_date?: string | null;
    end_date?: string | null;
    days_count?: number | string | null;
    half_day_start?: number | boolean | null;
    half_day_end?: number | boolean | null;
    time_off_type?: PersonioObject<{ id?: number; name?: string | null; category?: string | null }> | null;
    employee?: PersonioEmployeeRef | null;
    created_at?: string | null;
    updated_at?: string | null;
  };
}

/** One item of GET /v1/company/employees/{id}/absences/balance */
export interface PersonioBalance {
  id: number;
  name?: string | null;
  category?: string | null;
  balance?: number | string | null;
}

/** One item of GET /v1/company/attendances (start/end are local wall-clock times "HH:mm"). */
export interface PersonioAttendance {
  id: number;
  type: 'AttendancePeriod';
  attributes: {
    employee: number;
    date?: string | null;
    start_time?: string | null;
    end_time?: string | null;
    break?: number | null;
    comment?: string | null;
    updated_at?: string | null;
    status?: string | null;
    is_holiday?: boolean;
    is_on_time_off?: boolean;
  };
}
