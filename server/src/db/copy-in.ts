// COPY … FROM STDIN for bulk loads: Postgres reads COPY far faster than a JSON document spread by
// jsonb_to_recordset (a 111,000-payslip sync spends half its database time parsing JSON otherwise); on PGlite in
// COPY's binary format (copy-binary.ts, copyFormat), elsewhere as text.
// On Postgres the rows stream through pg-copy-streams on the transaction's own connection; on PGlite the data
// goes to the leased session's thread as the file of `COPY … FROM '/dev/blob'`, the next batch built while the
// thread stores the last. Either way only the caller's EntityManager (its transaction) is used.
import { pipeline } from 'node:stream/promises';
import { sliceClock, turn } from '../core/turns';
import { BinaryBatch, binaryWriters, grown, hasBinaryForm, plainText } from './copy-binary';
import { Readable } from 'node:stream';
import { from as copyFrom } from 'pg-copy-streams';
import type { EntityManager } from 'typeorm';

/**
 * What our PGlite lease hands TypeORM: it loads COPY data a batch per statement, `COPY … FROM '/dev/blob'` with the
 * batch as that file (the store's thread writes it to a file of its own).
 */
export interface BatchCopyClient {
  /** `data` is handed over: its memory moves to the store's thread. */
  copyBatch(sql: string, data: Buffer): Promise<void>;
}

const isBatchCopyClient = (client: unknown): client is BatchCopyClient =>
  typeof (client as Partial<BatchCopyClient> | null)?.copyBatch === 'function';

/** Rows and bytes per COPY data message (PGlite: per COPY statement); they bound the text held at once. */
const BATCH_ROWS = 2000;
const BATCH_BYTES = 1024 * 1024;

/**
 * Loads `rows` into `table` (its `columns`, in order) with one COPY. Values: null/undefined → NULL; objects
 * and arrays (jsonb columns) → JSON; everything else → its string form.
 */
export async function copyRows<R>(
  m: EntityManager,
  table: string,
  columns: readonly CopyColumn[],
  rows: Iterable<R>,
  read: ReadColumn<R> = (row, column) => (row as Record<string, unknown>)[column],
): Promise<void> {
  const format = await copyFormat(m, columns);
  await copyBatches(m, table, columns, copyData(columns, rows, read, { format }), format);
}

/** A value of a row's column; `index` is the row's position in the rows. */
export type ReadColumn<R> = (row: R, column: string, index: number) => unknown;

/** Rows and bytes of a batch. */
export interface BatchLimits {
  maxRows?: number;
  maxBytes?: number;
}

export type CopyFormat = 'text' | 'binary';

/**
 * The format of a COPY of `columns` in the caller's transaction. Binary on PGlite, where every column's type has a
 * binary writer: its thread parses COPY text in WebAssembly, and binary took a 10,000-employee first sync's PGlite
 * CPU from 12.9 to 11.0 s (medians of 7 alternating pairs on a slow day) for ~0.9 s more of the event loop's
 * encoding. Text on Postgres, which parses text natively: binary saved its server no measurable CPU there and cost
 * the event loop 0.5-0.9 s more per such sync (bench/results.md, First sync).
 */
export async function copyFormat(m: EntityManager, columns: readonly CopyColumn[]): Promise<CopyFormat> {
  return (await onEmbeddedStore(m)) && hasBinaryForm(columns.map((c) => c.type)) ? 'binary' : 'text';
}

/** `rows` as batches of COPY data in `format` (copyFormat's), for copyBatches. */
export function copyData<R>(columns: readonly CopyColumn[], rows: Iterable<R>, read: ReadColumn<R>, { format, ...limits }: BatchLimits & { format: CopyFormat }): AsyncGenerator<Buffer> {
  return format === 'binary' ? copyBinary(columns, rows, read, limits) : copyText(columns, rows, read, limits);
}

/** Loads batches of copyData in `format` into `table` with one COPY. */
export async function copyBatches(m: EntityManager, table: string, columns: readonly CopyColumn[], batches: AsyncIterable<Buffer> | Iterable<Buffer>, format: CopyFormat): Promise<void> {
  const runner = m.queryRunner;
  if (!runner) throw new Error('copyRows needs a transaction’s EntityManager');
  const client: unknown = await runner.connect();
  const copy = (source: string) => `COPY ${table} (${columns.map((c) => `"${c.name}"`).join(', ')}) FROM ${source}${format === 'binary' ? ' WITH (FORMAT binary)' : ''}`;
  if (isBatchCopyClient(client)) {
    const batchSql = copy(`'/dev/blob'`);
    // One batch in flight: the next is built here while the store's thread loads this one.
    let loading: Promise<void> | undefined;
    for await (const data of batches) {
      const next = client.copyBatch(batchSql, data);
      next.catch(() => undefined); // awaited below; a failure of the one before is thrown first
      if (loading) await loading;
      loading = next;
    }
    await loading;
    return;
  }
  // Each binary batch is a whole COPY file: a stream takes text only (copyFormat never picks binary here).
  if (format === 'binary') throw new Error('COPY in binary is loaded a batch per statement, on the embedded store only');
  const stream = (client as { query(stream: ReturnType<typeof copyFrom>): ReturnType<typeof copyFrom> }).query(copyFrom(copy('STDIN')));
  await pipeline(Readable.from(batches), stream);
}

/**
 * Whether the transaction runs on the embedded store (PGlite: its one session, COPY a statement per batch handed to
 * its thread) rather than on a Postgres connection of its own (COPY streamed).
 */
export async function onEmbeddedStore(m: EntityManager): Promise<boolean> {
  return isBatchCopyClient(await m.queryRunner?.connect());
}

/** A column: its name and SQL type (uuid columns hold our own ids: their text needs no escaping). */
export interface CopyColumn {
  name: string;
  type: string;
}

/**
 * `rows` as COPY text in UTF-8, at most `maxRows` rows per batch, and a new batch as soon as one holds `maxBytes`
 * bytes (a bound on what one COPY of a batch costs, whatever the width of the rows). Each batch is a Buffer of
 * its own (its memory is handed to PGlite's thread, not copied): rows are written into it as they are encoded,
 * so no batch-long string is ever built (those outlived the young generation and were most of a large sync's
 * garbage).
 */
export function copyText<R>(columns: readonly CopyColumn[], rows: Iterable<R>, read: ReadColumn<R>, limits: BatchLimits = {}): AsyncGenerator<Buffer> {
  const names = columns.map((c) => c.name);
  const ours = columns.map((c) => c.type === 'uuid');
  return inBatches(rows, limits, (capacity) => new TextBatch(capacity), (batch, row, index) => {
    let line = '';
    for (let i = 0; i < names.length; i++) {
      const value = read(row, names[i], index);
      const field = typeof value === 'number' || (ours[i] && typeof value === 'string') ? String(value) : encodeValue(value);
      line = i === 0 ? field : `${line}\t${field}`;
    }
    batch.line(`${line}\n`);
  });
}

/**
 * `rows` in COPY's binary format, batched as copyText's are, each batch a whole COPY file (copy-binary.ts). A
 * value that its column's type would refuse fails the COPY, naming the column.
 */
export function copyBinary<R>(columns: readonly CopyColumn[], rows: Iterable<R>, read: ReadColumn<R>, limits: BatchLimits = {}): AsyncGenerator<Buffer> {
  const names = columns.map((c) => c.name);
  const writers = binaryWriters(columns.map((c) => c.type));
  return inBatches(rows, limits, (capacity) => new BinaryBatch(batchMemory(capacity)), (batch, row, index) => {
    batch.int16(writers.length);
    for (let i = 0; i < writers.length; i++) {
      const value = read(row, names[i], index);
      if (value === null || value === undefined) batch.int32(-1);
      else writers[i](batch, value, names[i]);
    }
  });
}

/** A batch being filled: its bytes so far, and the batch as loaded. */
interface Batch {
  used: number;
  finish(): Buffer;
}

/** `rows` written by `write` into batches of at most `maxRows` rows, a new one once a batch holds `maxBytes`. */
async function* inBatches<R, B extends Batch>(
  rows: Iterable<R>,
  { maxRows = BATCH_ROWS, maxBytes = BATCH_BYTES }: BatchLimits,
  start: (capacity: number) => B,
  write: (batch: B, row: R, index: number) => void,
): AsyncGenerator<Buffer> {
  let batch = start(maxBytes + FIRST_BYTES);
  let count = 0;
  let index = 0;
  // A batch of 1,000 payslips takes tens of milliseconds to encode, wide rows more: the event loop gets turns,
  // by time rather than rows (250 rows of group links took 0.1 ms, and each turn let the next stage's fetch in).
  const due = sliceClock();
  for (const row of rows) {
    if (due()) await turn();
    write(batch, row, index++);
    if (++count === maxRows || batch.used >= maxBytes) {
      yield batch.finish();
      batch = start(maxBytes + FIRST_BYTES);
      count = 0;
    }
  }
  if (count > 0) yield batch.finish();
}

/** A batch's first allocation beyond its byte bound (room for the row that crosses it). */
const FIRST_BYTES = 64 * 1024;

/**
 * Memory of batches the store's thread has loaded, handed back (pglite-thread.ts) for later batches: a new
 * batch's memory is mapped by the kernel a page at a time as it is first written, ~270 page faults a batch and
 * ~300 batches in a first sync of 10,000 employees with every scope, and unmapped again when the store's thread
 * lets it go (that sync's event loop: ~4.6 s of CPU before, ~4.0 s since; bench/results.md, First sync). A few are
 * kept: a batch is written while the one before is loaded.
 */
const spare: ArrayBuffer[] = [];
const SPARE_BATCHES = 4;

/** Takes back the memory of a batch that has been loaded (nothing else holds it). */
export function reuseBatchMemory(memory: ArrayBuffer): void {
  if (spare.length < SPARE_BATCHES && memory.byteLength >= BATCH_BYTES) spare.push(memory);
}

/** Memory for a batch: a spare one if one is large enough (its old bytes are written over), else new. */
function batchMemory(capacity: number): Buffer<ArrayBuffer> {
  const memory = spare.pop();
  return memory && memory.byteLength >= capacity ? Buffer.from(memory) : Buffer.allocUnsafeSlow(capacity);
}

/** COPY text being written. */
class TextBatch implements Batch {
  private buffer: Buffer;
  used = 0;

  constructor(capacity: number) {
    this.buffer = batchMemory(capacity);
  }

  line(line: string): void {
    // A UTF-16 unit takes at most 3 bytes of UTF-8: a row's bytes are counted only when it might not fit
    // (counting every row was a tenth of encoding 111,000 payslips).
    const bytes = this.used + line.length * 3 > this.buffer.length ? Buffer.byteLength(line) : 0;
    if (this.used + bytes > this.buffer.length) {
      // A row wider than what is left: a larger buffer (rows are rarely this wide).
      this.buffer = grown(this.buffer, this.used, this.used + bytes);
    }
    this.used += this.buffer.write(line, this.used);
  }

  finish(): Buffer {
    return this.buffer.subarray(0, this.used);
  }
}

const SPECIAL = /[\\\t\n\r]/;
const SPECIAL_ALL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One value in COPY's text format (backslash escapes; \N is NULL). */
export function encodeValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text = plainText(value);
  if (typeof value !== 'object') return escape(text);
  // JSON text and ISO instants hold no raw tab, newline or CR (JSON escapes them), only backslashes to double.
  return text.includes('\\') ? text.replaceAll('\\', '\\\\') : text;
}

const escape = (text: string) => (SPECIAL.test(text) ? text.replace(SPECIAL_ALL, (c) => ESCAPES[c]) : text);
