// SPEC §7 token management: list (Basic), new token for the same connection, introspect, disconnect (Bearer).
import { IsNull, type DataSource } from 'typeorm';
import type { Clock } from '../../core/clock';
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

  async listTokens(client: ClientEntity): Promise<TokenView[]> {
    const rows: Array<AccessTokenEntity & { mode: Mode; provider: string; disconnected_at: Date | null }> = await this.dataSource
      .getRepository(AccessTokenEntity)
      .createQueryBuilder('t')
      .innerJoin(ConnectionEntity, 'c', 'c.id = t.connection_id')
      .select(['t.token_hint AS hint', 't.scopes AS scopes', 't.created_at AS created_at', 't.revoked_at AS revoked_at'])
      .addSelect(['c.mode AS mode', 'c.provider AS provider', 'c.disconnected_at AS disconnected_at'])
      .where('t.client_pk = :client', { client: client.id })
      .orderBy('t.created_at', 'ASC')
      .getRawMany();
    return rows.map((row: any) => ({
      token: maskSecret(row.hint),
      scopes: row.scopes,
      created_at: new Date(row.created_at).toISOString(),
      mode: row.mode,
      provider: row.provider,
      valid: !row.revoked_at && !row.disconnected_at,
    }));
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
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      await manager.update(ConnectionEntity, { id: grant.connection.id }, { disconnectedAt: now, credentialsCiphertext: null });
      await manager.update(AccessTokenEntity, { connectionId: grant.connection.id, revokedAt: IsNull() }, { revokedAt: now });
    });
    return { disconnected: true };
  }
}
