// GET /providers and the providers query: the catalogue per mode, filtered as SPEC §5.
import { filterProviders, publicProvider, type PublicProvider } from '../../connectors/catalogue';
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

export function listProviders(query: ProvidersQuery): ProviderList[] {
  const modes = query.mode === undefined || query.mode === null ? MODES : [parseMode(query.mode)];
  const clientId = query.client_id === undefined || query.client_id === null ? undefined : String(query.client_id);
  const sandbox = parseSandboxFlag(query.sandbox);
  const tags = parseTags(query.tags);
  return modes.map((mode) => ({
    mode,
    providers: filterProviders(mode, { clientId, sandbox, tags }).map(publicProvider),
  }));
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
