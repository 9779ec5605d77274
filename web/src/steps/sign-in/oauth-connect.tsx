// Official-mode OAuth providers: "Connect HERE" opens the provider's consent page in a 700x800 popup;
// the provider's redirect page then shows a key that the customer pastes back (SPEC §2, §7).
import type { MouseEvent } from 'react';
import { useConnect } from '../../app/connect-context';
import type { Provider } from '../../app/types';
import { encodeOAuthState, oauthPopupUrl, popupFeatures } from '../../lib/oauth';
import { ExternalIcon } from '../../ui/icons';

export function OAuthConnect({ provider }: { provider: Provider }) {
  const { session } = useConnect();
  const oauthUrl = provider.signIn.oauthUrl;
  if (!oauthUrl) {
    // The provider's OAuth client is not registered yet ("waiting-from-provider").
    return (
      <div className="oauth">
        <p>Connecting to {provider.displayName} through its sign-in window is not available yet.</p>
        <a className="button button--outline" aria-disabled="true" role="link">
          Connect HERE
        </a>
      </div>
    );
  }
  const state = encodeOAuthState({
    clientId: session.params.clientId,
    redirectUri: session.params.redirectUri,
    sessionKey: session.sessionKey,
    state: session.params.state,
  });
  const href = oauthPopupUrl(oauthUrl, state);
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    const features = popupFeatures(window.screenX, window.screenY, window.outerWidth, window.outerHeight);
    window.open(href, 'staffbridge-oauth', `${features},noopener`);
  };
  return (
    <div className="oauth">
      <p>
        Approve access in the {provider.displayName} window, then paste the key you are shown below.
      </p>
      <a className="button button--outline" href={href} target="_blank" rel="noopener noreferrer" onClick={open}>
        Connect HERE
        <ExternalIcon />
      </a>
    </div>
  );
}
