import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Tokens from a provider OAuth callback, named by the key shown to the customer (only its hash is kept). */
@Entity({ name: 'oauth_grant' })
export class OAuthGrantEntity {
  @PrimaryColumn('text', { name: 'key_hash' })
  keyHash: string;

  @Column('text')
  provider: string;

  /** OAuthTokens, AES-256-GCM with the key hash as associated data. */
  @Column('text', { name: 'tokens_ciphertext' })
  tokensCiphertext: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;

  @Column('timestamptz', { name: 'used_at', nullable: true })
  usedAt: Date | null;
}
