// A pool of one over the embedded PGlite session.
// PGlite is one session, so two concurrent transactions would interleave (one's COMMIT commits the other's
// rows). Here `connect()` grants the session to one holder at a time and waits until the last holder
// releases; pg-boss goes through the same lease.
//
// Each store owns its PGlite instance. typeorm-pglite (which this replaced) keeps one instance per process:
// two stores in one process (tests start several servers) shared one database, and closing one closed it
// under the other, whose next statements then ran inside the new store's migrations.
import { EventEmitter } from 'node:events';
import { PGlite, types, type PGliteOptions } from '@electric-sql/pglite';
import type { BlobCopyClient } from './copy-in';

type Callback = (err: Error | null, result?: unknown) => void;
type Release = (err?: unknown) => void;

/** Serialises access to one PGlite session. */
export class SessionLease {
  private tail: Promise<void> = Promise.resolve();

  /** Waits for the session; resolves with the function that gives it back (idempotent). */
  acquire(): Promise<() => void> {
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    return previous.then(() => {
      let done = false;
      return () => {
        if (done) return;
        done = true;
        release();
      };
    });
  }

  /** Runs `work` with exclusive use of the session. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }
}

/**
 * PGlite runs in this thread and settles its promises without ever returning to the event loop: a sync's
 * thousands of statements in a row would starve timers and sockets (the server would not answer at all until
 * the sync is done). Each statement first lets the event loop turn.
 */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs one SQL text on PGlite the way node-postgres would: parameters → one statement; none → maybe several. */
export async function runOnPGlite(db: PGlite, sql: string, params?: unknown[]): Promise<{ rows: any[]; affectedRows?: number; fields?: unknown[] }> {
  await turn();
  if (params && params.length > 0) {
    const result = await db.query(sql, params as any[]);
    return { ...result, rowCount: result.affectedRows } as any;
  }
  const results = await db.exec(sql);
  const last = results[results.length - 1] ?? { rows: [], fields: [] };
  return { ...last, rowCount: last.affectedRows } as any;
}

/** One leased client: what TypeORM's query runner talks to while it holds the session. */
class LeasedClient extends EventEmitter implements BlobCopyClient {
  constructor(private readonly db: PGlite) {
    super();
  }

  /** `COPY … FROM '/dev/blob'` with `data` as the file (what COPY FROM STDIN is on Postgres). */
  async copyFromBlob(sql: string, data: Blob): Promise<void> {
    await turn();
    await this.db.query(sql, [], { blob: data });
  }

  query(sql: string, params?: unknown[] | Callback, callback?: Callback): Promise<unknown> {
    const cb = typeof params === 'function' ? params : callback;
    const values = typeof params === 'function' ? undefined : params;
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
  db: () => Promise<PGlite>;
}

/** TypeORM sends booleans as true/false, 'true'/'false' or 1/0; PGlite's own serializer refuses some of them. */
const serializeBoolean = (value: unknown): string => {
  if (value === true || value === 'true' || value === 1) return 'TRUE';
  if (value === false || value === 'false' || value === 0) return 'FALSE';
  return String(value);
};

/** Builds the `driver` option for TypeORM's postgres dialect: this store's PGlite with our pool of one in front. */
export function leasedPGliteDriver(options: { dataDir?: string; loadDataDir?: Blob }): { driver: unknown; handle: EmbeddedStoreHandle } {
  const pgliteOptions: PGliteOptions = {
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    serializers: { [types.BOOL]: serializeBoolean },
  };
  const lease = new SessionLease();
  let instance: Promise<PGlite> | undefined;
  const db = () => (instance ??= PGlite.create(pgliteOptions));

  class LeasedPool extends EventEmitter {
    connect(callback: (err: Error | null, client?: LeasedClient, release?: Release) => void): void {
      Promise.all([lease.acquire(), db()]).then(
        ([give, instance]) => callback(null, new LeasedClient(instance), () => give()),
        (error: Error) => callback(error),
      );
    }

    query(sql: string, params?: unknown[] | Callback, callback?: Callback): Promise<unknown> {
      const cb = typeof params === 'function' ? params : callback;
      const values = typeof params === 'function' ? undefined : params;
      const running = lease.run(async () => runOnPGlite(await db(), sql, values));
      running.then((r) => cb?.(null, r), (e: Error) => cb?.(e));
      return cb ? running.catch(() => undefined) : running;
    }

    end(callback?: (err: Error | null) => void): void {
      lease
        .run(async () => {
          const open = instance;
          instance = undefined;
          if (open) await (await open).close();
        })
        .then(() => callback?.(null), (e: Error) => callback?.(e));
    }
  }

  return { driver: { Pool: LeasedPool }, handle: { lease, db } };
}
