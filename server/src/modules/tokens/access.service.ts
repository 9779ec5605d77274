// Bearer access for data and token-management calls (CONTRACT §4), shared by both doors:
// no Authorization header -> 401; unknown, revoked or disconnected token -> 403;
// a token without the route's scope 2023-03-01/{mode}/{resource} -> 403.
import type { DataSource } from 'typeorm';
import { AppError, unauthenticated } from '../../core/errors';
import { sha256Hex } from '../../core/crypto';
import { AccessTokenEntity, ConnectionEntity } from '../../db/entities';
import type { Mode } from '../../model';
import { scopeName, type ScopeResource } from '../connect/scopes';

export interface AccessGrant {
  token: AccessTokenEntity;
  connection: ConnectionEntity;
}

export class AccessService {
  constructor(private readonly dataSource: DataSource) {}

  /** Resolves a Bearer header to its live token and connection. */
  async authenticate(authorization: string | undefined | null): Promise<AccessGrant> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!match) throw unauthenticated('Bearer', 'an Authorization: Bearer token is required');
    const token = await this.dataSource.getRepository(AccessTokenEntity).findOne({ where: { tokenHash: sha256Hex(match[1]) } });
    if (!token || token.revokedAt) throw new AppError('forbidden', 'the access token is not valid');
    const connection = await this.dataSource.getRepository(ConnectionEntity).findOne({ where: { id: token.connectionId } });
    if (!connection || connection.disconnectedAt) throw new AppError('forbidden', 'the connection was disconnected');
    return { token, connection };
  }

  /** authenticate + the route's scope (mode from the path). */
  async authorize(authorization: string | undefined | null, mode: Mode, resource: ScopeResource): Promise<AccessGrant> {
    const grant = await this.authenticate(authorization);
    const needed = scopeName(mode, resource);
    if (!grant.token.scopes.includes(needed)) {
      throw new AppError('forbidden', `the access token does not have the scope ${needed}`);
    }
    return grant;
  }
}
