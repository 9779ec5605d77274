// Long loops over a sync's records, cut into slices so that the event loop gets a turn between them (a server
// storing a 10,000-employee company still answers its other requests meanwhile).
import { setImmediate as turn } from 'node:timers/promises';

/** `visit` of every item in order, with a turn of the event loop every `sliceMs` of work. */
export async function forEachInTurns<T>(items: readonly T[], visit: (item: T, index: number) => void, sliceMs = SLICE_MS): Promise<void> {
  const due = sliceClock({ ms: sliceMs });
  for (let i = 0; i < items.length; i++) {
    if (due()) await turn();
    visit(items[i], i);
  }
}

/** `items.map(map)`, with a turn of the event loop every `sliceMs` of work. */
export async function mapInTurns<T, U>(items: readonly T[], map: (item: T) => U, sliceMs = SLICE_MS): Promise<U[]> {
  const out = new Array<U>(items.length);
  await forEachInTurns(items, (item, i) => (out[i] = map(item)), sliceMs);
  return out;
}

/**
 * Milliseconds of work between two turns for loops whose items cost very different amounts (COPY rows of 50 bytes
 * or 2 KB, one employee's records or another's): short enough that a request waits little, long enough that
 * work sharing the event loop (a sync fetching the next stage while it stores this one) does not take a turn
 * every fraction of a millisecond.
 */
export const SLICE_MS = 3;

/**
 * Slices of work done ahead, beside a store that waits for the event loop (the next stage's records fetched,
 * the next unit's rows laid out): shorter, so that the store's own work gets most of the loop. (Rows laid out
 * in slices of 5,000 records, and the sandbox generating in turns of 25 employees, ~4 ms, kept PGlite's thread
 * waiting for its next COPY batch: ~0.6 s of a 10,000-employee first sync.)
 */
export const AHEAD_SLICE_MS = 1;

/**
 * A clock for a loop that gives the event loop a turn every `ms`: `due()` once per item says whether the slice
 * is over (it then starts the next one); the caller awaits `turn()` then. The clock is read every `checkEvery`
 * items (items of a few microseconds: reading it each time would cost more than they do).
 */
export function sliceClock({ ms = SLICE_MS, checkEvery = 16 }: { ms?: number; checkEvery?: number } = {}): () => boolean {
  let items = 0;
  let since = performance.now();
  return () => {
    if (++items % checkEvery !== 0) return false;
    const now = performance.now();
    if (now - since < ms) return false;
    since = now;
    return true;
  };
}

export { turn };
