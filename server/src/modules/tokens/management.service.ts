// SPEC §7 token management: list (Basic), new token for the same connection, introspect, disconnect (Bearer).
import { IsNull, type DataSource } from 'typeorm';
import { unauthenticated } from '../../core/errors';
import type { Clock } from '../../core/clock';
import { maskSecret } from '../../core/crypto';
import { AccessTokenEntity, ClientEntity, ConnectionEntity } from '../../db/entities';
import type { ClientsService } from '../clients/clients.service';
import type { AccessGrant } from './access.service';
import { issueToken, type TokenResponse } from './issue-token';

export interface TokenView {
  token: string;
  scopes: string[];
  created_at: string;
  mode: string;
  provider: string;
  valid: boolean;
}

export interface Introspection {
  client_id: string;
  provider: string;
  mode: string;
  scopes: string[];
}

/**
 * Parses `Authorization: Basic base64(client_id:secret)`, or null. Both halves are form-decoded
 * first (RFC 6749 §2.3.1: clients application/x-www-form-urlencoded-encode them), so strict OAuth
 * libraries authenticate; a half that is not valid form encoding or decodes to NUL is no credential.
 */
export function parseBasic(header: string | undefined | null): { clientId: string; secret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return null;
  const clientId = formDecode(decoded.slice(0, colon));
  const secret = formDecode(decoded.slice(colon + 1));
  return clientId && secret !== null ? { clientId, secret } : null;
}

function formDecode(value: string): string | null {
  try {
    const decoded = decodeURIComponent(value.replace(/\+/g, ' '));
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}

export class ManagementService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clients: ClientsService,
    private readonly clock: Clock,
  ) {}

  /** Basic client authentication for management calls: every current secret works. */
  async authenticateClient(header: string | undefined | null): Promise<ClientEntity> {
    const pair = parseBasic(header);
    if (!pair) throw unauthenticated('Basic', 'Basic client credentials (client_id:client_secret) are required');
    const client = await this.clients.authenticate(pair.clientId, pair.secret);
    if (!client) throw unauthenticated('Basic', 'unknown client or wrong client_secret');
    return client;
  }

  async listTokens(client: ClientEntity): Promise<TokenView[]> {
    const rows: Array<AccessTokenEntity & { mode: string; provider: string; disconnected_at: Date | null }> = await this.dataSource
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
    const client = await this.dataSource.getRepository(ClientEntity).findOneByOrFail({ id: grant.connection.clientPk });
    const { connection } = grant;
    return { client_id: client.clientId, provider: connection.provider, mode: connection.mode, scopes: connection.scopes };
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
