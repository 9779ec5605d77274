// COPY's binary format (https://www.postgresql.org/docs/current/sql-copy.html#id-1.9.3.55.9.4) for the types the
// sync writes. Postgres then reads each field by its length instead of scanning COPY text for delimiters and
// escapes, and takes uuids, numbers, dates and instants as they are stored instead of parsing their text: a
// 110,000-payslip COPY on PGlite went from 4.6-4.8 s to 3.5-3.6 s of its thread. Each batch is a whole COPY file
// (header, rows, trailer), loaded by a statement of its own. Used on PGlite only (copy-in.ts copyFormat).
//
// A value is stored exactly as Postgres would have stored its text, or refused (the COPY fails, naming the column
// and the value): whatever Postgres refuses, and the spellings binary cannot store exactly, which the readers
// never write (connectors/reader.ts): dates other than 'YYYY-MM-DD', instants without an offset; uuids (our ids)
// other than canonical.

/** Writes one non-null value as a field: its length, then its bytes. */
export type FieldWriter = (out: BinaryBatch, value: unknown, column: string) => void;

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
/** Signature, flags (none) and header extension length (none). */
const HEADER = Buffer.concat([SIGNATURE, Buffer.alloc(8)]);
/** A field count of -1 ends the data. */
const TRAILER = Buffer.from([0xff, 0xff]);

/** Postgres counts dates and instants from 2000-01-01 (UTC). */
const PG_EPOCH_MS = Date.UTC(2000, 0, 1);
const TWO_32 = 4_294_967_296;

/** A batch being written: grows when a field does not fit (rows are rarely wider than a batch). */
export class BinaryBatch {
  buffer: Buffer;
  private view: DataView;
  used = 0;

  /** Written into `memory` (its old bytes written over), from its start. */
  constructor(memory: Buffer) {
    this.buffer = memory;
    this.view = new DataView(this.buffer.buffer, this.buffer.byteOffset, this.buffer.length);
    this.bytes(HEADER);
  }

  ensure(bytes: number): void {
    if (this.used + bytes <= this.buffer.length) return;
    this.buffer = grown(this.buffer, this.used, this.used + bytes);
    this.view = new DataView(this.buffer.buffer, this.buffer.byteOffset, this.buffer.length);
  }

  int16(value: number): void {
    this.ensure(2);
    this.view.setInt16(this.used, value);
    this.used += 2;
  }

  int32(value: number): void {
    this.ensure(4);
    this.view.setInt32(this.used, value);
    this.used += 4;
  }

  /** A field of `bytes` bytes: its length, then room for them (written by the caller at `used`). */
  field(bytes: number): void {
    this.ensure(4 + bytes);
    this.view.setInt32(this.used, bytes);
    this.used += 4;
  }

  /** A safe integer as a signed 64-bit one. */
  int64(value: number): void {
    const high = Math.floor(value / TWO_32);
    this.ensure(8);
    this.view.setInt32(this.used, high);
    this.view.setUint32(this.used + 4, value - high * TWO_32);
    this.used += 8;
  }

  bytes(bytes: Uint8Array): void {
    this.ensure(bytes.length);
    this.buffer.set(bytes, this.used);
    this.used += bytes.length;
  }

  /** A field of UTF-8 text (its length first), after a `prefix` byte (jsonb's version) when given. */
  text(text: string, prefix?: number): void {
    const extra = prefix === undefined ? 0 : 1;
    const length = text.length;
    // A UTF-16 unit takes at most 3 bytes of UTF-8.
    this.ensure(4 + extra + length * 3);
    const start = this.used;
    const buffer = this.buffer;
    let at = start + 4;
    if (prefix !== undefined) buffer[at++] = prefix;
    // Short ASCII text byte by byte here: a call into Buffer#write per field cost more than the copy.
    let ascii = length <= SHORT_TEXT;
    for (let i = 0; ascii && i < length; i++) {
      const code = text.charCodeAt(i);
      if (code < 0x80) buffer[at + i] = code;
      else ascii = false;
    }
    at += ascii ? length : buffer.write(text, at);
    this.view.setInt32(start, at - start - 4);
    this.used = at;
  }

  /** The batch as a whole COPY file (the trailer added). */
  finish(): Buffer {
    this.bytes(TRAILER);
    return this.buffer.subarray(0, this.used);
  }
}

/** A batch's buffer grown to hold at least `needed` bytes (at least twice its size), its first `used` bytes kept. */
export function grown(buffer: Buffer, used: number, needed: number): Buffer {
  const larger = Buffer.allocUnsafeSlow(Math.max(buffer.length * 2, needed));
  buffer.copy(larger, 0, 0, used);
  return larger;
}

/** Text up to this many UTF-16 units is written byte by byte when ASCII (longer text by Buffer#write). */
const SHORT_TEXT = 64;

const refused = (type: string, value: unknown, column: string) => new Error(`COPY: ${column}: invalid input for type ${type}: ${JSON.stringify(value)}`);

/** What the text format would have written of a value (before its escapes): a value's text, JSON for objects. */
export function plainText(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value);
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

const integerOf = (value: unknown, type: string, column: string, min: number, max: number): number => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*[+-]?\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(number) || number < min || number > max) throw refused(type, value, column);
  return number;
};

/** A hex digit's value by its character code (-1: not one). */
const HEX_DIGITS = new Int8Array(128).fill(-1);
for (let i = 0; i < 16; i++) HEX_DIGITS['0123456789abcdef'.charCodeAt(i)] = HEX_DIGITS['0123456789ABCDEF'.charCodeAt(i)] = i;
const hexDigit = (code: number) => (code < 128 ? HEX_DIGITS[code] : -1);
const DASH = 45;

/** Where a canonical uuid's 16 pairs of hex digits start. */
const UUID_PAIRS = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];

/** Our ids: canonical uuids (8-4-4-4-12 hex digits), 16 bytes. */
function writeUuid(out: BinaryBatch, value: unknown, column: string): void {
  if (typeof value !== 'string' || value.length !== 36 || value.charCodeAt(8) !== DASH || value.charCodeAt(13) !== DASH || value.charCodeAt(18) !== DASH || value.charCodeAt(23) !== DASH) {
    throw refused('uuid', value, column);
  }
  out.field(16);
  const buffer = out.buffer;
  const at = out.used;
  let invalid = 0;
  for (let i = 0; i < 16; i++) {
    const pair = UUID_PAIRS[i];
    const high = hexDigit(value.charCodeAt(pair));
    const low = hexDigit(value.charCodeAt(pair + 1));
    invalid |= high | low;
    buffer[at + i] = (high << 4) | low;
  }
  if (invalid < 0) throw refused('uuid', value, column);
  out.used = at + 16;
}

/** The number `text` spells from `start` to `end` in decimal digits, or -1. */
function digitsAt(text: string, start: number, end: number): number {
  let number = 0;
  for (let i = start; i < end; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    number = number * 10 + digit;
  }
  return number;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
/** Days from 1970-01-01 to 2000-01-01. */
const PG_EPOCH_DAYS = 10_957;

/** Days from 2000-01-01 of the 'YYYY-MM-DD' date at `start` of `text` (year 1 on), or NaN. */
export function pgDays(text: string, start = 0): number {
  if (text.charCodeAt(start + 4) !== DASH || text.charCodeAt(start + 7) !== DASH) return NaN;
  const year = digitsAt(text, start, start + 4);
  const month = digitsAt(text, start + 5, start + 7);
  const day = digitsAt(text, start + 8, start + 10);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > (month === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1])) return NaN;
  // Days from the civil date (H. Hinnant's days_from_civil), March-based years.
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468 - PG_EPOCH_DAYS;
}

const MICROS_PER_DAY = 86_400_000_000;
const [T, Z, DOT, COLON, PLUS, MINUS] = ['T', 'Z', '.', ':', '+', '-'].map((c) => c.charCodeAt(0));

/**
 * Microseconds from 2000-01-01T00:00:00Z of an ISO instant 'YYYY-MM-DDTHH:mm:ss', up to six decimals of a second,
 * then 'Z' or an offset '±HH:MM' (what the readers write), or NaN.
 */
export function pgMicros(value: unknown): number {
  if (value instanceof Date) return (value.getTime() - PG_EPOCH_MS) * 1000;
  if (typeof value !== 'string' || value.length < 20 || value.charCodeAt(10) !== T || value.charCodeAt(13) !== COLON || value.charCodeAt(16) !== COLON) return NaN;
  const days = pgDays(value);
  const hours = digitsAt(value, 11, 13);
  const minutes = digitsAt(value, 14, 16);
  const seconds = digitsAt(value, 17, 19);
  if (Number.isNaN(days) || hours < 0 || hours > 23 || minutes < 0 || minutes > 59 || seconds < 0 || seconds > 59) return NaN;
  let at = 19;
  let micros = 0;
  if (value.charCodeAt(at) === DOT) {
    const end = Math.min(value.length, at + 8);
    let digits = 0;
    for (at++; at < end && value.charCodeAt(at) >= 48 && value.charCodeAt(at) <= 57; at++) (micros = micros * 10 + value.charCodeAt(at) - 48, digits++);
    if (digits === 0 || digits > 6) return NaN;
    micros *= 10 ** (6 - digits);
  }
  let offsetMinutes = 0;
  const sign = value.charCodeAt(at);
  if (sign === Z && at + 1 === value.length) offsetMinutes = 0;
  else if ((sign === PLUS || sign === MINUS) && at + 6 === value.length && value.charCodeAt(at + 3) === COLON) {
    const offsetHours = digitsAt(value, at + 1, at + 3);
    const offsetMins = digitsAt(value, at + 4, at + 6);
    if (offsetHours < 0 || offsetHours > 15 || offsetMins < 0 || offsetMins > 59) return NaN;
    offsetMinutes = (sign === MINUS ? -1 : 1) * (offsetHours * 60 + offsetMins);
  } else return NaN;
  return days * MICROS_PER_DAY + ((hours * 60 + minutes - offsetMinutes) * 60 + seconds) * 1_000_000 + micros;
}

const BOOLEANS = new Map(Object.entries({ t: true, true: true, yes: true, on: true, 1: true, f: false, false: false, no: false, off: false, 0: false }));
/** numeric's sign words of its special values. */
const SPECIAL_NUMERICS = new Map(Object.entries({ NaN: 0xc000, Infinity: 0xd000, '+Infinity': 0xd000, '-Infinity': 0xf000 }));

/**
 * numeric's binary form of a decimal (a JS number or its text): base-10000 digits around the decimal point, and
 * as many decimal places as the text shows (as numeric_in keeps them: '7.50' has two).
 */
export function writeNumeric(out: BinaryBatch, value: unknown, column: string): void {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const special = SPECIAL_NUMERICS.get(text);
  if (special !== undefined) return writeDecimal(out, false, [], 0, 0, special);
  const match = DECIMAL.exec(text);
  if (!match || (match[2] === '' && !match[3])) throw refused('numeric', value, column);
  let digits = `${match[2]}${match[3] ?? ''}`;
  // Where the decimal point falls in `digits`, the exponent applied.
  let point = match[2].length + Number(match[4] ?? 0);
  const scale = Math.max(0, digits.length - point);
  if (point < 0) [digits, point] = ['0'.repeat(-point) + digits, 0];
  if (point > digits.length) digits = digits.padEnd(point, '0');
  // Groups of four digits aligned on the decimal point.
  const lead = (4 - (point % 4)) % 4;
  const aligned = '0'.repeat(lead) + digits;
  const padded = aligned.padEnd(Math.ceil(aligned.length / 4) * 4, '0');
  const groups: number[] = [];
  for (let i = 0; i < padded.length; i += 4) groups.push(Number(padded.slice(i, i + 4)));
  writeDecimal(out, match[1] === '-', groups, (point + lead) / 4 - 1, scale);
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** A numeric from its base-10000 `groups`, the first's `weight`; leading and trailing zero groups left out. */
function writeDecimal(out: BinaryBatch, negative: boolean, groups: readonly number[], weight: number, scale: number, sign = negative ? 0x4000 : 0): void {
  let first = 0;
  while (first < groups.length && groups[first] === 0) (first++, weight--);
  let last = groups.length;
  while (last > first && groups[last - 1] === 0) last--;
  const count = last - first;
  out.field(8 + count * 2);
  out.int16(count);
  out.int16(count === 0 ? 0 : weight);
  out.int16(count === 0 && sign === 0x4000 ? 0 : sign);
  out.int16(scale);
  for (let i = first; i < last; i++) out.int16(groups[i]);
}

/** Each SQL type the sync writes, and how its values go in binary. */
const WRITERS = new Map<string, FieldWriter>(Object.entries({
  text: (out, value) => out.text(plainText(value)),
  json: (out, value) => out.text(plainText(value)),
  jsonb: (out, value) => out.text(plainText(value), 1),
  uuid: writeUuid,
  integer: (out, value, column) => (out.field(4), out.int32(integerOf(value, 'integer', column, -2_147_483_648, 2_147_483_647))),
  bigint: (out, value, column) => (out.field(8), out.int64(integerOf(value, 'bigint', column, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER))),
  boolean: (out, value, column) => {
    const truth = typeof value === 'boolean' ? value : BOOLEANS.get(String(value).trim().toLowerCase());
    if (truth === undefined) throw refused('boolean', value, column);
    out.field(1);
    out.buffer[out.used++] = truth ? 1 : 0;
  },
  date: (out, value, column) => {
    const days = typeof value === 'string' && value.length === 10 ? pgDays(value) : NaN;
    if (Number.isNaN(days)) throw refused('date', value, column);
    (out.field(4), out.int32(days));
  },
  timestamptz: (out, value, column) => {
    const micros = pgMicros(value);
    if (!Number.isSafeInteger(micros)) throw refused('timestamptz', value, column);
    (out.field(8), out.int64(micros));
  },
  numeric: writeNumeric,
} satisfies Record<string, FieldWriter>));

/** Whether every one of `types` has a binary writer (else a table of them is loaded with COPY text). */
export const hasBinaryForm = (types: readonly string[]): boolean => types.every((type) => WRITERS.has(type));

/**
 * Writers for columns of `types` (hasBinaryForm), one per column. A column's value that is the one of the row before
 * (a connection's id, a pay run's, its dates) has its bytes copied from that row rather than encoded again.
 */
export function binaryWriters(types: readonly string[]): FieldWriter[] {
  return types.map((type) => {
    const write = WRITERS.get(type);
    if (!write) throw new Error(`COPY: no binary form for type ${type}`);
    return repeating(write);
  });
}

function repeating(write: FieldWriter): FieldWriter {
  let last: unknown;
  let written: Buffer | undefined;
  let start = 0;
  let end = 0;
  return (out, value, column) => {
    if (value === last && out.buffer === written) {
      const length = end - start;
      out.ensure(length);
      const buffer = out.buffer;
      if (buffer !== written) buffer.set(written.subarray(start, end), out.used);
      else if (length > 32) buffer.copyWithin(out.used, start, end);
      else for (let i = 0; i < length; i++) buffer[out.used + i] = buffer[start + i];
      out.used += length;
      return;
    }
    start = out.used;
    write(out, value, column);
    last = value;
    written = out.buffer;
    end = out.used;
  };
}
