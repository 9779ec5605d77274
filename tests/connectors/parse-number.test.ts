import { describe, expect, it } from 'vitest';
import { AppError } from '../../server/src/core/errors';
import { INVALID_NUMBER_MESSAGE, invalidNumber, parseCents, parseCentsOrNull } from '../../server/src/connectors/parse-number';

describe('parseCents (SPEC §5)', () => {
  it.each([
    ['19.99', 1999],
    ['85000.00 USD', 8500000],
    ['£1,234.56', 123456],
    ['$ 12', 1200],
    ['0.1', 10],
    ['12.345', 1234],
    ['-12.345', -1235],
    ['-£5.00', -500],
    ['£-5', -500],
    ['.5', 50],
    ['7.', 700],
    ['-0.00', 0],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [-3.5, -350],
    [1e-7, 0],
    [1234567, 123456700],
  ])('%s -> %s cents', (input, cents) => {
    expect(parseCents(input)).toBe(cents);
  });

  it.each(['', 'abc', '1.2.3', '5-', '--5', '1-2', 'USD', Number.NaN, Number.POSITIVE_INFINITY, 1e21, '9'.repeat(20)])(
    '%s is malformed: internal "invalid number"',
    (input) => {
      let error: unknown;
      try {
        parseCents(input);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ kind: 'internal', message: 'invalid number' });
    },
  );

  it('treats blank optional values as unknown', () => {
    expect([null, undefined, '', '  '].map(parseCentsOrNull)).toStrictEqual([null, null, null, null]);
    expect(parseCentsOrNull('1.50')).toBe(150);
    expect(() => parseCentsOrNull({})).toThrow(INVALID_NUMBER_MESSAGE);
    expect(invalidNumber()).toMatchObject({ kind: 'internal', message: 'invalid number' });
  });
});
