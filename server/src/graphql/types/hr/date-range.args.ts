import { ArgsType, Field } from 'type-graphql';
import type { RangeQuery } from '../../../modules/hr/record-lists';

/**
 * startDate and endDate of the dated lists (time off, timesheets, pay runs). Nullable in the schema so that
 * the core answers a missing or malformed one with its own message, the same as REST (YYYY-MM-DD, start on
 * or before end).
 */
@ArgsType()
export class DateRangeArgs implements RangeQuery {
  @Field(() => String, { nullable: true, description: 'First day, YYYY-MM-DD (required)' }) startDate?: string;
  @Field(() => String, { nullable: true, description: 'Last day, YYYY-MM-DD (required)' }) endDate?: string;
}
