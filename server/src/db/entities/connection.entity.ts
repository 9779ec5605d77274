import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type SyncStatus = 'pending' | 'running' | 'ready' | 'failed';

/** A client's access to one provider account entity, made by a token exchange. */
@Entity({ name: 'connection' })
export class ConnectionEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'client_pk' })
  clientPk: string;

  @Column('text')
  provider: string;

  @Column('text')
  mode: string;

  @Column('jsonb')
  scopes: string[];

  @Column('text', { name: 'entity_id' })
  entityId: string;

  @Column('text', { name: 'entity_name' })
  entityName: string;

  /** Encrypted with the connection id as associated data; null once disconnected. */
  @Column('text', { name: 'credentials_ciphertext', nullable: true })
  credentialsCiphertext: string | null;

  @Column('text', { name: 'sync_status', default: 'pending' })
  syncStatus: SyncStatus;

  @Column('text', { name: 'sync_error', nullable: true })
  syncError: string | null;

  @Column('timestamptz', { name: 'synced_at', nullable: true })
  syncedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { name: 'disconnected_at', nullable: true })
  disconnectedAt: Date | null;
}
