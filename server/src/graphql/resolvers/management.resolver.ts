import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { ClientView } from '../../modules/clients/clients.service';
import type { TokenRecord } from '../../modules/tokens/management.service';
import type { GraphQLContext } from '../context';
import {
  Disconnected,
  Introspection,
  ManagementClient,
  TokenInfo,
  TokenResponse,
  UpdateManagementClientInput,
  toConnectionSync,
} from '../types/token.types';
import { toScopeInfo } from '../types/connection.types';
import { SyncReport, toSyncReport } from '../types/sync-report.types';
import { tokenResponse } from './token-response';

export const clientView = (view: ClientView): ManagementClient => ({
  clientId: view.client_id,
  clientSecret: view.client_secret,
  redirectUris: view.redirect_uris,
  name: view.name,
  webhookUri: view.webhook_uri,
});

const tokenInfo = (t: TokenRecord): TokenInfo => ({
  id: t.id,
  connectionId: t.connection_id,
  token: t.token,
  scopes: t.scopes,
  scopeDetails: t.scopes.map(toScopeInfo),
  createdAt: t.created_at,
  revokedAt: t.revoked_at,
  mode: t.mode,
  provider: t.provider,
  valid: t.valid,
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
    return (await services.management.tokens(client)).map(tokenInfo);
  }

  @Mutation(() => TokenInfo, { description: 'Revokes one of the calling client\'s tokens by its id (HTTP Basic); it answers 403 from then on.' })
  async revokeToken(@Arg('id', () => String) id: string, @Ctx() { services, caller }: GraphQLContext): Promise<TokenInfo> {
    const client = await caller.requireClient();
    return tokenInfo(await services.management.revokeToken(client, id));
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
    return { clientId: client_id, ...info, lastSync: toSyncReport(last_sync), sync: toConnectionSync(sync), connectionId: grant.connection.id };
  }

  @Mutation(() => Disconnected, { description: "Disconnects the Bearer token's connection: every token of it stops working." })
  async disconnect(@Ctx() { services, caller }: GraphQLContext): Promise<Disconnected> {
    const grant = await caller.requireToken();
    return services.management.disconnect(grant);
  }
}

/** The reports of the connection's recent syncs: what the GraphQL door adds to REST's `last_sync`. */
@Resolver(() => Introspection)
export class IntrospectionResolver {
  @FieldResolver(() => [SyncReport], { description: "The connection's recent sync reports, newest first (the last 20 are kept)." })
  async recentSyncs(
    @Root() introspection: Introspection,
    @Ctx() { services }: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: 'How many, 1 to 20 (default 20).' }) first?: number,
  ): Promise<SyncReport[]> {
    const count = Math.min(20, Math.max(1, first ?? 20));
    return (await services.sync.reports.recent(introspection.connectionId, count)).map((r) => toSyncReport(r)!);
  }
}
