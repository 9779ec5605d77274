// Every text the spec fixes word for word (SPEC §2, §5, §8). Keep them here so tests and screens agree.
export const MESSAGES = {
  queryHint: 'Confirm the value has been sent as a query parameteter',
  clientIdRequired: 'client_id is required',
  urlNotValid: 'url not valid',
  redirectUriRequired: 'redirect_uri is required',
  scopeRequired: '"scope" is required',
  invalidAppType: (type: string) => `invalid application type: ${type}`,
  modeNotSet: 'mode is not set!',
  invalidMode: (mode: string) => `invalid mode: ${mode}`,
  invalidProvider: (id: string) => `invalid provider: ${id}`,
  noProviders: 'no providers!',
  noProvider: 'no provider',
  validateFailed: (error: string) => `${error}. invalid client_id or redirect_uri?`,
  defaultApiError: 'An unexpected error occurred, try again!',
  nextAndRedirectEmpty: 'next was empty, redirectTo was empty',
  allFieldsRequired: 'All input fields are required.',
  mfaCodeRequired: 'MFA Code required',
  signInFallback: 'An unexpected error has occured. Please try again.',
  mfaFallback: 'Unexpected error has occured. Please try again.',
  chooseFallback: 'Unexpected error has occurred. Please try again.',
  unexpected: 'Unexpected error',
  noAuthorizationCode: 'did not receive an authorization_code back!',
  noRedirectUri: 'no redirectUri!',
  urlDidNotMatch: 'url did not match redirectUri!',
  noRedirectTo: 'dont have a redirectTo!',
  appErrorHeading: 'Unexpected Application Error!',
  legal:
    'By selecting Continue and/or using the Service, you and/or End Customer acknowledges and agrees to the End User Privacy Policy and Terms of Service.',
  noMatchingIntegrations: 'No matching integrations found.',
  // CONTRACT §6b: providers this server cannot connect (yet) in the chosen mode.
  notYetAvailable: 'Not yet available',
  providerNotAvailable: (name: string) => `${name} is not yet available`,
} as const;

/** Client-side validation failures tell the integrator where to look (SPEC §5). */
export function withQueryHint(message: string): string {
  const joiner = /[.!?]$/.test(message) ? ' ' : '. ';
  return `${message}${joiner}${MESSAGES.queryHint}`;
}
