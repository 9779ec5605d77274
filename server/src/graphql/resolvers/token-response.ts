import type { TokenResponse as CoreTokenResponse } from '../../modules/tokens/issue-token';
import type { TokenResponse } from '../types/token.types';

export function tokenResponse(response: CoreTokenResponse): TokenResponse {
  return {
    accessToken: response.access_token,
    tokenType: response.token_type,
    mode: response.mode,
    provider: response.provider,
    scopes: response.scopes,
  };
}
