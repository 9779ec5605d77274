// Provider OAuth popups (SPEC §7): the state is base64 of JSON {clientId, redirectUri, sessionKey,
// statePassThrough?}; the provider redirects to its webhook host, which shows a key to paste back.
export interface OAuthState {
  clientId: string;
  redirectUri: string;
  sessionKey: string;
  statePassThrough?: string;
}

export const OAUTH_POPUP = { width: 700, height: 800 } as const;

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function encodeOAuthState(input: {
  clientId: string;
  redirectUri: string;
  sessionKey: string;
  state?: string | null;
}): string {
  const state: OAuthState = { clientId: input.clientId, redirectUri: input.redirectUri, sessionKey: input.sessionKey };
  if (input.state) state.statePassThrough = input.state;
  return base64(JSON.stringify(state));
}

export function decodeOAuthState(encoded: string): OAuthState {
  const binary = atob(encoded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as OAuthState;
}

/** oauthUrl with ?state=… appended (keeps an existing query string). */
export function oauthPopupUrl(oauthUrl: string, encodedState: string): string {
  const url = new URL(oauthUrl, typeof window === 'undefined' ? 'http://localhost' : window.location.href);
  url.searchParams.set('state', encodedState);
  return url.toString();
}

/** Window features for a 700x800 popup centred over the current window. */
export function popupFeatures(screenX: number, screenY: number, outerWidth: number, outerHeight: number): string {
  const left = Math.max(0, Math.round(screenX + (outerWidth - OAUTH_POPUP.width) / 2));
  const top = Math.max(0, Math.round(screenY + (outerHeight - OAUTH_POPUP.height) / 2));
  return `popup=yes,width=${OAUTH_POPUP.width},height=${OAUTH_POPUP.height},left=${left},top=${top}`;
}
