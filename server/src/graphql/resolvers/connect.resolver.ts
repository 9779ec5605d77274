import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { ValidateConnectInput, ValidatedClient } from '../types/connect.types';

@Resolver()
export class ConnectResolver {
  @Mutation(() => ValidatedClient, { description: 'Checks a connect request (SPEC §5) and names the client.' })
  async validateConnect(
    @Arg('input', () => ValidateConnectInput) input: ValidateConnectInput,
    @Ctx() { services }: GraphQLContext,
  ): Promise<ValidatedClient> {
    const result = await services.connectValidate.validate({
      client_id: input.clientId,
      redirect_uri: input.redirectUri,
      scopes: input.scopes,
      mode: input.mode,
      app_type: input.appType,
      provider: input.provider,
    });
    return { clientId: result.client_id, name: result.name, redirectUri: result.redirect_uri };
  }
}
