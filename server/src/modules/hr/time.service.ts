// Time off entries and balances, timesheets (GET /{mode}/time-off-entries, time-off-balances, timesheets).
// A record is in a date range when it overlaps it (days inclusive; timesheet days in UTC).
import type { DataSource } from 'typeorm';
import type { TimeOffBalance, TimeOffEntry, Timesheet } from '../../model';
import type { DataCall, DataGate } from './data-gate';
import { parseDateRange } from './hr-input';
import { TIME_OFF_BALANCE, TIME_OFF_ENTRY, TIMESHEET } from '../../model/resources';
import { parseListPaging, readRecordList, type JsonList, type ListPaging, type RecordPick } from './json-list';
import { readRows } from './rows';
import type { RecordOf } from '../../model/declare';

/** A record with start_date and end_date overlaps the days $2 to $3 (inclusive); a missing end is its start, and the other way round. */
export const OVERLAPS_DAYS = 'COALESCE(start_date, end_date) <= $3::date AND COALESCE(end_date, start_date) >= $2::date';

/** start_date and end_date as given (checked here, after authorization, with the same messages for both doors). */
export interface RangeQuery {
  startDate?: string | null;
  endDate?: string | null;
}

/** Timesheets overlapping the days $2 to $3 (inclusive, in UTC). */
const TIMESHEET_IN_RANGE = `COALESCE(start_time, end_time) < (($3::date + 1)::timestamp AT TIME ZONE 'UTC')
         AND COALESCE(end_time, start_time) >= ($2::date::timestamp AT TIME ZONE 'UTC')`;

const LISTS = {
  entries: { resource: 'time-off-entries', offeredBy: 'fetchTimeOffEntries', kind: 'time_off_entry', decl: TIME_OFF_ENTRY, range: OVERLAPS_DAYS },
  balances: { resource: 'time-off-balances', offeredBy: 'fetchTimeOffBalances', kind: 'time_off_balance', decl: TIME_OFF_BALANCE, range: undefined },
  timesheets: { resource: 'timesheets', offeredBy: 'fetchTimesheets', kind: 'timesheet', decl: TIMESHEET, range: TIMESHEET_IN_RANGE },
} as const;

export class TimeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gate: DataGate,
  ) {}

  async timeOffEntries(call: DataCall, query: RangeQuery): Promise<TimeOffEntry[]> {
    return this.rows(call, LISTS.entries, query);
  }

  async timeOffBalances(call: DataCall): Promise<TimeOffBalance[]> {
    return this.rows(call, LISTS.balances, {});
  }

  async timesheets(call: DataCall, query: RangeQuery): Promise<Timesheet[]> {
    return this.rows(call, LISTS.timesheets, query);
  }

  /** REST: the list as JSON texts, whole or a page of `limit`, in the same order and with the same filter. */
  async list(call: DataCall, name: keyof typeof LISTS, query: RangeQuery & ListPaging): Promise<JsonList> {
    const list = LISTS[name];
    const { pick, input } = await this.enter(call, list, query);
    return readRecordList(this.dataSource, list.kind, list.decl, pick, input);
  }

  private async rows<L extends (typeof LISTS)[keyof typeof LISTS]>(call: DataCall, list: L, query: RangeQuery): Promise<Array<RecordOf<L['decl'], 'row'>>> {
    const { pick } = await this.enter(call, list, query);
    return readRows<L['decl']>(this.dataSource, list.decl, `WHERE ${pick.where} ORDER BY seq`, pick.params);
  }

  /** Authorization, then the range (lists that have one) and paging checked, with the same messages for both doors. */
  private async enter(call: DataCall, list: (typeof LISTS)[keyof typeof LISTS], query: RangeQuery & ListPaging) {
    const { connectionId, input } = await this.gate.enter(call, list.resource, {
      offeredBy: list.offeredBy,
      parse: () => ({ range: list.range ? parseDateRange(query.startDate, query.endDate) : undefined, paging: parseListPaging(list.kind, query) }),
    });
    const pick: RecordPick = input.range
      ? { where: `connection_id = $1 AND ${list.range}`, params: [connectionId, input.range.startDate, input.range.endDate] }
      : { where: 'connection_id = $1', params: [connectionId] };
    return { pick, input: input.paging };
  }
}
