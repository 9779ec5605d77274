// Keeps the report of each connection's latest sync (connection_sync_report), replaced by the next sync.
import type { DataSource } from 'typeorm';
import type { SyncReportData } from '../../connectors/sync-report';
import { SyncReportEntity } from '../../db/entities';

export class SyncReportStore {
  constructor(private readonly dataSource: DataSource) {}

  async save(connectionId: string, report: SyncReportData): Promise<void> {
    await this.dataSource.getRepository(SyncReportEntity).upsert(
      {
        connectionId,
        startedAt: new Date(report.started_at),
        finishedAt: report.finished_at ? new Date(report.finished_at) : null,
        report,
      },
      ['connectionId'],
    );
  }

  /** The connection's latest sync report, or null before its first sync starts. */
  async latest(connectionId: string): Promise<SyncReportData | null> {
    const row = await this.dataSource.getRepository(SyncReportEntity).findOneBy({ connectionId });
    return row?.report ?? null;
  }
}
