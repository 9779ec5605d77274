// Whatever the connector, a record the store cannot hold never reaches it: a list record without a remote
// id (or a dated record without its employee's) is skipped and counted, and a remote id listed twice is kept
// once (the last) with a warning. One odd record never ends a sync.
import type { SyncReportCollector } from '../../connectors/sync-report';
import { forEachInTurns } from '../../core/turns';
import { fieldsOf, isNullable } from '../../model/declare';
import { PART_RECORD, PART_RESOURCE, SYNC_PARTS, type SyncPart } from './sync-plan';

/**
 * The ids a part's records must carry: the provider ids their declaration says are never null (remote_id
 * where the record has one, then the records it belongs to: employee_remote_id, payrun_remote_id).
 */
const REQUIRED: Partial<Record<SyncPart, readonly string[]>> = Object.fromEntries(
  SYNC_PARTS.map((part) => [
    part,
    fieldsOf(PART_RECORD[part], 'remote')
      .filter((f) => f.decl.kind === 'remoteId' && !isNullable(f.decl, 'remote'))
      .map((f) => f.key),
  ]).filter(([, fields]) => fields.length > 0),
);

const present = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/** The part's data without the records it cannot store, each counted in the report. */
export async function screenPart(part: SyncPart, data: unknown, report: SyncReportCollector): Promise<unknown> {
  const resource = PART_RESOURCE[part];
  if (part === 'company' && data !== null) {
    if (typeof data !== 'object' || Array.isArray(data)) return (report.skip(resource, null, 'not a record'), null);
    if (!present((data as Record<string, unknown>).remote_id)) return (report.skip(resource, 'remote_id', 'no remote id'), null);
  }
  const required = REQUIRED[part];
  if (!required || !Array.isArray(data)) return data;
  const kept: Array<Record<string, unknown>> = [];
  await forEachInTurns(
    data as unknown[],
    (record) => {
      if (record === null || typeof record !== 'object') {
        report.skip(resource, null, 'not a record');
        return;
      }
      const missing = required.find((field) => !present((record as Record<string, unknown>)[field]));
      if (missing) report.skip(resource, missing, `no ${missing.replace(/_/g, ' ')}`);
      else kept.push(record as Record<string, unknown>);
    },
  );
  if (required[0] !== 'remote_id') return kept;
  const byId = new Map<string, Record<string, unknown>>();
  await forEachInTurns(
    kept,
    (record) => {
      const id = record.remote_id as string;
      if (byId.delete(id)) report.forResource(resource).warn('the same remote id was listed twice; the last one is kept', 'remote_id');
      byId.set(id, record);
    },
  );
  return [...byId.values()];
}

/** Why the writers of a part skip records they were handed (references to records not stored). */
export const WRITE_SKIPS: Partial<Record<SyncPart, [field: string, message: string]>> = {
  timeOffEntries: ['employee_remote_id', 'refers to an employee the sync did not store'],
  timeOffBalances: ['employee_remote_id', 'refers to an employee the sync did not store'],
  timesheets: ['employee_remote_id', 'refers to an employee the sync did not store'],
  payslips: ['payrun_remote_id', 'refers to a pay run or employee the sync did not store'],
};
