// Time off entries and balances, timesheets (GET /{mode}/time-off-entries, time-off-balances, timesheets).
// A record is in a date range when it overlaps it (days inclusive; timesheet days in UTC).
import type { DataSource } from 'typeorm';
import type { TimeOffBalance, TimeOffEntry, Timesheet } from '../../model';
import type { DataCall, DataGate } from './data-gate';
import { TIME_OFF_BALANCE, TIME_OFF_ENTRY, TIMESHEET } from '../../model/resources';
import type { JsonList, ListPaging } from './json-list';
import { RecordLists, type RangeQuery, type RecordList } from './record-lists';

/** A record with start_date and end_date overlaps the days $2 to $3 (inclusive); a missing end is its start, and the other way round. */
export const OVERLAPS_DAYS = 'COALESCE(start_date, end_date) <= $3::date AND COALESCE(end_date, start_date) >= $2::date';

/** Timesheets overlapping the days $2 to $3 (inclusive, in UTC). */
const TIMESHEET_IN_RANGE = `COALESCE(start_time, end_time) < (($3::date + 1)::timestamp AT TIME ZONE 'UTC')
         AND COALESCE(end_time, start_time) >= ($2::date::timestamp AT TIME ZONE 'UTC')`;

const ENTRIES: RecordList<typeof TIME_OFF_ENTRY> = {
  resource: 'time-off-entries',
  offeredBy: 'fetchTimeOffEntries',
  kind: 'time_off_entry',
  decl: TIME_OFF_ENTRY,
  range: OVERLAPS_DAYS,
};
const BALANCES: RecordList<typeof TIME_OFF_BALANCE> = { resource: 'time-off-balances', offeredBy: 'fetchTimeOffBalances', kind: 'time_off_balance', decl: TIME_OFF_BALANCE };
const TIMESHEETS: RecordList<typeof TIMESHEET> = { resource: 'timesheets', offeredBy: 'fetchTimesheets', kind: 'timesheet', decl: TIMESHEET, range: TIMESHEET_IN_RANGE };

const LISTS = { entries: ENTRIES, balances: BALANCES, timesheets: TIMESHEETS };

export class TimeService {
  private readonly lists: RecordLists;

  constructor(dataSource: DataSource, gate: DataGate) {
    this.lists = new RecordLists(dataSource, gate);
  }

  timeOffEntries(call: DataCall, query: RangeQuery): Promise<TimeOffEntry[]> {
    return this.lists.rows(call, ENTRIES, query);
  }

  timeOffBalances(call: DataCall): Promise<TimeOffBalance[]> {
    return this.lists.rows(call, BALANCES);
  }

  timesheets(call: DataCall, query: RangeQuery): Promise<Timesheet[]> {
    return this.lists.rows(call, TIMESHEETS, query);
  }

  /** REST: the list as JSON texts, whole or a page of `limit`, in the same order and with the same filter. */
  list(call: DataCall, name: keyof typeof LISTS, query: RangeQuery & ListPaging): Promise<JsonList> {
    return this.lists.json(call, LISTS[name], query);
  }
}
