// The embedded store runs in a thread of its own (db/pglite-thread.ts): a long statement leaves the server's event
// loop free, a driver error keeps the fields TypeORM and we read (code, constraint, detail), a session left inside
// a transaction says so, COPY data handed to the thread arrives byte for byte (multi-byte text included), and a new
// data directory starts from the empty cluster the build made.
// Through a server's store (its TypeORM DataSource) and, for the thread's own contract, a thread of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dist, startServer, storeKind, type TestServer } from '../helpers/server';

// Only the embedded store has a thread (the Postgres project runs the store tests again: nothing to check there).
const embedded = storeKind() === 'pglite';

/** The longest gap between the ticks of a 5 ms interval while `work` runs. */
async function longestGap(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return longest;
}

describe.runIf(embedded)('the embedded store in its own thread', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  it('runs a statement of a second or so without holding the event loop', async () => {
    const started = performance.now();
    const gap = await longestGap(() => server.store.dataSource.query('SELECT sum(g) FROM generate_series(1, 4000000) g'));
    const took = performance.now() - started;
    // The statement itself must be long for the check to mean anything (in this thread it held the loop throughout).
    expect(took).toBeGreaterThan(300);
    expect(gap).toBeLessThan(took / 3);
  });

  it('fails a statement with the driver error TypeORM reads: code, constraint, detail', async () => {
    const ds = server.store.dataSource;
    await ds.query('CREATE TABLE thread_unique (k text PRIMARY KEY)');
    await ds.query(`INSERT INTO thread_unique VALUES ('a')`);
    const failure = await ds.query(`INSERT INTO thread_unique VALUES ('a')`).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    const driverError = (failure as { driverError?: Record<string, unknown> }).driverError ?? (failure as Record<string, unknown>);
    expect(driverError).toMatchObject({ code: '23505', constraint: 'thread_unique_pkey', table: 'thread_unique' });
    expect(String(driverError.detail)).toContain('(k)=(a)');
    // The session is usable after the failure (no transaction left aborted).
    expect(await ds.query('SELECT count(*)::int AS n FROM thread_unique')).toEqual([{ n: 1 }]);
  });
});

describe.runIf(embedded)('a PGlite thread', () => {
  const { PGliteThread } = dist('db/pglite-thread');
  let thread: InstanceType<typeof PGliteThread>;
  beforeAll(async () => {
    thread = await PGliteThread.start({ settings: ['shared_buffers=16MB'] });
  });
  afterAll(() => thread?.close());

  it('knows whether the session is inside a transaction after each statement', async () => {
    expect(thread.isInTransaction()).toBe(false);
    await thread.exec('BEGIN');
    expect(thread.isInTransaction()).toBe(true);
    await expect(thread.query('SELECT 1/0')).rejects.toMatchObject({ code: '22012' });
    expect(thread.isInTransaction()).toBe(true);
    await thread.exec('ROLLBACK');
    expect(thread.isInTransaction()).toBe(false);
  });

  it('loads COPY data byte for byte, and hands its memory over', async () => {
    await thread.exec('CREATE TABLE thread_copy (n int, name text)');
    const data = Buffer.from('1\tZoë Ångström\n2\t李小龍 \\\\ tab\\there\n');
    const copy = Buffer.allocUnsafeSlow(data.length);
    data.copy(copy);
    await thread.query(`COPY thread_copy FROM '/dev/blob'`, [], copy);
    expect(copy.buffer.byteLength).toBe(0); // detached here: the thread owns it now
    const { rows } = await thread.query('SELECT n, name FROM thread_copy ORDER BY n');
    expect(rows).toEqual([
      { n: 1, name: 'Zoë Ångström' },
      { n: 2, name: '李小龍 \\ tab\there' },
    ]);
  });

  it('refuses COPY data with a statement that does not read /dev/blob', async () => {
    await expect(thread.query('SELECT 1', [], Buffer.allocUnsafeSlow(8))).rejects.toThrow(/does not read \/dev\/blob/);
  });

  it("starts a new data directory from the build's empty cluster (not initdb), and reopens it with what was written", async () => {
    const dirs = [mkdtempSync(path.join(os.tmpdir(), 'sb-thread-')), mkdtempSync(path.join(os.tmpdir(), 'sb-thread-'))];
    try {
      const identifiers: string[] = [];
      for (const dataDir of dirs) {
        const fresh = await PGliteThread.start({ dataDir, settings: [] });
        identifiers.push((await fresh.query('SELECT system_identifier::text AS id FROM pg_control_system()')).rows[0].id);
        await fresh.exec('CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)');
        await fresh.close();
      }
      // initdb draws a new system identifier each time; the same cluster loaded twice has one.
      expect(identifiers[0]).toBe(identifiers[1]);
      const again = await PGliteThread.start({ dataDir: dirs[0], settings: [] });
      expect((await again.query('SELECT n FROM kept')).rows).toEqual([{ n: 7 }]);
      await again.close();
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });
});
