import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { findProvider } from '../../connectors/catalogue';
import { clientSandboxConnectPath } from '../../modules/connect/connect-url';
import { MAX_CONNECTIONS, type ConnectionView } from '../../modules/connections/connections.service';
import type { Mode } from '../../model';
import type { GraphQLContext } from '../context';
import { Connection, ConnectionState, toScopeInfo } from '../types/connection.types';
import type { ConnectionState as State } from '../../modules/connections/connection-state';
import { ModeEnum } from '../types/enums';
import { toSyncReport } from '../types/sync-report.types';
import { TokenResponse, toConnectionSync } from '../types/token.types';
import { tokenResponse } from './token-response';

const toConnection = (c: ConnectionView): Connection => {
  const entry = findProvider(c.mode as Mode, c.provider);
  return {
    id: c.id,
    provider: c.provider,
    providerName: entry?.displayName ?? c.provider,
    logo: entry?.logo ?? '',
    color: entry?.color ?? '#6b7280',
    mode: c.mode as Mode,
    companyName: c.entityName,
    companyId: c.entityId,
    createdAt: c.createdAt.toISOString(),
    disconnectedAt: c.disconnectedAt?.toISOString() ?? null,
    scopes: c.scopes,
    scopeDetails: c.scopes.map(toScopeInfo),
    state: c.state,
    sync: toConnectionSync(c.sync),
    lastSync: toSyncReport(c.lastSync),
    nextChangeCheckAt: c.nextChangeCheckAt?.toISOString() ?? null,
  };
};

/** The calling client's connections (HTTP Basic, like the management API): what the console lists and acts on. */
@Resolver()
export class ConnectionsResolver {
  @Query(() => [Connection], { description: "The calling client's connections, newest first (HTTP Basic)." })
  async connections(
    @Ctx() { services, caller }: GraphQLContext,
    @Arg('state', () => ConnectionState, { nullable: true }) state?: State | null,
    @Arg('search', () => String, { nullable: true, description: "Part of the company's name or id, of the provider's id or name, or a whole connection id." })
    search?: string | null,
    @Arg('first', () => Int, { nullable: true, description: `At most this many (default 100, up to ${MAX_CONNECTIONS}).` }) first?: number | null,
  ): Promise<Connection[]> {
    const client = await caller.requireClient();
    return (await services.connections.list(client, { state, search, first })).map(toConnection);
  }

  @Mutation(() => Connection, { description: 'Disconnects one of the calling client\'s connections (HTTP Basic): its tokens stop working, its credentials are deleted.' })
  async disconnectConnection(@Arg('id', () => String) id: string, @Ctx() { services, caller }: GraphQLContext): Promise<Connection> {
    const client = await caller.requireClient();
    return toConnection(await services.connections.disconnect(client, id));
  }

  @Mutation(() => TokenResponse, { description: 'A new access token for one of the calling client\'s connections (HTTP Basic); shown once.' })
  async createConnectionToken(@Arg('connectionId', () => String) connectionId: string, @Ctx() { services, caller }: GraphQLContext): Promise<TokenResponse> {
    const client = await caller.requireClient();
    return tokenResponse(await services.connections.newToken(client, connectionId));
  }

  @Query(() => String, { description: 'The connect widget for the calling client on the sandbox provider, every scope of the mode (HTTP Basic). Relative to this server.' })
  async sandboxConnectUrl(
    @Arg('mode', () => ModeEnum) mode: Mode,
    @Ctx() { caller }: GraphQLContext,
    @Arg('redirectUri', () => String, { nullable: true, description: 'One of the client\'s redirect_uris; the first when left out.' }) redirectUri?: string | null,
  ): Promise<string> {
    return clientSandboxConnectPath(await caller.requireClient(), mode, redirectUri);
  }
}
