import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Mode } from '../../model';

/** A one-time code handed back in redirect_to; only its hash is stored. */
@Entity({ name: 'authorization_code' })
export class AuthorizationCodeEntity {
  @PrimaryColumn('text', { name: 'code_hash' })
  codeHash: string;

  @Column('uuid', { name: 'client_pk' })
  clientPk: string;

  @Column('text', { name: 'redirect_uri' })
  redirectUri: string;

  @Column('text')
  provider: string;

  @Column('text')
  mode: Mode;

  @Column('jsonb')
  scopes: string[];

  @Column('text', { name: 'entity_id' })
  entityId: string;

  @Column('text', { name: 'entity_name' })
  entityName: string;

  /** Provider credentials from sign-in, encrypted until the exchange moves them onto the connection. */
  @Column('text', { name: 'credentials_ciphertext', nullable: true })
  credentialsCiphertext: string | null;

  @Column('text', { name: 'code_challenge', nullable: true })
  codeChallenge: string | null;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;

  @Column('timestamptz', { name: 'used_at', nullable: true })
  usedAt: Date | null;
}
