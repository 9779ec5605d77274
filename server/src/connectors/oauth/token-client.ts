// The provider's token endpoint (RFC 6749 §4.1.3 code exchange, §6 refresh), through the shared HTTP
// client. POSTs are not repeated after a 5xx (a code is single use); a 429 waits out Retry-After.
// Refusals become SPEC §8 errors; provider messages and tokens never reach ours.
import { AppError, authenticationError } from '../../core/errors';
import { basicAuth, fromContext, HttpClient, type CallScope, type HttpTuning } from '../http';
import type { OAuthApp, OAuthTokens } from './oauth';

export interface TokenCallContext {
  fetch: typeof fetch;
  now: () => Date;
  /** The run a refresh belongs to (a sync's calls); none for the code exchange at sign-in. */
  calls?: CallScope;
  tuning?: HttpTuning;
}

interface TokenResponse {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
  id_token?: unknown;
  scope?: unknown;
  error?: unknown;
}

/** Exchanges an authorization code at the provider's token endpoint. */
export function exchangeCode(
  app: OAuthApp,
  input: { code: string; redirectUri: string; codeVerifier?: string | null },
  ctx: TokenCallContext,
): Promise<OAuthTokens> {
  const form: Record<string, string> = { grant_type: 'authorization_code', code: input.code, redirect_uri: input.redirectUri };
  if (input.codeVerifier) form.code_verifier = input.codeVerifier;
  return tokenRequest(app, form, ctx);
}

/** Trades a refresh token for new tokens; a provider that does not rotate keeps the old refresh token. */
export async function refreshTokens(app: OAuthApp, current: OAuthTokens, ctx: TokenCallContext): Promise<OAuthTokens> {
  if (!current.refreshToken) {
    throw authenticationError('reauthentication_required', `${app.displayName} access expired and no refresh token was granted: connect again`);
  }
  const next = await tokenRequest(app, { grant_type: 'refresh_token', refresh_token: current.refreshToken }, ctx);
  return {
    ...next,
    refreshToken: next.refreshToken ?? current.refreshToken,
    idToken: next.idToken ?? current.idToken,
  };
}

async function tokenRequest(app: OAuthApp, form: Record<string, string>, ctx: TokenCallContext): Promise<OAuthTokens> {
  const url = new URL(app.tokenUrl);
  const http = new HttpClient({ provider: app.displayName, baseUrl: url.origin, ...fromContext(ctx), tuning: ctx.tuning });
  const body = app.clientAuth === 'post' ? { ...form, client_id: app.clientId, client_secret: app.clientSecret } : form;
  const headers = app.clientAuth === 'basic' ? { authorization: basicAuth(app.clientId, app.clientSecret) } : undefined;
  const res = await http.request<TokenResponse | null>({
    method: 'POST',
    path: url.toString(),
    form: body,
    headers,
    accept: [400, 401],
  });
  const data = res.data ?? {};
  if (res.status !== 200 && res.status !== 201) throw tokenRefusal(app, res.status, data.error);
  if (typeof data.access_token !== 'string' || data.access_token === '') {
    throw new AppError('internal', `${app.displayName} sent an unexpected token response: no access_token`);
  }
  const expiresIn = Number(data.expires_in);
  return {
    accessToken: data.access_token,
    refreshToken: typeof data.refresh_token === 'string' && data.refresh_token !== '' ? data.refresh_token : null,
    expiresAt: Number.isFinite(expiresIn) && expiresIn > 0 ? new Date(ctx.now().getTime() + expiresIn * 1000).toISOString() : null,
    idToken: typeof data.id_token === 'string' && data.id_token !== '' ? data.id_token : null,
    scope: typeof data.scope === 'string' ? data.scope : null,
  };
}

/** RFC 6749 §5.2: invalid_grant is the customer's (connect again); a refused client is ours. */
function tokenRefusal(app: OAuthApp, status: number, error: unknown): AppError {
  if (status === 401 || error === 'invalid_client' || error === 'unauthorized_client') {
    return new AppError(
      'internal',
      `${app.displayName} refused this server's OAuth client (HTTP ${status}): check the provider's client id and secret settings`,
    );
  }
  return authenticationError(
    'reauthentication_required',
    `${app.displayName} refused the authorization (${typeof error === 'string' && /^[a-z_]{1,40}$/.test(error) ? error : `HTTP ${status}`}): connect again`,
  );
}
