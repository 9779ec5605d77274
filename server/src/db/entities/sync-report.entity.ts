import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { SyncReportData } from '../../connectors/sync-report';

/** The report of one sync of a connection (kept apart from the connection's sync state). */
@Entity({ name: 'connection_sync_report' })
export class SyncReportEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'connection_id' })
  connectionId: string;

  @Column('timestamptz', { name: 'started_at' })
  startedAt: Date;

  @Column('timestamptz', { name: 'finished_at', nullable: true })
  finishedAt: Date | null;

  @Column('jsonb')
  report: SyncReportData;
}
