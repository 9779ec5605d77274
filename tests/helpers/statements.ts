// The SQL statements a piece of work sends to a test server's store: TypeORM sends every statement through
// QueryRunner.query, so the runners' prototype is patched for as long as the work runs (one recording at a time).
import type { TestServer } from './server';

/** Runs `work`, recording the statements `keep` accepts (all by default); its result and those statements. */
export async function recordStatements<T>(
  server: TestServer,
  work: () => Promise<T>,
  keep: (sql: string) => boolean = () => true,
): Promise<{ result: T; statements: string[] }> {
  const runner = server.store.dataSource.createQueryRunner();
  const proto = Object.getPrototypeOf(runner);
  await runner.release();
  const original = proto.query;
  const statements: string[] = [];
  proto.query = function (this: unknown, sql: string, ...rest: unknown[]) {
    if (keep(sql)) statements.push(sql);
    return original.call(this, sql, ...rest);
  };
  try {
    return { result: await work(), statements };
  } finally {
    proto.query = original;
  }
}
