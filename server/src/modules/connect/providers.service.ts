// GET /providers and the providers query: the catalogue per mode, filtered as SPEC §5 with the operator's
// client id lists, each entry saying whether this server can really connect it (CONTRACT §6b).
import type { Config } from '../../config';
import {
  admitsClient,
  filterProviders,
  findProvider,
  publicProvider,
  type ProviderEntry,
  type ProviderFilter,
  type PublicProvider,
} from '../../connectors/catalogue';
import { validationError } from '../../core/errors';
import { MODES, type Mode } from '../../model';
import { parseMode } from './connect-input';

export interface ProvidersQuery {
  mode?: unknown;
  client_id?: unknown;
  sandbox?: unknown;
  /** An array, or one space-separated string (SPEC §5). */
  tags?: unknown;
}

export interface ProviderList {
  mode: Mode;
  providers: PublicProvider[];
}

/** What availability depends on: a connector for the mode, and the OAuth app of popup providers. */
export interface AvailabilityDeps {
  connectors: { find(provider: string, mode?: Mode): unknown };
  /** Whether the popup provider's OAuth app is configured on this server (OAuthApps.resolve). */
  oauthConfigured(provider: string): boolean;
}

export class ProvidersService {
  constructor(
    private readonly config: Pick<Config, 'providerClientIds'>,
    private readonly deps: AvailabilityDeps,
  ) {}

  /**
   * CONTRACT §6b: a provider is available in a mode when a connector serves that mode and, for the OAuth
   * popup providers, the operator has configured the app (PROVIDER_<ID>_CLIENT_ID / _CLIENT_SECRET and its
   * endpoints). Otherwise signing in could only end in 501, so the widget does not offer it.
   */
  available(mode: Mode, entry: ProviderEntry): boolean {
    if (!this.deps.connectors.find(entry.id, mode)) return false;
    return entry.signIn.kind !== 'oauth' || this.deps.oauthConfigured(entry.id);
  }

  /** The catalogue a client sees in a mode (SPEC §5), with the operator's lists applied. */
  visible(mode: Mode, filter: Omit<ProviderFilter, 'clientIds'> = {}): ProviderEntry[] {
    return filterProviders(mode, { ...filter, clientIds: this.config.providerClientIds });
  }

  /** The entry of a provider the client may use in this mode, or undefined (SPEC §5 "invalid provider"). */
  findFor(mode: Mode, id: string, clientId: string): ProviderEntry | undefined {
    const entry = findProvider(mode, id);
    return entry && admitsClient(this.config.providerClientIds, id, clientId) ? entry : undefined;
  }

  list(query: ProvidersQuery): ProviderList[] {
    const modes = query.mode === undefined || query.mode === null ? MODES : [parseMode(query.mode)];
    const clientId = query.client_id === undefined || query.client_id === null ? undefined : String(query.client_id);
    const sandbox = parseSandboxFlag(query.sandbox);
    const tags = parseTags(query.tags);
    return modes.map((mode) => ({
      mode,
      providers: this.visible(mode, { clientId, sandbox, tags }).map((p) => publicProvider(p, this.available(mode, p))),
    }));
  }
}

/** The sandbox flag is only true or omitted (SPEC §5). */
function parseSandboxFlag(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (value === true || value === 'true') return true;
  throw validationError('sandbox must be true or omitted', 'sandbox', 'enum');
}

function parseTags(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  if (list.some((t) => typeof t !== 'string')) throw validationError('tags must be strings', 'tags', 'type');
  return (list as string[]).flatMap((t) => t.split(/\s+/)).filter((t) => t !== '');
}
