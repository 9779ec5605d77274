import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { encodeCursor, MAX_PAGE_SIZE } from '../../../modules/hr/employees.service';
import { dataCall, type GraphQLContext } from '../../context';
import { MODE_ARG } from '../../types/enums';
import type { Mode } from '../../../model';
import { Employee, EmployeeConnection, EmployeeManager } from '../../types/hr/employee.types';
import { Group, WorkLocation } from '../../types/hr/org.types';

@Resolver(() => Employee)
export class EmployeesResolver {
  @Query(() => EmployeeConnection, { description: 'Employees, a page at a time. Scope: 2023-03-01/{mode}/employees.' })
  async employees(
    @Arg('mode', ...MODE_ARG) mode: Mode | null | undefined,
    @Ctx() ctx: GraphQLContext,
    @Arg('employmentStatus', () => String, { nullable: true, description: 'active, inactive, pending or leave' }) employmentStatus?: string,
    @Arg('first', () => Int, { nullable: true, description: `Page size, 1 to ${MAX_PAGE_SIZE} (default 100)` }) first?: number,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page' }) after?: string,
  ): Promise<EmployeeConnection> {
    const page = await ctx.services.hr.employees.page(dataCall(ctx, mode), { employmentStatus, first, after });
    const edges = page.rows.map((node) => ({ cursor: encodeCursor(node.seq), node: node as Employee }));
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

  @FieldResolver(() => EmployeeManager, { nullable: true })
  manager(@Root() employee: Employee, @Ctx() ctx: GraphQLContext): Promise<EmployeeManager | null> | null {
    return employee.manager_id ? ctx.loaders.manager.load(employee.manager_id) : null;
  }

  @FieldResolver(() => WorkLocation, { nullable: true })
  workLocation(@Root() employee: Employee, @Ctx() ctx: GraphQLContext): Promise<WorkLocation | null> | null {
    return employee.work_location_id ? ctx.loaders.workLocation.load(employee.work_location_id) : null;
  }

  @FieldResolver(() => [Group])
  groups(@Root() employee: Employee, @Ctx() ctx: GraphQLContext): Promise<Group[]> {
    return ctx.loaders.groups.load(employee.id);
  }
}

@Resolver(() => EmployeeConnection)
export class EmployeeConnectionResolver {
  @FieldResolver(() => Int, { description: 'Employees matching the filter, all pages.' })
  totalCount(@Root() page: EmployeeConnection, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.services.hr.employees.count(page.connectionId, page.employmentStatus);
  }
}
