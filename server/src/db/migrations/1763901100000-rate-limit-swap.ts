import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The function as this migration creates it (1763901350000 replaces it and restores it on the way down). */
export const LOCK_THEN_SWAP = `
      CREATE OR REPLACE FUNCTION rate_limit_swap(calls jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
      DECLARE
        k record;
        held jsonb;
        current jsonb := '[]'::jsonb;
        stale boolean := false;
      BEGIN
        -- One counter at a time, by its primary key (a join with the input would be planned from statistics that
        -- PGlite never gathers, and scan the table), in one order for everyone. Missing counters are created; a
        -- lock, unlike a no-op update, leaves no dead row version behind.
        FOR k IN SELECT * FROM jsonb_to_recordset(calls) AS x(c text, f text, expect jsonb) ORDER BY x.c, x.f LOOP
          INSERT INTO rate_limit_counter (context_identity, field_identity) VALUES (k.c, k.f)
            ON CONFLICT (context_identity, field_identity) DO NOTHING;
          SELECT hits INTO held FROM rate_limit_counter WHERE context_identity = k.c AND field_identity = k.f FOR UPDATE;
          current := current || jsonb_build_array(jsonb_build_object('c', k.c, 'f', k.f, 'hits', held));
          stale := stale OR held IS DISTINCT FROM k.expect;
        END LOOP;
        IF stale THEN
          RETURN current;
        END IF;
        FOR k IN SELECT * FROM jsonb_to_recordset(calls) AS x(c text, f text, hits jsonb, expires_at bigint) WHERE x.hits IS NOT NULL LOOP
          UPDATE rate_limit_counter SET hits = k.hits, expires_at = k.expires_at
            WHERE context_identity = k.c AND field_identity = k.f;
        END LOOP;
        RETURN NULL;
      END $$`;

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
    await q.query(LOCK_THEN_SWAP);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP FUNCTION rate_limit_swap(jsonb)');
  }
}
