// Shared pieces of the OAuth popup providers' connector tests: an in-memory grant store, the apps as a
// server configured with PROVIDER_<ID>_* would hold them, a connector context carrying both, the
// start -> provider authorize -> callback legs run against a fake (no browser, no store), and popupSuite, which
// sets them up afresh for each test of a provider's suite.
import { randomBytes } from 'node:crypto';
import { beforeEach, expect } from 'vitest';
import { providerEnvKey, type OAuthAppSetting } from '../../server/src/config';
import type { AuthStep, ConnectorContext, ConnectionAccess, Credentials } from '../../server/src/connectors/connector';
import type { HttpTuning } from '../../server/src/connectors/http/client';
import type { OAuthGrantStore, OAuthTokens } from '../../server/src/connectors/oauth/oauth';
import type { SyncReportCollector } from '../../server/src/connectors/sync-report';
import { OAuthApps } from '../../server/src/modules/oauth/oauth-apps';
import type { OAuthGrantSaver } from '../../server/src/modules/oauth/oauth-grant.store';
import { OAuthService, cookieName } from '../../server/src/modules/oauth/oauth.service';
import type { FakeServer } from '../fakes/fake-server';
import type { OAuthFake, OAuthFakeOptions } from '../fakes/oauth-provider';
import { NOW, ctxFor, expectAppError, type FakeSuite } from './helpers';

export const PUBLIC_URL = 'https://connect.staffbridge.test';
export const CLIENT_ID = 'partner_acme_01';
export const REDIRECT_URI = 'https://app.acme.example/callback';
export const SESSION_KEY = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

export class MemoryGrants implements OAuthGrantStore, OAuthGrantSaver {
  readonly rows = new Map<string, { provider: string; tokens: OAuthTokens; used: boolean }>();
  private n = 0;

  async save(provider: string, tokens: OAuthTokens) {
    const key = `sbk_test_${++this.n}`;
    this.rows.set(key, { provider, tokens, used: false });
    return { key, expiresAt: new Date(NOW.getTime() + 3_600_000) };
  }

  async find(provider: string, key: string) {
    const row = this.rows.get(key);
    return row && !row.used && row.provider === provider ? row.tokens : null;
  }

  async consume(provider: string, key: string) {
    const row = this.rows.get(key);
    if (!row || row.used || row.provider !== provider) return false;
    row.used = true;
    return true;
  }
}

export interface OAuthEnv {
  envKey: string;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** The operator's further settings (Nmbrs' subscription key). */
  settings?: Partial<Record<OAuthAppSetting, string>>;
}

/** The apps of a server with this provider configured (or not, without `env`). */
export function appsFor(env?: OAuthEnv): OAuthApps {
  return new OAuthApps({
    providerOAuth: env ? { [env.envKey]: { clientId: env.clientId, clientSecret: env.clientSecret } } : {},
    providerOAuthUrls: env ? { [env.envKey]: { authorizeUrl: env.authorizeUrl, tokenUrl: env.tokenUrl } } : {},
    providerOAuthSettings: env?.settings ? { [env.envKey]: env.settings } : {},
  });
}

export function oauthCtx(baseUrl: string, provider: string, apps: OAuthApps, grants: OAuthGrantStore): ConnectorContext {
  return { ...ctxFor(baseUrl), oauth: { app: () => apps.app(provider), grants } };
}

/** The service behind /oauth/<provider>/start and /callback, with a registered client and a connector. */
export function oauthService(apps: OAuthApps, grants: OAuthGrantSaver, http?: HttpTuning): OAuthService {
  return new OAuthService({
    config: { publicUrl: PUBLIC_URL, encryptionKey: randomBytes(32), providerClientIds: {} },
    apps,
    grants,
    clients: { findByClientId: async (id) => (id === CLIENT_ID ? { redirectUris: [REDIRECT_URI] } : null) },
    connectors: { find: (provider) => (apps.isOAuthProvider(provider) ? {} : undefined) },
    clock: { now: () => NOW },
    http,
  });
}

/** The widget's popup state (SPEC §7): base64 JSON. */
export function widgetState(overrides: Record<string, string> = {}): string {
  const state = { clientId: CLIENT_ID, redirectUri: REDIRECT_URI, sessionKey: SESSION_KEY, statePassThrough: 'xyz', ...overrides };
  return Buffer.from(JSON.stringify(state)).toString('base64');
}

/**
 * Start -> the fake's authorize page (which approves at once) -> the callback, as a popup would.
 * Returns the pasted key and the start redirect for assertions.
 */
export async function connectThroughPopup(service: OAuthService, slug: string): Promise<{ key: string; authorize: URL }> {
  const start = await service.start(slug, widgetState());
  expect(start.cookie.name).toBe(cookieName(slug));
  const authorize = new URL(start.redirectTo);
  const approved = await fetch(authorize, { redirect: 'manual' });
  expect(approved.status).toBe(302);
  const back = new URL(approved.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/oauth/${slug}/callback`);
  const result = await service.callback(slug, Object.fromEntries(back.searchParams), start.cookie.value);
  return { key: result.key, authorize };
}

export function oauthConnection(provider: string, entityId: string, credentials: Credentials): ConnectionAccess & { stored: Credentials[] } {
  const stored: Credentials[] = [];
  return {
    mode: 'official',
    provider,
    entityId,
    credentials,
    stored,
    updateCredentials: async (next) => {
      stored.push(next);
    },
  };
}

/** What each test of a popup provider's suite works with besides its fake and connector; set afresh before each test. */
export interface PopupSuite {
  grants: MemoryGrants;
  /** The apps the connector sees (a test may swap them: an unconfigured server, a wrong secret). */
  apps: OAuthApps;
  /** The provider's app on the fake, as the operator configures it. */
  env(): OAuthEnv;
  /** A context on the fake's API with the apps and grants, reporting into `report` for one resource. */
  ctx(report?: SyncReportCollector, resource?: string): ConnectorContext;
  /** SIGN_IN with a pasted key. */
  signIn(apiKey: string): Promise<AuthStep>;
  /** A made connection whose tokens the fake issued, its access token good until `expiresAt` (by default, as issued). */
  connection(expiresAt?: string): ReturnType<typeof oauthConnection>;
  /** The credentials a sign-in keeps: tokens the fake issued, the access token good for its lifetime from NOW. */
  issuedCredentials(): Credentials;
  /** The fake's log entry of the token call that exchanged a popup's code at our callback (no PKCE verifier). */
  codeExchange(): Record<string, unknown>;
  /** What every popup provider refuses: a key our callback never showed (pointing to "Connect HERE"), a blank one, an MFA step. */
  expectSignInRefusals(): Promise<void>;
  /** On a server without the provider's app (the suite's apps are swapped for none), sign-in is not_implemented saying `message`. */
  expectSignInUnconfigured(message: string): Promise<void>;
}

/** In a popup provider's describeAgainstDescription/Reference body: a grant store, its app and an empty token log for each test. */
export function popupSuite(
  t: FakeSuite<FakeServer & { oauth: OAuthFake }>,
  spec: {
    provider: string;
    oauth: OAuthFakeOptions;
    /** The connector's base URL on the fake. */
    baseUrl: (fakeUrl: string) => string;
    /** The entity a made connection is for. */
    entityId: string;
    /** What a made connection keeps beside its tokens (Xero's id token). */
    credentials?: Credentials;
    settings?: OAuthEnv['settings'];
  },
): PopupSuite {
  const s = {
    env: () => ({
      envKey: providerEnvKey(spec.provider),
      clientId: spec.oauth.clientId,
      clientSecret: spec.oauth.clientSecret,
      authorizeUrl: `${t.fake.url}${spec.oauth.authorizePath}`,
      tokenUrl: `${t.fake.url}${spec.oauth.tokenPath}`,
      settings: spec.settings,
    }),
    ctx: (report?: SyncReportCollector, resource = 'employees') => {
      const ctx = oauthCtx(spec.baseUrl(t.fake.url), spec.provider, s.apps, s.grants);
      return report ? { ...ctx, report: report.forResource(resource) } : ctx;
    },
    signIn: (apiKey: string) => t.connector.signIn({ mode: 'official', provider: spec.provider, apiKey, addAdmin: false }, s.ctx()),
    connection: (expiresAt = new Date(NOW.getTime() + spec.oauth.expiresIn * 1000).toISOString()) => {
      const { accessToken, refreshToken } = t.fake.oauth.issueTokens();
      return oauthConnection(spec.provider, spec.entityId, { accessToken, refreshToken, expiresAt, ...spec.credentials });
    },
    issuedCredentials: (): Credentials => ({
      accessToken: expect.stringMatching(new RegExp(`^${spec.oauth.prefix}_at_`)),
      refreshToken: expect.stringMatching(new RegExp(`^${spec.oauth.prefix}_rt_`)),
      expiresAt: new Date(NOW.getTime() + spec.oauth.expiresIn * 1000).toISOString(),
    }),
    codeExchange: (): Record<string, unknown> => ({
      grantType: 'authorization_code',
      code: expect.stringMatching(new RegExp(`^${spec.oauth.prefix}_code_`)),
      redirectUri: `${PUBLIC_URL}/oauth/${spec.provider.replace(/ /g, '-')}/callback`,
      refreshToken: null,
      codeVerifier: null,
      clientId: spec.oauth.clientId,
    }),
    expectSignInRefusals: async () => {
      await expectAppError(s.signIn('sbk_unknown'), { kind: 'authentication', code: 'incorrect_username_or_password', message: /Connect HERE/ });
      await expectAppError(s.signIn(''), { kind: 'validation' });
      await expectAppError(t.connector.verifyMfa({}, '1', s.ctx()), { kind: 'validation' });
    },
    expectSignInUnconfigured: async (message: string) => {
      s.apps = appsFor();
      await expectAppError(s.signIn('sbk_any'), { kind: 'not_implemented', message });
    },
  } as PopupSuite;
  beforeEach(() => {
    s.grants = new MemoryGrants();
    s.apps = appsFor(s.env());
    t.fake.oauth.tokenCalls.length = 0;
  });
  return s;
}
