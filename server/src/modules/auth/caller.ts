// Who is calling, door-neutral: each door turns its HTTP request into a Caller once (http/caller.ts) and
// hands the same Caller to the rate limits, the scope checks and the services. Credentials are checked
// against the store at most once per request, and only when something asks: the limiter's client id and
// a data call's scope check share one lookup of the token.
import { AppError, unauthenticated } from '../../core/errors';
import type { AccessTokenEntity, ClientEntity, ConnectionEntity } from '../../db/entities';
import type { Mode } from '../../model';
import { scopeName, type ScopeResource } from '../connect/scopes';
import type { BasicPair, Credentials } from './credentials';

/** A live Bearer token: the token, its connection and the public id of its client. */
export interface AccessGrant {
  token: AccessTokenEntity;
  connection: ConnectionEntity;
  clientId: string;
}

/** What resolving credentials needs of the store (CallerService). */
export interface CredentialStore {
  /** The token by its secret with its connection and client, revoked or not; null when unknown. */
  findToken(token: string): Promise<AccessGrant | null>;
  /** The client when the pair is one of its current secrets, else null. */
  authenticateClient(pair: BasicPair): Promise<ClientEntity | null>;
}

export class Caller {
  private grant?: Promise<AccessGrant | AppError>;
  private client?: Promise<ClientEntity | null>;

  constructor(
    /** The address the request came from (socket, or TRUST_PROXY hops). */
    readonly ip: string,
    readonly credentials: Credentials,
    /** x-admin-key matched ADMIN_API_KEY (CONTRACT §3). */
    readonly isAdmin: boolean,
    private readonly store: CredentialStore,
  ) {}

  /** The Basic pair as sent, unchecked (the token endpoint checks it with its own RFC 6749 errors). */
  get basic(): BasicPair | null {
    return this.credentials.kind === 'basic' ? { clientId: this.credentials.clientId, secret: this.credentials.secret } : null;
  }

  /** The client_id behind valid Basic credentials or a live Bearer token (never a merely claimed one). */
  async clientId(): Promise<string | null> {
    if (this.credentials.kind === 'basic') return (await this.basicClient())?.clientId ?? null;
    if (this.credentials.kind !== 'bearer') return null;
    const grant = await this.tokenGrant();
    return grant instanceof AppError ? null : grant.clientId;
  }

  /** Bearer access (CONTRACT §4): no token is 401; an unknown or revoked token, or a disconnected connection, 403. */
  async requireToken(): Promise<AccessGrant> {
    if (this.credentials.kind !== 'bearer') throw unauthenticated('Bearer', 'an Authorization: Bearer token is required');
    const grant = await this.tokenGrant();
    if (grant instanceof AppError) throw grant;
    return grant;
  }

  /** requireToken and the scope 2023-03-01/{mode}/{resource}; without a mode, the token's own. */
  async requireScope(resource: ScopeResource, mode?: Mode): Promise<{ grant: AccessGrant; mode: Mode }> {
    const grant = await this.requireToken();
    const effective = mode ?? grant.connection.mode;
    const needed = scopeName(effective, resource);
    if (!grant.token.scopes.includes(needed)) throw new AppError('forbidden', `the access token does not have the scope ${needed}`);
    return { grant, mode: effective };
  }

  /** Basic client authentication (management calls): every current secret works. */
  async requireClient(): Promise<ClientEntity> {
    if (this.credentials.kind !== 'basic') {
      throw unauthenticated('Basic', 'Basic client credentials (client_id:client_secret) are required');
    }
    const client = await this.basicClient();
    if (!client) throw unauthenticated('Basic', 'unknown client or wrong client_secret');
    return client;
  }

  /** Internal tooling (CONTRACT §3): a missing or wrong key is 401 and nothing happens. */
  requireAdmin(): void {
    if (!this.isAdmin) throw new AppError('unauthenticated', 'a valid x-admin-key header is required');
  }

  private basicClient(): Promise<ClientEntity | null> {
    const pair = this.basic;
    this.client ??= pair ? this.store.authenticateClient(pair) : Promise.resolve(null);
    return this.client;
  }

  private tokenGrant(): Promise<AccessGrant | AppError> {
    this.grant ??= this.lookUpToken();
    return this.grant;
  }

  private async lookUpToken(): Promise<AccessGrant | AppError> {
    if (this.credentials.kind !== 'bearer') return unauthenticated('Bearer', 'an Authorization: Bearer token is required');
    const grant = await this.store.findToken(this.credentials.token);
    if (!grant || grant.token.revokedAt) return new AppError('forbidden', 'the access token is not valid');
    if (grant.connection.disconnectedAt) return new AppError('forbidden', 'the connection was disconnected');
    return grant;
  }
}
