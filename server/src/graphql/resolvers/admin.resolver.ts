import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { CreateClientInput, CreatedClient } from '../types/admin.types';

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
}
