import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the console (GET /console) shows of webhooks and lets a developer do with them:
 * - webhook_attempt.request_headers: the headers each attempt sent (signatures included, never a secret);
 * - webhook_attempt.manual / webhook_delivery.manual: an attempt asked for by the client (a redelivery or a
 *   test event) runs once, now, and is not retried on the schedule;
 * - webhook_delivery.kind: 'change' (a change check found something) or 'test' (sent from the console, with
 *   empty lists); a test event belongs to no connection, so connection_id may be null.
 */
export class WebhookConsole1763900900000 implements MigrationInterface {
  name = 'WebhookConsole1763900900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE webhook_attempt ADD COLUMN request_headers jsonb`);
    await q.query(`ALTER TABLE webhook_attempt ADD COLUMN manual boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE webhook_delivery ADD COLUMN manual boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE webhook_delivery ADD COLUMN kind text NOT NULL DEFAULT 'change'`);
    await q.query(`ALTER TABLE webhook_delivery ADD CONSTRAINT webhook_delivery_kind_check CHECK (kind IN ('change', 'test'))`);
    await q.query(`ALTER TABLE webhook_delivery ALTER COLUMN connection_id DROP NOT NULL`);
    await q.query(`ALTER TABLE webhook_delivery ADD CONSTRAINT webhook_delivery_connection_check CHECK (kind = 'test' OR connection_id IS NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM webhook_delivery WHERE kind = 'test'`);
    await q.query('ALTER TABLE webhook_delivery DROP CONSTRAINT webhook_delivery_connection_check');
    await q.query('ALTER TABLE webhook_delivery ALTER COLUMN connection_id SET NOT NULL');
    await q.query('ALTER TABLE webhook_delivery DROP CONSTRAINT webhook_delivery_kind_check');
    await q.query('ALTER TABLE webhook_delivery DROP COLUMN kind');
    await q.query('ALTER TABLE webhook_delivery DROP COLUMN manual');
    await q.query('ALTER TABLE webhook_attempt DROP COLUMN manual');
    await q.query('ALTER TABLE webhook_attempt DROP COLUMN request_headers');
  }
}
