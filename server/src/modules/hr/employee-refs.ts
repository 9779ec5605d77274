// Batch readers for what an employee points at: one statement per kind, whatever the number of employees.
// GraphQL's per-request DataLoaders and the REST expansion both use them (no N+1 in either door).
import type { DataSource } from 'typeorm';
import type { Employee, EmployeeManager, Group, WorkLocation } from './api.types';
import { GROUP_COLUMNS, MANAGER_SELECT, toGroup, toManager, toWorkLocation, WORK_LOCATION_SELECT, type EmployeeRow } from './rows';

export class EmployeeRefs {
  /** A DataSource, or a transaction's EntityManager (the change check reads inside its transaction). */
  constructor(private readonly dataSource: Pick<DataSource, 'query'>) {}

  async managers(ids: readonly string[]): Promise<Map<string, EmployeeManager>> {
    if (ids.length === 0) return new Map();
    const rows: any[] = await this.dataSource.query(`${MANAGER_SELECT} WHERE id = ANY($1::uuid[])`, [[...ids]]);
    return new Map(rows.map((r) => [r.id as string, toManager(r)]));
  }

  async workLocations(ids: readonly string[]): Promise<Map<string, WorkLocation>> {
    if (ids.length === 0) return new Map();
    const rows: any[] = await this.dataSource.query(`${WORK_LOCATION_SELECT} WHERE id = ANY($1::uuid[])`, [[...ids]]);
    return new Map(rows.map((r) => [r.id as string, toWorkLocation(r)]));
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

export function toEmployee(row: EmployeeRow, refs: Pick<Employee, 'manager' | 'work_location' | 'groups'>): Employee {
  return {
    id: row.id,
    remote_id: row.remote_id,
    employee_number: row.employee_number,
    first_name: row.first_name,
    last_name: row.last_name,
    display_full_name: row.display_full_name,
    nationality: row.nationality,
    job_title: row.job_title,
    work_email: row.work_email,
    personal_email: row.personal_email,
    mobile_phone_number: row.mobile_phone_number,
    tax_id: row.tax_id,
    gender: row.gender,
    ethnicity: row.ethnicity,
    marital_status: row.marital_status,
    date_of_birth: row.date_of_birth,
    employment_status: row.employment_status,
    employment_type: row.employment_type,
    start_date: row.start_date,
    remote_created_at: row.remote_created_at,
    termination_date: row.termination_date,
    avatar: row.avatar,
    home_location: row.home_location,
    work_location: refs.work_location,
    manager: refs.manager,
    bank_account: row.bank_account,
    employment_history: row.employment_history,
    compensation_history: row.compensation_history,
    custom_fields: row.custom_fields,
    groups: refs.groups,
    dependents: row.dependents,
    emergency_contacts: row.emergency_contacts,
  };
}
