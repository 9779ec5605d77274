import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Facts about the store itself, one row each. `key_check`: a value sealed with the ENCRYPTION_KEY the store
 * was first written with, so a start with another key stops with a clear message (db/key-check.ts) instead
 * of failing every later decrypt.
 */
export class StoreMeta1763900700000 implements MigrationInterface {
  name = 'StoreMeta1763900700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE store_meta (key text PRIMARY KEY, value text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE store_meta');
  }
}
