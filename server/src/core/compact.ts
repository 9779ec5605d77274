// Values held in bulk (a sync's records, a generated company) at their smallest: V8 stores a string built by
// concatenation, and an array built by push, with room it never gives back while they live.

/**
 * The same string, flattened. V8 keeps a string built by concatenation as a rope of its pieces until it is
 * read; for the hundreds of thousands of ids and timestamps a sync holds at once that is several times their
 * memory and the garbage collector's work. Reading one character makes V8 flatten it.
 */
export function flat(text: string): string {
  text.charCodeAt(0);
  return text;
}

/**
 * The same items in an array of their exact length. An array grown by push has room for ~16 more (each of a
 * payslip's arrays of a few lines took ~90 bytes more); a copy has none, and the pushed array dies young.
 */
export function exact<T>(items: T[]): T[] {
  return items.length === 0 ? [] : items.slice();
}
