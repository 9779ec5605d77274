import { Arg, Args, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../context';
import type { Payrun, Payslip } from '../../../model';
import { PAYRUN, PAYSLIP } from '../../../model/resources';
import { DateRangeArgs } from '../../types/hr/date-range.args';
import { objectType } from '../../types/hr/model-types';

// Pay runs exist in xhr mode only, so these fields take no mode.
@Resolver()
export class PayrollResolver {
  @Query(() => [objectType(PAYRUN)], { description: 'Pay runs overlapping the range (xhr). Scope: 2023-03-01/xhr/payruns.' })
  payruns(@Args(() => DateRangeArgs) range: DateRangeArgs, @Ctx() ctx: GraphQLContext): Promise<Payrun[]> {
    return ctx.services.hr.payroll.payruns(ctx.caller, range);
  }

  @Query(() => [objectType(PAYSLIP)], { description: 'The payslips of one pay run (xhr). Scope: 2023-03-01/xhr/payruns/{payrun_id}.' })
  payslips(@Arg('payrunId', () => String) payrunId: string, @Ctx() ctx: GraphQLContext): Promise<Payslip[]> {
    return ctx.services.hr.payroll.payslips(ctx.caller, payrunId);
  }
}
