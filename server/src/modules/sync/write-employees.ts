// Employees and their group memberships, written inside the caller's transaction, then the API JSON of those
// the write shows in (modules/hr/employee-bodies.ts).
// Remote references become ours here: manager, work location, groups and the employment history's
// group and manager. Ids are known before the insert (existing ones kept, new ones drawn), so the
// manager column is filled in the same statement; its foreign key is deferred to the commit.
import { newRowId } from '../../core/ids';
import type { EntityManager } from 'typeorm';
import type { EmploymentEntry } from '../../model';
import type { RemoteEmployee } from '../../model';
import { lockShownWrites, storeEmployeeBodies } from '../hr/employee-bodies';
import { byRemoteId, idMap, insertRows, Layered, replaceRows, uniqueByRemoteId } from './bulk';
import { EMPLOYEE } from '../../model/resources';
import { EMPLOYEE_GROUPS, tableOf } from './columns';
import { forEachInTurns, mapInTurns } from '../../core/turns';

export interface WriteEmployeesOptions {
  /** true: the list is the whole company (others are deleted); false: add or update these only. */
  complete: boolean;
}

interface GroupRef {
  id: string;
  name: string | null;
}

/** Writes employees; returns remote_id -> our id of the written ones. */
export async function writeEmployees(
  m: EntityManager,
  connectionId: string,
  employees: readonly RemoteEmployee[],
  { complete }: WriteEmployeesOptions,
): Promise<Map<string, string>> {
  await lockShownWrites(m, connectionId);
  const list = uniqueByRemoteId(employees);
  const own = new Map<string, string>();
  const known = await idMap(m, 'hr_employee', connectionId, complete ? undefined : referencedEmployees(list));
  await forEachInTurns(list, (e) => own.set(e.remote_id, known.get(e.remote_id) ?? newRowId()));
  // A complete list may only point at itself; a partial one also at employees already stored.
  const resolvable = complete ? own : new Map([...known, ...own]);
  const employee = (remoteId: string | null) => (remoteId ? resolvable.get(remoteId) ?? null : null);
  const locations = await idMap(m, 'hr_work_location', connectionId);
  const groups = await groupIndex(m, connectionId);

  const rows = await mapInTurns(
    list,
    (e) =>
      new Layered(e, {
        id: own.get(e.remote_id)!,
        connection_id: connectionId,
        work_location_id: e.work_location_remote_id ? locations.get(e.work_location_remote_id) ?? null : null,
        manager_id: employee(e.manager_remote_id),
        employment_history: (e.employment_history ?? []).map(
          (h): EmploymentEntry => ({
            job_title: h.job_title,
            effective_date: h.effective_date,
            group_id: h.group_remote_id ? groups.get(h.group_remote_id)?.id ?? null : null,
            group_remote_id: h.group_remote_id,
            group_name: h.group_remote_id ? groups.get(h.group_remote_id)?.name ?? null : null,
            manager_id: employee(h.manager_remote_id),
            manager_remote_id: h.manager_remote_id,
          }),
        ),
        compensation_history: e.compensation_history ?? [],
        dependents: e.dependents ?? [],
        emergency_contacts: e.emergency_contacts ?? [],
      }),
  );
  // `known` holds every stored employee the list names: empty, none of them is there yet.
  if (complete) await replaceRows(m, tableOf(EMPLOYEE), connectionId, rows, known);
  else await insertRows(m, tableOf(EMPLOYEE), rows, byRemoteId(known));

  const links: Link[] = [];
  await forEachInTurns(list, (e) => {
    const seen = new Set<string>();
    (e.group_remote_ids ?? []).forEach((remoteId, position) => {
      const group = groups.get(remoteId);
      if (!group || seen.has(group.id)) return;
      seen.add(group.id);
      links.push({ employee_id: own.get(e.remote_id)!, group_id: group.id, connection_id: connectionId, position });
    });
  });
  await replaceLinks(m, complete ? { connectionId } : { employeeIds: [...own.values()] }, links);
  // A complete list may also have removed managers (their employees' manager_id is now null).
  await storeEmployeeBodies(m, connectionId, complete ? { all: true } : { employeeIds: [...own.values()] });
  return own;
}

type Link = {
  employee_id: string;
  group_id: string;
  connection_id: string;
  position: number;
};

/** Makes the memberships in scope exactly `links`, writing only what changed (change checks re-sync hourly). */
async function replaceLinks(m: EntityManager, scope: { connectionId: string } | { employeeIds: string[] }, links: readonly Link[]): Promise<void> {
  const existing: Array<{ employee_id: string; group_id: string; position: number }> = await m.query(
    `SELECT employee_id, group_id, position FROM hr_employee_group WHERE ${'connectionId' in scope ? 'connection_id = $1' : 'employee_id = ANY($1::uuid[])'}`,
    ['connectionId' in scope ? scope.connectionId : scope.employeeIds],
  );
  // None stored (a first sync): all are new, and 40,000 keys need not be built.
  if (existing.length === 0) return insertRows(m, EMPLOYEE_GROUPS, links);
  const key = (l: { employee_id: string; group_id: string }) => `${l.employee_id}:${l.group_id}`;
  const wanted = new Set(links.map(key));
  const stale = existing.filter((l) => !wanted.has(key(l)));
  const positions = new Map(existing.map((l) => [key(l), Number(l.position)]));
  const fresh = links.filter((l) => positions.get(key(l)) !== l.position);
  if (stale.length > 0) {
    await m.query(
      'DELETE FROM hr_employee_group WHERE (employee_id, group_id) IN (SELECT * FROM unnest($1::uuid[], $2::uuid[]))',
      [stale.map((l) => l.employee_id), stale.map((l) => l.group_id)],
    );
  }
  await insertRows(m, EMPLOYEE_GROUPS, fresh, existing.length > 0 ? { keys: ['employee_id', 'group_id'] } : undefined);
}

function referencedEmployees(list: readonly RemoteEmployee[]): string[] {
  const ids = new Set<string>();
  for (const e of list) {
    ids.add(e.remote_id);
    if (e.manager_remote_id) ids.add(e.manager_remote_id);
    for (const h of e.employment_history ?? []) if (h.manager_remote_id) ids.add(h.manager_remote_id);
  }
  return [...ids];
}

async function groupIndex(m: EntityManager, connectionId: string): Promise<Map<string, GroupRef>> {
  const rows: Array<{ id: string; remote_id: string; name: string | null }> = await m.query(
    'SELECT id, remote_id, name FROM hr_group WHERE connection_id = $1',
    [connectionId],
  );
  return new Map(rows.map((r) => [r.remote_id, { id: r.id, name: r.name }]));
}
