// What an OAuth popup provider's connector needs (SPEC §2 "Connect HERE", §7 popups): the provider's
// OAuth app as this server is registered with it, the grants our callback stored, and the shape
// tokens take inside connection credentials (SPEC §3: accessToken + refreshToken, xero uk adds idToken).
// The grant store itself lives in modules/oauth; connectors see only this small interface.
import type { OAuthAppSetting } from '../../config';
import type { Credentials } from '../connector';

/** A provider's authorization-code app on this server (catalogue endpoints + PROVIDER_<ID>_* settings). */
export interface OAuthApp {
  provider: string;
  /** Human name for messages. */
  displayName: string;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  scopes: readonly string[];
  clientAuth: 'basic' | 'post';
  pkce: boolean;
  /** The operator's further settings the provider's API needs (Nmbrs: SUBSCRIPTION_KEY). */
  settings: Readonly<Partial<Record<OAuthAppSetting, string>>>;
}

export interface OAuthTokens {
  accessToken: string;
  refreshToken: string | null;
  /** ISO instant the access token stops working; null when the provider did not say. */
  expiresAt: string | null;
  /** OpenID Connect id token (Xero). */
  idToken: string | null;
  scope: string | null;
}

/** Tokens our callback stored, found by the key the customer pastes on SIGN_IN. */
export interface OAuthGrantStore {
  /** The grant's tokens, or null for an unknown, used, expired or other provider's key. */
  find(provider: string, key: string): Promise<OAuthTokens | null>;
  /** Marks the key used once sign-in succeeded; false when it was already used (a race). */
  consume(provider: string, key: string): Promise<boolean>;
}

/** Injected through ConnectorContext.oauth by the registry. */
export interface ConnectorOAuth {
  /** The provider's app; throws a 501 naming the settings to set when it is not configured. */
  app(): OAuthApp;
  grants: OAuthGrantStore;
}

/** Tokens as connection credentials (strings only; absent values are left out). */
export function tokensToCredentials(tokens: OAuthTokens): Credentials {
  const credentials: Credentials = { accessToken: tokens.accessToken };
  if (tokens.refreshToken) credentials.refreshToken = tokens.refreshToken;
  if (tokens.expiresAt) credentials.expiresAt = tokens.expiresAt;
  if (tokens.idToken) credentials.idToken = tokens.idToken;
  return credentials;
}

export function credentialsToTokens(credentials: Credentials): OAuthTokens {
  return {
    accessToken: credentials.accessToken ?? '',
    refreshToken: credentials.refreshToken ?? null,
    expiresAt: credentials.expiresAt ?? null,
    idToken: credentials.idToken ?? null,
    scope: null,
  };
}

/** The claims of a JWT, read without checking its signature: only for an id token we received
 *  ourselves from the provider's token endpoint over TLS (OpenID Connect Core §3.1.3.7, item 6). */
export function jwtClaims(token: string | null | undefined): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    return claims !== null && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
