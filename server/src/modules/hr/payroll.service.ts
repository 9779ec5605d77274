// Pay runs and payslips, xhr mode only (GET /xhr/payruns, /xhr/payruns/{payrun_id}).
// Payslips need the scope `2023-03-01/xhr/payruns/{payrun_id}` itself (payslip details are more sensitive
// than the pay run list): `payruns` alone does not grant them.
import type { DataSource } from 'typeorm';
import { notFound } from '../../core/errors';
import type { Payrun, Payslip } from '../../model';
import type { Caller } from '../auth/caller';
import type { DataGate } from './data-gate';
import { parseDateRange, payrunIdOrNull } from './hr-input';
import { PAYRUN, PAYSLIP } from '../../model/resources';
import { parseListPaging, readRecordList, type JsonList, type ListPaging, type RecordPick } from './json-list';
import { readRows } from './rows';
import { OVERLAPS_DAYS, type RangeQuery } from './time.service';

export class PayrollService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gate: DataGate,
  ) {}

  async payruns(caller: Caller, query: RangeQuery): Promise<Payrun[]> {
    const { pick } = await this.enterPayruns(caller, query);
    return readRows(this.dataSource, PAYRUN, `WHERE ${pick.where} ORDER BY seq`, pick.params);
  }

  /** REST: the pay runs as JSON texts, whole or a page of `limit`. */
  async payrunList(caller: Caller, query: RangeQuery & ListPaging): Promise<JsonList> {
    const { pick, input } = await this.enterPayruns(caller, query);
    return readRecordList(this.dataSource, 'payrun', PAYRUN, pick, input);
  }

  async payslips(caller: Caller, payrunId: string): Promise<Payslip[]> {
    const { pick } = await this.enterPayslips(caller, payrunId);
    return readRows(this.dataSource, PAYSLIP, `WHERE ${pick.where} ORDER BY seq`, pick.params);
  }

  /** REST: the payslips of a pay run as JSON texts, whole or a page of `limit`. */
  async payslipList(caller: Caller, payrunId: string, paging: ListPaging): Promise<JsonList> {
    const { pick, input } = await this.enterPayslips(caller, payrunId, paging);
    return readRecordList(this.dataSource, 'payslip', PAYSLIP, pick, input);
  }

  private async enterPayruns(caller: Caller, query: RangeQuery & ListPaging) {
    const { connectionId, input } = await this.gate.enter({ caller, mode: 'xhr' }, 'payruns', {
      offeredBy: 'fetchPayruns',
      parse: () => ({ range: parseDateRange(query.startDate, query.endDate), paging: parseListPaging('payrun', query) }),
    });
    const pick: RecordPick = { where: `connection_id = $1 AND ${OVERLAPS_DAYS}`, params: [connectionId, input.range.startDate, input.range.endDate] };
    return { pick, input: input.paging };
  }

  private async enterPayslips(caller: Caller, payrunId: string, paging: ListPaging = {}) {
    const { connectionId, input } = await this.gate.enter({ caller, mode: 'xhr' }, 'payruns/{payrun_id}', {
      offeredBy: 'fetchPayslips',
      parse: () => parseListPaging('payslip', paging),
    });
    const id = payrunIdOrNull(payrunId);
    const [payrun] = id ? await this.dataSource.query('SELECT id FROM hr_payrun WHERE id = $1 AND connection_id = $2', [id, connectionId]) : [];
    if (!payrun) throw notFound('no such pay run', payrunId);
    const pick: RecordPick = { where: 'payrun_id = $1', params: [id] };
    return { pick, input };
  }
}
