// Pay runs and payslips, written inside the caller's transaction. Payslips of unknown employees or
// pay runs cannot carry our ids (required by the API): they are skipped and counted.
import { newRowId } from '../../core/ids';
import type { EntityManager } from 'typeorm';
import type { RemotePayrun, RemotePayslip } from '../../model';
import { idMap, replaceRows, uniqueByRemoteId } from './bulk';
import { PAYRUN, PAYSLIP } from '../../model/resources';
import { tableOf } from './columns';
import { ofKnownEmployees, type WriteResult } from './write-time';

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
}

/**
 * Writes payslips. With `run` they are that pay run's (the others are deleted from it, not from other pay
 * runs); without, the list is every payslip of the connection.
 */
export async function writePayslips(m: EntityManager, connectionId: string, payslips: RemotePayslip[], run?: PayrunScope): Promise<WriteResult> {
  const list = uniqueByRemoteId(payslips);
  const employees = run?.employees ?? (await idMap(m, 'hr_employee', connectionId));
  const payruns = run ? new Map([[run.payrunRemoteId, run.payrunId]]) : await idMap(m, 'hr_payrun', connectionId);
  const ids = run?.ids ?? (await idMap(m, 'hr_payslip', connectionId));
  const inKnownRuns = list.filter((p) => payruns.has(p.payrun_remote_id));
  const rows = await ofKnownEmployees(inKnownRuns, connectionId, employees, (p) => ({
    id: ids.get(p.remote_id) ?? newRowId(),
    payrun_id: payruns.get(p.payrun_remote_id),
    earnings: p.earnings ?? [],
    contributions: p.contributions ?? [],
    deductions: p.deductions ?? [],
    taxes: p.taxes ?? [],
    reimbursements: p.reimbursements ?? [],
  }));
  await replaceRows(m, tableOf(PAYSLIP), connectionId, rows, ids, run ? { payrun_id: run.payrunId } : undefined);
  return { stored: rows.length, skipped: list.length - rows.length };
}
