// Time off (policies, entries, balances) and timesheets (SPEC §3). Amounts and hours are numeric(12,1).
import { Column, Entity, PrimaryColumn, Unique } from 'typeorm';
import type { PolicyType, TimeOffStatus, TimeOffUnit } from '../../../model';

/** A leave policy, made from what entries and balances report, so that policy_id can be ours. */
@Entity({ name: 'hr_time_off_policy' })
@Unique(['connectionId', 'remoteId'])
export class HrTimeOffPolicyEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'connection_id' }) connectionId: string;
  @Column('text', { name: 'remote_id' }) remoteId: string;
  @Column('text', { nullable: true }) name: string | null;
  @Column('text', { nullable: true }) type: PolicyType | null;
}

@Entity({ name: 'hr_time_off_entry' })
@Unique(['connectionId', 'remoteId'])
export class HrTimeOffEntryEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'connection_id' }) connectionId: string;
  @Column('text', { name: 'remote_id' }) remoteId: string;
  @Column({ type: 'bigint', insert: false, update: false }) seq: string;
  @Column('uuid', { name: 'employee_id' }) employeeId: string;
  @Column('text', { name: 'employee_remote_id' }) employeeRemoteId: string;
  @Column('date', { name: 'start_date', nullable: true }) startDate: string | null;
  @Column('date', { name: 'end_date', nullable: true }) endDate: string | null;
  @Column('numeric', { precision: 12, scale: 1, nullable: true }) amount: string | null;
  @Column('text', { nullable: true }) unit: TimeOffUnit | null;
  @Column('text', { nullable: true }) status: TimeOffStatus | null;
  @Column('text', { name: 'employee_note', nullable: true }) employeeNote: string | null;
  @Column('uuid', { name: 'policy_id', nullable: true }) policyId: string | null;
  @Column('text', { name: 'policy_remote_id', nullable: true }) policyRemoteId: string | null;
  @Column('text', { name: 'policy_name', nullable: true }) policyName: string | null;
  @Column('text', { name: 'policy_type', nullable: true }) policyType: PolicyType | null;
  @Column('timestamptz', { name: 'remote_created_at', nullable: true }) remoteCreatedAt: Date | null;
  @Column('timestamptz', { name: 'remote_modified_at', nullable: true }) remoteModifiedAt: Date | null;
}

/** Balances have no remote id: each sync replaces a connection's balances. */
@Entity({ name: 'hr_time_off_balance' })
export class HrTimeOffBalanceEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'connection_id' }) connectionId: string;
  @Column({ type: 'bigint', insert: false, update: false }) seq: string;
  @Column('uuid', { name: 'employee_id' }) employeeId: string;
  @Column('text', { name: 'employee_remote_id' }) employeeRemoteId: string;
  @Column('numeric', { precision: 12, scale: 1, nullable: true }) balance: string | null;
  @Column('numeric', { precision: 12, scale: 1, nullable: true }) used: string | null;
  @Column('uuid', { name: 'policy_id', nullable: true }) policyId: string | null;
  @Column('text', { name: 'policy_remote_id', nullable: true }) policyRemoteId: string | null;
  @Column('text', { name: 'policy_type', nullable: true }) policyType: PolicyType | null;
  @Column('text', { name: 'policy_name', nullable: true }) policyName: string | null;
  @Column('timestamptz', { name: 'remote_created_at', nullable: true }) remoteCreatedAt: Date | null;
  @Column('timestamptz', { name: 'remote_modified_at', nullable: true }) remoteModifiedAt: Date | null;
}

@Entity({ name: 'hr_timesheet' })
@Unique(['connectionId', 'remoteId'])
export class HrTimesheetEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'connection_id' }) connectionId: string;
  @Column('text', { name: 'remote_id' }) remoteId: string;
  @Column({ type: 'bigint', insert: false, update: false }) seq: string;
  @Column('uuid', { name: 'employee_id' }) employeeId: string;
  @Column('text', { name: 'employee_remote_id' }) employeeRemoteId: string;
  @Column('timestamptz', { name: 'start_time', nullable: true }) startTime: Date | null;
  @Column('timestamptz', { name: 'end_time', nullable: true }) endTime: Date | null;
  @Column('numeric', { name: 'hours_worked', precision: 12, scale: 1, nullable: true }) hoursWorked: string | null;
  @Column('timestamptz', { name: 'remote_created_at', nullable: true }) remoteCreatedAt: Date | null;
  @Column('timestamptz', { name: 'remote_modified_at', nullable: true }) remoteModifiedAt: Date | null;
}
