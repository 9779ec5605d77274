// The columns the sync writes into each hr_* table, derived from the model's declarations: a record's `row`
// form (model/declare.ts), its connection_id and, for time-off balances, an id the API does not show.
import { fieldsOf, tableName, type FormField, type ObjectDecl } from '../../model/declare';
import type { ColumnSpec, Table } from './bulk';

/**
 * The SQL type each kind is stored as; value objects and lists are JSONB, read whole with their record (JSON
 * for a table declared `textJson`).
 */
export function sqlType(field: FormField['decl'], textJson = false): string {
  switch (field.kind) {
    case 'date':
      return 'date';
    case 'dateTime':
      return 'timestamptz';
    case 'uuid':
      return 'uuid';
    case 'cents':
      return 'bigint';
    case 'decimal':
      return 'numeric';
    case 'boolean':
      return 'boolean';
    case 'json':
    case 'object':
    case 'list':
      return textJson ? 'json' : 'jsonb';
    default:
      return 'text';
  }
}

/** The columns the sync writes into a record's table. */
export function tableColumns(decl: ObjectDecl): ColumnSpec[] {
  return [
    ...(decl.table?.hiddenId ? [{ name: 'id', type: 'uuid' }] : []),
    { name: 'connection_id', type: 'uuid' },
    ...fieldsOf(decl, 'row').map((f) => ({ name: f.key, type: sqlType(f.decl, decl.table?.textJson) })),
  ];
}

const tables = new WeakMap<ObjectDecl, Table>();

/** A stored record's table, as the sync's writes (bulk.ts) take it. */
export function tableOf(decl: ObjectDecl): Table {
  let table = tables.get(decl);
  if (!table) tables.set(decl, (table = { name: tableName(decl), columns: tableColumns(decl) }));
  return table;
}

/** Group memberships, in the provider's order: a link table, no record of the model. */
export const EMPLOYEE_GROUPS: Table = {
  name: 'hr_employee_group',
  columns: [
    { name: 'employee_id', type: 'uuid' },
    { name: 'group_id', type: 'uuid' },
    { name: 'connection_id', type: 'uuid' },
    { name: 'position', type: 'integer' },
  ],
};
