import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { RemoteEmployee } from '../../modules/hr/model';

/** Employees created in a sandbox company through the API: the sandbox "provider" keeps them here. */
@Entity({ name: 'sandbox_employee' })
export class SandboxEmployeeEntity {
  @PrimaryColumn('text', { name: 'company_key' })
  companyKey: string;

  @PrimaryColumn('text', { name: 'remote_id' })
  remoteId: string;

  @Column('jsonb')
  record: RemoteEmployee;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
