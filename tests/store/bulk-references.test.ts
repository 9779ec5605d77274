// Bulk inserts keep every foreign key: on PGlite a large plain insert checks its references once for the
// whole insert (one anti-join per key) instead of by a trigger per row; on Postgres the triggers run. Either way a row
// that references nothing fails the insert, its transaction leaves nothing, and the triggers are on again after.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedConnection } from '../helpers/seed';
import { dist, storeKind, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
const COLUMNS = [
  { name: 'id', type: 'uuid' },
  { name: 'parent_id', type: 'uuid' },
  { name: 'boss_id', type: 'uuid' },
  { name: 'note', type: 'text' },
];

beforeAll(async () => {
  server = await startServer();
  await server.store.dataSource.query(`
    CREATE TABLE ref_parent (id uuid PRIMARY KEY);
    CREATE TABLE ref_child (id uuid PRIMARY KEY, parent_id uuid NOT NULL REFERENCES ref_parent(id) ON DELETE CASCADE,
      boss_id uuid REFERENCES ref_child(id) ON DELETE SET NULL, note text);
    CREATE TABLE ref_report (id uuid PRIMARY KEY, manager_id uuid REFERENCES ref_report(id) DEFERRABLE INITIALLY DEFERRED)`);
});
afterAll(() => server?.close());

describe(`bulk inserts keep foreign keys (${storeKind()})`, () => {
  const { insertRows, COPY_FROM_ROWS } = dist('modules/sync/bulk');
  const parents = [randomUUID(), randomUUID()];

  /** 800 rows (large enough to travel by COPY), each child's boss the row before it (a reference within the chunk). */
  const rows = (parentOf: (i: number) => string) => {
    const ids = Array.from({ length: 800 }, () => randomUUID());
    return ids.map((id, i) => ({ id, parent_id: parentOf(i), boss_id: i > 0 ? ids[i - 1] : null, note: `row ${i}` }));
  };

  it('inserts rows whose references exist, including references to rows of the same insert', async () => {
    expect(800).toBeGreaterThanOrEqual(COPY_FROM_ROWS);
    const ds = server.store.dataSource;
    await ds.query('INSERT INTO ref_parent SELECT unnest($1::uuid[])', [parents]);
    await ds.transaction((m: any) => insertRows(m, { name: 'ref_child', columns: COLUMNS }, rows((i) => parents[i % 2])));
    expect(await ds.query('SELECT count(*)::int AS n FROM ref_child')).toStrictEqual([{ n: 800 }]);
  });

  it('refuses a row that references nothing, and its transaction leaves nothing', async () => {
    const ds = server.store.dataSource;
    const missing = randomUUID();
    const insert = ds.transaction((m: any) => insertRows(m, { name: 'ref_child', columns: COLUMNS }, rows((i) => (i === 650 ? missing : parents[0]))));
    await expect(insert).rejects.toThrow(storeKind() === 'pglite' ? `parent_id = ${missing} is not present in ref_parent` : /foreign key/);
    expect(await ds.query('SELECT count(*)::int AS n FROM ref_child')).toStrictEqual([{ n: 800 }]);
  });

  it('checks a deferred key at the end: a row may name one listed chunks later (a manager after the report)', async () => {
    const ds = server.store.dataSource;
    const table = { name: 'ref_report', columns: [{ name: 'id', type: 'uuid' }, { name: 'manager_id', type: 'uuid' }] };
    // Each row's manager is the row after it, the last has none: every reference points forward, across chunks.
    const ids = Array.from({ length: 2500 }, () => randomUUID());
    const reports = ids.map((id, i) => ({ id, manager_id: ids[i + 1] ?? null }));
    await ds.transaction((m: any) => insertRows(m, table, reports));
    expect(await ds.query('SELECT count(*)::int AS n FROM ref_report')).toStrictEqual([{ n: 2500 }]);

    const missing = randomUUID();
    const orphans = Array.from({ length: 1200 }, (_, i) => ({ id: randomUUID(), manager_id: i === 1100 ? missing : ids[0] }));
    const insert = ds.transaction((m: any) => insertRows(m, table, orphans));
    await expect(insert).rejects.toThrow(storeKind() === 'pglite' ? `manager_id = ${missing} is not present in ref_report` : /foreign key/);
    expect(await ds.query('SELECT count(*)::int AS n FROM ref_report')).toStrictEqual([{ n: 2500 }]);
  });

  it('leaves the per-row triggers on for everything after (a single orphan insert, a cascade)', async () => {
    const ds = server.store.dataSource;
    await expect(ds.query('INSERT INTO ref_child (id, parent_id) VALUES ($1, $2)', [randomUUID(), randomUUID()])).rejects.toThrow(/foreign key/);
    await ds.transaction(async (m: any) => {
      await insertRows(m, { name: 'ref_child', columns: COLUMNS }, rows(() => parents[1]));
      await m.query('DELETE FROM ref_parent WHERE id = $1', [parents[1]]);
    });
    expect(await ds.query('SELECT count(*)::int AS n FROM ref_child')).toStrictEqual([{ n: 400 }]);
  });

  it('numbers a serial column in the order of the rows, before whatever is inserted next', async () => {
    const ds = server.store.dataSource;
    await ds.query('CREATE TABLE ref_listed (id uuid PRIMARY KEY, seq bigserial, note text)');
    await ds.query('INSERT INTO ref_listed (id, note) VALUES ($1, $2)', [randomUUID(), 'before']);
    const table = { name: 'ref_listed', columns: [{ name: 'id', type: 'uuid' }, { name: 'note', type: 'text' }] };
    const listed = Array.from({ length: 2500 }, (_, i) => ({ id: randomUUID(), note: `row ${i}` }));
    await ds.transaction((m: any) => insertRows(m, table, listed));
    await ds.query('INSERT INTO ref_listed (id, note) VALUES ($1, $2)', [randomUUID(), 'after']);
    const stored: Array<{ seq: string; note: string }> = await ds.query('SELECT seq::text AS seq, note FROM ref_listed ORDER BY ref_listed.seq');
    expect(stored.map((r) => r.note)).toStrictEqual(['before', ...listed.map((r) => r.note), 'after']);
    // Consecutive numbers: the sequence moved on by the rows' count, no more.
    expect(Number(stored.at(-1)!.seq) - Number(stored[0].seq)).toBe(2501);
  });
});

describe(`employees read as committed (${storeKind()})`, () => {
  const { insertRows, committedEmployees } = dist('modules/sync/bulk');
  const NOTE = { name: 'ref_employee_note', columns: [{ name: 'id', type: 'uuid' }, { name: 'employee_id', type: 'uuid' }] };
  /** 800 notes (a COPY), each pointing at one of `employeeIds`. */
  const notes = (employeeIds: string[]) => Array.from({ length: 800 }, (_, i) => ({ id: randomUUID(), employee_id: employeeIds[i % employeeIds.length] }));
  const refused = (employeeId: string) => (storeKind() === 'pglite' ? `employee_id = ${employeeId} is not present in hr_employee` : /foreign key/);

  /** Inserts in a transaction of its own, noting the statements sent. */
  const insertNoting = async (rows: object[], committed: unknown): Promise<string[]> => {
    const sent: string[] = [];
    await server.store.dataSource.transaction(async (m: any) => {
      const query = m.query.bind(m);
      m.query = (sql: string, params?: unknown[]) => (sent.push(sql), query(sql, params));
      await insertRows(m, NOTE, rows, undefined, committed);
    });
    return sent;
  };

  it('trusts them while no employee is removed, and probes again once one is (under any replication role, by cascade)', async () => {
    const ds = server.store.dataSource;
    await ds.query('CREATE TABLE ref_employee_note (id uuid PRIMARY KEY, employee_id uuid NOT NULL REFERENCES hr_employee(id) ON DELETE CASCADE)');
    const a = await seedConnection(server, { employees: 12 });
    const read = await committedEmployees(ds.manager, a.connectionId);
    const ids = [...read.committed.ids] as string[];
    expect(ids).toHaveLength(12);
    const sent = await insertNoting(notes(ids), read.committed);
    expect(await ds.query('SELECT count(*)::int AS n FROM ref_employee_note')).toStrictEqual([{ n: 800 }]);
    // On PGlite the COPY's references were trusted: nothing probed hr_employee (it probes ref tables above).
    if (storeKind() === 'pglite') expect(sent.filter((sql) => sql.includes('FROM hr_employee p'))).toStrictEqual([]);

    // An employee removed with the per-row triggers off (as PGlite's bulk writes run): the counter still moves.
    await ds.transaction(async (m: any) => {
      await m.query('SET LOCAL session_replication_role = replica');
      await m.query('DELETE FROM hr_employee WHERE id = $1', [ids[0]]);
    });
    await expect(insertNoting(notes([ids[0], ids[1]]), read.committed)).rejects.toThrow(refused(ids[0]));

    // Employees removed by a cascade (their connection deleted) after they were read.
    const b = await seedConnection(server, { employees: 3 });
    const readB = await committedEmployees(ds.manager, b.connectionId);
    await ds.query('DELETE FROM connection WHERE id = $1', [b.connectionId]);
    const [gone] = [...readB.committed.ids] as string[];
    await expect(insertNoting(notes([gone]), readB.committed)).rejects.toThrow(refused(gone));
    expect(await ds.query('SELECT count(*)::int AS n FROM ref_employee_note')).toStrictEqual([{ n: 800 }]);
  });
});
