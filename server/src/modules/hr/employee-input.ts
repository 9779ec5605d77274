// POST /{mode}/employee and the createEmployee mutation: the body checked field by field (SPEC §3, §5).
// Only first_name and last_name are required; references are our ids (checked against the store later).
// The first problem is a 400 naming the field by its dotted path, e.g. `compensation_history.0.currency`.
import { validationError } from '../../core/errors';
import { isIsoDate, isUuid } from './hr-input';
import {
  CURRENCIES,
  EMPLOYMENT_STATUSES,
  EMPLOYMENT_TYPES,
  ETHNICITIES,
  GENDERS,
  MARITAL_STATUSES,
  PAY_FREQUENCIES,
  type EmployeeInput,
} from '../../model';

type Rule =
  | 'string' | 'email' | 'date' | 'datetime' | 'uuid' | 'cents' | 'boolean' | 'json' | 'country'
  | { enum: readonly string[] }
  | { object: Record<string, Rule> }
  | { list: Rule };

const ADDRESS: Rule = { object: { street_address: 'string', locality: 'string', administrative_area: 'string', country: 'country', post_code: 'string' } };

const EMPLOYEE: Record<string, Rule> = {
  employee_number: 'string',
  first_name: 'string',
  last_name: 'string',
  display_full_name: 'string',
  nationality: 'string',
  job_title: 'string',
  work_email: 'email',
  personal_email: 'email',
  mobile_phone_number: 'string',
  tax_id: 'string',
  gender: { enum: GENDERS },
  ethnicity: { enum: ETHNICITIES },
  marital_status: { enum: MARITAL_STATUSES },
  date_of_birth: 'date',
  employment_status: { enum: EMPLOYMENT_STATUSES },
  employment_type: { enum: EMPLOYMENT_TYPES },
  start_date: 'date',
  remote_created_at: 'datetime',
  termination_date: 'date',
  avatar: 'string',
  home_location: ADDRESS,
  work_location_id: 'uuid',
  manager_id: 'uuid',
  bank_account: { object: { account_number: 'string', bank_name: 'string', bic: 'string', holder_name: 'string', iban: 'string' } },
  employment_history: { list: { object: { job_title: 'string', effective_date: 'date', group_id: 'uuid', manager_id: 'uuid' } } },
  compensation_history: {
    list: {
      object: {
        pay_rate: 'cents',
        pay_period: 'string',
        pay_frequency: { enum: PAY_FREQUENCIES },
        employment_type: { enum: EMPLOYMENT_TYPES },
        currency: { enum: CURRENCIES },
        effective_date: 'date',
        notes: 'string',
      },
    },
  },
  custom_fields: 'json',
  group_ids: { list: 'uuid' },
  dependents: { list: { object: { name: 'string', relationship: 'string' } } },
  emergency_contacts: {
    list: { object: { first_name: 'string', last_name: 'string', relationship: 'string', mobile_phone_number: 'string', primary_contact: 'boolean' } },
  },
};

const MAX_TEXT = 2000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The validated body: our ids in place of the remote references of EmployeeInput. */
export type EmployeeCreate = Omit<EmployeeInput, 'work_location_remote_id' | 'manager_remote_id' | 'group_remote_ids' | 'employment_history'> & {
  work_location_id?: string | null;
  manager_id?: string | null;
  group_ids?: string[];
  employment_history?: Array<{ job_title?: string | null; effective_date?: string | null; group_id?: string | null; manager_id?: string | null }>;
};

/** Checks the body; returns it complete: every omitted field null (lists empty), nested objects too. */
export function parseEmployeeCreate(body: unknown): Required<EmployeeCreate> {
  checkObject(EMPLOYEE, body, '');
  const value = body as Record<string, unknown>;
  for (const name of ['first_name', 'last_name']) {
    if (typeof value[name] !== 'string' || (value[name] as string).trim() === '') throw validationError(`${name} is required`, name, 'required');
  }
  return complete({ object: EMPLOYEE }, value) as Required<EmployeeCreate>;
}

function complete(rule: Rule, value: unknown): unknown {
  if (typeof rule === 'object' && 'list' in rule) return ((value as unknown[] | undefined) ?? []).map((item) => complete(rule.list, item));
  if (value === undefined || value === null) return null;
  if (typeof rule === 'object' && 'object' in rule) {
    const source = value as Record<string, unknown>;
    return Object.fromEntries(Object.entries(rule.object).map(([key, inner]) => [key, complete(inner, source[key])]));
  }
  return value;
}

function checkObject(fields: Record<string, Rule>, value: unknown, path: string): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw validationError(`${path || 'body'} must be an object`, path || null, 'type');
  }
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    const rule = fields[key];
    if (!rule) throw validationError(`${at} is not allowed`, at, 'additional');
    check(rule, item, at);
  }
}

function check(rule: Rule, value: unknown, path: string): void {
  if (value === undefined) return;
  if (value === null) {
    if (typeof rule === 'object' && 'list' in rule) throw validationError(`${path} must be a list`, path, 'type');
    return;
  }
  const fail = (what: string, kind = 'format') => {
    throw validationError(`${path} must be ${what}`, path, kind);
  };
  if (typeof rule === 'object') {
    if ('enum' in rule) {
      if (typeof value !== 'string' || !rule.enum.includes(value)) fail(`one of ${rule.enum.join(', ')}`, 'enum');
    } else if ('object' in rule) {
      checkObject(rule.object, value, path);
    } else {
      if (!Array.isArray(value)) fail('a list', 'type');
      (value as unknown[]).forEach((item, i) => {
        if (item === null) throw validationError(`${path}.${i} must not be null`, `${path}.${i}`, 'type');
        check(rule.list, item, `${path}.${i}`);
      });
    }
    return;
  }
  if (rule === 'boolean') {
    if (typeof value !== 'boolean') fail('true or false', 'type');
    return;
  }
  if (rule === 'cents') {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) fail('an integer amount in cents', 'type');
    return;
  }
  if (rule === 'json') {
    if (typeof value !== 'object' || Array.isArray(value)) fail('an object', 'type');
    return;
  }
  if (typeof value !== 'string') return fail('a string', 'type');
  if (value.length > MAX_TEXT) fail(`at most ${MAX_TEXT} characters`, 'length');
  if (rule === 'email' && !EMAIL.test(value)) fail('an email address');
  if (rule === 'date' && !isIsoDate(value)) fail('a date written YYYY-MM-DD');
  if (rule === 'datetime' && (!DATETIME.test(value) || Number.isNaN(Date.parse(value)))) fail('an ISO 8601 date-time with offset');
  if (rule === 'uuid' && !isUuid(value)) fail('a uuid');
  if (rule === 'country' && !/^[A-Z]{2}$/.test(value)) fail('an ISO 3166-1 alpha-2 country code in upper case');
}
