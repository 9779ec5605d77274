import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rate-limit counters shared by every instance (CONTRACT §9): one row per policy and subject
 * (context_identity, e.g. `ip-minute|ip:203.0.113.9`) and endpoint (field_identity, e.g. `listProviders`),
 * holding the times (epoch ms) of the calls counted in the window. Unlogged: counters are worth
 * little after a crash and are written on every call.
 */
export class RateLimits1763900400000 implements MigrationInterface {
  name = 'RateLimits1763900400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE UNLOGGED TABLE rate_limit_counter (
        context_identity text NOT NULL,
        field_identity text NOT NULL,
        hits jsonb NOT NULL DEFAULT '[]'::jsonb,
        expires_at bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (context_identity, field_identity)
      )`);
    await q.query('CREATE INDEX rate_limit_counter_expires_idx ON rate_limit_counter (expires_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE rate_limit_counter');
  }
}
