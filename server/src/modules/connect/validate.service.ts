// POST /connect/validate and the validateConnect mutation: every rule and message of SPEC §5.
import { validationError } from '../../core/errors';
import { parseHttpUrl } from '../../core/urls';
import type { ClientEntity } from '../../db/entities';
import type { ClientsService } from '../clients/clients.service';
import type { Mode } from '../../model';
import { parseAppType, parseMode, parseScopes, optionalString, type AppType } from './connect-input';
import type { ProvidersService } from './providers.service';
import { scopesFor } from './scopes';

export interface ValidateInput {
  client_id?: unknown;
  redirect_uri?: unknown;
  scopes?: unknown;
  mode?: unknown;
  app_type?: unknown;
  provider?: unknown;
}

export interface ValidatedRequest {
  client: ClientEntity;
  redirectUri: string;
  mode: Mode;
  scopes: string[];
  appType: AppType;
  provider: string | undefined;
}

export interface ValidateResult {
  client_id: string;
  name: string;
  redirect_uri: string;
}

export class ConnectValidateService {
  constructor(
    private readonly clients: ClientsService,
    private readonly providers: Pick<ProvidersService, 'findFor'>,
  ) {}

  async validate(input: ValidateInput): Promise<ValidateResult> {
    const checked = await this.check(input);
    return { client_id: checked.client.clientId, name: checked.client.name, redirect_uri: checked.redirectUri };
  }

  /** The checks in the spec's order; the first failure is the answer. Shared with authorize. */
  async check(input: ValidateInput): Promise<ValidatedRequest> {
    if (typeof input.client_id !== 'string' || input.client_id.trim() === '') {
      throw validationError('client_id is required', 'client_id', 'required');
    }
    if (typeof input.redirect_uri !== 'string' || input.redirect_uri.trim() === '') {
      throw validationError('redirect_uri is required', 'redirect_uri', 'required');
    }
    if (!parseHttpUrl(input.redirect_uri)) throw validationError('url not valid', 'redirect_uri', 'format');
    const requested = parseScopes(input.scopes);
    const mode = parseMode(input.mode);
    const known = scopesFor(mode).map((s) => s.name);
    if (known.length === 0) throw validationError('no valid scopes found for that mode', 'scopes', 'enum');
    for (const scope of requested) {
      if (!known.includes(scope)) throw validationError(`${scope} is an invalid scope`, 'scopes', 'enum');
    }
    const appType = parseAppType(input.app_type);
    const provider = optionalString(input.provider, 'provider', 200);
    // The provider list is the client's (SPEC §5): one its allow or block list excludes is not in it.
    if (provider !== undefined && !this.providers.findFor(mode, provider, input.client_id)) {
      throw validationError(`invalid provider: ${provider}`, 'provider', 'enum');
    }
    const client = await this.clients.findByClientId(input.client_id);
    if (!client) throw validationError('invalid client_id', 'client_id', 'unknown');
    if (!client.redirectUris.includes(input.redirect_uri)) {
      throw validationError('redirect_uri is not registered for this client', 'redirect_uri', 'unregistered');
    }
    return { client, redirectUri: input.redirect_uri, mode, scopes: requested, appType, provider };
  }
}
