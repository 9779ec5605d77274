import { Entity } from 'typeorm';
import { CreatedAtColumn, NamedColumn, NamedPrimaryColumn } from '../../db/entities/columns';
import type { RemoteEmployee } from '../../model';

/**
 * API-made changes to a sandbox company: employees created through the API (kind 'created', a whole
 * record) and changes to generated ones (kind 'patch', the changed fields); `deleted` removes either.
 */
@Entity({ name: 'sandbox_employee' })
export class SandboxEmployeeEntity {
  @NamedPrimaryColumn('text')
  companyKey: string;

  @NamedPrimaryColumn('text')
  remoteId: string;

  @NamedColumn('jsonb')
  record: RemoteEmployee;

  @NamedColumn('text', { default: 'created' })
  kind: 'created' | 'patch';

  @NamedColumn('boolean', { default: false })
  deleted: boolean;

  @CreatedAtColumn()
  createdAt: Date;
}
