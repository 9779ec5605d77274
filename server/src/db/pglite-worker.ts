// The embedded store's own thread (pglite-thread.ts starts it): PGlite runs here, so its WebAssembly and file
// writes never hold the server's event loop, and the server's JavaScript (a sync's COPY text, requests) runs on
// the other core meanwhile. One message per statement; answers carry whether a transaction is open after it.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import type { SessionAnswer, SessionRequest, ThreadOptions } from './pglite-thread';

/** TypeORM sends booleans as true/false, 'true'/'false' or 1/0; PGlite's own serializer refuses some of them. */
const serializeBoolean = (value: unknown): string => {
  if (value === true || value === 'true' || value === 1) return 'TRUE';
  if (value === false || value === 'false' || value === 0) return 'FALSE';
  return String(value);
};

/** A driver error as plain data (its class does not cross threads): message, name and Postgres's fields. */
function plainError(error: unknown): SessionAnswer['error'] {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error)) if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

const options = workerData as ThreadOptions;
const port = parentPort!;

const opening = PGlite.create({
  dataDir: options.dataDir,
  loadDataDir: options.loadDataDir ? new Blob([options.loadDataDir]) : undefined,
  pgliteWasmModule: options.wasmModule,
  serializers: { [types.BOOL]: serializeBoolean },
  startParams: [...PGlite.defaultStartParams, ...options.settings.flatMap((setting) => ['-c', setting])],
});
opening.then(
  () => port.postMessage({ id: 0, value: null, inTransaction: false } satisfies SessionAnswer),
  (error: unknown) => port.postMessage({ id: 0, error: plainError(error), inTransaction: false } satisfies SessionAnswer),
);

/**
 * `COPY … FROM '/dev/blob'` with `data` as the file. Written to the in-memory file system instead of going
 * through PGlite's /dev/blob device, whose reads copy byte by byte in JavaScript: 250 KB batches load in about
 * half the time this way (50 of them: 1.9 s as a blob, 1.1 s as a file). The file is handed over, not copied.
 */
async function copyFrom(db: PGlite, id: number, sql: string, data: Uint8Array): Promise<unknown> {
  // One file per request: the next batch may arrive before this one's COPY has read its file.
  const file = `/tmp/staffbridge-copy-${id}`;
  const fromFile = sql.replace(/'\/dev\/blob'(?=( WITH \(FORMAT binary\))?$)/, `'${file}'`);
  if (fromFile === sql) throw new Error(`COPY data came with a statement that does not read /dev/blob: ${sql.slice(0, 80)}`);
  const fs = db.Module.FS;
  fs.writeFile(file, data, { canOwn: true });
  try {
    return await db.query(fromFile);
  } finally {
    fs.unlink(file);
  }
}

port.on('message', (request: SessionRequest) => void answer(request));

async function answer(request: SessionRequest): Promise<void> {
  let db: PGlite | undefined;
  try {
    db = await opening;
    let value: unknown = null;
    if (request.op === 'query') {
      value = request.copy ? await copyFrom(db, request.id, request.sql, request.copy) : await db.query(request.sql, request.params);
    } else if (request.op === 'exec') {
      value = await db.exec(request.sql);
    } else if (request.op === 'busy') {
      value = performance.eventLoopUtilization().active;
    } else {
      await db.close();
      db = undefined;
    }
    reply({ id: request.id, value, inTransaction: db?.isInTransaction() ?? false }, request);
  } catch (error) {
    const inTransaction = db && !db.closed ? db.isInTransaction() : false;
    reply({ id: request.id, error: plainError(error), inTransaction }, request);
  }
}

/**
 * The answer, with the memory of a COPY's file handed back (its file is gone once the statement has run): the
 * server writes a later batch into it instead of into memory the kernel maps page by page as it is first
 * written. Which memory is worth keeping is the server's choice (copy-in.ts reuseBatchMemory).
 */
function reply(answer: SessionAnswer, request: SessionRequest): void {
  const memory = request.op === 'query' ? request.copy?.buffer : undefined;
  if (memory instanceof ArrayBuffer) port.postMessage({ ...answer, spent: memory } satisfies SessionAnswer, [memory]);
  else port.postMessage(answer);
}
