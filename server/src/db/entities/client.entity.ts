import { Entity } from 'typeorm';
import { CreatedAtColumn, NamedColumn, NamedPrimaryColumn, NullableColumn } from './columns';

/** A stored client secret: encrypted (webhooks are signed with it) plus a hash for constant-time checks. */
export interface StoredSecret {
  hash: string;
  ciphertext: string;
  last4: string;
  createdAt: string;
}

@Entity({ name: 'client' })
export class ClientEntity {
  @NamedPrimaryColumn('uuid')
  id: string;

  /** The public client_id. */
  @NamedColumn('text', { unique: true })
  clientId: string;

  @NamedColumn('text')
  name: string;

  @NamedColumn('jsonb')
  redirectUris: string[];

  @NullableColumn('text')
  webhookUri: string | null;

  @NamedColumn('jsonb')
  secrets: StoredSecret[];

  @CreatedAtColumn()
  createdAt: Date;
}
