// Input that no field may carry, refused at the doors (a 400 that says where) before any of it reaches a
// service or the store:
// - U+0000: Postgres text cannot hold it ("invalid byte sequence for encoding UTF8: 0x00");
// - a lone UTF-16 surrogate (JSON allows the escape "\ud800"): it has no UTF-8 form, so the store and every
//   JSON encoder after us fail on it;
// - values nested deeper than MAX_INPUT_DEPTH: recursive code behind the doors (validators, JSON.stringify
//   of a jsonb column) would exhaust the stack. JSON.parse takes any depth, so the check walks the value
//   with a stack of its own instead of recursing.
import { validationError, type AppError } from './errors';

/** Levels of objects and arrays a request value may have (a body, the query, GraphQL variables). */
export const MAX_INPUT_DEPTH = 64;

export interface InputProblem {
  /** Where: 'name', 'redirect_uris[1]', 'input.customFields' ('' for the value itself). */
  field: string;
  kind: 'nul' | 'surrogate' | 'depth';
}

const at = (path: string, key: string) => (path ? `${path}.${key}` : key);

function textProblem(text: string): InputProblem['kind'] | null {
  if (text.includes('\u0000')) return 'nul';
  // With the u flag a surrogate pair is one code point, so \p{Cs} matches only a lone half.
  return /\p{Cs}/u.test(text) ? 'surrogate' : null;
}

/**
 * The first problem of `value`, in document order, or null. A depth problem names the path cut to its first
 * `named` segments, list indexes left out (the field a client wrote, not a thousand levels of it).
 */
export function screenInput(value: unknown, named = 1): InputProblem | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      const kind = textProblem(item.value);
      if (kind) return { field: item.path, kind };
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_INPUT_DEPTH) return { field: item.path.split('.').slice(0, named).join('.').replace(/\[.*$/, ''), kind: 'depth' };
    const children: typeof stack = [];
    if (Array.isArray(item.value)) {
      item.value.forEach((child, i) => children.push({ value: child, path: `${item.path}[${i}]`, depth: item.depth + 1 }));
    } else {
      for (const [key, child] of Object.entries(item.value)) {
        const path = at(item.path, key);
        const kind = textProblem(key);
        if (kind) return { field: path, kind };
        children.push({ value: child, path, depth: item.depth + 1 });
      }
    }
    // Last pushed is taken first: reversed, so problems are found in document order.
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]);
  }
  return null;
}

export function inputError({ field, kind }: InputProblem): AppError {
  const name = field || 'the request';
  switch (kind) {
    case 'nul':
      return validationError(`${name} must not contain the NUL character (U+0000)`, field || null, 'characters');
    case 'surrogate':
      return validationError(`${name} must be well-formed Unicode: it holds a lone UTF-16 surrogate`, field || null, 'characters');
    case 'depth':
      return validationError(`${name} is nested too deeply: at most ${MAX_INPUT_DEPTH} levels`, field || null, 'depth');
  }
}
