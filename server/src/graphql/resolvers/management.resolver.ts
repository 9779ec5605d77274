import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { ClientView } from '../../modules/clients/clients.service';
import type { GraphQLContext } from '../context';
import {
  Disconnected,
  Introspection,
  ManagementClient,
  SyncStatus,
  TokenInfo,
  TokenResponse,
  UpdateManagementClientInput,
} from '../types/token.types';
import { toSyncReport } from '../types/sync-report.types';
import { tokenResponse } from './token-response';

export const clientView = (view: ClientView): ManagementClient => ({
  clientId: view.client_id,
  clientSecret: view.client_secret,
  redirectUris: view.redirect_uris,
  name: view.name,
  webhookUri: view.webhook_uri,
});

/** SPEC §7 management, authenticated like the REST door: Basic for the client, Bearer for a token. */
@Resolver()
export class ManagementResolver {
  @Query(() => ManagementClient, { description: 'The calling client (HTTP Basic).' })
  async managementClient(@Ctx() { services, caller }: GraphQLContext): Promise<ManagementClient> {
    const client = await caller.requireClient();
    return clientView(services.clients.view(client));
  }

  @Mutation(() => ManagementClient, { description: 'Updates the calling client (HTTP Basic).' })
  async updateManagementClient(
    @Arg('input', () => UpdateManagementClientInput) input: UpdateManagementClientInput,
    @Ctx() { services, caller }: GraphQLContext,
  ): Promise<ManagementClient> {
    const client = await caller.requireClient();
    const view = await services.clients.update(client, {
      client_secret: input.clientSecret ?? undefined,
      redirect_uris: input.redirectUris ?? undefined,
      name: input.name ?? undefined,
      webhook_uri: input.webhookUri,
    });
    return clientView(view);
  }

  @Query(() => [TokenInfo], { description: "The calling client's tokens, masked (HTTP Basic)." })
  async managementTokens(@Ctx() { services, caller }: GraphQLContext): Promise<TokenInfo[]> {
    const client = await caller.requireClient();
    const tokens = await services.management.listTokens(client);
    return tokens.map(({ created_at, ...rest }) => ({ ...rest, createdAt: created_at }));
  }

  @Mutation(() => TokenResponse, { description: 'A new token for the Bearer token\'s connection.' })
  async createManagementToken(@Ctx() { services, caller }: GraphQLContext): Promise<TokenResponse> {
    const grant = await caller.requireToken();
    return tokenResponse(await services.management.newToken(grant));
  }

  @Query(() => Introspection, { description: 'What the Bearer token grants.' })
  async introspect(@Ctx() { services, caller }: GraphQLContext): Promise<Introspection> {
    const grant = await caller.requireToken();
    const { client_id, sync, last_sync, ...info } = await services.management.introspect(grant);
    const { synced_at, next_attempt_at, status, ...rest } = sync;
    return {
      clientId: client_id,
      ...info,
      lastSync: toSyncReport(last_sync),
      sync: { ...rest, status: status as SyncStatus, syncedAt: synced_at, nextAttemptAt: next_attempt_at },
    };
  }

  @Mutation(() => Disconnected, { description: "Disconnects the Bearer token's connection: every token of it stops working." })
  async disconnect(@Ctx() { services, caller }: GraphQLContext): Promise<Disconnected> {
    const grant = await caller.requireToken();
    return services.management.disconnect(grant);
  }
}
