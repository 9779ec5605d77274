// The embedded PGlite session, run in a worker thread of its own (pglite-worker.ts). PGlite in the server's
// thread held the event loop for every statement it ran (a first sync of 10,000 employees: ~11 s of its 15, in
// slices of up to 100 ms), and the server's own work waited for it. Here a statement is a message: the event
// loop stays free, and the thread building a sync's next COPY text runs beside the one storing the last.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { reuseBatchMemory } from './copy-in';

/** What the worker needs to open the store. */
export interface ThreadOptions {
  dataDir?: string;
  /** A data directory dump (tar, or gzipped tar) to start from: an in-memory store, or a new data directory. */
  loadDataDir?: Uint8Array<ArrayBuffer>;
  /** PGlite's WebAssembly, compiled once per process (each thread would otherwise compile its own). */
  wasmModule: WebAssembly.Module;
  /** Settings on top of PGlite's own start parameters ('name=value'). */
  settings: readonly string[];
}

type Request =
  | { op: 'query'; sql: string; params?: unknown[]; copy?: Uint8Array }
  | { op: 'exec'; sql: string }
  | { op: 'busy' }
  | { op: 'close' };

export type SessionRequest = Request & { id: number };

export interface SessionAnswer {
  /** 0: the store opened (or failed to). */
  id: number;
  value?: unknown;
  error?: { name: string; message: string; stack?: string; fields: Record<string, string | number> };
  /** Whether the session is inside a transaction after this request. */
  inTransaction: boolean;
  /** The memory of the request's COPY file, handed back once loaded (copy-in.ts writes the next batch into it). */
  spent?: ArrayBuffer;
}

/** A statement's result, as PGlite gives it. */
export interface SessionResult {
  rows: any[];
  fields?: unknown[];
  affectedRows?: number;
}

/**
 * The thread's young generation, in MB. Its garbage is short-lived (statements in, rows out): with V8's default
 * the thread's heap reached ~48 MB during a first sync of 10,000 employees, with 8 (or 12) ~22 MB. Smaller is
 * worse, more of it survives into the old generation: 4 left ~32 MB, 2 ~50 MB.
 */
const YOUNG_GENERATION_MB = 8;

/** The empty database cluster of a new data directory (a gzipped tar), made by the build. */
const EMPTY_CLUSTER = path.join(__dirname, 'pglite-cluster.tar.gz');

let compiled: Promise<WebAssembly.Module> | undefined;

/** PGlite's WebAssembly module, compiled once for every store of this process. */
function wasmModule(): Promise<WebAssembly.Module> {
  compiled ??= (async () => {
    const dist = path.dirname(require.resolve('@electric-sql/pglite'));
    return WebAssembly.compile(await readFile(path.join(dist, 'pglite.wasm')));
  })();
  return compiled;
}

/** The error the driver raised in the worker, with its fields (code, detail, constraint…) where TypeORM and we look for them. */
function rebuiltError(plain: NonNullable<SessionAnswer['error']>): Error {
  const error = Object.assign(new Error(plain.message), plain.fields);
  error.name = plain.name;
  if (plain.stack) error.stack = plain.stack;
  return error;
}

/** One PGlite session in its own thread: what the store's pool (pglite-pool.ts) uses of PGlite. */
export class PGliteThread {
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private nextId = 1;
  private inTransaction = false;
  private failure: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (answer: SessionAnswer) => this.settle(answer));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`the embedded store's thread stopped (exit code ${code})`)));
    // An idle thread does not keep the process alive; one with a statement in flight does.
    worker.unref();
  }

  /**
   * Starts the thread and opens the store in it; rejects with the store's own error when it cannot open. A data
   * directory not yet initialised is first initialised by a thread of its own, which then ends, so what it took is
   * given back at once: from the empty cluster the build made (scripts/pglite-cluster.mjs; the server's first start
   * peaks near 420 MB), or without one by PGlite's initdb, which runs a second PGlite and its own WebAssembly (near
   * 750 MB).
   */
  static async start(options: Omit<ThreadOptions, 'wasmModule'>): Promise<PGliteThread> {
    if (options.dataDir && !existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
      const cluster = await readFile(EMPTY_CLUSTER).catch(() => undefined);
      await (await PGliteThread.open(cluster ? { ...options, loadDataDir: new Uint8Array(cluster) } : options)).close();
    }
    return PGliteThread.open(options);
  }

  private static async open(options: Omit<ThreadOptions, 'wasmModule'>): Promise<PGliteThread> {
    const workerData: ThreadOptions = { ...options, wasmModule: await wasmModule() };
    const worker = new Worker(path.join(__dirname, 'pglite-worker.js'), {
      workerData,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    const thread = new PGliteThread(worker);
    try {
      await thread.await(0);
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return thread;
  }

  /**
   * One statement (with parameters: the extended protocol). `copy` is the file of a `COPY … FROM '/dev/blob'`;
   * its memory moves to the thread (it is unusable here afterwards) unless it lies in Node's shared pool of small
   * buffers, which is copied.
   */
  query(sql: string, params?: unknown[], copy?: Uint8Array): Promise<SessionResult> {
    const transfer = copy && copy.buffer.byteLength !== Buffer.poolSize && copy.buffer instanceof ArrayBuffer ? [copy.buffer] : [];
    return this.send({ op: 'query', sql, params, copy }, transfer) as Promise<SessionResult>;
  }

  /** A text of any number of statements (the simple protocol): one result per statement. */
  exec(sql: string): Promise<SessionResult[]> {
    return this.send({ op: 'exec', sql }) as Promise<SessionResult[]>;
  }

  /** Milliseconds the thread has been busy since it started (its event loop's active time): what a sync waits on. */
  busyMs(): Promise<number> {
    return this.send({ op: 'busy' }) as Promise<number>;
  }

  /** Whether the last statement left a transaction open. */
  isInTransaction(): boolean {
    return this.inTransaction;
  }

  /** Closes the store (a clean shutdown of PGlite) and ends the thread. */
  async close(): Promise<void> {
    try {
      await this.send({ op: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }

  private send(request: Request, transfer: ArrayBuffer[] = []): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    const answer = this.await(id);
    this.worker.postMessage({ ...request, id }, transfer);
    return answer;
  }

  private await(id: number): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
    });
  }

  private settle(answer: SessionAnswer): void {
    const waiter = this.pending.get(answer.id);
    if (!waiter) return;
    this.pending.delete(answer.id);
    if (this.pending.size === 0) this.worker.unref();
    this.inTransaction = answer.inTransaction;
    if (answer.spent) reuseBatchMemory(answer.spent);
    if (answer.error) waiter.reject(rebuiltError(answer.error));
    else waiter.resolve(answer.value);
  }

  /** The thread died (an abort in PGlite, out of memory): every statement in flight and every later one fails. */
  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiter of this.pending.values()) waiter.reject(this.failure);
    this.pending.clear();
    this.worker.unref();
  }
}
