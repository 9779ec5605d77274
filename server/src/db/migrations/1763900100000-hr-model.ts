import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The normalized HR model (SPEC §3), one copy per connection, filled by the sync.
 *
 * Every row carries connection_id; `id` is ours (uuid) and stays the same across syncs because the sync
 * upserts on (connection_id, remote_id). `seq` keeps the provider's order for listing and cursors.
 *
 * Tables vs JSONB:
 * - Real tables/columns for what is filtered, joined or referenced by our ids: employees, groups
 *   (+ hr_employee_group), work locations, time-off policies (their ids are ours: policy_id), payruns,
 *   and the manager / work location / employee / payrun references.
 * - JSONB for value objects that are always read whole with their owner and never queried alone:
 *   addresses, bank_account, employment_history (stored resolved: group_id, group_name, manager_id),
 *   compensation_history, custom_fields, dependents, emergency_contacts, and the payslip lines
 *   (earnings, contributions, deductions, taxes, reimbursements).
 * Money is integer cents in bigint; time-off amounts, balances and hours are numeric(12,1).
 */
export class HrModel1763900100000 implements MigrationInterface {
  name = 'HrModel1763900100000';

  async up(q: QueryRunner): Promise<void> {
    const owner = 'connection_id uuid NOT NULL REFERENCES connection(id) ON DELETE CASCADE';
    await q.query(`
      CREATE TABLE hr_company (
        id uuid PRIMARY KEY,
        ${owner} UNIQUE,
        remote_id text NOT NULL,
        legal_name text,
        display_name text,
        tax_id text,
        address jsonb
      )`);
    await q.query(`
      CREATE TABLE hr_identity (
        connection_id uuid PRIMARY KEY REFERENCES connection(id) ON DELETE CASCADE,
        name text,
        email text,
        phone_number text
      )`);
    await q.query(`
      CREATE TABLE hr_work_location (
        id uuid PRIMARY KEY,
        ${owner},
        remote_id text NOT NULL,
        seq bigserial,
        name text,
        type text,
        address jsonb,
        UNIQUE (connection_id, remote_id)
      )`);
    await q.query(`
      CREATE TABLE hr_group (
        id uuid PRIMARY KEY,
        ${owner},
        remote_id text NOT NULL,
        seq bigserial,
        name text,
        type text,
        UNIQUE (connection_id, remote_id)
      )`);
    await q.query(`
      CREATE TABLE hr_employee (
        id uuid PRIMARY KEY,
        ${owner},
        remote_id text NOT NULL,
        seq bigserial,
        employee_number text,
        first_name text,
        last_name text,
        display_full_name text,
        nationality text,
        job_title text,
        work_email text,
        personal_email text,
        mobile_phone_number text,
        tax_id text,
        gender text,
        ethnicity text,
        marital_status text,
        date_of_birth date,
        employment_status text,
        employment_type text,
        start_date date,
        remote_created_at timestamptz,
        termination_date date,
        avatar text,
        home_location jsonb,
        work_location_id uuid REFERENCES hr_work_location(id) ON DELETE SET NULL,
        -- deferred: a sync writes a whole company in chunks, managers may come after their reports
        manager_id uuid REFERENCES hr_employee(id) ON DELETE SET NULL DEFERRABLE INITIALLY DEFERRED,
        bank_account jsonb,
        employment_history jsonb NOT NULL DEFAULT '[]',
        compensation_history jsonb NOT NULL DEFAULT '[]',
        custom_fields jsonb,
        dependents jsonb NOT NULL DEFAULT '[]',
        emergency_contacts jsonb NOT NULL DEFAULT '[]',
        UNIQUE (connection_id, remote_id)
      )`);
    await q.query(`CREATE INDEX hr_employee_list_idx ON hr_employee (connection_id, seq)`);
    await q.query(`CREATE INDEX hr_employee_manager_idx ON hr_employee (manager_id)`);
    await q.query(`CREATE INDEX hr_employee_location_idx ON hr_employee (work_location_id)`);
    await q.query(`
      CREATE TABLE hr_employee_group (
        employee_id uuid NOT NULL REFERENCES hr_employee(id) ON DELETE CASCADE,
        group_id uuid NOT NULL REFERENCES hr_group(id) ON DELETE CASCADE,
        ${owner},
        position integer NOT NULL,
        PRIMARY KEY (employee_id, group_id)
      )`);
    await q.query(`CREATE INDEX hr_employee_group_group_idx ON hr_employee_group (group_id)`);
    await q.query(`CREATE INDEX hr_employee_group_connection_idx ON hr_employee_group (connection_id)`);
    await q.query(`
      CREATE TABLE hr_time_off_policy (
        id uuid PRIMARY KEY,
        ${owner},
        remote_id text NOT NULL,
        name text,
        type text,
        UNIQUE (connection_id, remote_id)
      )`);
    await q.query(`
      CREATE TABLE hr_time_off_entry (
        id uuid PRIMARY KEY,
        ${owner},
        remote_id text NOT NULL,
        seq bigserial,
        employee_id uuid NOT NULL REFERENCES hr_employee(id) ON DELETE CASCADE,
        employee_remote_id text NOT NULL,
        start_date date,
        end_date date,
        amount numeric(12,1),
        unit text,
        status text,
        employee_note text,
        policy_id uuid REFERENCES hr_time_off_policy(id) ON DELETE SET NULL,
        policy_remote_id text,
        policy_name text,
        policy_type text,
        remote_created_at timestamptz,
        remote_modified_at timestamptz,
        UNIQUE (connection_id, remote_id)
      )`);
    await q.query(`CREATE INDEX hr_time_off_entry_range_idx ON hr_time_off_entry (connection_id, start_date)`);
    await q.query(`CREATE INDEX hr_time_off_entry_employee_idx ON hr_time_off_entry (employee_id)`);
    await q.query(`
      CREATE TABLE hr_time_off_balance (
        id uuid PRIMARY KEY,
        ${owner},
        seq bigserial,
        employee_id uuid NOT NULL REFERENCES hr_employee(id) ON DELETE CASCADE,
        employee_remote_id text NOT NULL,
        balance numeric(12,1),
        used numeric(12,1),
        policy_id uuid REFERENCES hr_time_off_policy(id) ON DELETE SET NULL,
        policy_remote_id text,
        policy_type text,
        policy_name text,
        remote_created_at timestamptz,
        remote_modified_at timestamptz
      )`);
    await q.query(`CREATE INDEX hr_time_off_balance_connection_idx ON hr_time_off_balance (connection_id, seq)`);
    await q.query(`CREATE INDEX hr_time_off_balance_employee_idx ON hr_time_off_balance (employee_id)`);
    await q.query(`
      CREATE TABLE hr_timesheet (
        id uuid PRIMARY KEY,
        ${owner},
        remote_id text NOT NULL,
        seq bigserial,
        employee_id uuid NOT NULL REFERENCES hr_employee(id) ON DELETE CASCADE,
        employee_remote_id text NOT NULL,
        start_time timestamptz,
        end_time timestamptz,
        hours_worked numeric(12,1),
        remote_created_at timestamptz,
        remote_modified_at timestamptz,
        UNIQUE (connection_id, remote_id)
      )`);
    await q.query(`CREATE INDEX hr_timesheet_range_idx ON hr_timesheet (connection_id, start_time)`);
    await q.query(`CREATE INDEX hr_timesheet_employee_idx ON hr_timesheet (employee_id)`);
    await q.query(`
      CREATE TABLE hr_payrun (
        id uuid PRIMARY KEY,
        ${owner},
        remote_id text NOT NULL,
        seq bigserial,
        state text,
        type text,
        start_date date,
        end_date date,
        payment_date date,
        UNIQUE (connection_id, remote_id)
      )`);
    await q.query(`
      CREATE TABLE hr_payslip (
        id uuid PRIMARY KEY,
        ${owner},
        remote_id text NOT NULL,
        seq bigserial,
        employee_id uuid NOT NULL REFERENCES hr_employee(id) ON DELETE CASCADE,
        employee_remote_id text NOT NULL,
        payrun_id uuid NOT NULL REFERENCES hr_payrun(id) ON DELETE CASCADE,
        payrun_remote_id text NOT NULL,
        payrun_type text,
        currency text,
        gross_pay bigint,
        net_pay bigint,
        start_date date,
        end_date date,
        payment_date date,
        earnings jsonb NOT NULL DEFAULT '[]',
        contributions jsonb NOT NULL DEFAULT '[]',
        deductions jsonb NOT NULL DEFAULT '[]',
        taxes jsonb NOT NULL DEFAULT '[]',
        reimbursements jsonb NOT NULL DEFAULT '[]',
        UNIQUE (connection_id, remote_id)
      )`);
    await q.query(`CREATE INDEX hr_payslip_payrun_idx ON hr_payslip (payrun_id, seq)`);
    await q.query(`CREATE INDEX hr_payslip_employee_idx ON hr_payslip (employee_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'hr_payslip',
      'hr_payrun',
      'hr_timesheet',
      'hr_time_off_balance',
      'hr_time_off_entry',
      'hr_time_off_policy',
      'hr_employee_group',
      'hr_employee',
      'hr_group',
      'hr_work_location',
      'hr_identity',
      'hr_company',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
