import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The first sync's lifecycle on the connection: a state that says when the user is needed
 * (`reauthentication_required`), the failed attempts in a row, and when the reconciler starts the first
 * sync again if nothing else has (modules/sync/sync.service.ts). A new connection is due two minutes after
 * it was made, in case the job queued by the token exchange was lost; connections already synced or
 * disconnected are never due.
 */
export class SyncLifecycle1763900800000 implements MigrationInterface {
  name = 'SyncLifecycle1763900800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE connection ADD COLUMN sync_attempts integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE connection ADD COLUMN next_sync_at timestamptz DEFAULT (now() + interval '2 minutes')`);
    await q.query(`UPDATE connection SET next_sync_at = NULL WHERE synced_at IS NOT NULL OR disconnected_at IS NOT NULL`);
    await q.query(`
      ALTER TABLE connection ADD CONSTRAINT connection_sync_status_check
        CHECK (sync_status IN ('pending', 'running', 'ready', 'failed', 'reauthentication_required'))`);
    await q.query(`CREATE INDEX connection_next_sync_idx ON connection (next_sync_at) WHERE synced_at IS NULL AND disconnected_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX connection_next_sync_idx');
    await q.query('ALTER TABLE connection DROP CONSTRAINT connection_sync_status_check');
    await q.query('ALTER TABLE connection DROP COLUMN next_sync_at');
    await q.query('ALTER TABLE connection DROP COLUMN sync_attempts');
  }
}
