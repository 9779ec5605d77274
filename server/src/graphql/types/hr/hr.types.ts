// The data API's GraphQL types: those of the HR model built from its declarations (model-types.ts), and the
// employee list's Relay connection, which is the API's own, not the model's.
import { Field, ObjectType } from 'type-graphql';
import type { EmploymentStatus } from '../../../model';
import {
  COMPANY,
  EMPLOYEE,
  EMPLOYEE_MANAGER,
  GROUP,
  IDENTITY,
  PAYRUN,
  PAYSLIP,
  TIME_OFF_BALANCE,
  TIME_OFF_ENTRY,
  TIMESHEET,
  WORK_LOCATION,
} from '../../../model/resources';
import type { EmployeeRow } from '../../../modules/hr/rows';
import { inputType, objectType } from './model-types';

export const CompanyType = objectType(COMPANY);
export const IdentityType = objectType(IDENTITY);
export const GroupType = objectType(GROUP);
export const WorkLocationType = objectType(WORK_LOCATION);
export const EmployeeManagerType = objectType(EMPLOYEE_MANAGER);
/** manager, workLocation and groups are field resolvers (employees.resolver.ts), batched by DataLoaders. */
export const EmployeeType = objectType(EMPLOYEE);
export const CreateEmployeeInputType = inputType(EMPLOYEE);
export const TimeOffEntryType = objectType(TIME_OFF_ENTRY);
export const TimeOffBalanceType = objectType(TIME_OFF_BALANCE);
export const TimesheetType = objectType(TIMESHEET);
export const PayrunType = objectType(PAYRUN);
export const PayslipType = objectType(PAYSLIP);

@ObjectType()
export class PageInfo {
  @Field(() => Boolean) hasNextPage: boolean;
  @Field(() => Boolean) hasPreviousPage: boolean;
  @Field(() => String, { nullable: true }) startCursor: string | null;
  @Field(() => String, { nullable: true }) endCursor: string | null;
}

@ObjectType()
export class EmployeeEdge {
  @Field(() => String) cursor: string;
  @Field(() => EmployeeType) node: EmployeeRow;
}

/** totalCount is a field resolver: counted only when asked for. */
@ObjectType({ description: 'A page of employees (Relay connection), in the provider’s order.' })
export class EmployeeConnection {
  @Field(() => [EmployeeEdge]) edges: EmployeeEdge[];
  @Field(() => PageInfo) pageInfo: PageInfo;
  connectionId: string;
  employmentStatus: EmploymentStatus | undefined;
}
