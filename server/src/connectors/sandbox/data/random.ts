// Seeded randomness and calendar arithmetic for the sandbox generator.
// Nothing here reads the clock or Math.random: the same seed gives the same sequence on every run.
// Calendar dates are handled as day numbers (days since 1970-01-01), which keeps the hot loops free of Date objects.
import { exact, flat } from '../../../core/compact';

/** The snapshot's ids and timestamps are built by concatenation, its lists by push, and kept: compacted (core/compact.ts). */
export { exact, flat };

/** 32-bit string hash (FNV-1a with a final avalanche), used to derive seeds. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const POW10 = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9];

/** A small PRNG (mulberry32). */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Seeded from any number of string/number parts. */
  static from(...parts: Array<string | number>): Rng {
    return new Rng(hashString(parts.join('\u0001')));
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight; `weights` has the same length as `items`. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    return items[this.weightedIndex(weights)] as T;
  }

  weightedIndex(weights: readonly number[]): number {
    let total = 0;
    for (let i = 0; i < weights.length; i++) total += weights[i]!;
    let r = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i]!;
      if (r < 0) return i;
    }
    return weights.length - 1;
  }

  digits(count: number): string {
    if (count <= 0) return '';
    if (count <= 9) return String(Math.floor(this.next() * POW10[count]!)).padStart(count, '0');
    return this.digits(9) + this.digits(count - 9);
  }

  letters(count: number, alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'): string {
    let out = '';
    for (let i = 0; i < count; i++) out += alphabet[Math.floor(this.next() * alphabet.length)];
    return out;
  }

  hex(count: number): string {
    return this.letters(count, '0123456789abcdef');
  }
}

/** Rounds to one decimal, the grid of time-off and timesheet numbers. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

// ---- Calendar ------------------------------------------------------------------------------

/** Day number of a proleptic Gregorian date (days since 1970-01-01). */
export function dayFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function civilFromDay(dayNumber: number): { year: number; month: number; day: number } {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses 'YYYY-MM-DD' strictly; throws on anything else (including impossible dates). */
export function parseIsoDate(text: string): number {
  const m = ISO_DATE.exec(text);
  if (!m) throw new Error(`invalid date '${text}', expected YYYY-MM-DD`);
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) throw new Error(`invalid date '${text}'`);
  return dayFromCivil(year, month, day);
}

/** Day numbers from 1900 to 2100 have their ISO string memoised: the generator formats the same days over and over. */
const CACHE_FROM = -25_567;
const CACHE_TO = 47_482;
const isoCache: Array<string | undefined> = new Array<string | undefined>(CACHE_TO - CACHE_FROM + 1).fill(undefined);
const TWO_DIGITS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));

/** 'YYYY-MM-DD' of a day number. */
export function isoDate(dayNumber: number): string {
  const inCache = dayNumber >= CACHE_FROM && dayNumber <= CACHE_TO;
  let s = inCache ? isoCache[dayNumber - CACHE_FROM] : undefined;
  if (s === undefined) {
    const { year, month, day } = civilFromDay(dayNumber);
    s = `${pad(year, 4)}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}`;
    if (inCache) isoCache[dayNumber - CACHE_FROM] = s;
  }
  return s;
}

/** ISO 8601 date-time from a day number and minutes after local midnight, with the given UTC offset in minutes. */
export function isoDateTime(dayNumber: number, minuteOfDay: number, offsetMinutes = 0, second = 0): string {
  let d = dayNumber;
  let m = minuteOfDay;
  while (m >= 1440) {
    m -= 1440;
    d++;
  }
  while (m < 0) {
    m += 1440;
    d--;
  }
  const time = `${TWO_DIGITS[Math.floor(m / 60)]}:${TWO_DIGITS[m % 60]}:${TWO_DIGITS[second]}`;
  if (offsetMinutes === 0) return flat(`${isoDate(d)}T${time}Z`);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return flat(`${isoDate(d)}T${time}${sign}${TWO_DIGITS[Math.floor(abs / 60)]}:${TWO_DIGITS[abs % 60]}`);
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}

export function isWeekend(dayNumber: number): boolean {
  const w = weekday(dayNumber);
  return w === 0 || w === 6;
}

/** The next weekday on or after the given day. */
export function nextWorkingDay(dayNumber: number): number {
  let d = dayNumber;
  while (isWeekend(d)) d++;
  return d;
}

/** The last weekday on or before the given day. */
export function previousWorkingDay(dayNumber: number): number {
  let d = dayNumber;
  while (isWeekend(d)) d--;
  return d;
}

/** The day `workingDays` working days after `start` (start counts as the first one). */
export function addWorkingDays(start: number, workingDays: number): number {
  let d = start;
  let left = workingDays - 1;
  while (left > 0) {
    d++;
    if (!isWeekend(d)) left--;
  }
  return d;
}

/** Day number of the n-th (1-based) given weekday of a month; n = -1 for the last one. */
export function nthWeekdayOfMonth(year: number, month: number, wd: number, n: number): number {
  if (n > 0) {
    const first = dayFromCivil(year, month, 1);
    return first + ((wd - weekday(first) + 7) % 7) + (n - 1) * 7;
  }
  const last = dayFromCivil(year, month, daysInMonth(year, month));
  return last - ((weekday(last) - wd + 7) % 7);
}

/** Mixes integers into a 32-bit seed without building strings (hot paths derive one seed per employee). */
export function mixSeed(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const p of parts) {
    h = Math.imul(h ^ (p >>> 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}
