// Input rules of the data calls (SPEC §5), one copy for both doors: real dates, ordered ranges, enums.
import { validationError } from '../../core/errors';
import { EMPLOYMENT_STATUSES, type EmploymentStatus } from '../../model';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

export function requireDate(value: unknown, field: string): string {
  if (value === undefined || value === null || value === '') throw validationError(`${field} is required`, field, 'required');
  if (!isIsoDate(value)) throw validationError(`${field} must be a date written YYYY-MM-DD`, field, 'format');
  return value;
}

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** start_date and end_date, both required, start on or before end. */
export function parseDateRange(start: unknown, end: unknown): DateRange {
  const startDate = requireDate(start, 'start_date');
  const endDate = requireDate(end, 'end_date');
  if (startDate > endDate) throw validationError('end_date must be on or after start_date', 'end_date', 'range');
  return { startDate, endDate };
}

export function parseEmploymentStatus(value: unknown): EmploymentStatus | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' && (EMPLOYMENT_STATUSES as readonly string[]).includes(value)) return value as EmploymentStatus;
  throw validationError(`employment_status must be one of ${EMPLOYMENT_STATUSES.join(', ')}`, 'employment_status', 'enum');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** Our id of a pay run; anything that is not a uuid cannot name one (404, as an unknown id). */
export function payrunIdOrNull(value: unknown): string | null {
  return isUuid(value) ? value.toLowerCase() : null;
}
