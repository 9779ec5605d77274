// PGlite has no autovacuum, so nothing ever gathers statistics and the planner guesses every filter's share
// of rows; a first sync therefore analyzes the tables it filled (Postgres' autovacuum does it there).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeKind, startServer, type TestServer } from '../helpers/server';
import { seedConnection } from '../helpers/seed';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

describe.runIf(storeKind() === 'pglite')('statistics after a first sync (pglite)', () => {
  const analyzed = (tables: string[]) =>
    server.store.dataSource.query(
      `SELECT c.relname AS table, c.reltuples::int AS rows, EXISTS (SELECT 1 FROM pg_stats s WHERE s.tablename = c.relname AND s.attname = 'connection_id') AS stats
       FROM pg_class c WHERE c.relname = ANY($1) ORDER BY c.relname`,
      [tables],
    );

  it('are gathered on the tables the sync filled, not on those it wrote a few rows to', async () => {
    expect(await analyzed(['hr_employee', 'hr_group'])).toStrictEqual([
      { table: 'hr_employee', rows: -1, stats: false },
      { table: 'hr_group', rows: -1, stats: false },
    ]);
    await seedConnection(server, { employees: 600, scopes: ['employees', 'groups', 'work-locations'] });
    expect(await analyzed(['hr_employee', 'hr_group'])).toStrictEqual([
      { table: 'hr_employee', rows: 600, stats: true },
      { table: 'hr_group', rows: -1, stats: false },
    ]);
  });
});
