import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The report of each connection's latest sync (issue 13): records stored and skipped per resource, values
 * nulled and warnings, in the provider's field names. A table of its own, apart from the connection's sync
 * state, replaced by every sync of the connection.
 */
export class SyncReports1763900613000 implements MigrationInterface {
  name = 'SyncReports1763900613000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE connection_sync_report (
        connection_id uuid PRIMARY KEY REFERENCES connection(id) ON DELETE CASCADE,
        started_at timestamptz NOT NULL,
        finished_at timestamptz,
        report jsonb NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE connection_sync_report');
  }
}
