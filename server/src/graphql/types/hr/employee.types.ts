import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';
import type { EmploymentStatus } from '../../../model';
import { Address } from './org.types';
import { Cents, Id, SnakeField, Str } from './snake-field';

@ObjectType()
export class EmployeeManager {
  @Str() first_name: string | null;
  @Str() last_name: string | null;
  @Id() id: string;
  @Str() work_email: string | null;
  @Id() remote_id: string;
}

@ObjectType()
export class BankAccount {
  @Str() account_number: string | null;
  @Str() bank_name: string | null;
  @Str() bic: string | null;
  @Str() holder_name: string | null;
  @Str() iban: string | null;
}

@ObjectType()
export class EmploymentEntry {
  @Str() job_title: string | null;
  @Str('YYYY-MM-DD') effective_date: string | null;
  @Str() group_id: string | null;
  @Str() group_remote_id: string | null;
  @Str() group_name: string | null;
  @Str() manager_id: string | null;
  @Str() manager_remote_id: string | null;
}

@ObjectType()
export class CompensationEntry {
  @Cents() pay_rate: number | null;
  @Str() pay_period: string | null;
  @Str('year, weekly, biweekly, semimonthly, monthly or other') pay_frequency: string | null;
  @Str('full_time, part_time, contractor or other') employment_type: string | null;
  @Str('usd, gbp or eur') currency: string | null;
  @Str('YYYY-MM-DD') effective_date: string | null;
  @Str() notes: string | null;
}

@ObjectType()
export class Dependent {
  @Str() name: string | null;
  @Str() relationship: string | null;
}

@ObjectType()
export class EmergencyContact {
  @Str() first_name: string | null;
  @Str() last_name: string | null;
  @Str() relationship: string | null;
  @Str() mobile_phone_number: string | null;
  @SnakeField(() => Boolean, { nullable: true }) primary_contact: boolean | null;
}

/** manager, workLocation and groups are field resolvers (employees.resolver.ts), batched by DataLoaders. */
@ObjectType({ description: 'An employee (SPEC §3).' })
export class Employee {
  @Id('Our id.') id: string;
  @Id('The provider’s id.') remote_id: string;
  @Str() employee_number: string | null;
  @Str() first_name: string | null;
  @Str() last_name: string | null;
  @Str() display_full_name: string | null;
  @Str() nationality: string | null;
  @Str() job_title: string | null;
  @Str() work_email: string | null;
  @Str() personal_email: string | null;
  @Str() mobile_phone_number: string | null;
  @Str() tax_id: string | null;
  @Str('male, female or not_specified') gender: string | null;
  @Str('asian, black, hispanic, mixed, not_specified, other or white') ethnicity: string | null;
  @Str('single, married, divorced, not_specified or other') marital_status: string | null;
  @Str('YYYY-MM-DD') date_of_birth: string | null;
  @Str('active, inactive, pending or leave') employment_status: string | null;
  @Str('full_time, part_time, contractor or other') employment_type: string | null;
  @Str('YYYY-MM-DD') start_date: string | null;
  @Str('ISO 8601 date-time') remote_created_at: string | null;
  @Str('YYYY-MM-DD') termination_date: string | null;
  @Str('URL of the employee’s picture') avatar: string | null;
  @SnakeField(() => Address, { nullable: true }) home_location: Address | null;
  @SnakeField(() => BankAccount, { nullable: true }) bank_account: BankAccount | null;
  @SnakeField(() => [EmploymentEntry]) employment_history: EmploymentEntry[];
  @SnakeField(() => [CompensationEntry]) compensation_history: CompensationEntry[];
  @SnakeField(() => GraphQLJSONObject, { nullable: true, description: 'Provider-specific fields.' }) custom_fields: Record<string, unknown> | null;
  @SnakeField(() => [Dependent]) dependents: Dependent[];
  @SnakeField(() => [EmergencyContact]) emergency_contacts: EmergencyContact[];
  // Not in the schema: what the field resolvers load.
  work_location_id: string | null;
  manager_id: string | null;
  seq: string;
}

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
  @Field(() => Employee) node: Employee;
}

/** totalCount is a field resolver: counted only when asked for. */
@ObjectType({ description: 'A page of employees (Relay connection), in the provider’s order.' })
export class EmployeeConnection {
  @Field(() => [EmployeeEdge]) edges: EmployeeEdge[];
  @Field(() => PageInfo) pageInfo: PageInfo;
  connectionId: string;
  employmentStatus: EmploymentStatus | undefined;
}
