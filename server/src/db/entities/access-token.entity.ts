import { Entity } from 'typeorm';
import { CreatedAtColumn, NamedColumn, NamedPrimaryColumn, NullableColumn } from './columns';

/** A Bearer token: stored only as its SHA-256 hash, shown once. */
@Entity({ name: 'access_token' })
export class AccessTokenEntity {
  @NamedPrimaryColumn('uuid')
  id: string;

  @NamedColumn('text', { unique: true })
  tokenHash: string;

  /** Last characters, for the masked listing. */
  @NamedColumn('text')
  tokenHint: string;

  @NamedColumn('uuid')
  connectionId: string;

  @NamedColumn('uuid')
  clientPk: string;

  /** The authorization code it came from (reuse of that code revokes it). */
  @NullableColumn('text')
  codeHash: string | null;

  @NamedColumn('jsonb')
  scopes: string[];

  @CreatedAtColumn()
  createdAt: Date;

  @NullableColumn('timestamptz')
  revokedAt: Date | null;
}
