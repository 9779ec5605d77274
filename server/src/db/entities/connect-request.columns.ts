import type { Mode } from '../../model';
import { NamedColumn, NullableColumn } from './columns';

/**
 * What a connect request is about, from the widget's session to the connection it makes: the client, the
 * provider, the mode and the granted scopes. Sessions, codes and connections each carry these columns.
 */
export abstract class ConnectRequestColumns {
  @NamedColumn('uuid')
  clientPk: string;

  @NamedColumn('text')
  provider: string;

  @NamedColumn('text')
  mode: Mode;

  @NamedColumn('jsonb')
  scopes: string[];
}

/** A request the end customer completed: the entity chosen and the provider credentials signed in with. */
export abstract class ChosenEntityColumns extends ConnectRequestColumns {
  @NamedColumn('text')
  entityId: string;

  @NamedColumn('text')
  entityName: string;

  /** Encrypted: a code's with its hash until the exchange moves them onto the connection; a connection's with its id (null once disconnected). */
  @NullableColumn('text')
  credentialsCiphertext: string | null;
}
