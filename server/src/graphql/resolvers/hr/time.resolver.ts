import { Arg, Args, Ctx, Query, Resolver } from 'type-graphql';
import { dataCall, type GraphQLContext } from '../../context';
import { MODE_ARG } from '../../types/enums';
import type { Mode, TimeOffBalance, TimeOffEntry, Timesheet } from '../../../model';
import { TIME_OFF_BALANCE, TIME_OFF_ENTRY, TIMESHEET } from '../../../model/resources';
import { DateRangeArgs } from '../../types/hr/date-range.args';
import { objectType } from '../../types/hr/model-types';

@Resolver()
export class TimeResolver {
  @Query(() => [objectType(TIME_OFF_ENTRY)], { description: 'Time off overlapping the range. Scope: 2023-03-01/{mode}/time-off-entries.' })
  timeOffEntries(
    @Arg('mode', ...MODE_ARG) mode: Mode | null | undefined,
    @Args(() => DateRangeArgs) range: DateRangeArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<TimeOffEntry[]> {
    return ctx.services.hr.time.timeOffEntries(dataCall(ctx, mode), range);
  }

  @Query(() => [objectType(TIME_OFF_BALANCE)], { description: 'Per employee and policy. Scope: 2023-03-01/{mode}/time-off-balances.' })
  timeOffBalances(@Arg('mode', ...MODE_ARG) mode: Mode | null | undefined, @Ctx() ctx: GraphQLContext): Promise<TimeOffBalance[]> {
    return ctx.services.hr.time.timeOffBalances(dataCall(ctx, mode));
  }

  @Query(() => [objectType(TIMESHEET)], { description: 'Timesheets overlapping the range (days in UTC). Scope: 2023-03-01/{mode}/timesheets.' })
  timesheets(
    @Arg('mode', ...MODE_ARG) mode: Mode | null | undefined,
    @Args(() => DateRangeArgs) range: DateRangeArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Timesheet[]> {
    return ctx.services.hr.time.timesheets(dataCall(ctx, mode), range);
  }
}
