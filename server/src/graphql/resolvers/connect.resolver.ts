import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { AuthorizeConnectInput, AuthorizeResult, ValidateConnectInput, ValidatedClient } from '../types/connect.types';
import { ExchangeTokenInput, TokenResponse } from '../types/token.types';
import { tokenResponse } from './token-response';
import { wireNames } from './wire-names';

@Resolver()
export class ConnectResolver {
  @Mutation(() => ValidatedClient, { description: 'Checks a connect request (SPEC §5) and names the client.' })
  async validateConnect(
    @Arg('input', () => ValidateConnectInput) input: ValidateConnectInput,
    @Ctx() { services }: GraphQLContext,
  ): Promise<ValidatedClient> {
    const result = await services.connectValidate.validate(wireNames(input));
    return { clientId: result.client_id, name: result.name, redirectUri: result.redirect_uri };
  }

  @Mutation(() => AuthorizeResult, { description: 'One step of the hosted sign-in (SPEC §4): SIGN_IN, MFA or CHOSEN.' })
  async authorizeConnect(
    @Arg('input', () => AuthorizeConnectInput) input: AuthorizeConnectInput,
    @Ctx() { services }: GraphQLContext,
  ): Promise<AuthorizeResult> {
    const result = await services.connectAuthorize.authorize(wireNames(input));
    const context = result.next_context;
    return {
      clientId: result.client_id,
      redirectTo: result.redirect_to,
      next: result.next,
      nextContext: context && {
        entities: context.entities,
        phoneNumber: context.phone_number,
        email: context.email,
        mfaType: context.mfa_type,
      },
    };
  }

  @Mutation(() => TokenResponse, { description: 'Exchanges an authorization code for a Bearer token (CONTRACT §4).' })
  async exchangeToken(
    @Arg('input', () => ExchangeTokenInput) input: ExchangeTokenInput,
    @Ctx() { services, caller }: GraphQLContext,
  ): Promise<TokenResponse> {
    const response = await services.tokenExchange.exchange(wireNames(input), caller.basic);
    return tokenResponse(response);
  }
}
