import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sandbox provider keeps API-made changes to its companies: besides employees created through the
 * API (kind 'created', a whole record), 'patch' rows change fields of a generated employee, and
 * `deleted` removes either kind, so change checks can report updated and removed employees.
 */
export class SandboxChanges1763900300001 implements MigrationInterface {
  name = 'SandboxChanges1763900300001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE sandbox_employee ADD COLUMN kind text NOT NULL DEFAULT 'created'`);
    await q.query(`ALTER TABLE sandbox_employee ADD COLUMN deleted boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE sandbox_employee DROP COLUMN deleted');
    await q.query('ALTER TABLE sandbox_employee DROP COLUMN kind');
  }
}
