// Long loops over a sync's records, cut into slices so that the event loop gets a turn between them (a server
// storing a 10,000-employee company still answers its other requests meanwhile).
import { setImmediate as turn } from 'node:timers/promises';

/** `visit` of every item in order, with a turn of the event loop every `every` items. */
export async function forEachInTurns<T>(items: readonly T[], visit: (item: T, index: number) => void, every = 1000): Promise<void> {
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % every === 0) await turn();
    visit(items[i], i);
  }
}

/** `items.map(map)`, with a turn of the event loop every `every` items. */
export async function mapInTurns<T, U>(items: readonly T[], map: (item: T) => U, every = 1000): Promise<U[]> {
  const out = new Array<U>(items.length);
  await forEachInTurns(items, (item, i) => (out[i] = map(item)), every);
  return out;
}
