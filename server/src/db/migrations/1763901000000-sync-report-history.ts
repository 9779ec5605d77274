import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each sync keeps its report (issue 13): a row per run instead of one per connection, the latest first by
 * start time; SyncReportStore keeps the last SYNC_REPORTS_KEPT of a connection.
 */
export class SyncReportHistory1763901000000 implements MigrationInterface {
  name = 'SyncReportHistory1763901000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE connection_sync_report DROP CONSTRAINT connection_sync_report_pkey');
    await q.query('ALTER TABLE connection_sync_report ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY');
    await q.query('ALTER TABLE connection_sync_report ALTER COLUMN id DROP DEFAULT');
    await q.query('CREATE INDEX connection_sync_report_latest_idx ON connection_sync_report (connection_id, started_at DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX connection_sync_report_latest_idx');
    await q.query(`DELETE FROM connection_sync_report r WHERE EXISTS (
      SELECT 1 FROM connection_sync_report n WHERE n.connection_id = r.connection_id AND n.started_at > r.started_at)`);
    await q.query('ALTER TABLE connection_sync_report DROP COLUMN id');
    await q.query('ALTER TABLE connection_sync_report ADD PRIMARY KEY (connection_id)');
  }
}
