// Setup before the first screen: validate the client and load the catalogue, in parallel.
import type { ApolloClient } from '@apollo/client';
import { ConnectProvidersDocument, ConnectScopesDocument, ValidateConnectDocument } from '../gql/graphql';
import { errorText } from '../lib/api-error';
import { MESSAGES, withQueryHint } from '../lib/messages';
import type { AppType, ParseResult } from '../lib/query';
import type { ConnectSession, ScopeInfo } from './types';

export type SetupResult =
  | { ok: true; session: ConnectSession }
  | { ok: false; message: string; appType: AppType; redirectUri: string | null };

export async function loadSetup(client: ApolloClient, parsed: ParseResult, sessionKey: string): Promise<SetupResult> {
  if (!parsed.ok) return { ok: false, message: parsed.error, appType: parsed.appType, redirectUri: parsed.redirectUri };
  const { params } = parsed;
  const fail = (message: string): SetupResult => ({
    ok: false,
    message,
    appType: params.appType,
    redirectUri: params.redirectUri,
  });

  const [validated, catalogue, scopes] = await Promise.allSettled([
    client.mutate({
      mutation: ValidateConnectDocument,
      variables: {
        input: {
          clientId: params.clientId,
          redirectUri: params.redirectUri,
          scopes: params.scopes,
          mode: params.mode,
          appType: params.appType,
          provider: params.provider,
        },
      },
    }),
    client.query({
      query: ConnectProvidersDocument,
      variables: { mode: params.mode, clientId: params.clientId, sandbox: params.sandbox, tags: params.tags },
    }),
    client.query({ query: ConnectScopesDocument, variables: { mode: params.mode } }),
  ]);

  if (validated.status === 'rejected' || !validated.value.data) {
    const reason = validated.status === 'rejected' ? validated.reason : null;
    return fail(MESSAGES.validateFailed(errorText(reason, MESSAGES.defaultApiError)));
  }
  if (catalogue.status === 'rejected' || !catalogue.value.data) {
    const reason = catalogue.status === 'rejected' ? catalogue.reason : null;
    return fail(errorText(reason, MESSAGES.defaultApiError));
  }
  const list = catalogue.value.data.providers.find((entry) => entry.mode === params.mode);
  if (!list) return fail(MESSAGES.noProviders);

  let presetProvider = null;
  if (params.provider) {
    const wanted = params.provider.toLowerCase();
    presetProvider = list.providers.find((p) => p.id.toLowerCase() === wanted) ?? null;
    if (!presetProvider) return fail(withQueryHint(MESSAGES.invalidProvider(params.provider)));
    // Never lead to a sign-in that can only end in 501 (CONTRACT §6b).
    if (!presetProvider.available) return fail(MESSAGES.providerNotAvailable(presetProvider.displayName));
  }

  // Scope descriptions are a nicety: without them the screen falls back to humanised names.
  const scopeCatalogue: ScopeInfo[] =
    scopes.status === 'fulfilled' && scopes.value.data ? scopes.value.data.scopes : [];

  return {
    ok: true,
    session: {
      sessionKey,
      params,
      client: validated.value.data.validateConnect,
      providers: list.providers,
      scopeCatalogue,
      presetProvider,
    },
  };
}
