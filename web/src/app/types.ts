import type { ConnectProvidersQuery, ConnectScopesQuery } from '../gql/graphql';
import type { ConnectParams } from '../lib/query';

export type Provider = ConnectProvidersQuery['providers'][number]['providers'][number];
export type ScopeInfo = ConnectScopesQuery['scopes'][number];

/** Everything fixed once setup has succeeded (SPEC §3 wizard context). */
export interface ConnectSession {
  sessionKey: string;
  params: ConnectParams;
  client: { clientId: string; name: string; redirectUri: string };
  providers: Provider[];
  /** The catalogue entries for the mode; empty when it could not be loaded (names are humanised then). */
  scopeCatalogue: ScopeInfo[];
  presetProvider: Provider | null;
}
