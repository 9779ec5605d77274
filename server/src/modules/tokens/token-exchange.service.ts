// POST /connect/token and the exchangeToken mutation (CONTRACT §4, RFC 6749 §4.1.3, RFC 7636).
// A code is single use under concurrency (row lock), expires after 10 minutes, is bound to its client
// and redirect_uri; a second use fails and revokes every token of the connection it made.
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError, type OAuthErrorCode } from '../../core/errors';
import type { Clock } from '../../core/clock';
import { constantTimeEqual, Sealer, sha256Hex } from '../../core/crypto';
import { AuthorizationCodeEntity, ClientEntity, ConnectionEntity } from '../../db/entities';
import type { ClientsService } from '../clients/clients.service';
import { pkceChallenge } from '../connect/authorize.service';
import { issueToken, type TokenResponse } from './issue-token';
import type { Mode } from '../../model';

export interface TokenRequest {
  client_id?: unknown;
  client_secret?: unknown;
  grant_type?: unknown;
  redirect_uri?: unknown;
  code?: unknown;
  code_verifier?: unknown;
}

/** What a code's holder may learn about it (the /demo/callback page): never a secret. */
export interface CodeView {
  clientId: string;
  redirectUri: string;
  provider: string;
  mode: Mode;
  expiresAt: Date;
  state: 'valid' | 'used' | 'expired';
}

/** Called after a connection is made (the first sync job). */
export type ConnectionMadeListener = (connectionId: string) => Promise<void>;

const oauthError = (status: 'validation' | 'unauthenticated', error: OAuthErrorCode, message: string) =>
  new AppError(status, message, {
    oauthError: error,
    validation: status === 'validation' ? { field: null, rule: error } : undefined,
    challenge: status === 'unauthenticated' ? 'Basic' : undefined,
  });

export class TokenExchangeService {
  private listeners: ConnectionMadeListener[] = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly clients: ClientsService,
    private readonly sealer: Sealer,
    private readonly clock: Clock,
  ) {}

  onConnectionMade(listener: ConnectionMadeListener): void {
    this.listeners.push(listener);
  }

  /** `basic` is the decoded HTTP Basic pair when the client authenticated that way. */
  async exchange(body: TokenRequest, basic: { clientId: string; secret: string } | null): Promise<TokenResponse> {
    const field = (name: keyof TokenRequest): string | undefined => {
      const value = body[name];
      if (value === undefined || value === null || value === '') return undefined;
      if (typeof value !== 'string') throw oauthError('validation', 'invalid_request', `${name} must be a string`);
      return value;
    };
    const clientId = basic?.clientId ?? field('client_id');
    const secret = basic?.secret ?? field('client_secret');
    if (basic && field('client_id') && field('client_id') !== basic.clientId) {
      throw oauthError('validation', 'invalid_request', 'client_id differs from the Basic credentials');
    }
    for (const [name, value] of [['client_id', clientId], ['client_secret', secret], ['grant_type', field('grant_type')], ['redirect_uri', field('redirect_uri')], ['code', field('code')]] as const) {
      if (value === undefined) throw oauthError('validation', 'invalid_request', `${name} is required`);
    }
    if (field('grant_type') !== 'authorization_code') {
      throw oauthError('validation', 'unsupported_grant_type', 'grant_type must be authorization_code');
    }
    const client = await this.clients.authenticate(clientId!, secret!);
    if (!client) throw oauthError('unauthenticated', 'invalid_client', 'unknown client or wrong client_secret');

    const codeHash = sha256Hex(field('code')!);
    const verifier = field('code_verifier');
    const outcome = await this.dataSource.transaction(async (manager) =>
      this.redeem(manager, client, codeHash, field('redirect_uri')!, verifier),
    );
    if ('error' in outcome) throw outcome.error;
    await Promise.all(this.listeners.map((listener) => listener(outcome.connection.id)));
    return outcome.response;
  }

  /** The code's client, redirect and state, or null when no such code exists. Changes nothing. */
  async describe(code: string): Promise<CodeView | null> {
    const row = await this.dataSource.getRepository(AuthorizationCodeEntity).findOneBy({ codeHash: sha256Hex(code) });
    if (!row) return null;
    const client = await this.dataSource.getRepository(ClientEntity).findOneByOrFail({ id: row.clientPk });
    const state = row.usedAt ? 'used' : row.expiresAt.getTime() <= this.clock.now().getTime() ? 'expired' : 'valid';
    return { clientId: client.clientId, redirectUri: row.redirectUri, provider: row.provider, mode: row.mode, expiresAt: row.expiresAt, state };
  }

  private async redeem(
    manager: EntityManager,
    client: ClientEntity,
    codeHash: string,
    redirectUri: string,
    verifier: string | undefined,
  ): Promise<{ connection: ConnectionEntity; response: TokenResponse } | { error: AppError }> {
    const invalidGrant = (message: string) => ({ error: oauthError('validation', 'invalid_grant', message) });
    const code = await manager.getRepository(AuthorizationCodeEntity).findOne({
      where: { codeHash },
      lock: { mode: 'pessimistic_write' },
    });
    // Not yours and does not exist look the same.
    if (!code || code.clientPk !== client.id) return invalidGrant('the authorization code is invalid');
    if (code.usedAt) {
      // RFC 6749 §4.1.2, CONTRACT §4: a reused code revokes what it granted: every token of the connection it
      // made, also those minted from them (POST /management/token). Committed, then the request fails.
      await manager.query(
        `UPDATE access_token SET revoked_at = $2 WHERE revoked_at IS NULL
           AND connection_id IN (SELECT connection_id FROM access_token WHERE code_hash = $1)`,
        [codeHash, this.clock.now()],
      );
      return invalidGrant('the authorization code was already used');
    }
    if (code.expiresAt.getTime() <= this.clock.now().getTime()) return invalidGrant('the authorization code has expired');
    if (code.redirectUri !== redirectUri) return invalidGrant('redirect_uri does not match the authorize request');
    if (code.codeChallenge) {
      if (!verifier) return invalidGrant('code_verifier is required');
      if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) || !constantTimeEqual(pkceChallenge(verifier), code.codeChallenge)) {
        return invalidGrant('code_verifier does not match the code_challenge');
      }
    } else if (verifier) {
      return { error: oauthError('validation', 'invalid_request', 'code_verifier given but the authorize request had no code_challenge') };
    }

    const credentials = code.credentialsCiphertext ? this.sealer.openJson(code.credentialsCiphertext, codeHash) : {};
    const connection = manager.create(ConnectionEntity, {
      id: randomUUID(),
      clientPk: client.id,
      provider: code.provider,
      mode: code.mode,
      scopes: code.scopes,
      entityId: code.entityId,
      entityName: code.entityName,
      credentialsCiphertext: null,
      syncStatus: 'pending',
      syncError: null,
      syncedAt: null,
      disconnectedAt: null,
    });
    connection.credentialsCiphertext = this.sealer.sealJson(credentials, connection.id);
    await manager.insert(ConnectionEntity, connection);
    await manager.update(AuthorizationCodeEntity, { codeHash }, { usedAt: this.clock.now(), credentialsCiphertext: null });
    const response = await issueToken(manager, connection, codeHash);
    return { connection, response };
  }
}
