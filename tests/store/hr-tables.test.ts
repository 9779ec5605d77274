// The hr_* tables the migrations make are the ones the model's declarations describe: every column the sync
// writes (modules/sync/columns.ts, derived from server/src/model/resources) exists with that SQL type and
// that nullability, and no column is left out but the provider-order `seq` the store numbers itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Declare from '../../server/src/model/declare';
import type * as Resources from '../../server/src/model/resources';
import type * as Columns from '../../server/src/modules/sync/columns';
import { dist, startServer, storeKind, type TestServer } from '../helpers/server';

const { fieldsOf, isNullable, tableName } = dist<typeof Declare>('model/declare');
const { STORED } = dist<typeof Resources>('model/resources');
const { tableColumns, EMPLOYEE_GROUPS } = dist<typeof Columns>('modules/sync/columns');

const SQL_NAMES: Record<string, string> = { timestamptz: 'timestamp with time zone' };

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

async function columnsOf(table: string): Promise<Record<string, { type: string; nullable: boolean }>> {
  const rows: Array<{ column_name: string; data_type: string; is_nullable: string }> = await server.store.dataSource.query(
    `SELECT column_name, data_type, is_nullable FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = $1 AND column_name <> 'seq'`,
    [table],
  );
  return Object.fromEntries(rows.map((r) => [r.column_name, { type: r.data_type, nullable: r.is_nullable === 'YES' }]));
}

describe(`hr_* tables (${storeKind()})`, () => {
  it.each(STORED.map((decl) => [tableName(decl), decl] as const))('%s holds its declaration’s row form', async (table, decl) => {
    const nullable = new Map(fieldsOf(decl, 'row').map((f) => [f.key, isNullable(f.decl, 'row')]));
    const expected = Object.fromEntries(
      tableColumns(decl).map((c) => [c.name, { type: SQL_NAMES[c.type] ?? c.type, nullable: nullable.get(c.name) ?? false }]),
    );
    expect(await columnsOf(table)).toStrictEqual(expected);
  });

  it('hr_employee_group holds the memberships the sync writes', async () => {
    const expected = Object.fromEntries(EMPLOYEE_GROUPS.columns.map((c) => [c.name, { type: c.type, nullable: false }]));
    expect(await columnsOf('hr_employee_group')).toStrictEqual(expected);
  });
});
