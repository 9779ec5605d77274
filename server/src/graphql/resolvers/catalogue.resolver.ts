import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { parseMode } from '../../modules/connect/connect-input';
import { scopesFor } from '../../modules/connect/scopes';
import { ProviderList, ScopeInfo } from '../types/connect.types';

@Resolver()
export class CatalogueResolver {
  @Query(() => [ProviderList], { description: 'Providers per mode, filtered as SPEC §5 (client allow/block lists, sandbox, tags).' })
  providers(
    @Ctx() { services }: GraphQLContext,
    @Arg('mode', () => String, { nullable: true }) mode?: string,
    @Arg('clientId', () => String, { nullable: true }) clientId?: string,
    @Arg('sandbox', () => Boolean, { nullable: true }) sandbox?: boolean,
    @Arg('tags', () => [String], { nullable: true }) tags?: string[],
  ): ProviderList[] {
    return services.providers.list({ mode, client_id: clientId, sandbox, tags });
  }

  @Query(() => [ScopeInfo], { description: 'The scopes of a mode, with display names and explanations.' })
  scopes(@Arg('mode', () => String) mode: string): ScopeInfo[] {
    return scopesFor(parseMode(mode)).map(({ name, resource, displayName, description, icon }) => ({
      name,
      resource,
      displayName,
      description,
      icon,
    }));
  }
}
