// Time off entries and balances, timesheets (GET /{mode}/time-off-entries, time-off-balances, timesheets).
// A record is in a date range when it overlaps it (days inclusive; timesheet days in UTC).
import type { DataSource } from 'typeorm';
import type { TimeOffBalance, TimeOffEntry, Timesheet } from '../../model';
import type { DataCall, DataGate } from './data-gate';
import { parseDateRange } from './hr-input';
import { TIME_OFF_BALANCE, TIME_OFF_ENTRY, TIMESHEET } from '../../model/resources';
import { readRows } from './rows';

/** A record with start_date and end_date overlaps the days $2 to $3 (inclusive); a missing end is its start, and the other way round. */
export const OVERLAPS_DAYS = 'COALESCE(start_date, end_date) <= $3::date AND COALESCE(end_date, start_date) >= $2::date';

/** start_date and end_date as given (checked here, after authorization, with the same messages for both doors). */
export interface RangeQuery {
  startDate?: string | null;
  endDate?: string | null;
}

export class TimeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gate: DataGate,
  ) {}

  async timeOffEntries(call: DataCall, query: RangeQuery): Promise<TimeOffEntry[]> {
    const { connectionId, input } = await this.gate.enter(call, 'time-off-entries', {
      offeredBy: 'fetchTimeOffEntries',
      parse: () => parseDateRange(query.startDate, query.endDate),
    });
    return readRows(this.dataSource, TIME_OFF_ENTRY, `WHERE connection_id = $1 AND ${OVERLAPS_DAYS} ORDER BY seq`, [connectionId, input.startDate, input.endDate]);
  }

  async timeOffBalances(call: DataCall): Promise<TimeOffBalance[]> {
    const { connectionId } = await this.gate.enter(call, 'time-off-balances', { offeredBy: 'fetchTimeOffBalances' });
    return readRows(this.dataSource, TIME_OFF_BALANCE, 'WHERE connection_id = $1 ORDER BY seq', [connectionId]);
  }

  async timesheets(call: DataCall, query: RangeQuery): Promise<Timesheet[]> {
    const { connectionId, input } = await this.gate.enter(call, 'timesheets', {
      offeredBy: 'fetchTimesheets',
      parse: () => parseDateRange(query.startDate, query.endDate),
    });
    return readRows(
      this.dataSource,
      TIMESHEET,
      `WHERE connection_id = $1
         AND COALESCE(start_time, end_time) < (($3::date + 1)::timestamp AT TIME ZONE 'UTC')
         AND COALESCE(end_time, start_time) >= ($2::date::timestamp AT TIME ZONE 'UTC')
       ORDER BY seq`,
      [connectionId, input.startDate, input.endDate],
    );
  }
}
