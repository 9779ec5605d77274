import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { AuthorizeConnectInput, AuthorizeResult, ValidateConnectInput, ValidatedClient } from '../types/connect.types';
import { ExchangeTokenInput, TokenResponse } from '../types/token.types';
import { tokenResponse } from './token-response';

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

  @Mutation(() => AuthorizeResult, { description: 'One step of the hosted sign-in (SPEC §4): SIGN_IN, MFA or CHOSEN.' })
  async authorizeConnect(
    @Arg('input', () => AuthorizeConnectInput) input: AuthorizeConnectInput,
    @Ctx() { services }: GraphQLContext,
  ): Promise<AuthorizeResult> {
    const result = await services.connectAuthorize.authorize({
      client_id: input.clientId,
      provider: input.provider,
      mode: input.mode,
      scopes: input.scopes,
      redirect_uri: input.redirectUri,
      step: input.step,
      state: input.state,
      session_key: input.sessionKey,
      email: input.email,
      username: input.username,
      password: input.password,
      api_key: input.apiKey,
      domain: input.domain,
      mfa_code: input.mfaCode,
      chosen: input.chosen,
      sandbox: input.sandbox,
      add_admin: input.addAdmin,
      code_challenge: input.codeChallenge,
      code_challenge_method: input.codeChallengeMethod,
    });
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
    const response = await services.tokenExchange.exchange(
      {
        client_id: input.clientId,
        client_secret: input.clientSecret,
        grant_type: input.grantType,
        redirect_uri: input.redirectUri,
        code: input.code,
        code_verifier: input.codeVerifier,
      },
      caller.basic,
    );
    return tokenResponse(response);
  }
}
