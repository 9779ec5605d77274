import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * OAuth grants of the popup providers (SPEC §2 "Connect HERE"): the tokens our callback received,
 * encrypted, waiting for the customer to paste the key that names them. Only the key's hash is kept;
 * a grant is used once and expires within the hour.
 */
export class OAuthGrants1763900500000 implements MigrationInterface {
  name = 'OAuthGrants1763900500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE oauth_grant (
        key_hash text PRIMARY KEY,
        provider text NOT NULL,
        tokens_ciphertext text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query('CREATE INDEX oauth_grant_expires_idx ON oauth_grant (expires_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE oauth_grant');
  }
}
