// Mapper helpers that never fail a sync: a value we cannot read becomes null and is counted in the sync
// report under the provider's own field name; a record we cannot use is skipped and counted. Mappers take
// a Reader (`reader(ctx)` in the connector) and write `read.date(e.hireDate, 'hireDate')` once per field.
import type { Currency, IsoDate, IsoDateTime } from '../model';
import { AppError } from '../core/errors';
import type { ConnectorContext } from './connector';
import { countryCode, currencyCode, isoDate, isoDateTime, isPlaceholderDate, mapEnum, str, toTenth, type DateTimeOptions } from './map-utils';
import { parseCentsOrNull } from './parse-number';
import { UNREPORTED, type RecordReport } from './sync-report';

/**
 * An answer without the list a resource is read from (a schema-valid answer may leave it out): the sync
 * stores nothing for that resource and deletes nothing either, and the report says so.
 */
export class MissingList extends Error {
  constructor(readonly field: string) {
    super(`the answer has no ${field} list`);
    this.name = 'MissingList';
  }
}

export class Reader {
  constructor(readonly report: RecordReport = UNREPORTED) {}

  /** A trimmed string (numbers accepted), or null; never counted: text has nothing to parse. */
  str(value: unknown): string | null {
    return str(value);
  }

  /** A remote id (string or number), or null. Records without one are skipped (see `skip`, `each`). */
  id(value: unknown): string | null {
    return str(value);
  }

  /** 'YYYY-MM-DD'; a non-empty value that is no date is nulled and counted. */
  date(value: unknown, field: string): IsoDate | null {
    const date = isoDate(value);
    if (date === null && str(value) !== null && !isPlaceholderDate(value)) this.report.nulled(field, 'not a date');
    return date;
  }

  /** An ISO instant; a non-empty value that is no date-time (or has no offset we may assume) is nulled and counted. */
  dateTime(value: unknown, field: string, options?: DateTimeOptions): IsoDateTime | null {
    const instant = isoDateTime(value, options);
    if (instant === null && str(value) !== null && !isPlaceholderDate(value)) this.report.nulled(field, 'not a date-time');
    return instant;
  }

  /** A value of our enum through a table of the provider's spellings; an unknown spelling is nulled and counted. */
  enum<T extends string>(value: unknown, table: Readonly<Record<string, T>>, field: string): T | null {
    const mapped = mapEnum(value, table);
    if (mapped === null && str(value) !== null) this.report.nulled(field, 'unknown value');
    return mapped;
  }

  /** A number rounded to 0.1 (hours, days); garbage is nulled and counted. */
  tenth(value: unknown, field: string): number | null {
    return this.number(() => toTenth(value), field);
  }

  /** SPEC §5 cents; a malformed amount ("invalid number") is nulled and counted. */
  cents(value: unknown, field: string): number | null {
    return this.number(() => parseCentsOrNull(value), field);
  }

  /** ISO 3166-1 alpha-2 from a code or a name; an unknown country is nulled and counted. */
  country(value: unknown, field: string): string | null {
    const code = countryCode(value);
    if (code === null && str(value) !== null) this.report.nulled(field, 'unknown country');
    return code;
  }

  /** One of our currencies from an ISO 4217 code; another code (CHF) or garbage is nulled and counted. */
  currency(value: unknown, field: string): Currency | null {
    const currency = currencyCode(value);
    if (currency === null && str(value) !== null) this.report.nulled(field, 'unsupported currency');
    return currency;
  }

  /**
   * The list a resource comes from. Absent (or null), the resource is left as stored (MissingList, with a
   * warning): an empty list would delete what the last sync stored. Anything else not a list is a bad answer.
   */
  list<T>(value: unknown, field: string, provider: string): T[] {
    if (Array.isArray(value)) return value as T[];
    if (value === undefined || value === null) {
      this.report.warn('the answer has no list here; nothing was stored or removed', field);
      throw new MissingList(field);
    }
    throw new AppError('internal', `${provider} sent an unexpected response: ${field} is not a list`);
  }

  /** Reports a record as skipped and returns null, for `return read.skip('id', 'no id')` in a mapper. */
  skip(field: string | null, message: string): null {
    this.report.skipped(field, message);
    return null;
  }

  /**
   * Maps each record; a mapper returning null skips it (having said why), and one that throws on an odd
   * record skips that record only, counted with the error's message.
   */
  each<T, R>(records: readonly T[], map: (record: T) => R | null): R[] {
    const out: R[] = [];
    for (const record of records) {
      let mapped: R | null;
      try {
        mapped = map(record);
      } catch (error) {
        mapped = this.skip(null, `could not be read: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (mapped !== null) out.push(mapped);
    }
    return out;
  }

  private number(parse: () => number | null, field: string): number | null {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      this.report.nulled(field, error.message);
      return null;
    }
  }
}

/** The Reader of a fetch: it reports into the context's sync report. */
export function reader(ctx: Pick<ConnectorContext, 'report'>): Reader {
  return new Reader(ctx.report);
}
