import { Column, Entity, PrimaryColumn } from 'typeorm';
import { ChosenEntityColumns } from './connect-request.columns';

/** A one-time code handed back in redirect_to; only its hash is stored. */
@Entity({ name: 'authorization_code' })
export class AuthorizationCodeEntity extends ChosenEntityColumns {
  @PrimaryColumn('text', { name: 'code_hash' })
  codeHash: string;

  @Column('text', { name: 'redirect_uri' })
  redirectUri: string;

  @Column('text', { name: 'code_challenge', nullable: true })
  codeChallenge: string | null;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;

  @Column('timestamptz', { name: 'used_at', nullable: true })
  usedAt: Date | null;
}
