// Connect URLs that open the widget on the sandbox provider: the demo client's (printed at start) and the
// console's "Connect" button. Relative to this server: the caller puts its own base in front.
import { validationError } from '../../core/errors';
import type { ClientEntity } from '../../db/entities';
import type { Mode } from '../../model';
import { scopesFor } from './scopes';

export interface SandboxConnect {
  clientId: string;
  redirectUri: string;
  mode: Mode;
  scopes: readonly string[];
  state?: string;
}

/** `/?client_id=…&provider=sandbox&sandbox=true…`: the widget, sandbox preselected (SPEC §2 query parameters). */
export function sandboxConnectPath(input: SandboxConnect): string {
  const query = new URLSearchParams({
    client_id: input.clientId,
    redirect_uri: input.redirectUri,
    scope: input.scopes.join(' '),
    mode: input.mode,
    provider: 'sandbox',
    sandbox: 'true',
    app_type: 'ssr',
    state: input.state ?? 'sandbox',
  });
  return `/?${query}`;
}

/** The console's connect link: every scope of the mode, to one of the client's registered redirect URIs (the first by default). */
export function clientSandboxConnectPath(client: ClientEntity, mode: Mode, redirectUri?: string | null): string {
  const target = redirectUri ?? client.redirectUris[0];
  if (!target || !client.redirectUris.includes(target)) {
    throw validationError('redirect_uri must be one of the client\'s redirect_uris', 'redirectUri', 'registered');
  }
  return sandboxConnectPath({ clientId: client.clientId, redirectUri: target, mode, scopes: scopesFor(mode).map((s) => s.name), state: 'console' });
}
