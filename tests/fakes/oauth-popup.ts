// The OAuth popup of SPEC §2 "Connect HERE", walked through a running server's real routes as a browser would:
// our start route -> the provider's authorize page (a fake that approves at once) -> our callback, whose page
// shows the key the customer pastes at SIGN_IN. The server advertises POPUP_PUBLIC_URL as its public URL (it
// registers the callback under it), which this "browser" maps onto the server's real address.
import { randomUUID } from 'node:crypto';
import type { CreatedClient, TestServer } from '../helpers/server';
import type { GeneratedSyncOptions } from './described-sync';
import { startOAuthServer, type OAuthFakeOptions } from './oauth-provider';

export const POPUP_PUBLIC_URL = 'http://staffbridge.test';

/** The one-time key the callback page shows after the provider approved the popup for `slug` (deel, xero-uk). */
export async function popupKey(server: TestServer, client: CreatedClient, slug: string): Promise<string> {
  const state = Buffer.from(
    JSON.stringify({ clientId: client.clientId, redirectUri: client.redirectUris[0], sessionKey: randomUUID(), statePassThrough: 's' }),
  ).toString('base64');
  const browse = (url: string, cookie?: string) =>
    fetch(url.replace(POPUP_PUBLIC_URL, server.url), { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const start = await browse(`${server.url}/oauth/${slug}/start?state=${encodeURIComponent(state)}`);
  const cookie = start.headers.get('set-cookie')?.split(';')[0];
  const approved = await browse(start.headers.get('location') ?? '');
  const page = await browse(approved.headers.get('location') ?? '', cookie);
  const key = /data-key="([^"]+)"/.exec(await page.text())?.[1];
  if (!key) throw new Error(`the ${slug} popup showed no key (start ${start.status}, authorize ${approved.status}, callback ${page.status})`);
  return key;
}

/**
 * describeGeneratedSync's sign-in for a popup provider: the provider's authorization server beside the fake,
 * the server configured with our app there (PROVIDER_<ENV_KEY>_*), and the key the real popup shows.
 */
export function popupSignIn(slug: string, envKey: string, oauth: OAuthFakeOptions): Pick<GeneratedSyncOptions, 'companions' | 'signIn'> {
  return {
    companions: async () => {
      const auth = await startOAuthServer(oauth);
      return {
        env: {
          PUBLIC_URL: POPUP_PUBLIC_URL,
          [`PROVIDER_${envKey}_CLIENT_ID`]: oauth.clientId,
          [`PROVIDER_${envKey}_CLIENT_SECRET`]: oauth.clientSecret,
          [`PROVIDER_${envKey}_AUTHORIZE_URL`]: `${auth.url}${oauth.authorizePath}`,
          [`PROVIDER_${envKey}_TOKEN_URL`]: `${auth.url}${oauth.tokenPath}`,
        },
        close: () => auth.close(),
      };
    },
    signIn: async (server, client) => ({ api_key: await popupKey(server, client, slug) }),
  };
}
