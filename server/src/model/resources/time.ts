// Time off (entries, balances, the policies they name) and timesheets (SPEC §3).
import { date, dateTime, decimal, defineObject, id, oneOf, remoteId, text, uuid } from '../declare';
import { POLICY_TYPE, TIME_OFF_STATUS, TIME_OFF_UNIT } from '../enums';
import { IDS } from './org';

/** The employee a record belongs to, by both ids: a record of an employee we do not hold is not stored. */
export const OF_EMPLOYEE = { employee_id: id(), employee_remote_id: remoteId() } as const;

export const TIME_OFF_ENTRY = defineObject(
  'TimeOffEntry',
  {
    ...IDS,
    ...OF_EMPLOYEE,
    start_date: date(),
    end_date: date(),
    amount: decimal(),
    unit: oneOf(TIME_OFF_UNIT),
    status: oneOf(TIME_OFF_STATUS),
    employee_note: text(),
    policy_id: uuid({ own: true }),
    policy_remote_id: remoteId({ nullable: true }),
    policy_name: text(),
    policy_type: oneOf(POLICY_TYPE),
    remote_created_at: dateTime(),
    remote_modified_at: dateTime(),
  },
  { description: 'Time off an employee took or asked for.', table: { name: 'hr_time_off_entry' } },
);

/** Balances carry no id of their own: each sync replaces a connection's balances. */
export const TIME_OFF_BALANCE = defineObject(
  'TimeOffBalance',
  {
    ...OF_EMPLOYEE,
    balance: decimal(),
    used: decimal(),
    policy_id: uuid({ own: true }),
    policy_remote_id: remoteId({ nullable: true }),
    policy_type: oneOf(POLICY_TYPE),
    policy_name: text(),
    remote_created_at: dateTime(),
    remote_modified_at: dateTime(),
  },
  { description: 'What an employee has left of a time off policy.', table: { name: 'hr_time_off_balance', hiddenId: true } },
);

/** A leave policy, made from what entries and balances report, so that policy_id can be ours. Not on the wire. */
export const TIME_OFF_POLICY = defineObject(
  'TimeOffPolicy',
  { ...IDS, name: text(), type: oneOf(POLICY_TYPE) },
  { table: { name: 'hr_time_off_policy' } },
);

export const TIMESHEET = defineObject(
  'Timesheet',
  {
    ...IDS,
    ...OF_EMPLOYEE,
    start_time: dateTime(),
    end_time: dateTime(),
    hours_worked: decimal(),
    remote_created_at: dateTime(),
    remote_modified_at: dateTime(),
  },
  { description: 'Hours an employee worked.', table: { name: 'hr_timesheet' } },
);
