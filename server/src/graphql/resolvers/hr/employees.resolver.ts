import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { Employee, Mode } from '../../../model';
import { encodeCursor, MAX_PAGE_SIZE } from '../../../modules/hr/employees.service';
import { dataCall, type GraphQLContext } from '../../context';
import { MODE_ARG } from '../../types/enums';
import { EmployeeConnection, type EmployeeEdge } from '../../types/hr/employee-connection.types';

/** An edge encodes its cursor only when it is read: most pages ask for endCursor alone. */
class LazyEdge implements EmployeeEdge {
  constructor(
    private readonly seq: string,
    readonly node: Employee,
  ) {}

  get cursor(): string {
    return encodeCursor(this.seq);
  }
}

// Employees come from the store as the API JSON, references (manager, work location, groups) included: every
// field of the page resolves by reading a property, with no further statement.
@Resolver()
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
    const edges = page.rows.map(({ seq, employee }) => new LazyEdge(seq, employee));
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
}

@Resolver(() => EmployeeConnection)
export class EmployeeConnectionResolver {
  @FieldResolver(() => Int, { description: 'Employees matching the filter, all pages.' })
  totalCount(@Root() page: EmployeeConnection, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.services.hr.employees.count(page.connectionId, page.employmentStatus);
  }
}
