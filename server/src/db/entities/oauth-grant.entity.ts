import { Entity } from 'typeorm';
import { NamedColumn, NamedPrimaryColumn, NullableColumn } from './columns';

/** Tokens from a provider OAuth callback, named by the key shown to the customer (only its hash is kept). */
@Entity({ name: 'oauth_grant' })
export class OAuthGrantEntity {
  @NamedPrimaryColumn('text')
  keyHash: string;

  @NamedColumn('text')
  provider: string;

  /** OAuthTokens, AES-256-GCM with the key hash as associated data. */
  @NamedColumn('text')
  tokensCiphertext: string;

  // From the server's clock, like expiresAt (not stamped by the store as the other tables' created_at).
  @NamedColumn('timestamptz')
  createdAt: Date;

  @NamedColumn('timestamptz')
  expiresAt: Date;

  @NullableColumn('timestamptz')
  usedAt: Date | null;
}
