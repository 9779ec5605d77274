import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { randomString, sha256Hex } from '../../core/crypto';
import { AccessTokenEntity, type ConnectionEntity } from '../../db/entities';
import type { Mode } from '../../model';

/** SPEC §3 token response. */
export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  mode: Mode;
  provider: string;
  scopes: string[];
}

/** 48 characters over 62 symbols: about 286 random bits. Only the hash is stored; shown once. */
export async function issueToken(manager: EntityManager, connection: ConnectionEntity, codeHash: string | null): Promise<TokenResponse> {
  const token = randomString(48);
  await manager.insert(AccessTokenEntity, {
    id: randomUUID(),
    tokenHash: sha256Hex(token),
    tokenHint: token.slice(-4),
    connectionId: connection.id,
    clientPk: connection.clientPk,
    codeHash,
    scopes: connection.scopes,
    revokedAt: null,
  });
  return { access_token: token, token_type: 'Bearer', mode: connection.mode, provider: connection.provider, scopes: connection.scopes };
}
