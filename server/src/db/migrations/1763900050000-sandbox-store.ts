import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The sandbox provider's own storage for employees created through the API. */
export class SandboxStore1763900050000 implements MigrationInterface {
  name = 'SandboxStore1763900050000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sandbox_employee (
        company_key text NOT NULL,
        remote_id text NOT NULL,
        record jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (company_key, remote_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE sandbox_employee');
  }
}
