import { Entity } from 'typeorm';
import { NamedColumn, NamedPrimaryColumn, NullableColumn } from './columns';
import { ChosenEntityColumns } from './connect-request.columns';

/** A one-time code handed back in redirect_to; only its hash is stored. */
@Entity({ name: 'authorization_code' })
export class AuthorizationCodeEntity extends ChosenEntityColumns {
  @NamedPrimaryColumn('text')
  codeHash: string;

  @NamedColumn('text')
  redirectUri: string;

  @NullableColumn('text')
  codeChallenge: string | null;

  @NamedColumn('timestamptz')
  expiresAt: Date;

  @NullableColumn('timestamptz')
  usedAt: Date | null;
}
