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
import { readRows } from './rows';
import { OVERLAPS_DAYS, type RangeQuery } from './time.service';

export class PayrollService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gate: DataGate,
  ) {}

  async payruns(caller: Caller, query: RangeQuery): Promise<Payrun[]> {
    const { connectionId, input } = await this.gate.enter({ caller, mode: 'xhr' }, 'payruns', {
      offeredBy: 'fetchPayruns',
      parse: () => parseDateRange(query.startDate, query.endDate),
    });
    return readRows(this.dataSource, PAYRUN, `WHERE connection_id = $1 AND ${OVERLAPS_DAYS} ORDER BY seq`, [connectionId, input.startDate, input.endDate]);
  }

  async payslips(caller: Caller, payrunId: string): Promise<Payslip[]> {
    const { connectionId } = await this.gate.enter({ caller, mode: 'xhr' }, 'payruns/{payrun_id}', { offeredBy: 'fetchPayslips' });
    const id = payrunIdOrNull(payrunId);
    const [payrun] = id ? await this.dataSource.query('SELECT id FROM hr_payrun WHERE id = $1 AND connection_id = $2', [id, connectionId]) : [];
    if (!payrun) throw notFound('no such pay run', payrunId);
    return readRows(this.dataSource, PAYSLIP, 'WHERE payrun_id = $1 ORDER BY seq', [id]);
  }
}
