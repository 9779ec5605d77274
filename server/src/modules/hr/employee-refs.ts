// Batch readers for what an employee points at: one statement per kind, whatever the number of employees.
// GraphQL's per-request DataLoaders and the REST expansion both use them (no N+1 in either door).
import type { DataSource } from 'typeorm';
import type { Employee, EmployeeManager, Group, WorkLocation } from '../../model';
import { fieldsOf } from '../../model/declare';
import { EMPLOYEE, EMPLOYEE_MANAGER, WORK_LOCATION } from '../../model/resources';
import { compileLiteral, GROUP_COLUMNS, readRows, toGroup, toManager, type EmployeeRow } from './rows';

export class EmployeeRefs {
  /** A DataSource, or a transaction's EntityManager (the change check reads inside its transaction). */
  constructor(private readonly dataSource: Pick<DataSource, 'query'>) {}

  async managers(ids: readonly string[]): Promise<Map<string, EmployeeManager>> {
    if (ids.length === 0) return new Map();
    const managers = await readRows(this.dataSource, EMPLOYEE_MANAGER, 'WHERE id = ANY($1::uuid[])', [[...ids]], 'hr_employee');
    return new Map(managers.map((m) => [m.id, m]));
  }

  async workLocations(ids: readonly string[]): Promise<Map<string, WorkLocation>> {
    if (ids.length === 0) return new Map();
    const locations = await readRows(this.dataSource, WORK_LOCATION, 'WHERE id = ANY($1::uuid[])', [[...ids]]);
    return new Map(locations.map((l) => [l.id, l]));
  }

  /** Groups per employee, in the provider's order; by connection when the whole company is asked for. */
  async groups(target: { employeeIds: readonly string[] } | { connectionId: string }): Promise<Map<string, Group[]>> {
    const byConnection = 'connectionId' in target;
    if (!byConnection && target.employeeIds.length === 0) return new Map();
    const rows: any[] = await this.dataSource.query(
      `SELECT eg.employee_id, ${GROUP_COLUMNS} FROM hr_employee_group eg JOIN hr_group g ON g.id = eg.group_id
       WHERE ${byConnection ? 'eg.connection_id = $1' : 'eg.employee_id = ANY($1::uuid[])'}
       ORDER BY eg.employee_id, eg.position`,
      [byConnection ? target.connectionId : [...target.employeeIds]],
    );
    const out = new Map<string, Group[]>();
    for (const r of rows) {
      const list = out.get(r.employee_id) ?? [];
      list.push(toGroup(r));
      out.set(r.employee_id, list);
    }
    return out;
  }

  /** REST: rows -> API employees, with a constant number of statements (three at most). */
  async expand(connectionId: string, rows: readonly EmployeeRow[], whole: boolean): Promise<Employee[]> {
    const byId = new Map(rows.map((r) => [r.id, r]));
    const missing = [...new Set(rows.map((r) => r.manager_id).filter((id): id is string => !!id && !byId.has(id)))];
    const locationIds = [...new Set(rows.map((r) => r.work_location_id).filter((id): id is string => !!id))];
    const [managers, locations, groups] = await Promise.all([
      this.managers(missing),
      this.workLocations(locationIds),
      this.groups(whole ? { connectionId } : { employeeIds: rows.map((r) => r.id) }),
    ]);
    for (const row of rows) managers.set(row.id, toManager(row));
    return rows.map((row) => toEmployee(row, {
      manager: row.manager_id ? managers.get(row.manager_id) ?? null : null,
      work_location: row.work_location_id ? locations.get(row.work_location_id) ?? null : null,
      groups: groups.get(row.id) ?? [],
    }));
  }
}

/** A stored row and the records it points at -> the API employee, its fields in wire order. */
export const toEmployee: (row: EmployeeRow, refs: Pick<Employee, 'manager' | 'work_location' | 'groups'>) => Employee = compileLiteral(
  ['row', 'refs'],
  fieldsOf(EMPLOYEE, 'api').map(({ key, ref }) => [key, `${ref ? 'refs' : 'row'}[${JSON.stringify(key)}]`]),
);
