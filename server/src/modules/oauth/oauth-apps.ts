// The OAuth popup providers (SPEC §2: cezanne, deel, employment hero, oysterhr, parolla.ie, payfit,
// xero uk) and their apps on this server: endpoints from the catalogue (overridable, and required for
// providers that publish none) and credentials from PROVIDER_<ID>_CLIENT_ID / _CLIENT_SECRET (and the further
// settings an app declares, such as Nmbrs' PROVIDER_NMBRS_SUBSCRIPTION_KEY).
import type { Config } from '../../config';
import { providerEnvKey } from '../../config';
import { MODES_CATALOGUE, type ProviderEntry } from '../../connectors/catalogue';
import type { OAuthApp } from '../../connectors/oauth/oauth';
import { logoSlug } from '../../connectors/logos';
import { notImplemented } from '../../core/errors';

export type OAuthAppResolution = { ok: true; app: OAuthApp } | { ok: false; message: string };

export class OAuthApps {
  constructor(private readonly config: Pick<Config, 'providerOAuth' | 'providerOAuthUrls' | 'providerOAuthSettings'>) {}

  /** The official-mode popup provider whose route slug this is (`xero-uk` -> xero uk). */
  bySlug(slug: string): ProviderEntry | undefined {
    return MODES_CATALOGUE.official.find((p) => p.signIn.kind === 'oauth' && logoSlug(p.id) === slug);
  }

  isOAuthProvider(provider: string): boolean {
    return MODES_CATALOGUE.official.some((p) => p.signIn.kind === 'oauth' && p.id === provider);
  }

  resolve(provider: string): OAuthAppResolution {
    const entry = MODES_CATALOGUE.official.find((p) => p.id === provider);
    const key = providerEnvKey(provider);
    const credentials = this.config.providerOAuth[key];
    const urls = this.config.providerOAuthUrls[key] ?? {};
    const endpoints = entry?.api?.oauth;
    const settings = this.config.providerOAuthSettings?.[key] ?? {};
    const authorizeUrl = urls.authorizeUrl ?? endpoints?.authorizeUrl;
    const tokenUrl = urls.tokenUrl ?? endpoints?.tokenUrl;
    const missing = [
      ...(credentials ? [] : [`PROVIDER_${key}_CLIENT_ID`, `PROVIDER_${key}_CLIENT_SECRET`]),
      ...(authorizeUrl ? [] : [`PROVIDER_${key}_AUTHORIZE_URL`]),
      ...(tokenUrl ? [] : [`PROVIDER_${key}_TOKEN_URL`]),
      ...(endpoints?.settings ?? []).filter((s) => !settings[s.name]).map((s) => `PROVIDER_${key}_${s.name}`),
    ];
    if (missing.length > 0 || !credentials || !authorizeUrl || !tokenUrl) {
      const list = missing.length > 1 ? `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}` : missing[0];
      return { ok: false, message: `${provider} is not configured on this server: set ${list}` };
    }
    return {
      ok: true,
      app: {
        provider,
        displayName: entry?.displayName ?? provider,
        clientId: credentials.clientId,
        clientSecret: credentials.clientSecret,
        authorizeUrl,
        tokenUrl,
        scopes: endpoints?.scopes ?? [],
        clientAuth: endpoints?.clientAuth ?? 'basic',
        pkce: endpoints?.pkce ?? false,
        settings: { ...settings },
      },
    };
  }

  /** The app, or a 501 naming the settings to set (SPEC §8 501 "not implemented", with a reason). */
  app(provider: string): OAuthApp {
    const resolved = this.resolve(provider);
    if (!resolved.ok) throw notImplemented(resolved.message);
    return resolved.app;
  }
}
