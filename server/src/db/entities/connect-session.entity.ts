import { Entity } from 'typeorm';
import { CreatedAtColumn, NamedColumn, NamedPrimaryColumn, NullableColumn } from './columns';
import { ConnectRequestColumns } from './connect-request.columns';

/** What the server expects next in a connect session (SPEC §4). */
export type SessionStage = 'SIGN_IN' | 'MFA' | 'CHOOSE' | 'DONE';

/** Server side of one widget run, keyed by the widget's session_key and bound to its request. */
@Entity({ name: 'connect_session' })
export class ConnectSessionEntity extends ConnectRequestColumns {
  @NamedPrimaryColumn('uuid')
  sessionKey: string;

  @NamedColumn('text')
  redirectUri: string;

  @NamedColumn('text')
  stage: SessionStage;

  /** Connector stash between steps, encrypted (it can hold provider tokens). */
  @NullableColumn('text')
  stashCiphertext: string | null;

  @NullableColumn('text')
  codeChallenge: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @NamedColumn('timestamptz')
  expiresAt: Date;
}
