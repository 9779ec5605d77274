// Set-based writes for the sync: a whole chunk of rows travels as one JSON parameter and Postgres
// spreads it with jsonb_to_recordset, so 10,000 employees are a handful of statements, not 10,000.
// Only the EntityManager of the caller's transaction is used (the PGlite lease allows one holder).
import type { EntityManager } from 'typeorm';

/** A column of the target table and its SQL type (what jsonb_to_recordset casts the JSON value to). */
export interface ColumnSpec {
  name: string;
  type: string;
}

export const CHUNK_ROWS = 1000;

const quote = (name: string) => `"${name}"`;

/**
 * INSERT … SELECT FROM jsonb_to_recordset, in chunks; with `conflict` an upsert that keeps the row
 * (and so our id) and refreshes every other column.
 */
export async function insertRows(
  m: EntityManager,
  table: string,
  columns: readonly ColumnSpec[],
  rows: readonly Record<string, unknown>[],
  conflict?: { keys: readonly string[]; keep?: readonly string[] },
): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map((c) => quote(c.name)).join(', ');
  const defs = columns.map((c) => `${quote(c.name)} ${c.type}`).join(', ');
  let sql = `INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS r(${defs})`;
  if (conflict) {
    const fixed = new Set([...conflict.keys, ...(conflict.keep ?? []), 'id']);
    const changing = columns.filter((c) => !fixed.has(c.name));
    const updates = changing.map((c) => `${quote(c.name)} = EXCLUDED.${quote(c.name)}`);
    // Rows that did not change are not rewritten (hourly change checks re-sync whole companies).
    const changed = `ROW(${changing.map((c) => `${table}.${quote(c.name)}`).join(', ')}) IS DISTINCT FROM ROW(${changing.map((c) => `EXCLUDED.${quote(c.name)}`).join(', ')})`;
    sql += ` ON CONFLICT (${conflict.keys.map(quote).join(', ')}) DO ${updates.length ? `UPDATE SET ${updates.join(', ')} WHERE ${changed}` : 'NOTHING'}`;
  }
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
    await m.query(sql, [JSON.stringify(rows.slice(i, i + CHUNK_ROWS))]);
  }
}

/** remote_id -> our id for a connection's rows of one table (optionally only some remote ids). */
export async function idMap(m: EntityManager, table: string, connectionId: string, remoteIds?: readonly string[]): Promise<Map<string, string>> {
  const rows: Array<{ id: string; remote_id: string }> = remoteIds
    ? remoteIds.length === 0
      ? []
      : await m.query(`SELECT id, remote_id FROM ${table} WHERE connection_id = $1 AND remote_id = ANY($2::text[])`, [connectionId, [...remoteIds]])
    : await m.query(`SELECT id, remote_id FROM ${table} WHERE connection_id = $1`, [connectionId]);
  return new Map(rows.map((r) => [r.remote_id, r.id]));
}

/** Deletes a connection's rows of a table that are not among `keep` (gone from the provider). */
export async function deleteOthers(m: EntityManager, table: string, connectionId: string, keep: readonly string[]): Promise<void> {
  await m.query(`DELETE FROM ${table} WHERE connection_id = $1 AND NOT (id = ANY($2::uuid[]))`, [connectionId, [...keep]]);
}

/** Last record wins when a provider lists one remote id twice (an upsert may touch a row once). */
export function uniqueByRemoteId<T extends { remote_id: string }>(records: readonly T[]): T[] {
  const byId = new Map<string, T>();
  for (const record of records) byId.set(record.remote_id, record);
  return [...byId.values()];
}
