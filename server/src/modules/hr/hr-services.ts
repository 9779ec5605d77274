// The data API's services, built once (services.ts) and shared by both doors.
import type { DataSource } from 'typeorm';
import type { Clock } from '../../core/clock';
import type { SyncService } from '../sync/sync.service';
import { DataGate, type ConnectorFinder } from './data-gate';
import { EmployeeCreateService } from './employee-create.service';
import { EmployeesService } from './employees.service';
import { OrgService } from './org.service';
import { PayrollService } from './payroll.service';
import { TimeService } from './time.service';

export interface HrServices {
  gate: DataGate;
  org: OrgService;
  employees: EmployeesService;
  employeeCreate: EmployeeCreateService;
  time: TimeService;
  payroll: PayrollService;
}

export function createHrServices(
  dataSource: DataSource,
  connectors: ConnectorFinder,
  sync: Pick<SyncService, 'dataStage'>,
  clock: Clock,
): HrServices {
  const gate = new DataGate(connectors, clock);
  return {
    gate,
    org: new OrgService(dataSource, gate),
    employees: new EmployeesService(dataSource, gate),
    employeeCreate: new EmployeeCreateService(dataSource, gate, sync),
    time: new TimeService(dataSource, gate),
    payroll: new PayrollService(dataSource, gate),
  };
}
