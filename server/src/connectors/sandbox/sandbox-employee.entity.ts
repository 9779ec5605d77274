import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { RemoteEmployee } from '../../model';

/**
 * API-made changes to a sandbox company: employees created through the API (kind 'created', a whole
 * record) and changes to generated ones (kind 'patch', the changed fields); `deleted` removes either.
 */
@Entity({ name: 'sandbox_employee' })
export class SandboxEmployeeEntity {
  @PrimaryColumn('text', { name: 'company_key' })
  companyKey: string;

  @PrimaryColumn('text', { name: 'remote_id' })
  remoteId: string;

  @Column('jsonb')
  record: RemoteEmployee;

  @Column('text', { default: 'created' })
  kind: 'created' | 'patch';

  @Column('boolean', { default: false })
  deleted: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
