// Finds the connector of a provider and the context it runs with (base URL from the provider's declaration,
// overridable per provider by PROVIDER_<ID>_BASE_URL). Connectors come from the declarations (providers.ts);
// no switch on provider ids anywhere else.
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import { providerEnvKey } from '../config';
import type { Clock } from '../core/clock';
import { notImplemented } from '../core/errors';
import type { Mode } from '../model';
import { MODES_CATALOGUE } from './catalogue';
import type { Connector, ConnectorContext } from './connector';
import type { ConnectorOAuth } from './oauth/oauth';
import type { ConnectorDeps, ProviderDeclaration } from './provider';
import { CONNECTED_PROVIDERS, declarationOf } from './providers';
import { SyncCache } from './sync-cache';
import { UNREPORTED } from './sync-report';

/** A connector with the id and modes its declaration gives it. */
export interface RegisteredConnector {
  provider: string;
  modes: readonly Mode[];
  connector: Connector;
}

/** Every declared connector, built once. */
export function declaredConnectors(
  deps: ConnectorDeps,
  declarations: readonly ProviderDeclaration[] = CONNECTED_PROVIDERS,
): RegisteredConnector[] {
  return declarations.flatMap((d) => (d.connector ? [{ provider: d.id, modes: d.connector.modes, connector: d.connector.create(deps) }] : []));
}

/** The registry's connectors for a running server: every declaration's, on this store. */
export const allConnectors = (dataSource: DataSource): RegisteredConnector[] => declaredConnectors({ dataSource });

export class ConnectorRegistry {
  private readonly byProvider = new Map<string, RegisteredConnector>();

  constructor(
    private readonly config: Pick<Config, 'providerBaseUrls'>,
    private readonly clock: Clock,
    connectors: readonly RegisteredConnector[],
    /** The OAuth side of popup providers (modules/oauth), handed to their connectors in the context. */
    private readonly oauth?: (provider: string) => ConnectorOAuth | undefined,
  ) {
    for (const entry of connectors) this.byProvider.set(entry.provider, entry);
  }

  find(provider: string, mode?: Mode): Connector | undefined {
    const entry = this.byProvider.get(provider);
    return entry && (!mode || entry.modes.includes(mode)) ? entry.connector : undefined;
  }

  /** The connector, or a 501 naming the provider (SPEC §8 "not implemented"). */
  get(provider: string, mode?: Mode): Connector {
    const connector = this.find(provider, mode);
    if (!connector) {
      throw notImplemented(
        mode ? `${provider} is not implemented yet in ${mode} mode` : `${provider} is not implemented yet`,
      );
    }
    return connector;
  }

  /** A context for one provider call, or for a whole sync (the sync replaces report per resource and shares cache). */
  context(provider: string): ConnectorContext {
    const override = this.config.providerBaseUrls[providerEnvKey(provider)];
    const oauth = this.oauth?.(provider);
    return {
      baseUrl: (override ?? declarationOf(provider)?.api?.baseUrl ?? '').replace(/\/$/, ''),
      fetch: globalThis.fetch,
      now: () => this.clock.now(),
      ...(oauth ? { oauth } : {}),
      report: UNREPORTED,
      cache: new SyncCache(),
    };
  }

  /** Every provider of the catalogue with whether we can connect it, for docs and diagnostics. */
  coverage(): Array<{ mode: Mode; provider: string; implemented: boolean }> {
    return (Object.keys(MODES_CATALOGUE) as Mode[]).flatMap((mode) =>
      MODES_CATALOGUE[mode].map((p) => ({ mode, provider: p.id, implemented: Boolean(this.find(p.id, mode)) })),
    );
  }
}
