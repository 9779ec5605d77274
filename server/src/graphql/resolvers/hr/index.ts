import { EmployeeCreateResolver } from './employee-create.resolver';
import { EmployeeConnectionResolver, EmployeesResolver } from './employees.resolver';
import { OrgResolver } from './org.resolver';
import { PayrollResolver } from './payroll.resolver';
import { TimeResolver } from './time.resolver';

/** The data API's resolvers (SPEC §7 data calls). */
export const hrResolvers = [OrgResolver, EmployeesResolver, EmployeeConnectionResolver, EmployeeCreateResolver, TimeResolver, PayrollResolver] as const;
