// POST /{mode}/employee and the createEmployee mutation: the body checked field by field against the input
// form of the Employee declaration (model/resources/employee.ts; SPEC §3, §5): only the `required` fields
// (first_name, last_name) must be given; references are our ids (checked against the store later).
// The first problem is a 400 naming the field by its dotted path, e.g. `compensation_history.0.currency`.
import { validationError } from '../../core/errors';
import { fieldsOf, type FormField, type ObjectDecl } from '../../model/declare';
import { EMPLOYEE } from '../../model/resources';
import type { EmployeeCreate } from '../../model';
import { isIsoDate, isUuid } from './hr-input';

const MAX_TEXT = 2000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const COUNTRY = /^[A-Z]{2}$/;

/** What each text kind must look like, and how the message says it. */
const FORMATS: Partial<Record<FormField['decl']['kind'], [test: (value: string) => boolean, what: string]>> = {
  email: [(v) => EMAIL.test(v), 'an email address'],
  date: [isIsoDate, 'a date written YYYY-MM-DD'],
  dateTime: [(v) => DATETIME.test(v) && !Number.isNaN(Date.parse(v)), 'an ISO 8601 date-time with offset'],
  uuid: [isUuid, 'a uuid'],
  country: [(v) => COUNTRY.test(v), 'an ISO 3166-1 alpha-2 country code in upper case'],
};

/** Checks a create body as sent (either door); returns it complete: every omitted field null (lists empty), nested objects too. */
export function parseEmployeeCreate(body: unknown): EmployeeCreate {
  checkObject(EMPLOYEE, body, '');
  const value = body as Record<string, unknown>;
  for (const { key, decl } of fieldsOf(EMPLOYEE, 'input')) {
    if (!decl.required) continue;
    if (typeof value[key] !== 'string' || (value[key] as string).trim() === '') throw validationError(`${key} is required`, key, 'required');
  }
  return complete(EMPLOYEE, value) as EmployeeCreate;
}

function complete(decl: ObjectDecl, source: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(fieldsOf(decl, 'input').map(({ key, decl: field }) => [key, completeValue(field, source[key])]));
}

function completeValue(field: FormField['decl'] | ObjectDecl, value: unknown): unknown {
  if ('kind' in field && field.kind === 'list') return ((value as unknown[] | undefined) ?? []).map((item) => completeValue(field.item, item));
  if (value === undefined || value === null) return null;
  if (!('kind' in field)) return complete(field, value as Record<string, unknown>);
  return field.kind === 'object' ? complete(field.object, value as Record<string, unknown>) : value;
}

function checkObject(decl: ObjectDecl, value: unknown, path: string): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw validationError(`${path || 'body'} must be an object`, path || null, 'type');
  }
  const fields = new Map(fieldsOf(decl, 'input').map((f) => [f.key, f.decl]));
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    const field = fields.get(key);
    if (!field) throw validationError(`${at} is not allowed`, at, 'additional');
    check(field, item, at);
  }
}

function check(field: FormField['decl'] | ObjectDecl, value: unknown, path: string): void {
  if (value === undefined) return;
  if (value === null) {
    if ('kind' in field && field.kind === 'list') throw validationError(`${path} must be a list`, path, 'type');
    return;
  }
  const fail = (what: string, kind = 'format') => {
    throw validationError(`${path} must be ${what}`, path, kind);
  };
  if (!('kind' in field)) return checkObject(field, value, path);
  switch (field.kind) {
    case 'enum':
      if (typeof value !== 'string' || !field.enum.values.includes(value)) fail(`one of ${field.enum.values.join(', ')}`, 'enum');
      return;
    case 'object':
      return checkObject(field.object, value, path);
    case 'list':
      if (!Array.isArray(value)) fail('a list', 'type');
      return (value as unknown[]).forEach((item, i) => {
        if (item === null) throw validationError(`${path}.${i} must not be null`, `${path}.${i}`, 'type');
        check(field.item, item, `${path}.${i}`);
      });
    case 'boolean':
      if (typeof value !== 'boolean') fail('true or false', 'type');
      return;
    case 'cents':
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) fail('an integer amount in cents', 'type');
      return;
    case 'decimal':
      if (typeof value !== 'number' || !Number.isFinite(value)) fail('a number', 'type');
      return;
    case 'json':
      if (typeof value !== 'object' || Array.isArray(value)) fail('an object', 'type');
      return;
  }
  if (typeof value !== 'string') return fail('a string', 'type');
  if (value.length > MAX_TEXT) fail(`at most ${MAX_TEXT} characters`, 'length');
  const format = FORMATS[field.kind];
  if (format && !format[0](value)) fail(format[1]);
}
