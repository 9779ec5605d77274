// Builds the OAuth popup pieces once: the apps, the grant store, what connectors get through their
// context (ConnectorContext.oauth), and the service behind the /oauth routes.
import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import type { ConnectorOAuth } from '../../connectors/oauth/oauth';
import type { Clock } from '../../core/clock';
import type { Sealer } from '../../core/crypto';
import { OAuthApps } from './oauth-apps';
import { OAuthGrantRepository } from './oauth-grant.store';
import { OAuthService, type ClientLookup, type ConnectorFinder } from './oauth.service';

export { OAuthService };

export interface OAuthModule {
  apps: OAuthApps;
  grants: OAuthGrantRepository;
  /** For ConnectorRegistry: the OAuth context of a popup provider, undefined for the others. */
  forConnectors: (provider: string) => ConnectorOAuth | undefined;
  service(clients: ClientLookup, connectors: ConnectorFinder): OAuthService;
}

export function createOAuthModule(config: Config, dataSource: DataSource, sealer: Sealer, clock: Clock): OAuthModule {
  const apps = new OAuthApps(config);
  const grants = new OAuthGrantRepository(dataSource, sealer, clock);
  return {
    apps,
    grants,
    forConnectors: (provider) => (apps.isOAuthProvider(provider) ? { app: () => apps.app(provider), grants } : undefined),
    service: (clients, connectors) => new OAuthService({ config, apps, grants, clients, connectors, clock }),
  };
}
