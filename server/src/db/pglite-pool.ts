// A pool of one over the embedded PGlite session.
// PGlite is one session, so two concurrent transactions would interleave (one's COMMIT commits the other's
// rows). Here `connect()` grants the session to one holder at a time and waits until the last holder
// releases; pg-boss goes through the same lease.
//
// Each store owns its PGlite instance. typeorm-pglite (which this replaced) keeps one instance per process:
// two stores in one process (tests start several servers) shared one database, and closing one closed it
// under the other, whose next statements then ran inside the new store's migrations.
import { EventEmitter } from 'node:events';
import type { BatchCopyClient } from './copy-in';
import { PGliteThread, type SessionResult } from './pglite-thread';

type Callback = (err: Error | null, result?: unknown) => void;
type Release = (err?: unknown) => void;

/** Who holds the session: named in the error of a waiter that gave up. */
export interface LeaseHolder {
  /** What took the lease ('a TypeORM query runner', 'pg-boss: SELECT …'). */
  label: string;
  since: number;
  /** Where it was taken (stack captured at acquire, formatted only when reported). */
  site: Error;
  /** The last statement it ran, when it runs several. */
  lastSql?: string;
}

export interface Grant {
  holder: LeaseHolder;
  /** Gives the session back (idempotent). */
  release(): void;
}

/** A waiter did not get the session in time; the message names who held it, since when, doing what. */
export class LeaseTimeoutError extends Error {
  constructor(
    readonly waiter: string,
    readonly timeoutMs: number,
    readonly holder: LeaseHolder | null,
  ) {
    super(
      `the embedded store's session was not free within ${timeoutMs} ms for ${waiter}: ` +
        (holder
          ? `held for ${Date.now() - holder.since} ms by ${holder.label}${holder.lastSql ? ` (last statement: ${clip(holder.lastSql)})` : ''}, taken at ${callSite(holder.site)}. ` +
            'A query issued inside a transaction through anything but its EntityManager waits for that very transaction.'
          : 'nobody holds it (a lease was lost)'),
    );
    this.name = 'LeaseTimeoutError';
  }
}

const clip = (sql: string) => {
  const flat = sql.replace(/\s+/g, ' ').trim();
  return flat.length > 120 ? `${flat.slice(0, 120)}…` : flat;
};

/** The first frames of our own code (not this file, not libraries), where the lease was taken. */
function callSite(site: Error): string {
  const frames = (site.stack ?? '').split('\n').slice(1).map((line) => line.trim());
  const ours = frames.filter((f) => !/pglite-pool|node_modules|node:internal|<anonymous>/.test(f));
  return (ours.length ? ours : frames).slice(0, 3).join(' < ') || 'an unknown place';
}

/**
 * Serialises access to one PGlite session, first come first served. A waiter gives up after `timeoutMs`
 * with a LeaseTimeoutError naming the holder (a deadlock, such as a query run beside a transaction's own
 * manager, becomes a diagnosable error instead of a request that never ends); its place in the queue is
 * then passed on untouched.
 */
export class SessionLease {
  private tail: Promise<void> = Promise.resolve();
  private current: LeaseHolder | null = null;

  constructor(private readonly timeoutMs: number) {}

  /** Who holds the session now, if anyone. */
  get holder(): LeaseHolder | null {
    return this.current;
  }

  /** Waits for the session (at most `timeoutMs`); resolves with its grant. */
  acquire(label: string): Promise<Grant> {
    // Deep enough to get past TypeORM's frames to the caller (formatted only if a waiter reports it).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 30;
    const site = new Error('lease taken here');
    Error.stackTraceLimit = limit;
    const previous = this.tail;
    let pass!: () => void;
    this.tail = new Promise<void>((resolve) => (pass = resolve));
    return new Promise<Grant>((resolve, reject) => {
      let gaveUp = false;
      const timer = setTimeout(() => {
        gaveUp = true;
        reject(new LeaseTimeoutError(label, this.timeoutMs, this.current));
      }, this.timeoutMs);
      timer.unref?.();
      void previous.then(() => {
        clearTimeout(timer);
        if (gaveUp) return pass();
        const holder: LeaseHolder = { label, since: Date.now(), site };
        this.current = holder;
        let done = false;
        resolve({
          holder,
          release: () => {
            if (done) return;
            done = true;
            if (this.current === holder) this.current = null;
            pass();
          },
        });
      });
    });
  }

  /** Runs `work` with exclusive use of the session. */
  async run<T>(label: string, work: (holder: LeaseHolder) => Promise<T>): Promise<T> {
    const grant = await this.acquire(label);
    try {
      return await work(grant.holder);
    } finally {
      grant.release();
    }
  }
}

/** Runs one SQL text on PGlite the way node-postgres would: parameters → one statement; none → maybe several. */
export async function runOnPGlite(db: PGliteThread, sql: string, params?: unknown[]): Promise<SessionResult> {
  if (params && params.length > 0) {
    const result = await db.query(sql, params);
    return { ...result, rowCount: result.affectedRows } as any;
  }
  const results = await db.exec(sql);
  const last = results[results.length - 1] ?? { rows: [], fields: [] };
  return { ...last, rowCount: last.affectedRows } as any;
}

/**
 * Runs a text that holds the session on its own (pool-level queries, pg-boss's executeSql) the way Postgres
 * leaves a session: a multi-statement text that fails half-way (BEGIN; …; error) is rolled back rather than
 * leaving the session in an aborted transaction ("current transaction is aborted" for everyone after), and
 * one that leaves a transaction open is rolled back and refused.
 */
export async function runAlone(db: PGliteThread, sql: string, params?: unknown[]): Promise<SessionResult> {
  let result;
  try {
    result = await runOnPGlite(db, sql, params);
  } catch (error) {
    if (db.isInTransaction()) await db.exec('ROLLBACK');
    throw error;
  }
  if (db.isInTransaction()) {
    await db.exec('ROLLBACK');
    throw new Error(`a statement left a transaction open; it was rolled back: ${clip(sql)}`);
  }
  return result;
}

/** One leased client: what TypeORM's query runner talks to while it holds the session. */
class LeasedClient extends EventEmitter implements BatchCopyClient {
  constructor(
    private readonly db: PGliteThread,
    private readonly holder: LeaseHolder,
  ) {
    super();
  }

  /** `COPY … FROM '/dev/blob'` with `data` as the file (what COPY FROM STDIN is on Postgres); `data` moves to the store's thread. */
  async copyBatch(sql: string, data: Buffer): Promise<void> {
    this.holder.lastSql = sql;
    await this.db.query(sql, [], data);
  }

  query(sql: string, params?: unknown[] | Callback, callback?: Callback): Promise<unknown> {
    const cb = typeof params === 'function' ? params : callback;
    const values = typeof params === 'function' ? undefined : params;
    this.holder.lastSql = sql;
    const running = runOnPGlite(this.db, sql, values);
    running.then(
      (result) => cb?.(null, result),
      (error: Error) => cb?.(error),
    );
    return cb ? running.catch(() => undefined) : running;
  }
}

export interface EmbeddedStoreHandle {
  lease: SessionLease;
  db: () => Promise<PGliteThread>;
  /** One text run alone on the session (runAlone), through the lease. */
  sql(label: string, text: string, values?: unknown[]): Promise<{ rows: any[] }>;
}

/**
 * PGlite's default is 128 MB, held in the store thread's WebAssembly memory, which never shrinks: a first sync of
 * 10,000 employees filled it (peak RSS 920 MB when this was chosen, 730 MB with 32 MB, for the same CPU time);
 * pages beyond it are read back from the operating system's file cache. 16 MB saved another 18 MB but cost
 * ~0.3 s of PGlite's time in that sync.
 */
const SHARED_BUFFERS = '32MB';

/**
 * Settings on top of PGlite's own. wal_init_zero: a new WAL segment is not first filled with 16 MB of zeros
 * (a first sync of 10,000 employees writes ~300 MB of WAL; the zeros were as many writes again, ~0.9 s of its
 * time). Postgres documents it for file systems where the zeros buy nothing; PGlite already runs with fsync
 * off (its -F), so no guarantee rested on them.
 */
const SETTINGS = [`shared_buffers=${SHARED_BUFFERS}`, 'wal_init_zero=off'];

/** Builds the `driver` option for TypeORM's postgres dialect: this store's PGlite with our pool of one in front. */
export function leasedPGliteDriver(options: { dataDir?: string; loadDataDir?: Uint8Array<ArrayBuffer>; leaseTimeoutMs: number }): { driver: unknown; handle: EmbeddedStoreHandle } {
  const lease = new SessionLease(options.leaseTimeoutMs);
  let instance: Promise<PGliteThread> | undefined;
  const db = () => (instance ??= PGliteThread.start({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, settings: SETTINGS }));
  const sql = (label: string, text: string, values?: unknown[]) =>
    lease.run(`${label}: ${clip(text)}`, async (holder) => {
      holder.lastSql = text;
      return runAlone(await db(), text, values);
    });

  class LeasedPool extends EventEmitter {
    connect(callback: (err: Error | null, client?: LeasedClient, release?: Release) => void): void {
      void (async () => {
        const grant = await lease.acquire('a TypeORM query runner');
        let session: PGliteThread;
        try {
          session = await db();
        } catch (error) {
          grant.release();
          throw error;
        }
        // Like a pooler's reset: a holder that gives the session back inside a transaction (it failed
        // before its ROLLBACK, or never sent one) does not hand that transaction to the next holder.
        const release = () => {
          const reset = session.isInTransaction() ? session.exec('ROLLBACK').then(() => undefined, () => undefined) : Promise.resolve();
          void reset.then(() => grant.release());
        };
        callback(null, new LeasedClient(session, grant.holder), release);
      })().catch((error: Error) => callback(error));
    }

    query(text: string, params?: unknown[] | Callback, callback?: Callback): Promise<unknown> {
      const cb = typeof params === 'function' ? params : callback;
      const values = typeof params === 'function' ? undefined : params;
      const running = sql('a pool query', text, values);
      running.then((r) => cb?.(null, r), (e: Error) => cb?.(e));
      return cb ? running.catch(() => undefined) : running;
    }

    end(callback?: (err: Error | null) => void): void {
      lease
        .run('closing the store', async () => {
          const open = instance;
          instance = undefined;
          if (open) await (await open).close();
        })
        .then(() => callback?.(null), (e: Error) => callback?.(e));
    }
  }

  return { driver: { Pool: LeasedPool }, handle: { lease, db, sql } };
}
