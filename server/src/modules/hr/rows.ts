// Reading the hr_* tables: SELECT lists and row mappers derived from the model's declarations
// (model/resources; a table's columns are its record's `row` form, see modules/sync/columns.ts for the
// writes). They return API-ready values on both stores: dates as YYYY-MM-DD text, numerics and cents as
// float8, timestamps as Date, turned into ISO 8601 by the mapper.
//
// Read path, for whoever makes it faster: each service reads with `readRows(db, DECL, 'WHERE … ORDER BY seq')`
// (one SELECT of the row form, each row copied in wire order with timestamps converted). Employees, whose API
// form includes the records they point at, are read as their stored API JSON instead (employee-bodies.ts,
// built by Postgres with json-rows.ts), and the other REST lists as JSON built by Postgres (json-list.ts).
import { fieldsOf, tableName, type ObjectDecl, type RecordOf } from '../../model/declare';

/** The SELECT list of a record's row form. */
function selectList(decl: ObjectDecl): string {
  return fieldsOf(decl, 'row')
    .map(({ key, decl: field }) => {
      if (field.kind === 'date') return `to_char(${key}, 'YYYY-MM-DD') AS ${key}`;
      if (field.kind === 'decimal' || field.kind === 'cents') return `${key}::float8 AS ${key}`;
      return key;
    })
    .join(', ');
}

/** timestamptz -> ISO 8601 (UTC); both drivers hand us Date objects. */
function iso(value: Date | string | null): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/**
 * A row of `selectList(decl)` -> the record, its fields in wire order, timestamps as ISO 8601. Compiled once per
 * declaration into one object literal: a literal keeps every record one hidden class, as a hand-written mapper
 * would (a loop setting keys one by one is about eight times slower on a 10,000-row list). Keys are the
 * declarations' own field names, never input.
 */
function rowReader<T>(decl: ObjectDecl): (row: any) => T {
  const body = fieldsOf(decl, 'row')
    .map(({ key, decl: field }) => {
      const value = `row[${JSON.stringify(key)}]`;
      return `${JSON.stringify(key)}: ${field.kind === 'dateTime' ? `iso(${value})` : value}`;
    })
    .join(', ');
  return new Function('iso', `return (row) => ({ ${body} });`)(iso) as (row: any) => T;
}

/** What reading needs of the store: a DataSource, or a transaction's EntityManager. */
export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<any[]>;
}

const readers = new WeakMap<ObjectDecl, (row: any) => unknown>();

/**
 * The records of `decl` that `rest` picks (`WHERE … ORDER BY …`, with `params`) from its table: one statement,
 * rows mapped in wire order.
 */
export async function readRows<D extends ObjectDecl>(db: Queryable, decl: D, rest: string, params: unknown[]): Promise<Array<RecordOf<D, 'row'>>> {
  let read = readers.get(decl);
  if (!read) readers.set(decl, (read = rowReader(decl)));
  const rows = await db.query(`SELECT ${selectList(decl)} FROM ${tableName(decl)} ${rest}`, params);
  return rows.map(read) as Array<RecordOf<D, 'row'>>;
}
