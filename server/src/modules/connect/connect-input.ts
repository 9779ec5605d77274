// Parsing shared by the validate and authorize operations of both doors (SPEC §5).
import { validationError } from '../../core/errors';
import { MODES, type Mode } from '../../model';

export const APP_TYPES = ['ssr', 'spa'] as const;
export type AppType = (typeof APP_TYPES)[number];

/** Scopes arrive as an array or one space-separated string; blank entries are dropped. */
export function parseScopes(value: unknown): string[] {
  let list: unknown[];
  if (typeof value === 'string') list = value.split(/\s+/);
  else if (Array.isArray(value)) list = value.flatMap((v) => (typeof v === 'string' ? v.split(/\s+/) : [v]));
  else list = [];
  const scopes = list.filter((s): s is string => typeof s === 'string' && s.trim() !== '');
  if (scopes.length === 0 || list.some((s) => typeof s !== 'string')) {
    throw validationError('"scope" is required', 'scopes', 'required');
  }
  return [...new Set(scopes.map((s) => s.trim()))];
}

export function parseMode(value: unknown): Mode {
  if (typeof value === 'string' && (MODES as readonly string[]).includes(value)) return value as Mode;
  throw validationError(`invalid mode: ${describe(value)}`, 'mode', 'enum');
}

export function parseAppType(value: unknown): AppType {
  if (value === undefined || value === null) return 'ssr';
  if (typeof value === 'string' && (APP_TYPES as readonly string[]).includes(value)) return value as AppType;
  throw validationError(`invalid application type: ${describe(value)}`, 'app_type', 'enum');
}

export function optionalString(value: unknown, field: string, max = 2000): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw validationError(`${field} must be a string`, field, 'type');
  if (value.length > max) throw validationError(`${field} must be at most ${max} characters`, field, 'length');
  return value;
}

export function optionalBoolean(value: unknown, field: string): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw validationError(`${field} must be a boolean`, field, 'type');
  return value;
}

function describe(value: unknown): string {
  return typeof value === 'string' ? value : String(value);
}
