// Pay runs and payslips, xhr mode only (GET /xhr/payruns, /xhr/payruns/{payrun_id}).
// Payslips need the scope `2023-03-01/xhr/payruns/{payrun_id}` itself (payslip details are more sensitive
// than the pay run list): `payruns` alone does not grant them.
import type { DataSource } from 'typeorm';
import { notFound } from '../../core/errors';
import type { Payrun, Payslip } from '../../model';
import type { Caller } from '../auth/caller';
import type { DataGate } from './data-gate';
import { payrunIdOrNull } from './hr-input';
import { PAYRUN, PAYSLIP } from '../../model/resources';
import { parseListPaging, readRecordList, type JsonList, type ListPaging, type RecordPick } from './json-list';
import { RecordLists, type RangeQuery, type RecordList } from './record-lists';
import { readRows } from './rows';
import { OVERLAPS_DAYS } from './time.service';

const PAYRUNS: RecordList<typeof PAYRUN> = { resource: 'payruns', offeredBy: 'fetchPayruns', kind: 'payrun', decl: PAYRUN, range: OVERLAPS_DAYS };

export class PayrollService {
  private readonly lists: RecordLists;

  constructor(
    private readonly dataSource: DataSource,
    private readonly gate: DataGate,
  ) {
    this.lists = new RecordLists(dataSource, gate);
  }

  payruns(caller: Caller, query: RangeQuery): Promise<Payrun[]> {
    return this.lists.rows({ caller, mode: 'xhr' }, PAYRUNS, query);
  }

  /** REST: the pay runs as JSON texts, whole or a page of `limit`. */
  payrunList(caller: Caller, query: RangeQuery & ListPaging): Promise<JsonList> {
    return this.lists.json({ caller, mode: 'xhr' }, PAYRUNS, query);
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
