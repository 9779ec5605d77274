// SPEC §7 token management: list (Basic), new token for the same connection, introspect, disconnect (Bearer).
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import type { Clock } from '../../core/clock';
import { notFound } from '../../core/errors';
import { isUuidText } from '../../core/ids';
import { maskSecret } from '../../core/crypto';
import type { SyncReportData } from '../../connectors/sync-report';
import { AccessTokenEntity, ConnectionEntity, type ClientEntity } from '../../db/entities';
import type { AccessGrant } from '../auth/caller';
import { SyncReportStore } from '../sync/sync-report.store';
import { syncView, type SyncView } from '../sync/sync-state';
import { issueToken, type TokenResponse } from './issue-token';
import type { Mode } from '../../model';

export interface TokenView {
  token: string;
  scopes: string[];
  created_at: string;
  mode: Mode;
  provider: string;
  valid: boolean;
}

/** A token as the console lists it: the SPEC §3 fields plus what identifies it and its connection. */
export interface TokenRecord extends TokenView {
  id: string;
  connection_id: string;
  revoked_at: string | null;
}

export interface Introspection {
  client_id: string;
  provider: string;
  mode: Mode;
  scopes: string[];
  /** Additive to SPEC §7: the connection's latest sync report (null before its first sync). */
  last_sync: SyncReportData | null;
  /** Where the connection's sync stands (additive to SPEC §7's fields). */
  sync: SyncView;
}

export class ManagementService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    this.reports = new SyncReportStore(dataSource);
  }

  private readonly reports: SyncReportStore;

  /** SPEC §7 GET /management/tokens: the client's tokens, masked, oldest first. */
  async listTokens(client: ClientEntity): Promise<TokenView[]> {
    return (await this.tokens(client)).map(({ token, scopes, created_at, mode, provider, valid }) => ({ token, scopes, created_at, mode, provider, valid }));
  }

  /** The client's tokens with their ids and connections (the console revokes by id), oldest first. */
  async tokens(client: ClientEntity, tokenId?: string): Promise<TokenRecord[]> {
    const query = this.dataSource
      .getRepository(AccessTokenEntity)
      .createQueryBuilder('t')
      .innerJoin(ConnectionEntity, 'c', 'c.id = t.connection_id')
      .select(['t.id AS id', 't.connection_id AS connection_id', 't.token_hint AS hint', 't.scopes AS scopes', 't.created_at AS created_at', 't.revoked_at AS revoked_at'])
      .addSelect(['c.mode AS mode', 'c.provider AS provider', 'c.disconnected_at AS disconnected_at'])
      .where('t.client_pk = :client', { client: client.id });
    if (tokenId !== undefined) query.andWhere('t.id = :tokenId', { tokenId });
    const rows = await query.orderBy('t.created_at', 'ASC').addOrderBy('t.id', 'ASC').getRawMany();
    return rows.map((row: any) => ({
      id: row.id,
      connection_id: row.connection_id,
      token: maskSecret(row.hint),
      scopes: row.scopes,
      created_at: new Date(row.created_at).toISOString(),
      mode: row.mode,
      provider: row.provider,
      valid: !row.revoked_at && !row.disconnected_at,
      revoked_at: row.revoked_at ? new Date(row.revoked_at).toISOString() : null,
    }));
  }

  /** Revokes one token of the client (Basic); revoking a revoked token changes nothing. */
  async revokeToken(client: ClientEntity, tokenId: string): Promise<TokenRecord> {
    if (!isUuidText(tokenId)) throw notFound('no such token', tokenId);
    await this.dataSource.getRepository(AccessTokenEntity).update({ id: tokenId, clientPk: client.id, revokedAt: IsNull() }, { revokedAt: this.clock.now() });
    const [record] = await this.tokens(client, tokenId);
    if (!record) throw notFound('no such token', tokenId);
    return record;
  }

  async newToken(grant: AccessGrant): Promise<TokenResponse> {
    return this.dataSource.transaction((manager) => issueToken(manager, grant.connection, null));
  }

  async introspect(grant: AccessGrant): Promise<Introspection> {
    const { connection } = grant;
    return {
      client_id: grant.clientId,
      provider: connection.provider,
      mode: connection.mode,
      scopes: connection.scopes,
      last_sync: await this.reports.latest(connection.id),
      sync: syncView(connection),
    };
  }

  /** Every token of the connection stops working at once; stored credentials are deleted. */
  async disconnect(grant: AccessGrant): Promise<{ disconnected: true }> {
    await this.dataSource.transaction((manager) => disconnectConnection(manager, grant.connection.id, this.clock.now()));
    return { disconnected: true };
  }
}

/** Disconnects a connection (Bearer disconnect, the console's Basic one): its tokens are revoked, its credentials deleted. */
export async function disconnectConnection(manager: EntityManager, connectionId: string, now: Date): Promise<void> {
  await manager.update(ConnectionEntity, { id: connectionId, disconnectedAt: IsNull() }, { disconnectedAt: now, credentialsCiphertext: null });
  await manager.update(AccessTokenEntity, { connectionId, revokedAt: IsNull() }, { revokedAt: now });
}
