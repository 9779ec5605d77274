import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { dataCall, type GraphQLContext } from '../../context';
import { TimeOffBalance, TimeOffEntry, Timesheet } from '../../types/hr/time.types';

// Dates are nullable in the schema so that the core answers a missing or malformed one with its own
// message, the same as REST (start_date and end_date: YYYY-MM-DD, start on or before end).
const date = (description: string) => [() => String, { nullable: true, description }] as const;

@Resolver()
export class TimeResolver {
  @Query(() => [TimeOffEntry], { description: 'Time off overlapping the range. Scope: 2023-03-01/{mode}/time-off-entries.' })
  timeOffEntries(
    @Arg('mode', () => String) mode: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('startDate', ...date('First day, YYYY-MM-DD (required)')) startDate?: string,
    @Arg('endDate', ...date('Last day, YYYY-MM-DD (required)')) endDate?: string,
  ): Promise<TimeOffEntry[]> {
    return ctx.services.hr.time.timeOffEntries(dataCall(ctx, mode), { start_date: startDate, end_date: endDate });
  }

  @Query(() => [TimeOffBalance], { description: 'Per employee and policy. Scope: 2023-03-01/{mode}/time-off-balances.' })
  timeOffBalances(@Arg('mode', () => String) mode: string, @Ctx() ctx: GraphQLContext): Promise<TimeOffBalance[]> {
    return ctx.services.hr.time.timeOffBalances(dataCall(ctx, mode));
  }

  @Query(() => [Timesheet], { description: 'Timesheets overlapping the range (days in UTC). Scope: 2023-03-01/{mode}/timesheets.' })
  timesheets(
    @Arg('mode', () => String) mode: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('startDate', ...date('First day, YYYY-MM-DD (required)')) startDate?: string,
    @Arg('endDate', ...date('Last day, YYYY-MM-DD (required)')) endDate?: string,
  ): Promise<Timesheet[]> {
    return ctx.services.hr.time.timesheets(dataCall(ctx, mode), { start_date: startDate, end_date: endDate });
  }
}
