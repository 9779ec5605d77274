// The SQL statements a piece of work sends to a test server's store: TypeORM sends every statement through
// QueryRunner.query, so the runners' prototype is patched for as long as the work runs (one patch at a time).
import type { TestServer } from './server';

/** QueryRunner.query, called on a runner. */
export type Query = (this: { isTransactionActive: boolean }, sql: string, params?: unknown[], ...rest: unknown[]) => Promise<any>;

/** Runs `work` with every query runner's `query` replaced by what `wrap` makes of the original; restored after. */
export async function withQueries<T>(server: TestServer, wrap: (original: Query) => Query, work: () => Promise<T>): Promise<T> {
  const runner = server.store.dataSource.createQueryRunner();
  const proto = Object.getPrototypeOf(runner);
  await runner.release();
  const original = proto.query;
  proto.query = wrap(original);
  try {
    return await work();
  } finally {
    proto.query = original;
  }
}

/** Runs `work`, recording the statements `keep` accepts (all by default); its result and those statements. */
export async function recordStatements<T>(
  server: TestServer,
  work: () => Promise<T>,
  keep: (sql: string) => boolean = () => true,
): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const result = await withQueries(
    server,
    (original) =>
      function (sql, ...rest) {
        if (keep(sql)) statements.push(sql);
        return original.call(this, sql, ...rest);
      },
    work,
  );
  return { result, statements };
}

/** Rows every node of a plan (EXPLAIN ANALYZE, JSON; subplans included) returned over all its loops. */
export function planRows(plan: any): number {
  return plan['Actual Rows'] * plan['Actual Loops'] + (plan.Plans ?? []).reduce((sum: number, child: any) => sum + planRows(child), 0);
}
