import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { dataCall, type GraphQLContext } from '../../context';
import { MODE_ARG } from '../../types/enums';
import type { Mode } from '../../../model';
import { CreateEmployeeInput } from '../../types/hr/employee-input.types';
import { Employee } from '../../types/hr/employee.types';

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const LISTS = new Set(['employmentHistory', 'compensationHistory', 'groupIds', 'dependents', 'emergencyContacts']);

/** camelCase input -> the REST body, so the core checks both doors alike; custom fields stay as given. */
function toBody(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toBody);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [snake(k), k === 'customFields' ? v : toBody(v)]));
}

@Resolver()
export class EmployeeCreateResolver {
  @Mutation(() => Employee, { description: 'Creates an employee in the connected HR system. Scope: 2023-03-01/{mode}/employee.' })
  async createEmployee(
    @Arg('mode', ...MODE_ARG) mode: Mode | null | undefined,
    @Arg('input', () => CreateEmployeeInput) input: CreateEmployeeInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Employee> {
    // In GraphQL a null list is an absent one (the REST body may not carry null lists).
    const given = Object.fromEntries(Object.entries(input).filter(([k, v]) => v !== undefined && !(v === null && LISTS.has(k))));
    const employee = await ctx.services.hr.employeeCreate.create(dataCall(ctx, mode), toBody(given));
    return { ...employee, work_location_id: employee.work_location?.id ?? null, manager_id: employee.manager?.id ?? null } as unknown as Employee;
  }
}
