import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Clients, connect sessions, authorization codes, connections and access tokens. */
export class ConnectFoundation1763900000000 implements MigrationInterface {
  name = 'ConnectFoundation1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE client (
        id uuid PRIMARY KEY,
        client_id text NOT NULL UNIQUE,
        name text NOT NULL,
        redirect_uris jsonb NOT NULL,
        webhook_uri text,
        secrets jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE connect_session (
        session_key uuid PRIMARY KEY,
        client_pk uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
        provider text NOT NULL,
        mode text NOT NULL,
        scopes jsonb NOT NULL,
        redirect_uri text NOT NULL,
        stage text NOT NULL,
        stash_ciphertext text,
        code_challenge text,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE authorization_code (
        code_hash text PRIMARY KEY,
        client_pk uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
        redirect_uri text NOT NULL,
        provider text NOT NULL,
        mode text NOT NULL,
        scopes jsonb NOT NULL,
        entity_id text NOT NULL,
        entity_name text NOT NULL,
        credentials_ciphertext text,
        code_challenge text,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query(`
      CREATE TABLE connection (
        id uuid PRIMARY KEY,
        client_pk uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
        provider text NOT NULL,
        mode text NOT NULL,
        scopes jsonb NOT NULL,
        entity_id text NOT NULL,
        entity_name text NOT NULL,
        credentials_ciphertext text,
        sync_status text NOT NULL DEFAULT 'pending',
        sync_error text,
        synced_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        disconnected_at timestamptz
      )`);
    await q.query(`CREATE INDEX connection_client_idx ON connection (client_pk)`);
    await q.query(`
      CREATE TABLE access_token (
        id uuid PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        token_hint text NOT NULL,
        connection_id uuid NOT NULL REFERENCES connection(id) ON DELETE CASCADE,
        client_pk uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
        code_hash text,
        scopes jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX access_token_client_idx ON access_token (client_pk)`);
    await q.query(`CREATE INDEX access_token_code_idx ON access_token (code_hash)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['access_token', 'connection', 'authorization_code', 'connect_session', 'client']) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
