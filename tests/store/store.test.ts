// The store itself: concurrent transactions stay apart (the PGlite lease), and nothing secret is kept in clear.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSandbox } from '../helpers/connect';
import { door } from '../helpers/doors';
import { storeKind, startServer, type TestServer } from '../helpers/server';

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
});
