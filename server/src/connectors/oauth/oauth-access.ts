// Bearer access for an OAuth connection's data calls: refreshes the access token when it has expired
// (or is about to), or once when the provider answers 401 anyway, and hands the new credentials to
// ConnectionAccess.updateCredentials so the store keeps them. One refresh at a time per connection:
// providers that rotate refresh tokens (Xero) would otherwise see the old one used twice.
import type { ConnectionAccess, ConnectorContext } from '../connector';
import { AppError, authenticationError, isAppError } from '../../core/errors';
import { HttpClient, fromContext, type HttpTuning } from '../http';
import { sessionApi, type SessionApi } from '../http/token-session';
import { credentialsToTokens, tokensToCredentials, type ConnectorOAuth } from './oauth';
import { refreshTokens } from './token-client';

/** Refresh this long before the stated expiry, so a call does not start with a dying token. */
const EARLY_MS = 60_000;

const inFlight = new WeakMap<ConnectionAccess, Promise<void>>();

export function connectorOAuth(ctx: ConnectorContext, provider: string): ConnectorOAuth {
  if (!ctx.oauth) throw new AppError('internal', `${provider} needs the OAuth services, which this server did not provide`);
  return ctx.oauth;
}

export class OAuthAccess {
  constructor(
    private readonly conn: ConnectionAccess,
    private readonly ctx: ConnectorContext,
    private readonly name: string,
    private readonly tuning?: HttpTuning,
  ) {}

  /** For HttpClient's `headers`: the current bearer token, refreshed first when expired. */
  readonly headers = async (): Promise<Record<string, string>> => ({ authorization: `Bearer ${await this.accessToken()}` });

  async accessToken(): Promise<string> {
    const { accessToken, expiresAt } = this.conn.credentials;
    if (!accessToken) throw authenticationError('reauthentication_required', `${this.name} connection has no access token: connect again`);
    const expires = expiresAt ? Date.parse(expiresAt) : Number.NaN;
    if (Number.isFinite(expires) && expires - EARLY_MS <= this.ctx.now().getTime()) await this.refresh();
    return this.conn.credentials.accessToken!;
  }

  /** Runs a call; after a 401 (the token was revoked or expired early) refreshes once and runs it again. */
  async call<T>(fn: () => Promise<T>): Promise<T> {
    const before = this.conn.credentials.accessToken;
    try {
      return await fn();
    } catch (error) {
      const rejected = isAppError(error) && error.kind === 'authentication' && error.options.code === 'incorrect_username_or_password';
      if (!rejected || !this.conn.credentials.refreshToken) throw error;
      if (this.conn.credentials.accessToken === before) await this.refresh();
      return fn();
    }
  }

  /** Refreshes now (joining a refresh already running for this connection). */
  refresh(): Promise<void> {
    const running = inFlight.get(this.conn);
    if (running) return running;
    const job = this.doRefresh().finally(() => inFlight.delete(this.conn));
    inFlight.set(this.conn, job);
    return job;
  }

  private async doRefresh(): Promise<void> {
    const app = connectorOAuth(this.ctx, this.conn.provider).app();
    const next = await refreshTokens(app, credentialsToTokens(this.conn.credentials), { ...fromContext(this.ctx), tuning: this.tuning });
    const credentials = { ...this.conn.credentials, ...tokensToCredentials(next) };
    if (!next.expiresAt) delete credentials.expiresAt;
    // Stored first: a rotated refresh token must not be lost if the process stops after this call.
    await this.conn.updateCredentials?.(credentials);
    this.conn.credentials = credentials;
  }
}

/**
 * A data call session of an OAuth connection: the bearer access (refreshed as needed), an HttpClient sending it
 * (on the provider's base URL unless another is named: an API beside it on another path or host, with any further
 * headers the provider wants on every call), and that client's calls through the access (`api`).
 */
export function oauthSession(
  conn: ConnectionAccess,
  ctx: ConnectorContext,
  name: string,
  tuning?: HttpTuning,
  options: { baseUrl?: string; headers?: Record<string, string> } = {},
): { access: OAuthAccess; http: HttpClient; api: SessionApi } {
  const access = new OAuthAccess(conn, ctx, name, tuning);
  const extra = options.headers ?? {};
  const headers = async () => ({ ...(await access.headers()), ...extra });
  const http = new HttpClient({ provider: name, baseUrl: options.baseUrl ?? ctx.baseUrl, ...fromContext(ctx), headers, tuning });
  return { access, http, api: sessionApi(http, (fn) => access.call(fn)) };
}
