import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { CreateClientInput, CreatedClient } from '../types/admin.types';
import { ManagementClient } from '../types/token.types';
import { clientView } from './management.resolver';

@Resolver()
export class AdminResolver {
  @Mutation(() => CreatedClient, { description: 'Admin (x-admin-key): registers a client and shows its secret once.' })
  async createClient(
    @Arg('input', () => CreateClientInput) input: CreateClientInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CreatedClient> {
    ctx.caller.requireAdmin();
    return ctx.services.clients.create(input);
  }

  @Query(() => [ManagementClient], { description: 'Admin (x-admin-key): every client, oldest first, secrets masked (`npm run cli -- client list`).' })
  async clients(@Ctx() ctx: GraphQLContext): Promise<ManagementClient[]> {
    ctx.caller.requireAdmin();
    return (await ctx.services.clients.list()).map(clientView);
  }
}
