// Creating an employee (POST /{mode}/employee, mutation createEmployee): validate the body, check that
// every reference names a record of this connection, write it through the provider's connector, then
// store what the provider returned, so the new employee is readable at once with our id.
import type { DataSource } from 'typeorm';
import { validationError } from '../../core/errors';
import type { SyncService } from '../sync/sync.service';
import { writeEmployees } from '../sync/write-employees';
import { forgetFetch } from '../webhooks/checked-fetch';
import type { Employee, EmployeeCreate, EmployeeCreateRequest, EmployeeInput } from '../../model';
import type { DataCall, DataGate } from './data-gate';
import { parseEmployeeCreate } from './employee-input';
import { readEmployees } from './employees.service';

type Table = 'hr_employee' | 'hr_group' | 'hr_work_location';
const NAMES: Record<Table, string> = { hr_employee: 'an employee', hr_group: 'a group', hr_work_location: 'a work location' };

export class EmployeeCreateService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gate: DataGate,
    private readonly stages: Pick<SyncService, 'dataStage'>,
  ) {}

  /**
   * `request` is the body as the client sent it (REST's JSON, GraphQL's input in wire names): checked here,
   * after authorization, with the same messages for both doors.
   */
  async create(call: DataCall, request: EmployeeCreateRequest): Promise<Employee> {
    const { grant, connectionId, input } = await this.gate.enter(call, 'employee', {
      offeredBy: 'createEmployee',
      parse: () => parseEmployeeCreate(request),
    });
    const remote = await this.toRemote(connectionId, input);
    const { connector, access, ctx, guard } = this.stages.dataStage(grant.connection);
    const created = await guard(() => connector.createEmployee!(access, remote, ctx));
    await this.dataSource.transaction(async (m) => {
      await writeEmployees(m, connectionId, [created], { complete: false });
      // The stored company is no longer the last change check's fetch.
      await forgetFetch(m, connectionId);
    });
    const [employee] = await readEmployees(this.dataSource, connectionId, 'AND e.remote_id = $2', [created.remote_id]);
    return employee;
  }

  /** Our ids -> the provider's, each checked against this connection (400 naming the field otherwise). */
  private async toRemote(connectionId: string, input: EmployeeCreate): Promise<EmployeeInput> {
    const { work_location_id, manager_id, group_ids, employment_history, ...fields } = input;
    const wanted: Array<{ table: Table; id: string | null | undefined; field: string }> = [
      { table: 'hr_work_location', id: work_location_id, field: 'work_location_id' },
      { table: 'hr_employee', id: manager_id, field: 'manager_id' },
      ...group_ids.map((id, i) => ({ table: 'hr_group' as const, id, field: `group_ids.${i}` })),
      ...employment_history.flatMap((h, i) => [
        { table: 'hr_group' as const, id: h.group_id, field: `employment_history.${i}.group_id` },
        { table: 'hr_employee' as const, id: h.manager_id, field: `employment_history.${i}.manager_id` },
      ]),
    ];
    const remoteIds = await this.remoteIds(connectionId, wanted);
    const remoteOf = (table: Table, id: string | null | undefined) => (id ? remoteIds.get(`${table}:${id.toLowerCase()}`)! : null);
    return {
      ...fields,
      work_location_remote_id: remoteOf('hr_work_location', work_location_id),
      manager_remote_id: remoteOf('hr_employee', manager_id),
      group_remote_ids: [...new Set(group_ids.map((id) => remoteOf('hr_group', id)!))],
      employment_history: employment_history.map((h) => ({
        job_title: h.job_title,
        effective_date: h.effective_date,
        group_remote_id: remoteOf('hr_group', h.group_id),
        manager_remote_id: remoteOf('hr_employee', h.manager_id),
      })),
    };
  }

  /** One statement per referenced table; `${table}:${id}` -> remote id. */
  private async remoteIds(connectionId: string, wanted: Array<{ table: Table; id: string | null | undefined; field: string }>) {
    const found = new Map<string, string>();
    for (const table of Object.keys(NAMES) as Table[]) {
      const ids = [...new Set(wanted.filter((w) => w.table === table && w.id).map((w) => w.id!.toLowerCase()))];
      if (ids.length === 0) continue;
      const rows: Array<{ id: string; remote_id: string }> = await this.dataSource.query(
        `SELECT id, remote_id FROM ${table} WHERE connection_id = $1 AND id = ANY($2::uuid[])`,
        [connectionId, ids],
      );
      for (const row of rows) found.set(`${table}:${row.id}`, row.remote_id);
    }
    const missing = wanted.find((w) => w.id && !found.has(`${w.table}:${w.id.toLowerCase()}`));
    if (missing) {
      throw validationError(`${missing.field} does not name ${NAMES[missing.table]} of this company: ${missing.id}`, missing.field, 'reference');
    }
    return found;
  }
}
