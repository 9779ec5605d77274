import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A stored client secret: encrypted (webhooks are signed with it) plus a hash for constant-time checks. */
export interface StoredSecret {
  hash: string;
  ciphertext: string;
  last4: string;
  createdAt: string;
}

@Entity({ name: 'client' })
export class ClientEntity {
  @PrimaryColumn('uuid')
  id: string;

  /** The public client_id. */
  @Column('text', { name: 'client_id', unique: true })
  clientId: string;

  @Column('text')
  name: string;

  @Column('jsonb', { name: 'redirect_uris' })
  redirectUris: string[];

  @Column('text', { name: 'webhook_uri', nullable: true })
  webhookUri: string | null;

  @Column('jsonb')
  secrets: StoredSecret[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
