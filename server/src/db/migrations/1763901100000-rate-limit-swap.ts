import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One statement per rate-limit decision (issue 18). An instance decides on the counters as it last saw them and
 * sends what it expects and what it writes; `rate_limit_swap` locks the counters (creating missing ones, in one
 * order for everyone), and writes only if every counter still holds what was expected. Otherwise it writes
 * nothing and returns the counters as they are, so the instance decides again on those: a compare-and-swap of
 * all of a decision's counters at once.
 *
 * `calls`: [{c, f, expect, hits, expires_at}], one per counter (context and field identity); `hits` null
 * means "read only". Returns null when written, else [{c, f, hits}] for every counter.
 */
export class RateLimitSwap1763901100000 implements MigrationInterface {
  name = 'RateLimitSwap1763901100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION rate_limit_swap(calls jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
      DECLARE
        current jsonb;
        stale boolean;
      BEGIN
        WITH locked AS (
          INSERT INTO rate_limit_counter (context_identity, field_identity)
          SELECT k.c, k.f FROM jsonb_to_recordset(calls) AS k(c text, f text) ORDER BY k.c, k.f
          ON CONFLICT (context_identity, field_identity) DO UPDATE SET hits = rate_limit_counter.hits
          RETURNING context_identity AS c, field_identity AS f, hits)
        SELECT jsonb_agg(jsonb_build_object('c', l.c, 'f', l.f, 'hits', l.hits)), bool_or(l.hits IS DISTINCT FROM k.expect)
          INTO current, stale
          FROM locked l JOIN jsonb_to_recordset(calls) AS k(c text, f text, expect jsonb) ON k.c = l.c AND k.f = l.f;
        IF stale THEN
          RETURN current;
        END IF;
        UPDATE rate_limit_counter AS r SET hits = w.hits, expires_at = w.expires_at
          FROM jsonb_to_recordset(calls) AS w(c text, f text, hits jsonb, expires_at bigint)
          WHERE w.hits IS NOT NULL AND r.context_identity = w.c AND r.field_identity = w.f;
        RETURN NULL;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP FUNCTION rate_limit_swap(jsonb)');
  }
}
