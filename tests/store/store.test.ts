// The store itself: concurrent transactions stay apart (the PGlite lease), a failure never leaves the session
// in a transaction, a wait for the lease ends with an error naming the holder, a start with another
// ENCRYPTION_KEY is refused, and nothing secret is kept in clear.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSandbox } from '../helpers/connect';
import { door } from '../helpers/doors';
import { basic, dist, storeKind, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

describe(`store (${storeKind()})`, () => {
  it('keeps concurrent transactions apart: a failing one leaves nothing, the others commit', async () => {
    const ds = server.store.dataSource;
    await ds.query('CREATE TABLE lease_probe (id int PRIMARY KEY, note text)');
    const work = Array.from({ length: 8 }, (_, i) =>
      ds.transaction(async (manager: any) => {
        await manager.query('INSERT INTO lease_probe (id, note) VALUES ($1, $2)', [i, 'written']);
        await new Promise((r) => setTimeout(r, 5));
        if (i % 2 === 1) throw new Error(`transaction ${i} fails`);
        await manager.query('UPDATE lease_probe SET note = $2 WHERE id = $1', [i, 'committed']);
      }),
    );
    const outcomes = await Promise.allSettled(work);
    expect(outcomes.map((o) => o.status)).toStrictEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled', 'rejected']);
    const rows = await ds.query('SELECT id, note FROM lease_probe ORDER BY id');
    expect(rows).toStrictEqual([0, 2, 4, 6].map((id) => ({ id, note: 'committed' })));
  });

  it('reads outside a transaction wait for it rather than seeing its uncommitted rows', async () => {
    const ds = server.store.dataSource;
    await ds.query('CREATE TABLE lease_probe2 (id int)');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = ds.transaction(async (manager: any) => {
      await manager.query('INSERT INTO lease_probe2 VALUES (1)');
      await held;
      throw new Error('roll back');
    });
    const read = ds.query('SELECT count(*)::int AS n FROM lease_probe2');
    release();
    await expect(tx).rejects.toThrow('roll back');
    expect(await read).toStrictEqual([{ n: 0 }]);
  });

  it('holds no access token, client secret or provider password in clear after a full flow', async () => {
    const client = await server.createClient();
    const { token, code } = await connectSandbox(door(server, 'rest'), client);
    const tables: Array<{ table_name: string }> = await server.store.dataSource.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
    );
    let dump = '';
    for (const { table_name } of tables) {
      const rows = await server.store.dataSource.query(`SELECT * FROM "${table_name}"`);
      dump += JSON.stringify(rows);
    }
    expect(dump).toContain(client.clientId);
    for (const secret of [token, code, client.clientSecret, 'sandbox_password']) {
      expect(dump).not.toContain(secret);
    }
  });

  it('a multi-statement text that fails half-way is rolled back: the session is not poisoned, nothing of it stays', async () => {
    const { store } = server;
    await store.dataSource.query('CREATE TABLE rollback_probe (id int PRIMARY KEY)');
    await expect(store.executeSql('BEGIN; INSERT INTO rollback_probe VALUES (1); SELECT 1 / 0; COMMIT')).rejects.toThrow(/division by zero/);
    // Every later statement works, through both ways in, and the insert is gone.
    expect((await store.executeSql('SELECT count(*)::int AS n FROM rollback_probe')).rows).toStrictEqual([{ n: 0 }]);
    expect(await store.dataSource.query('SELECT count(*)::int AS n FROM rollback_probe')).toStrictEqual([{ n: 0 }]);
    await expect(store.executeSql("BEGIN; INSERT INTO rollback_probe VALUES (2); INSERT INTO rollback_probe VALUES ('x'); COMMIT")).rejects.toThrow();
    await store.executeSql('BEGIN; INSERT INTO rollback_probe VALUES (3); COMMIT');
    expect(await store.dataSource.query('SELECT id FROM rollback_probe')).toStrictEqual([{ id: 3 }]);
    // A failed statement inside a TypeORM transaction rolls the whole transaction back.
    await expect(
      store.dataSource.transaction(async (m: any) => {
        await m.query('INSERT INTO rollback_probe VALUES (4)');
        await m.query('INSERT INTO rollback_probe VALUES (3)'); // duplicate key
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(await store.dataSource.query('SELECT id FROM rollback_probe')).toStrictEqual([{ id: 3 }]);
    // And the doors go on answering from the store.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const after = await server.createClient();
    expect((await server.rest('GET', '/2023-03-01/management/client', { headers: basic(after.clientId, after.clientSecret) })).status).toBe(200);
  });

  it('refuses to run on another ENCRYPTION_KEY than the store was written with, also for stores older than the check', async () => {
    const { assertStoreKey, WrongEncryptionKeyError } = dist('db/key-check');
    const { Sealer } = dist('core/crypto');
    await server.createClient();
    const other = new Sealer(randomBytes(32));
    await expect(assertStoreKey(server.store.dataSource, other, 'this store')).rejects.toThrow(WrongEncryptionKeyError);
    await expect(assertStoreKey(server.store.dataSource, other, 'this store')).rejects.toThrow(/^ENCRYPTION_KEY does not match the key this store was written with \(this store\)/);
    // A store from before the check row: its first client secret tells.
    await server.store.dataSource.query("DELETE FROM store_meta WHERE key = 'key_check'");
    await expect(assertStoreKey(server.store.dataSource, other, 'this store')).rejects.toThrow(WrongEncryptionKeyError);
    await assertStoreKey(server.store.dataSource, server.services.sealer, 'this store');
    expect(await server.store.dataSource.query("SELECT count(*)::int AS n FROM store_meta WHERE key = 'key_check'")).toStrictEqual([{ n: 1 }]);
    await expect(assertStoreKey(server.store.dataSource, other, 'this store')).rejects.toThrow(WrongEncryptionKeyError);
  });
});

describe.runIf(storeKind() === 'postgres')('a start on this Postgres store', () => {
  it('with another ENCRYPTION_KEY stops with a clear message before serving anything', async () => {
    await server.createClient();
    const env = { DATABASE_SCHEMA: server.services.config.databaseSchema, ENCRYPTION_KEY: randomBytes(32).toString('hex') };
    await expect(startServer({ env })).rejects.toThrow(/^ENCRYPTION_KEY does not match the key this store was written with \(.*\): every stored secret would fail to decrypt/);
    // The running server and its store are untouched.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe.runIf(storeKind() === 'pglite')('the embedded store\'s one session', () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startServer({ env: { PGLITE_LEASE_TIMEOUT_MS: '800', RUN_JOBS: 'off' } });
  });
  afterAll(() => small?.close());

  it('a query waiting on the transaction it runs beside fails after the lease timeout, naming the holder; the store goes on', async () => {
    const ds = small.store.dataSource;
    const deadlock = ds.transaction(async (m: any) => {
      await m.query('SELECT 1 AS inside');
      await ds.query('SELECT 2 AS outside'); // not through m: waits for this very transaction
    });
    await expect(deadlock).rejects.toThrow(
      /^the embedded store's session was not free within 800 ms for a TypeORM query runner: held for \d+ ms by a TypeORM query runner \(last statement: SELECT 1 AS inside\), taken at .*store\.test\.ts/,
    );
    expect(await ds.query('SELECT 3 AS after')).toStrictEqual([{ after: 3 }]);
    expect((await fetch(`${small.url}/healthz`)).status).toBe(200);
  });

  it('a text that leaves a transaction open is rolled back and refused; a holder giving the session back inside one does not pass it on', async () => {
    const { store } = small;
    await store.dataSource.query('CREATE TABLE open_probe (id int)');
    await expect(store.executeSql('BEGIN; INSERT INTO open_probe VALUES (1)')).rejects.toThrow(/left a transaction open; it was rolled back/);
    const runner = store.dataSource.createQueryRunner();
    await runner.connect();
    await runner.query('BEGIN');
    await runner.query('INSERT INTO open_probe VALUES (2)');
    await runner.release(); // no COMMIT, no ROLLBACK
    expect(await store.dataSource.query('SELECT count(*)::int AS n FROM open_probe')).toStrictEqual([{ n: 0 }]);
    expect((await store.executeSql('SELECT count(*)::int AS n FROM open_probe')).rows).toStrictEqual([{ n: 0 }]);
  });
});
