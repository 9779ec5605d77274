// Pay runs and payslips (SPEC §3, xhr only). Money is integer cents (bigint). Payslip lines are JSONB:
// always read with their payslip, ordered, without identity of their own.
import { Column, Entity, PrimaryColumn, Unique } from 'typeorm';
import type { Currency, PayrunState, PayrunType, PayslipLine } from '../../../model';

@Entity({ name: 'hr_payrun' })
@Unique(['connectionId', 'remoteId'])
export class HrPayrunEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'connection_id' }) connectionId: string;
  @Column('text', { name: 'remote_id' }) remoteId: string;
  @Column({ type: 'bigint', insert: false, update: false }) seq: string;
  @Column('text', { nullable: true }) state: PayrunState | null;
  @Column('text', { nullable: true }) type: PayrunType | null;
  @Column('date', { name: 'start_date', nullable: true }) startDate: string | null;
  @Column('date', { name: 'end_date', nullable: true }) endDate: string | null;
  @Column('date', { name: 'payment_date', nullable: true }) paymentDate: string | null;
}

@Entity({ name: 'hr_payslip' })
@Unique(['connectionId', 'remoteId'])
export class HrPayslipEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'connection_id' }) connectionId: string;
  @Column('text', { name: 'remote_id' }) remoteId: string;
  @Column({ type: 'bigint', insert: false, update: false }) seq: string;
  @Column('uuid', { name: 'employee_id' }) employeeId: string;
  @Column('text', { name: 'employee_remote_id' }) employeeRemoteId: string;
  @Column('uuid', { name: 'payrun_id' }) payrunId: string;
  @Column('text', { name: 'payrun_remote_id' }) payrunRemoteId: string;
  @Column('text', { name: 'payrun_type', nullable: true }) payrunType: PayrunType | null;
  @Column('text', { nullable: true }) currency: Currency | null;
  @Column('bigint', { name: 'gross_pay', nullable: true }) grossPay: string | null;
  @Column('bigint', { name: 'net_pay', nullable: true }) netPay: string | null;
  @Column('date', { name: 'start_date', nullable: true }) startDate: string | null;
  @Column('date', { name: 'end_date', nullable: true }) endDate: string | null;
  @Column('date', { name: 'payment_date', nullable: true }) paymentDate: string | null;
  @Column('jsonb', { default: () => "'[]'" }) earnings: Array<PayslipLine & { hours: number | null }>;
  @Column('jsonb', { default: () => "'[]'" }) contributions: PayslipLine[];
  @Column('jsonb', { default: () => "'[]'" }) deductions: PayslipLine[];
  @Column('jsonb', { default: () => "'[]'" }) taxes: Array<PayslipLine & { employer_tax: boolean | null }>;
  @Column('jsonb', { default: () => "'[]'" }) reimbursements: PayslipLine[];
}
