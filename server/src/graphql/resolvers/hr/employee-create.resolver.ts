import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Employee, Mode } from '../../../model';
import { EMPLOYEE } from '../../../model/resources';
import { dataCall, type GraphQLContext } from '../../context';
import { MODE_ARG } from '../../types/enums';
import { inputType, objectType, toWire } from '../../types/hr/model-types';

@Resolver()
export class EmployeeCreateResolver {
  @Mutation(() => objectType(EMPLOYEE), { description: 'Creates an employee in the connected HR system. Scope: 2023-03-01/{mode}/employee.' })
  createEmployee(
    @Arg('mode', ...MODE_ARG) mode: Mode | null | undefined,
    @Arg('input', () => inputType(EMPLOYEE)) input: object,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Employee> {
    // The core checks the input as REST's body (same rules and messages); the answer has its references expanded.
    return ctx.services.hr.employeeCreate.create(dataCall(ctx, mode), toWire(EMPLOYEE, input));
  }
}
