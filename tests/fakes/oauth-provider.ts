// An OAuth 2.0 authorization server stand-in (RFC 6749 §4.1, §6; RFC 7636) for the popup providers'
// fakes: an authorize endpoint that approves at once (302 back to redirect_uri with a code and the
// state), a token endpoint that checks the client credentials the provider documents (HTTP Basic or
// form body), the code, the redirect_uri and the PKCE verifier, and refresh grants that rotate tokens.
// It answers on the provider's fake, beside the API (outside the description or the declared calls), and the API
// takes the bearer tokens it issued (`...oauth.guard()` in the fake's options, or `oauth.route` and `oauth.isAuthorized`).
import { createHash } from 'node:crypto';
import { providerEnvKey } from '../../server/src/config';
import { basicCredentials, json, type FakeRequest, type FakeResponse } from './fake-server';

export interface OAuthFakeOptions {
  clientId: string;
  clientSecret: string;
  clientAuth: 'basic' | 'post';
  authorizePath: string;
  tokenPath: string;
  /** Prefix of the tokens it issues (`deel` -> deel_at_1, deel_rt_1). */
  prefix: string;
  expiresIn: number;
  /** Rotate the refresh token on each refresh (Xero does). */
  rotateRefresh: boolean;
  /** An id token to include (Xero). */
  idToken?: string;
}

/** A provider's fake with its OAuth server beside the API. */
export type WithOAuth<F> = F & { oauth: OAuthFake };

export interface TokenCall {
  grantType: string | null;
  code: string | null;
  redirectUri: string | null;
  refreshToken: string | null;
  codeVerifier: string | null;
  clientId: string | null;
}

export class OAuthFake {
  readonly tokenCalls: TokenCall[] = [];
  private readonly codes = new Map<string, { redirectUri: string; challenge: string | null }>();
  private readonly accessTokens = new Set<string>();
  private readonly refreshTokens = new Set<string>();
  private counter = 0;

  constructor(readonly options: OAuthFakeOptions) {}

  /** A code as the authorize endpoint would issue it (for tests that skip the browser leg). */
  issueCode(redirectUri: string, challenge: string | null = null): string {
    const code = `${this.options.prefix}_code_${++this.counter}`;
    this.codes.set(code, { redirectUri, challenge });
    return code;
  }

  /** Tokens as a completed exchange would hold them (for data tests). */
  issueTokens(): { accessToken: string; refreshToken: string } {
    const n = ++this.counter;
    const accessToken = `${this.options.prefix}_at_${n}`;
    const refreshToken = `${this.options.prefix}_rt_${n}`;
    this.accessTokens.add(accessToken);
    this.refreshTokens.add(refreshToken);
    return { accessToken, refreshToken };
  }

  /** The provider revokes every access token (the next data call gets a 401). */
  revokeAccessTokens(): void {
    this.accessTokens.clear();
  }

  isAuthorized(req: FakeRequest): boolean {
    const header = req.headers.authorization ?? '';
    return header.startsWith('Bearer ') && this.accessTokens.has(header.slice(7));
  }

  /** A fake's options for the API behind this server: it answers beside the API, which takes the tokens it issued. */
  guard(): { beside: (req: FakeRequest) => FakeResponse | undefined; authenticate: (req: FakeRequest) => boolean } {
    return { beside: (req) => this.route(req), authenticate: (req) => this.isAuthorized(req) };
  }

  /** Answers the authorize and token endpoints; undefined for any other request. */
  route(req: FakeRequest): FakeResponse | undefined {
    if (req.method === 'GET' && req.path === this.options.authorizePath) return this.authorize(req);
    if (req.method === 'POST' && req.path === this.options.tokenPath) return this.token(req);
    return undefined;
  }

  private authorize(req: FakeRequest): FakeResponse {
    const redirectUri = req.query.get('redirect_uri');
    if (req.query.get('client_id') !== this.options.clientId || !redirectUri || req.query.get('response_type') !== 'code') {
      return { status: 400, body: 'invalid authorization request' };
    }
    const code = this.issueCode(redirectUri, req.query.get('code_challenge'));
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    const state = req.query.get('state');
    if (state !== null) back.searchParams.set('state', state);
    return { status: 302, headers: { location: back.toString() } };
  }

  private token(req: FakeRequest): FakeResponse {
    const form = new URLSearchParams(req.body);
    const basic = basicCredentials(req);
    const client =
      this.options.clientAuth === 'basic'
        ? basic
        : { user: form.get('client_id') ?? '', password: form.get('client_secret') ?? '' };
    const call: TokenCall = {
      grantType: form.get('grant_type'),
      code: form.get('code'),
      redirectUri: form.get('redirect_uri'),
      refreshToken: form.get('refresh_token'),
      codeVerifier: form.get('code_verifier'),
      clientId: client?.user ?? null,
    };
    this.tokenCalls.push(call);
    if (!client || client.user !== this.options.clientId || client.password !== this.options.clientSecret) {
      return json({ error: 'invalid_client' }, 401);
    }
    if (call.grantType === 'authorization_code') {
      const issued = call.code ? this.codes.get(call.code) : undefined;
      if (!issued || issued.redirectUri !== call.redirectUri) return json({ error: 'invalid_grant' }, 400);
      if (issued.challenge !== null) {
        const computed = call.codeVerifier ? createHash('sha256').update(call.codeVerifier).digest('base64url') : null;
        if (computed !== issued.challenge) return json({ error: 'invalid_grant' }, 400);
      }
      this.codes.delete(call.code!);
      return this.tokens();
    }
    if (call.grantType === 'refresh_token') {
      if (!call.refreshToken || !this.refreshTokens.has(call.refreshToken)) return json({ error: 'invalid_grant' }, 400);
      if (this.options.rotateRefresh) this.refreshTokens.delete(call.refreshToken);
      return this.tokens(this.options.rotateRefresh ? undefined : call.refreshToken);
    }
    return json({ error: 'unsupported_grant_type' }, 400);
  }

  private tokens(keepRefresh?: string): FakeResponse {
    const issued = this.issueTokens();
    if (keepRefresh) this.refreshTokens.delete(issued.refreshToken);
    return json({
      access_token: issued.accessToken,
      token_type: 'Bearer',
      expires_in: this.options.expiresIn,
      ...(keepRefresh ? {} : { refresh_token: issued.refreshToken }),
      ...(this.options.idToken ? { id_token: this.options.idToken } : {}),
    });
  }
}

/**
 * The server settings naming the provider's OAuth app on a fake (PROVIDER_<ID>_CLIENT_ID, _CLIENT_SECRET,
 * _AUTHORIZE_URL, _TOKEN_URL): the app the OAuthFake with these options answers for, beside the fake's API.
 */
export function oauthAppEnv(provider: string, fakeUrl: string, options: OAuthFakeOptions): Record<string, string> {
  const key = providerEnvKey(provider);
  return {
    [`PROVIDER_${key}_CLIENT_ID`]: options.clientId,
    [`PROVIDER_${key}_CLIENT_SECRET`]: options.clientSecret,
    [`PROVIDER_${key}_AUTHORIZE_URL`]: `${fakeUrl}${options.authorizePath}`,
    [`PROVIDER_${key}_TOKEN_URL`]: `${fakeUrl}${options.tokenPath}`,
  };
}
