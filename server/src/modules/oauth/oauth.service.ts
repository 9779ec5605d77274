// The server side of the OAuth popup (SPEC §2 "Connect HERE", §7): the widget's popup opens our start
// route, which checks the request and redirects to the provider's consent page with our client id,
// our callback as redirect_uri and a signed state; the callback checks the state against the popup's
// cookie, exchanges the code at the provider's token endpoint and stores the tokens encrypted behind a
// random key, which the page shows for the customer to paste on SIGN_IN (never the provider's token).
import type { Config } from '../../config';
import { admitsClient, type ProviderEntry } from '../../connectors/catalogue';
import type { HttpTuning } from '../../connectors/http';
import { logoSlug } from '../../connectors/logos';
import type { OAuthApp } from '../../connectors/oauth/oauth';
import { exchangeCode } from '../../connectors/oauth/token-client';
import type { Clock } from '../../core/clock';
import { randomString } from '../../core/crypto';
import { AppError, notFound, notImplemented, validationError } from '../../core/errors';
import type { OAuthApps } from './oauth-apps';
import type { OAuthGrantSaver } from './oauth-grant.store';
import { decodeWidgetState, OAuthStateSigner, s256, STATE_TTL_MS } from './oauth-state';

/** What the start route needs of the clients: is the widget's client real, and its redirect registered. */
export interface ClientLookup {
  findByClientId(clientId: string): Promise<{ redirectUris: string[] } | null>;
}

/** Whether a provider has a connector (no point in a consent page for one we cannot read). */
export interface ConnectorFinder {
  find(provider: string, mode?: 'official' | 'xhr'): unknown;
}

export interface OAuthServiceDeps {
  config: Pick<Config, 'publicUrl' | 'encryptionKey' | 'providerClientIds'>;
  apps: OAuthApps;
  grants: OAuthGrantSaver;
  clients: ClientLookup;
  connectors: ConnectorFinder;
  clock: Clock;
  fetch?: typeof fetch;
  http?: HttpTuning;
}

/** The popup's cookie: a nonce binding the callback to this browser, also the PKCE code verifier. */
export interface PopupCookie {
  name: string;
  value: string;
  path: string;
  maxAgeSeconds: number;
  secure: boolean;
}

export interface StartResult {
  redirectTo: string;
  cookie: PopupCookie;
}

export interface CallbackQuery {
  code?: unknown;
  state?: unknown;
  error?: unknown;
}

export interface CallbackResult {
  provider: ProviderEntry;
  key: string;
  expiresAt: Date;
}

export const cookieName = (slug: string): string => `sb_oauth_${slug.replace(/[^a-z0-9]/g, '_')}`;

export class OAuthService {
  private readonly signer: OAuthStateSigner;

  constructor(private readonly deps: OAuthServiceDeps) {
    this.signer = new OAuthStateSigner(deps.config.encryptionKey);
  }

  /** The popup provider behind a route slug, or a 404. */
  provider(slug: string): ProviderEntry {
    const entry = this.deps.apps.bySlug(slug);
    if (!entry) throw notFound(`no OAuth provider "${slug}"`, slug);
    return entry;
  }

  /** Our callback, as registered with the provider: `${PUBLIC_URL}/oauth/<slug>/callback`. */
  redirectUri(provider: string): string {
    return `${this.deps.config.publicUrl}/oauth/${logoSlug(provider)}/callback`;
  }

  async start(slug: string, widgetStateParam: unknown): Promise<StartResult> {
    const entry = this.provider(slug);
    const app = this.usableApp(entry);
    if (typeof widgetStateParam !== 'string' || widgetStateParam === '') {
      throw validationError('state is required: open this page from the "Connect HERE" link of the connect window', 'state', 'required');
    }
    const widget = decodeWidgetState(widgetStateParam);
    if (!widget) throw validationError('state is not the connect window\'s state', 'state', 'format');
    const client = await this.deps.clients.findByClientId(widget.clientId);
    if (!client || !client.redirectUris.includes(widget.redirectUri)) {
      throw validationError('invalid client_id or redirect_uri in state', 'state', 'client');
    }
    if (!admitsClient(this.deps.config.providerClientIds, entry.id, widget.clientId)) {
      throw validationError(`invalid provider: ${entry.id}`, 'provider', 'enum');
    }

    const nonce = randomString(43);
    const challenge = s256(nonce);
    const state = this.signer.sign({
      provider: entry.id,
      widgetState: widgetStateParam,
      challenge,
      expiresAt: this.deps.clock.now().getTime() + STATE_TTL_MS,
    });
    const url = new URL(app.authorizeUrl);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', app.clientId);
    url.searchParams.set('redirect_uri', this.redirectUri(entry.id));
    if (app.scopes.length > 0) url.searchParams.set('scope', app.scopes.join(' '));
    url.searchParams.set('state', state);
    if (app.pkce) {
      url.searchParams.set('code_challenge', challenge);
      url.searchParams.set('code_challenge_method', 'S256');
    }
    return {
      redirectTo: url.toString(),
      cookie: {
        name: cookieName(slug),
        value: nonce,
        path: `/oauth/${slug}/`,
        maxAgeSeconds: STATE_TTL_MS / 1000,
        secure: this.deps.config.publicUrl.startsWith('https:'),
      },
    };
  }

  async callback(slug: string, query: CallbackQuery, nonce: string | undefined): Promise<CallbackResult> {
    const entry = this.provider(slug);
    const app = this.usableApp(entry);
    if (typeof query.error === 'string' && query.error !== '') {
      // RFC 6749 §4.1.2.1: the customer declined, or the provider refused the request.
      const code = /^[a-z_]{1,40}$/.test(query.error) ? query.error : 'error';
      throw validationError(
        code === 'access_denied' ? `access to ${entry.displayName} was not granted` : `${entry.displayName} did not authorize the connection (${code})`,
        'error',
        code,
      );
    }
    if (typeof query.state !== 'string' || typeof query.code !== 'string' || query.code === '') {
      throw validationError('code and state are required', 'state', 'required');
    }
    const payload = this.signer.verify(query.state, this.deps.clock.now());
    if (!payload || payload.provider !== entry.id) {
      throw validationError('this sign-in link is invalid or has expired: start again from "Connect HERE"', 'state', 'invalid');
    }
    if (!nonce || s256(nonce) !== payload.challenge) {
      throw validationError(
        'this window did not start the sign-in (or blocks cookies): start again from "Connect HERE"',
        'state',
        'browser',
      );
    }
    const tokens = await exchangeCode(
      app,
      { code: query.code, redirectUri: this.redirectUri(entry.id), codeVerifier: app.pkce ? nonce : null },
      { fetch: this.deps.fetch ?? globalThis.fetch, now: () => this.deps.clock.now(), tuning: this.deps.http },
    );
    const { key, expiresAt } = await this.deps.grants.save(entry.id, tokens);
    return { provider: entry, key, expiresAt };
  }

  /** The app, when the provider has a connector and is configured; else a 501 saying which. */
  private usableApp(entry: ProviderEntry): OAuthApp {
    if (!this.deps.connectors.find(entry.id, 'official')) throw notImplemented(`${entry.id} is not implemented yet in official mode`);
    const resolved = this.deps.apps.resolve(entry.id);
    if (!resolved.ok) throw new AppError('not_implemented', resolved.message);
    return resolved.app;
  }
}
