import { Entity } from 'typeorm';
import type { SyncReportData } from '../../connectors/sync-report';
import { NamedColumn, NamedPrimaryColumn, NullableColumn } from './columns';

/** The report of one sync of a connection (kept apart from the connection's sync state). */
@Entity({ name: 'connection_sync_report' })
export class SyncReportEntity {
  @NamedPrimaryColumn('uuid')
  id: string;

  @NamedColumn('uuid')
  connectionId: string;

  @NamedColumn('timestamptz')
  startedAt: Date;

  @NullableColumn('timestamptz')
  finishedAt: Date | null;

  @NamedColumn('jsonb')
  report: SyncReportData;
}
