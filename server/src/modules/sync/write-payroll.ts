// Pay runs and payslips, written inside the caller's transaction. Payslips of unknown employees or
// pay runs cannot carry our ids (required by the API): they are skipped and counted.
import { newRowId } from '../../core/ids';
import type { EntityManager } from 'typeorm';
import type { RemotePayrun, RemotePayslip } from '../../model';
import { idMap, replaceRows, uniqueByRemoteId, type CommittedEmployees } from './bulk';
import { PAYRUN, PAYSLIP } from '../../model/resources';
import { tableOf } from './columns';
import { ofKnownEmployees, type LaidRows, type WriteResult } from './write-time';

export async function writePayruns(m: EntityManager, connectionId: string, payruns: RemotePayrun[]): Promise<WriteResult> {
  const list = uniqueByRemoteId(payruns);
  const ids = await idMap(m, 'hr_payrun', connectionId);
  const rows = list.map((p) => ({ ...p, id: ids.get(p.remote_id) ?? newRowId(), connection_id: connectionId }));
  await replaceRows(m, tableOf(PAYRUN), connectionId, rows, ids);
  return { stored: rows.length, skipped: 0 };
}

/**
 * One pay run whose payslips are written in a transaction of their own, and what every pay run's transaction
 * needs, read once before any of them.
 */
export interface PayrunScope {
  payrunRemoteId: string;
  payrunId: string;
  /**
   * remote_id -> our id of every payslip of the connection, read before any pay run was written: a payslip
   * moving to another pay run keeps its id even when its old pay run, written first, has deleted it.
   */
  ids: ReadonlyMap<string, string>;
  /** remote_id -> our id of the connection's employees (stored by an earlier stage). */
  employees: ReadonlyMap<string, string>;
  /** The employees' ids as committed when read (their COPY on PGlite then probes none of them). */
  committed: CommittedEmployees;
}

/**
 * A pay run's payslips as rows. Needs no reads (`run` carries the maps), so a sync lays out one pay run's while
 * the one before is stored: the store's thread then waits less between them. `payslips` are screened (each
 * remote id once) and all of this pay run (SyncService.payslipsByPayrun); those of unknown employees are left out.
 */
export function payrunPayslipRows(connectionId: string, payslips: readonly RemotePayslip[], run: PayrunScope): Promise<LaidRows> {
  return ofKnownEmployees(payslips, connectionId, run.employees, (p) => ({
    id: run.ids.get(p.remote_id) ?? newRowId(),
    payrun_id: run.payrunId,
    earnings: p.earnings ?? [],
    contributions: p.contributions ?? [],
    deductions: p.deductions ?? [],
    taxes: p.taxes ?? [],
    reimbursements: p.reimbursements ?? [],
  }));
}

/**
 * Stores a pay run's payslips laid out by payrunPayslipRows, in the caller's transaction: the pay run's other
 * payslips are deleted from it, not from other pay runs.
 */
export async function storePayrunPayslips(m: EntityManager, connectionId: string, run: PayrunScope, laid: LaidRows): Promise<WriteResult> {
  await replaceRows(m, tableOf(PAYSLIP), connectionId, laid.rows, run.ids, { within: { payrun_id: run.payrunId }, committed: run.committed });
  return { stored: laid.rows.length, skipped: laid.skipped };
}
