import { expect, it } from 'vitest';
import { exact } from '../../server/src/core/compact';
import { isUuidText, newRowId } from '../../server/src/core/ids';

it('new row ids are distinct uuid v7 texts, each sorting after the one drawn before', () => {
  const ids = Array.from({ length: 1000 }, newRowId);
  expect(new Set(ids).size).toBe(1000);
  for (const id of ids) {
    expect(isUuidText(id)).toBe(true);
    expect(id[14]).toBe('7');
  }
  expect([...ids].sort()).toStrictEqual(ids);
});

it('an exact array holds the same items in a new array', () => {
  const pushed: Array<{ n: number }> = [];
  for (let n = 0; n < 3; n++) pushed.push({ n });
  const copy = exact(pushed);
  expect(copy).not.toBe(pushed);
  expect(copy).toEqual(pushed);
  expect(copy.every((item, i) => item === pushed[i])).toBe(true);
  expect(exact([])).toEqual([]);
});
