// The data API's services, built once (services.ts) and shared by both doors.
import type { DataSource } from 'typeorm';
import type { Sealer } from '../../core/crypto';
import type { ConnectorLookup } from '../sync/sync.service';
import { DataGate, type ConnectorFinder } from './data-gate';
import { EmployeeCreateService } from './employee-create.service';
import { EmployeeRefs } from './employee-refs';
import { EmployeesService } from './employees.service';
import { OrgService } from './org.service';
import { PayrollService } from './payroll.service';
import { TimeService } from './time.service';

export interface HrServices {
  gate: DataGate;
  refs: EmployeeRefs;
  org: OrgService;
  employees: EmployeesService;
  employeeCreate: EmployeeCreateService;
  time: TimeService;
  payroll: PayrollService;
}

export function createHrServices(dataSource: DataSource, connectors: ConnectorLookup & ConnectorFinder, sealer: Sealer): HrServices {
  const gate = new DataGate(connectors);
  const refs = new EmployeeRefs(dataSource);
  return {
    gate,
    refs,
    org: new OrgService(dataSource, gate),
    employees: new EmployeesService(dataSource, gate, refs),
    employeeCreate: new EmployeeCreateService(dataSource, gate, connectors, sealer, refs),
    time: new TimeService(dataSource, gate),
    payroll: new PayrollService(dataSource, gate),
  };
}
