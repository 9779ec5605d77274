// authorizeConnect for the SIGN_IN, MFA and CHOSEN stages (SPEC §4, §7).
import { useMutation } from '@apollo/client/react';
import { useConnect } from '../app/connect-context';
import { AuthorizeConnectDocument, type AuthorizeConnectInput } from '../gql/graphql';
import { readApiError, type ApiError } from '../lib/api-error';
import { MESSAGES } from '../lib/messages';

export type AuthorizeStep = 'SIGN_IN' | 'MFA' | 'CHOSEN';

type StepFields = Pick<AuthorizeConnectInput, 'username' | 'password' | 'apiKey' | 'domain' | 'mfaCode' | 'chosen'>;

export function useAuthorize() {
  const { session, state, onOutcome } = useConnect();
  const [mutate, { loading }] = useMutation(AuthorizeConnectDocument);

  /** Resolves to null when the flow moved on, or to the error to show on the current screen. */
  const authorize = async (step: AuthorizeStep, fields: StepFields): Promise<ApiError | null> => {
    const provider = state.provider;
    if (!provider) return { message: MESSAGES.noProvider, code: null };
    const { params } = session;
    const input: AuthorizeConnectInput = {
      clientId: params.clientId,
      provider: provider.id,
      mode: params.mode,
      scopes: params.scopes,
      redirectUri: params.redirectUri,
      step,
      state: params.state ?? undefined,
      sessionKey: session.sessionKey,
      email: params.email ?? undefined,
      // "The sandbox flag is only true or omitted" (SPEC §5).
      sandbox: params.sandbox ? true : undefined,
      addAdmin: params.addAdmin,
      codeChallenge: params.codeChallenge ?? undefined,
      codeChallengeMethod: params.codeChallengeMethod ?? undefined,
      ...fields,
    };
    try {
      const { data } = await mutate({ variables: { input } });
      const result = data?.authorizeConnect;
      if (!result || (!result.next && !result.redirectTo)) return { message: MESSAGES.nextAndRedirectEmpty, code: null };
      onOutcome(result);
      return null;
    } catch (error) {
      return readApiError(error);
    }
  };

  return { authorize, loading };
}
