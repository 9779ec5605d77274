// Finds the connector of a provider and the context it runs with (base URL from the catalogue,
// overridable per provider by PROVIDER_<ID>_BASE_URL). No switch on provider ids anywhere else.
import type { Config } from '../config';
import { providerEnvKey } from '../config';
import type { Clock } from '../core/clock';
import { notImplemented } from '../core/errors';
import type { Mode } from '../model';
import { findProvider, MODES_CATALOGUE } from './catalogue';
import type { Connector, ConnectorContext } from './connector';
import type { ConnectorOAuth } from './oauth/oauth';

export class ConnectorRegistry {
  private readonly byProvider = new Map<string, Connector>();

  constructor(
    private readonly config: Pick<Config, 'providerBaseUrls'>,
    private readonly clock: Clock,
    connectors: readonly Connector[],
    /** The OAuth side of popup providers (modules/oauth), handed to their connectors in the context. */
    private readonly oauth?: (provider: string) => ConnectorOAuth | undefined,
  ) {
    for (const connector of connectors) this.byProvider.set(connector.provider, connector);
  }

  find(provider: string, mode?: Mode): Connector | undefined {
    const connector = this.byProvider.get(provider);
    return connector && (!mode || connector.modes.includes(mode)) ? connector : undefined;
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

  context(provider: string): ConnectorContext {
    const override = this.config.providerBaseUrls[providerEnvKey(provider)];
    const entry = findProvider('official', provider) ?? findProvider('xhr', provider);
    const oauth = this.oauth?.(provider);
    return {
      baseUrl: (override ?? entry?.api?.baseUrl ?? '').replace(/\/$/, ''),
      fetch: globalThis.fetch,
      now: () => this.clock.now(),
      ...(oauth ? { oauth } : {}),
    };
  }

  /** Every provider of the catalogue with whether we can connect it, for docs and diagnostics. */
  coverage(): Array<{ mode: Mode; provider: string; implemented: boolean }> {
    return (Object.keys(MODES_CATALOGUE) as Mode[]).flatMap((mode) =>
      MODES_CATALOGUE[mode].map((p) => ({ mode, provider: p.id, implemented: Boolean(this.find(p.id, mode)) })),
    );
  }
}
