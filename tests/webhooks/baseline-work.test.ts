// The change check's baseline reads each employee's groups by the employee, whatever the planner believes: a
// store analyzed while it held a small company plans a larger one's rows as one, and the baseline joined to the
// connection's links grouped by employee then sorted and grouped them all again for each employee (55 s for
// 10,000 employees on PGlite, its one session held). Measured in rows the plan's nodes handled, not in time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedConnection } from '../helpers/seed';
import { planRows, recordStatements } from '../helpers/statements';
import { dist, startServer, storeKind, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

describe(`the employee baseline (${storeKind()})`, () => {
  it('handles each employee and group link a few times, not employees × links, on statistics of a smaller company', async () => {
    const ds = server.store.dataSource;
    await seedConnection(server, { employees: 12 });
    await ds.query('ANALYZE hr_employee, hr_employee_group');
    // Under ANALYZE_FROM_ROWS (500): its first sync leaves the statistics as they were.
    const large = await seedConnection(server, { employees: 400 });
    const [{ links }] = await ds.query('SELECT count(*)::int AS links FROM hr_employee_group WHERE connection_id = $1', [large.connectionId]);
    expect(links).toBeGreaterThan(500);

    const { resetBaseline } = dist('modules/webhooks/employee-baseline');
    const { statements } = await recordStatements(server, () => ds.transaction((m: any) => resetBaseline(m, large.connectionId)), (sql) => sql.startsWith('INSERT INTO change_baseline'));
    expect(statements).toHaveLength(1);
    // The statement run again, explained, in a transaction rolled back after.
    let explained: unknown;
    await ds
      .transaction(async (m: any) => {
        await m.query('DELETE FROM change_baseline WHERE connection_id = $1', [large.connectionId]);
        [{ 'QUERY PLAN': explained }] = await m.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${statements[0]}`, [large.connectionId]);
        throw new Error('rolled back');
      })
      .catch((error: Error) => expect(error.message).toBe('rolled back'));
    const plan = (typeof explained === 'string' ? JSON.parse(explained) : (explained as any))[0].Plan;
    // Every node's rows over all its loops: a few per employee and per link, not employees × links.
    expect(planRows(plan)).toBeLessThan(5 * (400 + links));
    expect(await ds.query('SELECT count(*)::int AS n FROM change_baseline WHERE connection_id = $1', [large.connectionId])).toStrictEqual([{ n: 400 }]);
  });
});
