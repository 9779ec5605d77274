// Each employee's API JSON, stored (hr_employee_body). Postgres builds it (json-rows.ts) when something it
// shows is written: the employee's row, its manager's, its work location, its groups. Writers call
// `storeEmployeeBodies` last in their transaction, so a read never sees a body older than its rows, and
// reads send the stored text (about 60 µs of Postgres work per employee per read before: the text building).
//
// Who writes what (the employee's references are resolved at write time, modules/sync):
// - employees (a sync's whole list, or one created through the API): those employees and the ones they manage;
// - groups and work locations (a sync, a change check): every employee of the connection when what they show
//   of them changed (renames, removals). Bodies that come out the same are not rewritten.
// A body's employee removed takes the body with it (ON DELETE CASCADE).
import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { onEmbeddedStore } from '../../db/copy-in';
import { withoutRowTriggers } from '../sync/bulk';
import { tableName, type ObjectDecl } from '../../model/declare';
import { employeeJson, recordJson } from './json-rows';
import type { Queryable } from './rows';

const BUILD = employeeJson();

/**
 * Employees built per statement: enough that a statement's own cost is small beside its work (PGlite runs in a
 * thread of its own, so no statement holds the event loop), few enough that its id list stays small.
 */
const BODIES_PER_STATEMENT = 1000;

/** The builder's identity: bodies built by another definition (an older release) are built again on open. */
const DEFINITION = createHash('sha256').update(BUILD).digest('hex');
const META_KEY = 'employee_body';

const upsert = (onConflict: string) =>
  `INSERT INTO hr_employee_body (employee_id, body)
   SELECT e.id, ${BUILD} FROM hr_employee e WHERE e.id = ANY($1::uuid[])
   ON CONFLICT (employee_id) ${onConflict}`;
const REFRESH = upsert('DO UPDATE SET body = EXCLUDED.body WHERE hr_employee_body.body IS DISTINCT FROM EXCLUDED.body');
const FILL = upsert('DO NOTHING');

/** Who of a connection a write shows in: every employee, or these employees and those they manage. */
export type BodyScope = { all: true } | { employeeIds: readonly string[] };

/**
 * Writers of what employees show (employees, groups, work locations) of one connection take turns: each takes
 * this transaction lock as its first lock (before any row of theirs), so the last to commit built its bodies
 * from what the others committed (two parts stored side by side each see the other's rows only once it has
 * committed), and no two of them can each hold what the other waits for. Taken again, it is already held.
 */
export async function lockShownWrites(m: Queryable, connectionId: string): Promise<void> {
  await m.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`employee_body:${connectionId}`]);
}

/**
 * Builds and stores the bodies of `scope`'s employees, inside the caller's transaction (after its writes, which
 * began with lockShownWrites).
 */
export async function storeEmployeeBodies(m: EntityManager, connectionId: string, scope: BodyScope): Promise<void> {
  const rows: Array<{ id: string }> =
    'all' in scope
      ? await m.query('SELECT id FROM hr_employee WHERE connection_id = $1 ORDER BY seq', [connectionId])
      : scope.employeeIds.length === 0
        ? []
        : await m.query('SELECT id FROM hr_employee WHERE connection_id = $1 AND (id = ANY($2::uuid[]) OR manager_id = ANY($2::uuid[])) ORDER BY seq', [
            connectionId,
            [...scope.employeeIds],
          ]);
  // On PGlite without the per-row key trigger (a quarter of the statement): the ids come from hr_employee in
  // the same statement, and PGlite's one session runs no other transaction that could remove one meanwhile.
  const refresh = () => inSlices(m, REFRESH, rows.map((r) => r.id));
  await ((await onEmbeddedStore(m)) ? withoutRowTriggers(m, refresh) : refresh());
}

/**
 * Runs `write` of a connection's records that employees show (groups, work locations) and, if what they show
 * of them changed (a record renamed, added or removed), stores every employee's body again. A sync stores
 * them on each run, mostly unchanged: comparing the shown form before and after costs two reads of those
 * records, where a rebuild costs building every employee's body.
 */
export async function writeShownRecords(m: EntityManager, decl: ObjectDecl, connectionId: string, write: () => Promise<void>): Promise<void> {
  const shown = async () => {
    const [row]: Array<{ shown: string | null }> = await m.query(
      `SELECT string_agg(${recordJson(decl, 'r')}, ',' ORDER BY r.id) AS shown FROM ${tableName(decl)} r WHERE r.connection_id = $1`,
      [connectionId],
    );
    return row?.shown ?? '';
  };
  await lockShownWrites(m, connectionId);
  const before = await shown();
  await write();
  if ((await shown()) !== before) await storeEmployeeBodies(m, connectionId, { all: true });
}

/**
 * Builds the bodies a read found missing (a write path that did not store them would be a bug; the read
 * still answers whole). Never overwrites a body: a writer's own is newer.
 */
export async function fillEmployeeBodies(db: Queryable, employeeIds: readonly string[]): Promise<void> {
  await inSlices(db, FILL, employeeIds);
}

/**
 * When the store opens: builds every stored employee's body again unless they were built by this builder
 * (a new store, or a release whose API JSON differs, e.g. a field added to the model). Runs where no other
 * instance does the same (the caller's exclusive section).
 */
export async function rebuildStaleEmployeeBodies(db: Queryable): Promise<boolean> {
  const [meta]: Array<{ value: string }> = await db.query('SELECT value FROM store_meta WHERE key = $1', [META_KEY]);
  if (meta?.value === DEFINITION) return false;
  await db.query('DELETE FROM hr_employee_body');
  const rows: Array<{ id: string }> = await db.query('SELECT id FROM hr_employee ORDER BY connection_id, seq');
  await inSlices(db, FILL, rows.map((r) => r.id));
  await db.query(`INSERT INTO store_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`, [META_KEY, DEFINITION]);
  return true;
}

async function inSlices(db: Queryable, sql: string, ids: readonly string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += BODIES_PER_STATEMENT) await db.query(sql, [ids.slice(i, i + BODIES_PER_STATEMENT)]);
}
