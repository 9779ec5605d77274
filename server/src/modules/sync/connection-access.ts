// A connection as the connector's data stage sees it: decrypted credentials (the connection id is the
// associated data) and a way to store refreshed ones.
import { IsNull, type DataSource } from 'typeorm';
import type { ConnectionAccess, Credentials } from '../../connectors/connector';
import type { Sealer } from '../../core/crypto';
import { AppError } from '../../core/errors';
import { ConnectionEntity } from '../../db/entities';

export function connectionAccess(dataSource: DataSource, sealer: Sealer, connection: ConnectionEntity): ConnectionAccess {
  if (!connection.credentialsCiphertext) throw new AppError('forbidden', 'the connection was disconnected');
  return {
    mode: connection.mode,
    provider: connection.provider,
    entityId: connection.entityId,
    credentials: sealer.openJson<Credentials>(connection.credentialsCiphertext, connection.id),
    updateCredentials: async (next) => {
      // A refresh that finishes after a disconnect must not bring the deleted credentials back.
      await dataSource
        .getRepository(ConnectionEntity)
        .update({ id: connection.id, disconnectedAt: IsNull() }, { credentialsCiphertext: sealer.sealJson(next, connection.id) });
    },
  };
}
