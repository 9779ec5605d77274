// Time off (policies, entries, balances) and timesheets, written inside the caller's transaction.
// Records of employees we do not know cannot carry our employee_id (required by the API): they are skipped
// and counted.
import { newRowId } from '../../core/ids';
import type { EntityManager } from 'typeorm';
import type { PolicyType, RemoteTimeOffBalance, RemoteTimeOffEntry, RemoteTimesheet } from '../../model';
import { idMap, insertRows, Layered, replaceRows, uniqueByRemoteId, type CommittedEmployees } from './bulk';
import { TIME_OFF_BALANCE, TIME_OFF_ENTRY, TIME_OFF_POLICY, TIMESHEET } from '../../model/resources';
import { tableOf } from './columns';
import { forEachInTurns } from '../../core/turns';

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
 * The records whose employee the connection holds, each with our columns laid over it (`own`, and our
 * employee_id and connection_id); the others cannot carry our employee_id and are left out (counted by the caller).
 */
export async function ofKnownEmployees<R extends { employee_remote_id: string }>(
  records: readonly R[],
  connectionId: string,
  employees: ReadonlyMap<string, string>,
  own: (record: R) => Record<string, unknown>,
  sliceMs?: number,
): Promise<Layered[]> {
  const rows: Layered[] = [];
  await forEachInTurns(
    records,
    (r) => {
      const employeeId = employees.get(r.employee_remote_id);
      if (employeeId !== undefined) rows.push(new Layered(r, { connection_id: connectionId, employee_id: employeeId, ...own(r) }));
    },
    sliceMs,
  );
  return rows;
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
  committed?: CommittedEmployees;
}

/**
 * Reads what laying out the records of `table` (null: records without remote ids) needs; `policies` as
 * writePolicies returned them.
 */
export async function readDatedKnown(
  m: EntityManager,
  connectionId: string,
  table: string | null,
  policies: ReadonlyMap<string, string> = new Map(),
  employees?: { byRemoteId: ReadonlyMap<string, string>; committed: CommittedEmployees },
): Promise<DatedKnown> {
  return {
    employees: employees?.byRemoteId ?? (await idMap(m, 'hr_employee', connectionId)),
    ids: table ? await idMap(m, table, connectionId) : new Map(),
    policies,
    committed: employees?.committed,
  };
}

/**
 * Time-off entries as rows (no reads: `known` carries the maps), `sliceMs` of work between two turns of the
 * event loop. Each stored entry keeps its id.
 */
export function timeOffEntryRows(connectionId: string, entries: readonly RemoteTimeOffEntry[], known: DatedKnown, sliceMs?: number): Promise<LaidRows> {
  return laidOut(entries, connectionId, known, (e) => ({ id: known.ids.get(e.remote_id) ?? newRowId(), policy_id: policyId(known.policies, e) }), sliceMs);
}

/** Balances as rows (they have no remote id: each gets a new id, and a sync replaces them all). */
export function timeOffBalanceRows(connectionId: string, balances: readonly RemoteTimeOffBalance[], known: DatedKnown, sliceMs?: number): Promise<LaidRows> {
  return laidOut(balances, connectionId, known, (b) => ({ id: newRowId(), policy_id: policyId(known.policies, b) }), sliceMs);
}

export function timesheetRows(connectionId: string, timesheets: readonly RemoteTimesheet[], known: DatedKnown, sliceMs?: number): Promise<LaidRows> {
  return laidOut(timesheets, connectionId, known, (t) => ({ id: known.ids.get(t.remote_id) ?? newRowId() }), sliceMs);
}

async function laidOut<R extends { employee_remote_id: string }>(
  records: readonly R[],
  connectionId: string,
  known: DatedKnown,
  own: (record: R) => Record<string, unknown>,
  sliceMs?: number,
): Promise<LaidRows> {
  const rows = await ofKnownEmployees(records, connectionId, known.employees, own, sliceMs);
  return { rows, skipped: records.length - rows.length };
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

/** Writes a connection's whole list of entries in the caller's transaction (a sync lays them out ahead: timeOffEntryRows). */
export async function writeTimeOffEntries(m: EntityManager, connectionId: string, entries: RemoteTimeOffEntry[]): Promise<WriteResult> {
  const list = uniqueByRemoteId(entries);
  const known = await readDatedKnown(m, connectionId, 'hr_time_off_entry', await writePolicies(m, connectionId, list));
  return storeTimeOffEntries(m, connectionId, await timeOffEntryRows(connectionId, list, known), known);
}

export async function writeTimeOffBalances(m: EntityManager, connectionId: string, balances: RemoteTimeOffBalance[]): Promise<WriteResult> {
  const known = await readDatedKnown(m, connectionId, null, await writePolicies(m, connectionId, balances));
  return storeTimeOffBalances(m, connectionId, await timeOffBalanceRows(connectionId, balances, known), known);
}

export async function writeTimesheets(m: EntityManager, connectionId: string, timesheets: RemoteTimesheet[]): Promise<WriteResult> {
  const list = uniqueByRemoteId(timesheets);
  const known = await readDatedKnown(m, connectionId, 'hr_timesheet');
  return storeTimesheets(m, connectionId, await timesheetRows(connectionId, list, known), known);
}
