import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * change_check: per connection, what its last change check fetched (per part, a digest of the records) and
 * when a check last found it unchanged or stored it. A check whose fetch has the same digest stops there
 * (modules/webhooks/checked-fetch.ts). No row: the next check stores and compares in full.
 */
export class ChangeCheck1763901200000 implements MigrationInterface {
  name = 'ChangeCheck1763901200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE change_check (
        connection_id uuid PRIMARY KEY REFERENCES connection(id) ON DELETE CASCADE,
        fetched jsonb NOT NULL,
        checked_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE change_check');
  }
}
