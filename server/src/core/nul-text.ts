// Postgres text cannot hold U+0000 ("invalid byte sequence for encoding UTF8: 0x00"), so input carrying it is
// refused at the doors, as a 400 that says where, before any of it reaches a service or the store.
import { validationError, type AppError } from './errors';

/** Where the first string holding U+0000 sits in a JSON-like value ('name', 'redirect_uris[1]'), or null. */
export function findNulText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNulText(value[i], `${path}[${i}]`);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = key.includes('\u0000') ? (path ? `${path}.${key}` : key) : findNulText(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

export function nulTextError(field: string): AppError {
  return validationError(`${field || 'the request'} must not contain the NUL character (U+0000)`, field || null, 'characters');
}
