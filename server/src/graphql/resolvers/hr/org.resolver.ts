import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { Company, Group, Identity, Mode, WorkLocation } from '../../../model';
import { dataCall, type GraphQLContext } from '../../context';
import { MODE_ARG } from '../../types/enums';
import { COMPANY, GROUP, IDENTITY, WORK_LOCATION } from '../../../model/resources';
import { objectType } from '../../types/hr/model-types';

@Resolver()
export class OrgResolver {
  @Query(() => objectType(COMPANY), { description: 'The connected company. Scope: 2023-03-01/{mode}/company.' })
  company(@Arg('mode', ...MODE_ARG) mode: Mode | null | undefined, @Ctx() ctx: GraphQLContext): Promise<Company> {
    return ctx.services.hr.org.company(dataCall(ctx, mode));
  }

  @Query(() => objectType(IDENTITY), { description: 'The account that made the connection. Scope: 2023-03-01/{mode}/identity.' })
  identity(@Arg('mode', ...MODE_ARG) mode: Mode | null | undefined, @Ctx() ctx: GraphQLContext): Promise<Identity> {
    return ctx.services.hr.org.identity(dataCall(ctx, mode));
  }

  @Query(() => [objectType(GROUP)], { description: 'Departments, teams, cost centres and pay groups. Scope: 2023-03-01/{mode}/groups.' })
  groups(@Arg('mode', ...MODE_ARG) mode: Mode | null | undefined, @Ctx() ctx: GraphQLContext): Promise<Group[]> {
    return ctx.services.hr.org.groups(dataCall(ctx, mode));
  }

  @Query(() => [objectType(WORK_LOCATION)], { description: 'Work locations. Scope: 2023-03-01/{mode}/work-locations.' })
  workLocations(@Arg('mode', ...MODE_ARG) mode: Mode | null | undefined, @Ctx() ctx: GraphQLContext): Promise<WorkLocation[]> {
    return ctx.services.hr.org.workLocations(dataCall(ctx, mode));
  }
}
