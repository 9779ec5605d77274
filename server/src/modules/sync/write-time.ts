// Time off (policies, entries, balances) and timesheets, written inside the caller's transaction.
// Records of employees we do not know cannot carry our employee_id (required by the API): they are skipped
// and counted.
import { newRowId } from '../../core/ids';
import type { EntityManager } from 'typeorm';
import type { PolicyType, RemoteTimeOffBalance, RemoteTimeOffEntry, RemoteTimesheet } from '../../model';
import { idMap, insertRows, Layered, replaceRows, uniqueByRemoteId } from './bulk';
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

/** Records laid over between two turns of the event loop (65,000 time-off entries in one go held it ~100 ms). */
const TURN_RECORDS = 5_000;

/**
 * The records whose employee the connection holds, each with our columns laid over it (`own`, and our
 * employee_id and connection_id); the others cannot carry our employee_id and are left out (counted by the caller).
 */
export async function ofKnownEmployees<R extends { employee_remote_id: string }>(
  records: readonly R[],
  connectionId: string,
  employees: ReadonlyMap<string, string>,
  own: (record: R) => Record<string, unknown>,
  every = TURN_RECORDS,
): Promise<Layered[]> {
  const rows: Layered[] = [];
  await forEachInTurns(
    records,
    (r) => {
      const employeeId = employees.get(r.employee_remote_id);
      if (employeeId !== undefined) rows.push(new Layered(r, { connection_id: connectionId, employee_id: employeeId, ...own(r) }));
    },
    every,
  );
  return rows;
}

const policyId = (policies: ReadonlyMap<string, string>, record: PolicySource) => (record.policy_remote_id ? policies.get(record.policy_remote_id) ?? null : null);

export async function writeTimeOffEntries(m: EntityManager, connectionId: string, entries: RemoteTimeOffEntry[]): Promise<WriteResult> {
  const list = uniqueByRemoteId(entries);
  const employees = await idMap(m, 'hr_employee', connectionId);
  const policies = await writePolicies(m, connectionId, list);
  const ids = await idMap(m, 'hr_time_off_entry', connectionId);
  const rows = await ofKnownEmployees(list, connectionId, employees, (e) => ({ id: ids.get(e.remote_id) ?? newRowId(), policy_id: policyId(policies, e) }));
  await replaceRows(m, tableOf(TIME_OFF_ENTRY), connectionId, rows, ids);
  return { stored: rows.length, skipped: list.length - rows.length };
}

/** Balances have no remote id: a sync replaces them all. */
export async function writeTimeOffBalances(m: EntityManager, connectionId: string, balances: RemoteTimeOffBalance[]): Promise<WriteResult> {
  const employees = await idMap(m, 'hr_employee', connectionId);
  const policies = await writePolicies(m, connectionId, balances);
  const rows = await ofKnownEmployees(balances, connectionId, employees, (b) => ({ id: newRowId(), policy_id: policyId(policies, b) }));
  await m.query('DELETE FROM hr_time_off_balance WHERE connection_id = $1', [connectionId]);
  await insertRows(m, tableOf(TIME_OFF_BALANCE), rows);
  return { stored: rows.length, skipped: balances.length - rows.length };
}

export async function writeTimesheets(m: EntityManager, connectionId: string, timesheets: RemoteTimesheet[]): Promise<WriteResult> {
  const list = uniqueByRemoteId(timesheets);
  const employees = await idMap(m, 'hr_employee', connectionId);
  const ids = await idMap(m, 'hr_timesheet', connectionId);
  const rows = await ofKnownEmployees(list, connectionId, employees, (t) => ({ id: ids.get(t.remote_id) ?? newRowId() }));
  await replaceRows(m, tableOf(TIMESHEET), connectionId, rows, ids);
  return { stored: rows.length, skipped: list.length - rows.length };
}
