import { Column } from 'typeorm';
import type { Mode } from '../../model';

/**
 * What a connect request is about, from the widget's session to the connection it makes: the client, the
 * provider, the mode and the granted scopes. Sessions, codes and connections each carry these columns.
 */
export abstract class ConnectRequestColumns {
  @Column('uuid', { name: 'client_pk' })
  clientPk: string;

  @Column('text')
  provider: string;

  @Column('text')
  mode: Mode;

  @Column('jsonb')
  scopes: string[];
}

/** A request the end customer completed: the entity chosen and the provider credentials signed in with. */
export abstract class ChosenEntityColumns extends ConnectRequestColumns {
  @Column('text', { name: 'entity_id' })
  entityId: string;

  @Column('text', { name: 'entity_name' })
  entityName: string;

  /** Encrypted: a code's with its hash until the exchange moves them onto the connection; a connection's with its id (null once disconnected). */
  @Column('text', { name: 'credentials_ciphertext', nullable: true })
  credentialsCiphertext: string | null;
}
