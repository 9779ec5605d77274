import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Change checks and webhook deliveries (CONTRACT §7).
 * - change_baseline: per connection, a digest of each employee as the last check (or the first sync) saw it.
 * - webhook_delivery: the outbox. A change check writes its row in the same transaction as the new
 *   state; delivery jobs claim rows (locked_until) so every attempt runs once across instances.
 * - webhook_attempt: every attempt, including ones cut short by a crash (error 'interrupted').
 */
export class Webhooks1763900300000 implements MigrationInterface {
  name = 'Webhooks1763900300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE change_baseline (
        connection_id uuid NOT NULL REFERENCES connection(id) ON DELETE CASCADE,
        employee_id uuid NOT NULL,
        digest text NOT NULL,
        PRIMARY KEY (connection_id, employee_id)
      )`);
    await q.query(`
      CREATE TABLE webhook_delivery (
        id text PRIMARY KEY,
        client_pk uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
        connection_id uuid NOT NULL REFERENCES connection(id) ON DELETE CASCADE,
        body text NOT NULL,
        added integer NOT NULL,
        removed integer NOT NULL,
        updated integer NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        attempt_count integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        CHECK (status IN ('pending', 'delivered', 'failed'))
      )`);
    await q.query(`CREATE INDEX webhook_delivery_client_idx ON webhook_delivery (client_pk, created_at DESC)`);
    await q.query(`CREATE INDEX webhook_delivery_due_idx ON webhook_delivery (next_attempt_at) WHERE status = 'pending'`);
    await q.query(`
      CREATE TABLE webhook_attempt (
        delivery_id text NOT NULL REFERENCES webhook_delivery(id) ON DELETE CASCADE,
        attempt integer NOT NULL,
        url text,
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        status_code integer,
        latency_ms integer,
        error text,
        PRIMARY KEY (delivery_id, attempt)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE webhook_attempt');
    await q.query('DROP TABLE webhook_delivery');
    await q.query('DROP TABLE change_baseline');
  }
}
