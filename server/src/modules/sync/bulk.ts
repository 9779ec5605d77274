// Set-based writes for the sync: a whole chunk of rows travels as one JSON parameter and Postgres
// spreads it with jsonb_to_recordset, so 10,000 employees are a handful of statements, not 10,000.
// Only the EntityManager of the caller's transaction is used (the PGlite lease allows one holder).
import type { EntityManager } from 'typeorm';
import { copyBatches, copyData, copyFormat, copyRows, onEmbeddedStore } from '../../db/copy-in';

/** A column of the target table and its SQL type (what jsonb_to_recordset casts the JSON value to). */
export interface ColumnSpec {
  name: string;
  type: string;
}

/** A table and the columns a write fills (modules/sync/columns.ts). */
export interface Table {
  name: string;
  columns: readonly ColumnSpec[];
}

export const CHUNK_ROWS = 1000;

/**
 * From this many rows on, rows travel by COPY: a plain insert straight into the table, an upsert into a
 * temporary staging table and from there. Postgres parses COPY text much faster than a JSON document (about
 * half the database time of a large sync). Smaller writes stay one statement (no temporary table to create).
 */
export const COPY_FROM_ROWS = 500;
/**
 * A chunk on PGlite, staged or COPied straight into its table: at most this many rows and about STAGE_BYTES of
 * COPY text. PGlite runs in a thread of its own (db/pglite-thread.ts), so a statement's length holds no event
 * loop; what bounds a chunk is each statement's own cost (a first sync of 10,000 employees in chunks of 250
 * rows sent ~1,100 COPY statements, a fifth of PGlite's time) against memory: chunks of 2,000 rows / 2 MB saved
 * another ~0.5 s of PGlite's time but raised the sync's peak RSS by ~40 MB on one machine, and made no difference
 * beyond noise on a faster one.
 */
export const STAGE_ROWS = 1000;
const STAGE_BYTES = 1024 * 1024;
/** Rows per COPY straight into a table (Postgres, which streams them: the event loop is not held). */
const COPY_ROWS = 2000;

let stages = 0;

const quote = (name: string) => `"${name}"`;

export type Conflict = { keys: readonly string[]; keep?: readonly string[] };

const BY_REMOTE_ID: Conflict = { keys: ['connection_id', 'remote_id'] };

/**
 * The upsert rule for rows keyed by (connection, remote id), given what the connection already holds: none
 * when it holds nothing (a first sync), so that the rows are plainly inserted (COPY straight into the table).
 */
export function byRemoteId(existing: ReadonlyMap<string, string>): Conflict | undefined {
  return existing.size > 0 ? BY_REMOTE_ID : undefined;
}

/**
 * A provider's record with our columns (ids, resolved references, defaults) laid over it. Spreading 100,000
 * wide records into new objects costs over a second and doubles what is held; a Layered row reads through.
 */
export class Layered<R extends object = object, O extends Record<string, unknown> = Record<string, unknown>> {
  constructor(
    readonly record: R,
    readonly own: O,
  ) {}

  get(column: string): unknown {
    return column in this.own ? this.own[column] : (this.record as Record<string, unknown>)[column];
  }

  toJSON(): Record<string, unknown> {
    return { ...this.record, ...this.own };
  }
}

export type Row = Record<string, unknown> | Layered;

const readColumn = (row: Row, column: string): unknown => (row instanceof Layered ? row.get(column) : row[column]);

/**
 * INSERT of `rows`; with `conflict` an upsert that keeps the row (and so our id) and refreshes every other
 * column. Many rows travel by COPY: straight into the table for a plain insert, else through a staging table;
 * few rows as one JSON document spread by jsonb_to_recordset.
 */
export async function insertRows(m: EntityManager, { name: table, columns }: Table, rows: readonly Row[], conflict?: Conflict, committed?: CommittedEmployees): Promise<void> {
  if (rows.length === 0) return;
  if (!conflict && rows.length >= COPY_FROM_ROWS) {
    if (await onEmbeddedStore(m)) await checkedCopy(m, table, columns, rows, committed);
    else for (let i = 0; i < rows.length; i += COPY_ROWS) await copyRows(m, table, columns, rows.slice(i, i + COPY_ROWS), readColumn);
    return;
  }
  const names = columns.map((c) => quote(c.name)).join(', ');
  const defs = columns.map((c) => `${quote(c.name)} ${c.type}`).join(', ');
  const onConflict = conflict ? conflictClause(table, columns, conflict) : '';
  if (rows.length >= COPY_FROM_ROWS) {
    // Numbered because one transaction may stage a table twice.
    const stage = `sync_stage_${++stages}`;
    await m.query(`CREATE TEMPORARY TABLE ${stage} (${defs}) ON COMMIT DROP`);
    await stagedInserts(m, stage, columns, rows, `INSERT INTO ${table} (${names}) SELECT ${names} FROM ${stage}${onConflict}`);
    await m.query(`DROP TABLE ${stage}`);
    return;
  }
  // json columns take a value's text as written: spread from a json document, not from jsonb's rendering.
  const spread = columns.some((c) => c.type === 'json') ? 'json_to_recordset($1::json)' : 'jsonb_to_recordset($1::jsonb)';
  const sql = `INSERT INTO ${table} (${names}) SELECT ${names} FROM ${spread} AS r(${defs})${onConflict}`;
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
    await m.query(sql, [JSON.stringify(rows.slice(i, i + CHUNK_ROWS))]);
  }
}

/**
 * `rows` inserted by `insert` from the staging table, a chunk (STAGE_ROWS, STAGE_BYTES) at a time. The stage
 * is emptied after each chunk so that it stays within the session's temp buffers (PGlite slows down badly
 * once a temporary table spills).
 */
async function stagedInserts(m: EntityManager, stage: string, columns: readonly ColumnSpec[], rows: readonly Row[], insert: string): Promise<void> {
  const format = await copyFormat(m, columns);
  for await (const chunk of copyData(columns, rows, readColumn, { format, maxRows: STAGE_ROWS, maxBytes: STAGE_BYTES })) {
    await copyBatches(m, stage, columns, [chunk], format);
    await m.query(insert);
    await m.query(`TRUNCATE ${stage}`);
  }
}

/**
 * What the catalogue says of a table, read once per process (the migrations fix it): `sql` takes the table's
 * name as $1. A failed read is not kept.
 */
function fromCatalogue<T>(known: Map<string, Promise<T[]>>, m: EntityManager, table: string, sql: string): Promise<T[]> {
  let read = known.get(table);
  if (!read) {
    read = m.query(sql, [table]) as Promise<T[]>;
    known.set(table, read);
    read.catch(() => known.delete(table));
  }
  return read;
}

interface ForeignKey {
  column: string;
  parent: string;
  parentColumn: string;
}

const FOREIGN_KEYS = new Map<string, Promise<ForeignKey[]>>();

/** The single-column foreign keys of `table`. */
const foreignKeys = (m: EntityManager, table: string) =>
  fromCatalogue(
    FOREIGN_KEYS,
    m,
    table,
    `SELECT a.attname AS "column", c.confrelid::regclass::text AS parent, pa.attname AS "parentColumn"
     FROM pg_constraint c
     JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
     JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
     WHERE c.contype = 'f' AND c.conrelid = $1::regclass AND cardinality(c.conkey) = 1`,
  );

interface SerialColumn {
  column: string;
  sequence: string;
}

const SERIAL_COLUMNS = new Map<string, Promise<SerialColumn[]>>();

/** The columns of `table` filled from a sequence by default (bigserial). */
const serialColumns = (m: EntityManager, table: string) =>
  fromCatalogue(
    SERIAL_COLUMNS,
    m,
    table,
    `SELECT "column", "sequence" FROM (
       SELECT a.attname AS "column", pg_get_serial_sequence($1, a.attname) AS "sequence"
       FROM pg_attribute a WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped
     ) s WHERE "sequence" IS NOT NULL`,
  );

/**
 * The first of `count` consecutive numbers taken from `sequence` by one statement. Only on PGlite: its one
 * session runs one statement at a time, so no nextval() can come between this one's and its setval (on Postgres
 * another session's could, and get a number of the block).
 */
async function reserveNumbers(m: EntityManager, sequence: string, count: number): Promise<number> {
  const [{ last }]: Array<{ last: string }> = await m.query(`SELECT setval($1::regclass, nextval($1::regclass) + $2 - 1)::text AS last`, [sequence, count]);
  return Number(last) - count + 1;
}

/** A value that references nothing: the insert fails as the foreign key's trigger would have. */
const orphanError = (table: string, key: ForeignKey, value: unknown) =>
  new Error(`insert into ${table}: ${key.column} = ${String(value)} is not present in ${key.parent}`);

/**
 * A plain insert of `rows` on PGlite: COPY straight into the table, a chunk (STAGE_ROWS, STAGE_BYTES) per
 * statement, with the per-row foreign key triggers off (`session_replication_role = replica`; they were 40%
 * of a large sync's inserts), then each key checked once for the whole insert by one statement (the distinct
 * values it wrote that reference nothing). A reference to nothing fails the insert as the trigger would have.
 * Checking after the last chunk is what Postgres does for a deferred key, and safe for the others: PGlite's
 * one session runs one transaction at a time, so no other can remove a parent before the commit (on Postgres
 * the triggers' row locks do that).
 */
async function checkedCopy(m: EntityManager, table: string, columns: readonly ColumnSpec[], rows: readonly Row[], committed?: CommittedEmployees): Promise<void> {
  // The referenced values, collected while the rows are encoded: the checks can begin as soon as the last batch
  // is loaded (collected after it, the store's thread waited for them: ~0.2 s of a 10,000-employee sync).
  const keys = (await foreignKeys(m, table)).filter((key) => columns.some((c) => c.name === key.column)); // unwritten: NULL
  const referenced = new Map(keys.map((key) => [key.column, new Set<unknown>()]));
  const readKept = (row: Row, column: string): unknown => {
    const value = readColumn(row, column);
    if (value !== null && value !== undefined) referenced.get(column)?.add(value);
    return value;
  };
  // A serial column the write leaves to its default (`seq`) gets numbers of a block reserved by one statement
  // instead of a nextval() per row (~5% of a large COPY on PGlite).
  const serial = (await serialColumns(m, table)).find((s) => !columns.some((c) => c.name === s.column));
  let copied = columns;
  let read: (row: Row, column: string, index: number) => unknown = readKept;
  if (serial) {
    const first = await reserveNumbers(m, serial.sequence, rows.length);
    copied = [...columns, { name: serial.column, type: 'bigint' }];
    read = (row, column, index) => (column === serial.column ? first + index : readKept(row, column));
  }
  const format = await copyFormat(m, copied);
  await withoutRowTriggers(m, () => copyBatches(m, table, copied, copyData(copied, rows, read, { format, maxRows: STAGE_ROWS, maxBytes: STAGE_BYTES }), format));
  // Employees read as committed before this transaction, none removed since: only the others need probing.
  const unmoved = committed && keys.some((key) => key.parent === EMPLOYEE_TABLE) && (await employeeRemovals(m)) === committed.removals;
  for (const key of keys) {
    const type = columns.find((c) => c.name === key.column)!.type;
    let values = [...referenced.get(key.column)!];
    if (unmoved && key.parent === EMPLOYEE_TABLE) values = values.filter((value) => !committed.ids.has(value as string));
    // In slices: one statement's array parameter stays a few hundred KB.
    for (let i = 0; i < values.length; i += CHECK_VALUES) {
      const [orphan] = await m.query(
        `SELECT v AS value FROM unnest($1::${type}[]) v WHERE NOT EXISTS (SELECT 1 FROM ${key.parent} p WHERE p.${quote(key.parentColumn)} = v) LIMIT 1`,
        [values.slice(i, i + CHECK_VALUES)],
      );
      if (orphan) throw orphanError(table, key, orphan.value);
    }
  }
}

/**
 * `work` with the per-row triggers (foreign keys) off, inside the caller's transaction: for writes on PGlite whose
 * references the caller answers for itself (its one session runs one transaction at a time).
 */
export async function withoutRowTriggers(m: EntityManager, work: () => Promise<void>): Promise<void> {
  await m.query('SET LOCAL session_replication_role = replica');
  try {
    await work();
  } finally {
    // A failed statement has aborted the transaction, whose rollback ends the setting anyway.
    await m.query('SET LOCAL session_replication_role = origin').catch(() => undefined);
  }
}

/** Referenced values checked per statement (each an index probe of the parent table). */
const CHECK_VALUES = 10_000;

/** ON CONFLICT … DO UPDATE of every column but the keys, our id and `keep`, skipping rows that did not change. */
function conflictClause(table: string, columns: readonly ColumnSpec[], conflict: Conflict): string {
  const fixed = new Set([...conflict.keys, ...(conflict.keep ?? []), 'id']);
  const changing = columns.filter((c) => !fixed.has(c.name));
  const updates = changing.map((c) => `${quote(c.name)} = EXCLUDED.${quote(c.name)}`);
  // Rows that did not change are not rewritten (hourly change checks re-sync whole companies). json has no
  // equality: its text is compared (we write it, so the same value is the same text).
  const compared = (prefix: string) => changing.map((c) => `${prefix}.${quote(c.name)}${c.type === 'json' ? '::text' : ''}`).join(', ');
  const changed = `ROW(${compared(table)}) IS DISTINCT FROM ROW(${compared('EXCLUDED')})`;
  return ` ON CONFLICT (${conflict.keys.map(quote).join(', ')}) DO ${updates.length ? `UPDATE SET ${updates.join(', ')} WHERE ${changed}` : 'NOTHING'}`;
}

const EMPLOYEE_TABLE = 'hr_employee';

/**
 * Our ids of a connection's employees as committed at one moment, and the employee removal counter read just
 * before (migration 1763901500000: it moves with any removal of employees). While it has not moved, every id
 * of the set still names an employee: a write on PGlite that points only at them needs no probe of hr_employee.
 */
export interface CommittedEmployees {
  ids: ReadonlySet<string>;
  removals: string;
}

const employeeRemovals = async (m: EntityManager): Promise<string> =>
  ((await m.query(`SELECT concat(last_value, ':', is_called) AS removals FROM hr_employee_removals`)) as Array<{ removals: string }>)[0].removals;

/** remote_id -> our id of a connection's employees, and what lets a later write trust them. */
export interface EmployeeIds {
  byRemoteId: ReadonlyMap<string, string>;
  committed: CommittedEmployees;
}

/**
 * A connection's employee ids, read outside any transaction (committed), with what a later write needs to trust
 * them (CommittedEmployees). The counter is read first: a removal between the two reads moves it, and the write
 * then probes.
 */
export async function committedEmployees(m: EntityManager, connectionId: string): Promise<EmployeeIds> {
  const removals = await employeeRemovals(m);
  const byRemoteId = await idMap(m, EMPLOYEE_TABLE, connectionId);
  return { byRemoteId, committed: { ids: new Set(byRemoteId.values()), removals } };
}

/** remote_id -> our id for a connection's rows of one table (optionally only some remote ids). */
export async function idMap(m: EntityManager, table: string, connectionId: string, remoteIds?: readonly string[]): Promise<Map<string, string>> {
  const rows: Array<{ id: string; remote_id: string }> = remoteIds
    ? remoteIds.length === 0
      ? []
      : await m.query(`SELECT id, remote_id FROM ${table} WHERE connection_id = $1 AND remote_id = ANY($2::text[])`, [connectionId, [...remoteIds]])
    : await m.query(`SELECT id, remote_id FROM ${table} WHERE connection_id = $1`, [connectionId]);
  return new Map(rows.map((r) => [r.remote_id, r.id]));
}

/** Deletes a connection's rows of a table (those matching `within`) that are not among `keep` (gone from the provider). */
async function deleteOthers(m: EntityManager, table: string, connectionId: string, keep: readonly string[], within?: { payrun_id: string }): Promise<void> {
  const scope = within ? ' AND payrun_id = $3' : '';
  await m.query(`DELETE FROM ${table} WHERE connection_id = $1${scope} AND NOT (id = ANY($2::uuid[]))`, [connectionId, [...keep], ...(within ? [within.payrun_id] : [])]);
}

/**
 * Makes a connection's rows of a table keyed by remote id (those of one pay run, with `within`) exactly `rows`,
 * given `existing`, our ids of what it held before: an upsert, then a delete of the rows the provider no longer
 * lists. When it held nothing (a first sync) the rows are plainly inserted and there is nothing to delete.
 */
export async function replaceRows(
  m: EntityManager,
  table: Table,
  connectionId: string,
  rows: readonly Row[],
  existing: ReadonlyMap<string, string>,
  { within, committed }: { within?: { payrun_id: string }; committed?: CommittedEmployees } = {},
): Promise<void> {
  await insertRows(m, table, rows, byRemoteId(existing), committed);
  if (existing.size > 0) await deleteOthers(m, table.name, connectionId, rows.map((r) => readColumn(r, 'id') as string), within);
}

/** Last record wins when a provider lists one remote id twice (an upsert may touch a row once). */
export function uniqueByRemoteId<T extends { remote_id: string }>(records: readonly T[]): T[] {
  const byId = new Map<string, T>();
  for (const record of records) byId.set(record.remote_id, record);
  return [...byId.values()];
}
