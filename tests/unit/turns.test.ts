import { describe, expect, it } from 'vitest';
import { sliceClock } from '../../server/src/core/turns';

const spin = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('sliceClock', () => {
  it('is due once a slice of time has passed, then starts the next slice', () => {
    const due = sliceClock({ ms: 20, checkEvery: 1 });
    expect(due()).toBe(false);
    spin(25);
    expect(due()).toBe(true);
    expect(due()).toBe(false); // a new slice began
    spin(25);
    expect(due()).toBe(true);
  });

  it('reads the clock only every `checkEvery` items', () => {
    const due = sliceClock({ ms: 1, checkEvery: 4 });
    spin(3);
    expect([due(), due(), due()]).toStrictEqual([false, false, false]);
    expect(due()).toBe(true);
  });
});

describe('forEachInTurns', () => {
  it('visits every item in order, and lets other work in between slices of time', async () => {
    const { forEachInTurns } = await import('../../server/src/core/turns');
    const order: string[] = [];
    setImmediate(() => order.push('other'));
    // 40 items of 0.5 ms in slices of 3 ms: the other work runs after a slice, long before the end.
    await forEachInTurns(
      Array.from({ length: 40 }, (_, i) => i),
      (i) => {
        spin(0.5);
        order.push(String(i));
      },
      3,
    );
    expect(order.filter((o) => o !== 'other')).toStrictEqual(Array.from({ length: 40 }, (_, i) => String(i)));
    const other = order.indexOf('other');
    expect(other).toBeGreaterThan(0);
    expect(other).toBeLessThan(20);
  });
});
