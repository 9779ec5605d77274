// Company, identity, work locations and groups of a connection (SPEC §3). See the hr-model migration
// for why addresses are JSONB and groups / locations are tables.
import { Column, Entity, PrimaryColumn, Unique } from 'typeorm';
import type { Address, GroupType } from '../../../model';

@Entity({ name: 'hr_company' })
export class HrCompanyEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'connection_id', unique: true }) connectionId: string;
  @Column('text', { name: 'remote_id' }) remoteId: string;
  @Column('text', { name: 'legal_name', nullable: true }) legalName: string | null;
  @Column('text', { name: 'display_name', nullable: true }) displayName: string | null;
  @Column('text', { name: 'tax_id', nullable: true }) taxId: string | null;
  @Column('jsonb', { nullable: true }) address: Address | null;
}

/** The account that made the connection; one per connection. */
@Entity({ name: 'hr_identity' })
export class HrIdentityEntity {
  @PrimaryColumn('uuid', { name: 'connection_id' }) connectionId: string;
  @Column('text', { nullable: true }) name: string | null;
  @Column('text', { nullable: true }) email: string | null;
  @Column('text', { name: 'phone_number', nullable: true }) phoneNumber: string | null;
}

@Entity({ name: 'hr_work_location' })
@Unique(['connectionId', 'remoteId'])
export class HrWorkLocationEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'connection_id' }) connectionId: string;
  @Column('text', { name: 'remote_id' }) remoteId: string;
  /** Provider order (insertion order); never written by us. */
  @Column({ type: 'bigint', insert: false, update: false }) seq: string;
  @Column('text', { nullable: true }) name: string | null;
  @Column('text', { nullable: true }) type: string | null;
  @Column('jsonb', { nullable: true }) address: Address | null;
}

@Entity({ name: 'hr_group' })
@Unique(['connectionId', 'remoteId'])
export class HrGroupEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'connection_id' }) connectionId: string;
  @Column('text', { name: 'remote_id' }) remoteId: string;
  @Column({ type: 'bigint', insert: false, update: false }) seq: string;
  @Column('text', { nullable: true }) name: string | null;
  @Column('text', { nullable: true }) type: GroupType | null;
}
