// Keeps the report of each sync of a connection (connection_sync_report): the latest SYNC_REPORTS_KEPT of them.
import type { DataSource } from 'typeorm';
import type { SyncReportData } from '../../connectors/sync-report';
import { SyncReportEntity } from '../../db/entities';

/** Reports kept per connection; older ones go when a sync finishes. */
export const SYNC_REPORTS_KEPT = 20;

export class SyncReportStore {
  constructor(private readonly dataSource: DataSource) {}

  /** Writes the report of the run `runId` (written as the run starts, and again as it ends). */
  async save(connectionId: string, runId: string, report: SyncReportData): Promise<void> {
    const repository = this.dataSource.getRepository(SyncReportEntity);
    await repository.upsert(
      { id: runId, connectionId, startedAt: new Date(report.started_at), finishedAt: report.finished_at ? new Date(report.finished_at) : null, report },
      ['id'],
    );
    if (report.finished_at) {
      await this.dataSource.query(
        `DELETE FROM connection_sync_report WHERE connection_id = $1 AND id NOT IN (
           SELECT id FROM connection_sync_report WHERE connection_id = $1 ORDER BY started_at DESC, id LIMIT ${SYNC_REPORTS_KEPT})`,
        [connectionId],
      );
    }
  }

  /** The connection's latest sync report, or null before its first sync starts. */
  async latest(connectionId: string): Promise<SyncReportData | null> {
    return (await this.recent(connectionId, 1))[0] ?? null;
  }

  /** The latest sync report of each of these connections (those with one). */
  async latestOf(connectionIds: readonly string[]): Promise<Map<string, SyncReportData>> {
    if (connectionIds.length === 0) return new Map();
    const rows: Array<{ connection_id: string; report: SyncReportData }> = await this.dataSource.query(
      `SELECT DISTINCT ON (connection_id) connection_id, report FROM connection_sync_report
       WHERE connection_id = ANY($1::uuid[]) ORDER BY connection_id, started_at DESC, id`,
      [[...connectionIds]],
    );
    return new Map(rows.map((r) => [r.connection_id, r.report]));
  }

  /** The connection's latest `count` sync reports, newest first. */
  async recent(connectionId: string, count = SYNC_REPORTS_KEPT): Promise<SyncReportData[]> {
    const rows = await this.dataSource.getRepository(SyncReportEntity).find({
      where: { connectionId },
      order: { startedAt: 'DESC', id: 'ASC' },
      take: count,
    });
    return rows.map((r) => r.report);
  }
}
