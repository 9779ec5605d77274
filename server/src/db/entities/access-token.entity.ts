import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A Bearer token: stored only as its SHA-256 hash, shown once. */
@Entity({ name: 'access_token' })
export class AccessTokenEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('text', { name: 'token_hash', unique: true })
  tokenHash: string;

  /** Last characters, for the masked listing. */
  @Column('text', { name: 'token_hint' })
  tokenHint: string;

  @Column('uuid', { name: 'connection_id' })
  connectionId: string;

  @Column('uuid', { name: 'client_pk' })
  clientPk: string;

  /** The authorization code it came from (reuse of that code revokes it). */
  @Column('text', { name: 'code_hash', nullable: true })
  codeHash: string | null;

  @Column('jsonb')
  scopes: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt: Date | null;
}
