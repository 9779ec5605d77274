// SPEC §5 number parsing, shared by every connector: strip non-numeric characters, honour a leading
// minus, convert to integer cents (x100, rounded down). Anything else is malformed provider data.
// The arithmetic is done on the decimal digits, never on floats, so "19.99" is 1999 and not 1998.
import { AppError } from '../core/errors';

export const INVALID_NUMBER_MESSAGE = 'invalid number';

/** The malformed-data error of SPEC §5: AppError('internal', 'invalid number'). */
export const invalidNumber = (): AppError => new AppError('internal', INVALID_NUMBER_MESSAGE);

/** Digits and at most one '.', with the sign already taken off. */
interface DecimalParts {
  negative: boolean;
  integer: string;
  fraction: string;
}

function numberToDecimalString(input: number): string {
  if (!Number.isFinite(input) || Math.abs(input) >= 1e21) throw invalidNumber();
  const plain = String(input);
  // Tiny magnitudes print in exponent form ("1e-7"); fixed notation keeps the digits meaningful.
  return /e/i.test(plain) ? input.toFixed(20) : plain;
}

function splitDecimal(text: string): DecimalParts {
  let negative = false;
  let sawDigit = false;
  let cleaned = '';
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') {
      sawDigit = true;
      cleaned += ch;
    } else if (ch === '.') {
      cleaned += ch;
    } else if (ch === '-') {
      // Only a minus before the first digit is a sign; one after digits means this is not a number.
      if (sawDigit || negative) throw invalidNumber();
      negative = true;
    }
    // Every other character (currency symbols, spaces, thousands commas, letters) is stripped.
  }
  const parts = cleaned.split('.');
  if (!sawDigit || parts.length > 2) throw invalidNumber();
  return { negative, integer: parts[0] ?? '', fraction: parts[1] ?? '' };
}

/** SPEC §5: a provider amount (string or number) to integer cents, rounded down. */
export function parseCents(input: string | number): number {
  const text = typeof input === 'number' ? numberToDecimalString(input) : input;
  if (typeof text !== 'string') throw invalidNumber();
  const { negative, integer, fraction } = splitDecimal(text);
  const whole = Number((integer || '0') + (fraction + '00').slice(0, 2));
  const remainder = /[1-9]/.test(fraction.slice(2));
  if (!Number.isSafeInteger(whole)) throw invalidNumber();
  // Rounding down is toward minus infinity: -12.345 is -1235 cents.
  const cents = negative ? -(whole + (remainder ? 1 : 0)) : whole;
  return cents === 0 ? 0 : cents;
}

/** parseCents for optional provider fields: null, undefined and blank strings are unknown (null). */
export function parseCentsOrNull(input: unknown): number | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'string' && input.trim() === '') return null;
  if (typeof input !== 'string' && typeof input !== 'number') throw invalidNumber();
  return parseCents(input);
}
