// Time off (policies, entries, balances) and timesheets: laid out as rows ahead of their transaction (a sync's
// prepared units), then stored inside it.
// Records of employees we do not know cannot carry our employee_id (required by the API): they are skipped
// and counted.
import { newRowId } from '../../core/ids';
import type { EntityManager } from 'typeorm';
import type { PolicyType, RemoteTimeOffBalance, RemoteTimeOffEntry, RemoteTimesheet } from '../../model';
import { idMap, insertRows, Layered, replaceRows, type CommittedEmployees, type EmployeeIds } from './bulk';
import { TIME_OFF_BALANCE, TIME_OFF_ENTRY, TIME_OFF_POLICY, TIMESHEET } from '../../model/resources';
import { tableOf } from './columns';
import { AHEAD_SLICE_MS, forEachInTurns } from '../../core/turns';

export interface WriteResult {
  stored: number;
  skipped: number;
}

interface PolicySource {
  policy_remote_id: string | null;
  policy_name: string | null;
  policy_type: PolicyType | null;
}

/**
 * Policies as entries and balances describe them; our ids for them. Never deleted (harmless when unused).
 * Only new or changed policies are written: the sync writes them first in a short transaction of their own
 * (entries and balances, stored in parallel, would otherwise wait on each other's policy rows until commit),
 * and the entries' and balances' own transactions then find nothing to write. Rows go in remote_id order
 * (one lock order) and the ids are read back after a write, which waits for a concurrent one's commit.
 */
export async function writePolicies(m: EntityManager, connectionId: string, sources: readonly PolicySource[]): Promise<Map<string, string>> {
  const byRemote = new Map<string, PolicySource>();
  for (const s of sources) if (s.policy_remote_id && !byRemote.has(s.policy_remote_id)) byRemote.set(s.policy_remote_id, s);
  const stored: Array<{ id: string; remote_id: string; name: string | null; type: string | null }> = await m.query(
    'SELECT id, remote_id, name, type FROM hr_time_off_policy WHERE connection_id = $1',
    [connectionId],
  );
  const known = new Map(stored.map((p) => [p.remote_id, p]));
  const rows = [...byRemote.values()]
    .filter((s) => {
      const p = known.get(s.policy_remote_id!);
      return !p || p.name !== s.policy_name || p.type !== s.policy_type;
    })
    .sort((a, b) => (a.policy_remote_id! < b.policy_remote_id! ? -1 : 1))
    .map((s) => ({
      id: known.get(s.policy_remote_id!)?.id ?? newRowId(),
      connection_id: connectionId,
      remote_id: s.policy_remote_id,
      name: s.policy_name,
      type: s.policy_type,
    }));
  if (rows.length === 0) return new Map(stored.map((p) => [p.remote_id, p.id]));
  await insertRows(m, tableOf(TIME_OFF_POLICY), rows, { keys: ['connection_id', 'remote_id'] });
  return idMap(m, 'hr_time_off_policy', connectionId);
}

/**
 * The records whose employee the connection holds as rows, each with our columns laid over it (`own`, and our
 * employee_id and connection_id); the others cannot carry our employee_id and are left out, counted as skipped.
 * A sync lays them out ahead of their transaction, beside the store's work: in short slices (AHEAD_SLICE_MS).
 */
export async function ofKnownEmployees<R extends { employee_remote_id: string }>(
  records: readonly R[],
  connectionId: string,
  employees: ReadonlyMap<string, string>,
  own: (record: R) => Record<string, unknown>,
): Promise<LaidRows> {
  const rows: Layered[] = [];
  await forEachInTurns(
    records,
    (r) => {
      const employeeId = employees.get(r.employee_remote_id);
      if (employeeId !== undefined) rows.push(new Layered(r, { connection_id: connectionId, employee_id: employeeId, ...own(r) }));
    },
    AHEAD_SLICE_MS,
  );
  return { rows, skipped: records.length - rows.length };
}

const policyId = (policies: ReadonlyMap<string, string>, record: PolicySource) => (record.policy_remote_id ? policies.get(record.policy_remote_id) ?? null : null);

/** Records laid out as rows of ours, and how many were left out (their employee, or pay run, unknown). */
export interface LaidRows {
  rows: Layered[];
  skipped: number;
}

/**
 * What laying out a connection's time off or timesheets needs, read before their transaction: our ids of its
 * employees, of the part's stored records (remote_id -> id) and of its time-off policies.
 */
export interface DatedKnown {
  employees: ReadonlyMap<string, string>;
  ids: ReadonlyMap<string, string>;
  policies: ReadonlyMap<string, string>;
  /** The employees' ids as committed when read (their COPY on PGlite then probes none of them). */
  committed: CommittedEmployees;
}

/**
 * What laying out the records of `table` (null: records without remote ids) needs, given the connection's
 * employees and `policies` as writePolicies returned them.
 */
export async function readDatedKnown(
  m: EntityManager,
  connectionId: string,
  table: string | null,
  employees: EmployeeIds,
  policies: ReadonlyMap<string, string> = new Map(),
): Promise<DatedKnown> {
  return { employees: employees.byRemoteId, ids: table ? await idMap(m, table, connectionId) : new Map(), policies, committed: employees.committed };
}

/**
 * Time-off entries as rows (no reads: `known` carries the maps, so a sync lays them out while the unit before
 * is stored). Each stored entry keeps its id.
 */
export function timeOffEntryRows(connectionId: string, entries: readonly RemoteTimeOffEntry[], known: DatedKnown): Promise<LaidRows> {
  return ofKnownEmployees(entries, connectionId, known.employees, (e) => ({ id: known.ids.get(e.remote_id) ?? newRowId(), policy_id: policyId(known.policies, e) }));
}

/** Balances as rows (they have no remote id: each gets a new id, and a sync replaces them all). */
export function timeOffBalanceRows(connectionId: string, balances: readonly RemoteTimeOffBalance[], known: DatedKnown): Promise<LaidRows> {
  return ofKnownEmployees(balances, connectionId, known.employees, (b) => ({ id: newRowId(), policy_id: policyId(known.policies, b) }));
}

export function timesheetRows(connectionId: string, timesheets: readonly RemoteTimesheet[], known: DatedKnown): Promise<LaidRows> {
  return ofKnownEmployees(timesheets, connectionId, known.employees, (t) => ({ id: known.ids.get(t.remote_id) ?? newRowId() }));
}

/** Stores laid-out entries in the caller's transaction; the connection's other entries are deleted. */
export async function storeTimeOffEntries(m: EntityManager, connectionId: string, laid: LaidRows, known: DatedKnown): Promise<WriteResult> {
  await replaceRows(m, tableOf(TIME_OFF_ENTRY), connectionId, laid.rows, known.ids, { committed: known.committed });
  return { stored: laid.rows.length, skipped: laid.skipped };
}

/** Replaces the connection's balances with laid-out ones, in the caller's transaction. */
export async function storeTimeOffBalances(m: EntityManager, connectionId: string, laid: LaidRows, known: DatedKnown): Promise<WriteResult> {
  await m.query('DELETE FROM hr_time_off_balance WHERE connection_id = $1', [connectionId]);
  await insertRows(m, tableOf(TIME_OFF_BALANCE), laid.rows, undefined, known.committed);
  return { stored: laid.rows.length, skipped: laid.skipped };
}

export async function storeTimesheets(m: EntityManager, connectionId: string, laid: LaidRows, known: DatedKnown): Promise<WriteResult> {
  await replaceRows(m, tableOf(TIMESHEET), connectionId, laid.rows, known.ids, { committed: known.committed });
  return { stored: laid.rows.length, skipped: laid.skipped };
}
