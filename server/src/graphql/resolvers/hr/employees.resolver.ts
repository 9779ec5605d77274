import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { Employee, EmployeeManager, Group, Mode, WorkLocation } from '../../../model';
import { encodeCursor, MAX_PAGE_SIZE } from '../../../modules/hr/employees.service';
import type { EmployeeRow } from '../../../modules/hr/rows';
import { dataCall, type GraphQLContext } from '../../context';
import { MODE_ARG } from '../../types/enums';
import { EMPLOYEE, EMPLOYEE_MANAGER, GROUP, WORK_LOCATION } from '../../../model/resources';
import { EmployeeConnection } from '../../types/hr/employee-connection.types';
import { objectType } from '../../types/hr/model-types';

/** An employee as the field resolvers get it: a stored row (the list) or one with its references expanded (createEmployee). */
type EmployeeNode = EmployeeRow | Employee;

@Resolver(() => objectType(EMPLOYEE))
export class EmployeesResolver {
  @Query(() => EmployeeConnection, { description: 'Employees, a page at a time. Scope: 2023-03-01/{mode}/employees.' })
  async employees(
    @Arg('mode', ...MODE_ARG) mode: Mode | null | undefined,
    @Ctx() ctx: GraphQLContext,
    // A String, not the EmploymentStatus enum: the core answers an unknown status as REST does (400, same message).
    @Arg('employmentStatus', () => String, { nullable: true, description: 'active, inactive, pending or leave' }) employmentStatus?: string,
    @Arg('first', () => Int, { nullable: true, description: `Page size, 1 to ${MAX_PAGE_SIZE} (default 100)` }) first?: number,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page' }) after?: string,
  ): Promise<EmployeeConnection> {
    const page = await ctx.services.hr.employees.page(dataCall(ctx, mode), { employmentStatus, first, after });
    const edges = page.rows.map((node) => ({ cursor: encodeCursor(node.seq), node }));
    return {
      edges,
      pageInfo: {
        hasNextPage: page.hasNextPage,
        hasPreviousPage: page.hasPreviousPage,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
      connectionId: page.connectionId,
      employmentStatus: page.employmentStatus,
    };
  }

  @FieldResolver(() => objectType(EMPLOYEE_MANAGER), { nullable: true })
  manager(@Root() employee: EmployeeNode, @Ctx() ctx: GraphQLContext): Promise<EmployeeManager | null> | EmployeeManager | null {
    if ('manager' in employee) return employee.manager;
    return employee.manager_id ? ctx.loaders.manager.load(employee.manager_id) : null;
  }

  @FieldResolver(() => objectType(WORK_LOCATION), { nullable: true })
  workLocation(@Root() employee: EmployeeNode, @Ctx() ctx: GraphQLContext): Promise<WorkLocation | null> | WorkLocation | null {
    if ('work_location' in employee) return employee.work_location;
    return employee.work_location_id ? ctx.loaders.workLocation.load(employee.work_location_id) : null;
  }

  @FieldResolver(() => [objectType(GROUP)])
  groups(@Root() employee: EmployeeNode, @Ctx() ctx: GraphQLContext): Promise<Group[]> | Group[] {
    return 'groups' in employee ? employee.groups : ctx.loaders.groups.load(employee.id);
  }
}

@Resolver(() => EmployeeConnection)
export class EmployeeConnectionResolver {
  @FieldResolver(() => Int, { description: 'Employees matching the filter, all pages.' })
  totalCount(@Root() page: EmployeeConnection, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.services.hr.employees.count(page.connectionId, page.employmentStatus);
  }
}
