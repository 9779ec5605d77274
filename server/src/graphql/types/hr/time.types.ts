import { ObjectType } from 'type-graphql';
import { Decimal, Id, Str } from './snake-field';

@ObjectType()
export class TimeOffEntry {
  @Id() id: string;
  @Id() remote_id: string;
  @Id() employee_id: string;
  @Id() employee_remote_id: string;
  @Str('YYYY-MM-DD') start_date: string | null;
  @Str('YYYY-MM-DD') end_date: string | null;
  @Decimal() amount: number | null;
  @Str('hours, days or months') unit: string | null;
  @Str('approved, pending or rejected') status: string | null;
  @Str() employee_note: string | null;
  @Str() policy_id: string | null;
  @Str() policy_remote_id: string | null;
  @Str() policy_name: string | null;
  @Str('bereavement, holiday, jury_duty, personal, sick, vacation or volunteer') policy_type: string | null;
  @Str() remote_created_at: string | null;
  @Str() remote_modified_at: string | null;
}

@ObjectType()
export class TimeOffBalance {
  @Id() employee_id: string;
  @Id() employee_remote_id: string;
  @Decimal() balance: number | null;
  @Decimal() used: number | null;
  @Str() policy_id: string | null;
  @Str() policy_remote_id: string | null;
  @Str() policy_type: string | null;
  @Str() policy_name: string | null;
  @Str() remote_created_at: string | null;
  @Str() remote_modified_at: string | null;
}

@ObjectType()
export class Timesheet {
  @Id() id: string;
  @Id() remote_id: string;
  @Id() employee_id: string;
  @Id() employee_remote_id: string;
  @Str('ISO 8601 date-time') start_time: string | null;
  @Str('ISO 8601 date-time') end_time: string | null;
  @Decimal() hours_worked: number | null;
  @Str() remote_created_at: string | null;
  @Str() remote_modified_at: string | null;
}
