// Every statement a first sync, a later sync and a change check send is planned sensibly on statistics of a
// smaller company: PGlite has no autovacuum, so a store that analyzed a small company plans a larger one's rows
// as one, and a join planned on that belief can handle employees × links rows (the baseline did: 55 s for 10,000
// employees, its one session held; tests/webhooks/baseline-work.test.ts). Each statement is explained as it runs
// (EXPLAIN ANALYZE under a savepoint rolled back, then the statement itself) and measured in the rows its plan's
// nodes handled, not in time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hrFixture } from '../helpers/hr-fixture';
import { seedConnection } from '../helpers/seed';
import { startServer, storeKind, type TestServer } from '../helpers/server';
import { planRows, withQueries } from '../helpers/statements';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

/** Under ANALYZE_FROM_ROWS (500) employees: the first sync leaves the small company's statistics in place. */
const EMPLOYEES = 400;

interface Explained {
  work: string;
  sql: string;
  rows: number;
}

/**
 * Runs `work`, explaining each statement it sends through a query runner inside a transaction (those of the
 * sync and the check: COPY and statements that take locks or draw numbers excepted) before running it.
 */
async function explained(work: string, run: () => Promise<unknown>, into: Explained[], failures: string[]): Promise<void> {
  await withQueries(
    server,
    (original) =>
      async function (sql, params, ...rest) {
        if (this.isTransactionActive && /^\s*(SELECT|WITH|INSERT|UPDATE|DELETE)\b/i.test(sql) && !/pg_advisory|setval|nextval|FOR UPDATE|RETURNING/i.test(sql)) {
          await original.call(this, 'SAVEPOINT stale_statistics');
          try {
            const [{ 'QUERY PLAN': plan }] = await original.call(this, `EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
            into.push({ work, sql: sql.replace(/\s+/g, ' ').trim().slice(0, 160), rows: planRows((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan) });
          } catch (error) {
            failures.push(`${work}: ${(error as Error).message}: ${sql.slice(0, 160)}`);
          } finally {
            await original.call(this, 'ROLLBACK TO SAVEPOINT stale_statistics');
          }
        }
        return original.call(this, sql, params, ...rest);
      },
    run,
  );
}

describe(`statements on a smaller company's statistics (${storeKind()})`, () => {
  it('handle a few rows per employee each, in a first sync, a later sync and a change check', async () => {
    const ds = server.store.dataSource;
    await seedConnection(server, { employees: 12 });
    await ds.query('ANALYZE');

    const statements: Explained[] = [];
    const failures: string[] = [];
    let large!: Awaited<ReturnType<typeof seedConnection>>;
    await explained('first sync', async () => (large = await seedConnection(server, { employees: EMPLOYEES })), statements, failures);
    // Twenty employees more, the rest as they were: every part compared with what is stored.
    await explained('later sync', () => server.services.sync.storeSnapshot(large.connection, hrFixture(EMPLOYEES + 20)), statements, failures);
    // The sandbox's company is another one: every employee removed, others added.
    await explained('change check', () => server.services.webhooks.changeCheck.checkById(large.connectionId), statements, failures);

    expect(failures).toStrictEqual([]);
    const works = new Set(statements.map((s) => s.work));
    expect([...works]).toStrictEqual(['first sync', 'later sync', 'change check']);
    expect(statements.length).toBeGreaterThan(50);
    // The baseline's old plan handled 226,640 rows here; the largest statement today, ~15 per employee.
    const worst = statements.filter((s) => s.rows > 40 * EMPLOYEES);
    expect(worst).toStrictEqual([]);
  }, 120_000);
});
