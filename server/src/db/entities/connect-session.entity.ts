import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { ConnectRequestColumns } from './connect-request.columns';

/** What the server expects next in a connect session (SPEC §4). */
export type SessionStage = 'SIGN_IN' | 'MFA' | 'CHOOSE' | 'DONE';

/** Server side of one widget run, keyed by the widget's session_key and bound to its request. */
@Entity({ name: 'connect_session' })
export class ConnectSessionEntity extends ConnectRequestColumns {
  @PrimaryColumn('uuid', { name: 'session_key' })
  sessionKey: string;

  @Column('text', { name: 'redirect_uri' })
  redirectUri: string;

  @Column('text')
  stage: SessionStage;

  /** Connector stash between steps, encrypted (it can hold provider tokens). */
  @Column('text', { name: 'stash_ciphertext', nullable: true })
  stashCiphertext: string | null;

  @Column('text', { name: 'code_challenge', nullable: true })
  codeChallenge: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;
}
