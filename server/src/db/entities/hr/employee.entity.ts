// An employee (SPEC §3). Manager, work location and groups are references to our own rows (resolved
// from remote ids by the sync); the nested lists are JSONB value objects read whole with the employee.
import { Column, Entity, PrimaryColumn, Unique } from 'typeorm';
import type {
  Address,
  BankAccount,
  CompensationEntry,
  Dependent,
  EmergencyContact,
  EmploymentStatus,
  EmploymentType,
  Ethnicity,
  Gender,
  MaritalStatus,
} from '../../../model';
import type { EmploymentEntry } from '../../../modules/hr/api.types';

@Entity({ name: 'hr_employee' })
@Unique(['connectionId', 'remoteId'])
export class HrEmployeeEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'connection_id' }) connectionId: string;
  @Column('text', { name: 'remote_id' }) remoteId: string;
  @Column({ type: 'bigint', insert: false, update: false }) seq: string;
  @Column('text', { name: 'employee_number', nullable: true }) employeeNumber: string | null;
  @Column('text', { name: 'first_name', nullable: true }) firstName: string | null;
  @Column('text', { name: 'last_name', nullable: true }) lastName: string | null;
  @Column('text', { name: 'display_full_name', nullable: true }) displayFullName: string | null;
  @Column('text', { nullable: true }) nationality: string | null;
  @Column('text', { name: 'job_title', nullable: true }) jobTitle: string | null;
  @Column('text', { name: 'work_email', nullable: true }) workEmail: string | null;
  @Column('text', { name: 'personal_email', nullable: true }) personalEmail: string | null;
  @Column('text', { name: 'mobile_phone_number', nullable: true }) mobilePhoneNumber: string | null;
  @Column('text', { name: 'tax_id', nullable: true }) taxId: string | null;
  @Column('text', { nullable: true }) gender: Gender | null;
  @Column('text', { nullable: true }) ethnicity: Ethnicity | null;
  @Column('text', { name: 'marital_status', nullable: true }) maritalStatus: MaritalStatus | null;
  @Column('date', { name: 'date_of_birth', nullable: true }) dateOfBirth: string | null;
  @Column('text', { name: 'employment_status', nullable: true }) employmentStatus: EmploymentStatus | null;
  @Column('text', { name: 'employment_type', nullable: true }) employmentType: EmploymentType | null;
  @Column('date', { name: 'start_date', nullable: true }) startDate: string | null;
  @Column('timestamptz', { name: 'remote_created_at', nullable: true }) remoteCreatedAt: Date | null;
  @Column('date', { name: 'termination_date', nullable: true }) terminationDate: string | null;
  @Column('text', { nullable: true }) avatar: string | null;
  @Column('jsonb', { name: 'home_location', nullable: true }) homeLocation: Address | null;
  @Column('uuid', { name: 'work_location_id', nullable: true }) workLocationId: string | null;
  @Column('uuid', { name: 'manager_id', nullable: true }) managerId: string | null;
  @Column('jsonb', { name: 'bank_account', nullable: true }) bankAccount: BankAccount | null;
  /** Stored resolved (group_id, group_name, manager_id are ours), as the API returns it. */
  @Column('jsonb', { name: 'employment_history', default: () => "'[]'" }) employmentHistory: EmploymentEntry[];
  @Column('jsonb', { name: 'compensation_history', default: () => "'[]'" }) compensationHistory: CompensationEntry[];
  @Column('jsonb', { name: 'custom_fields', nullable: true }) customFields: Record<string, unknown> | null;
  @Column('jsonb', { default: () => "'[]'" }) dependents: Dependent[];
  @Column('jsonb', { name: 'emergency_contacts', default: () => "'[]'" }) emergencyContacts: EmergencyContact[];
}

/** Group membership, in the provider's order. */
@Entity({ name: 'hr_employee_group' })
export class HrEmployeeGroupEntity {
  @PrimaryColumn('uuid', { name: 'employee_id' }) employeeId: string;
  @PrimaryColumn('uuid', { name: 'group_id' }) groupId: string;
  @Column('uuid', { name: 'connection_id' }) connectionId: string;
  @Column('integer') position: number;
}
