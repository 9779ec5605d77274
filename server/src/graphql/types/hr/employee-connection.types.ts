// The employee list's Relay connection: the API's own types, not the model's (those are built from the
// declarations by model-types.ts: `objectType(EMPLOYEE)` is the Employee type).
import { Field, ObjectType } from 'type-graphql';
import type { Employee, EmploymentStatus } from '../../../model';
import { EMPLOYEE } from '../../../model/resources';
import { objectType } from './model-types';

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
  @Field(() => objectType(EMPLOYEE)) node: Employee;
}

/** totalCount is a field resolver: counted only when asked for. */
@ObjectType({ description: 'A page of employees (Relay connection), in the provider’s order.' })
export class EmployeeConnection {
  @Field(() => [EmployeeEdge]) edges: EmployeeEdge[];
  @Field(() => PageInfo) pageInfo: PageInfo;
  connectionId: string;
  employmentStatus: EmploymentStatus | undefined;
}
