import type { MigrationInterface, QueryRunner } from 'typeorm';

const LINES = ['earnings', 'contributions', 'deductions', 'taxes', 'reimbursements'];

/**
 * Payslip lines are stored as `json`, the text the sync wrote, instead of `jsonb` (issue 18: a first sync of
 * 10,000 employees loads ~111,000 payslips; parsing their five JSONB documents a row was a third of PGlite's
 * time storing them). They are only ever read whole. Existing values keep their content; their text becomes
 * JSONB's rendering until the next sync writes them again.
 */
export class PayslipLinesJson1763901400000 implements MigrationInterface {
  name = 'PayslipLinesJson1763901400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE hr_payslip ${LINES.map((c) => `ALTER ${c} DROP DEFAULT, ALTER ${c} TYPE json USING ${c}::json, ALTER ${c} SET DEFAULT '[]'::json`).join(', ')}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE hr_payslip ${LINES.map((c) => `ALTER ${c} DROP DEFAULT, ALTER ${c} TYPE jsonb USING ${c}::jsonb, ALTER ${c} SET DEFAULT '[]'::jsonb`).join(', ')}`);
  }
}
