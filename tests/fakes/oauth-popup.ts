// "Connect HERE" through a running server, as the widget's popup does it (SPEC §2, §7): our start route with the
// widget's state, the provider's consent page (the OAuthFake beside the provider's fake, which approves at once),
// our callback with the popup's cookie; the key the callback page shows is what the customer pastes on SIGN_IN.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { logoSlug } from '../../server/src/connectors/logos';
import type { CreatedClient, TestServer } from '../helpers/server';
import type { SyncSignIn } from './first-sync';
import { oauthAppEnv, type OAuthFakeOptions } from './oauth-provider';

/** The one-time key the callback page shows once the provider approved the popup. */
export async function popupKey(server: TestServer, client: CreatedClient, provider: string): Promise<string> {
  const state = { clientId: client.clientId, redirectUri: client.redirectUris[0], sessionKey: randomUUID(), statePassThrough: 'popup' };
  const encoded = encodeURIComponent(Buffer.from(JSON.stringify(state)).toString('base64'));
  const start = await fetch(`${server.url}/oauth/${logoSlug(provider)}/start?state=${encoded}`, { redirect: 'manual' });
  expect(start.status, await start.clone().text()).toBe(302);
  const cookie = start.headers.get('set-cookie')!.split(';')[0]!;
  const approved = await fetch(start.headers.get('location')!, { redirect: 'manual' });
  expect(approved.status).toBe(302);
  // The callback is registered under the server's public URL: the "browser" goes to the same path here.
  const callback = new URL(approved.headers.get('location')!);
  const page = await fetch(`${server.url}${callback.pathname}${callback.search}`, { redirect: 'manual', headers: { cookie } });
  const html = await page.text();
  expect(page.status, html).toBe(200);
  const key = /data-key="([^"]+)"/.exec(html)?.[1];
  expect(key, `the ${provider} callback page shows no key`).toBeDefined();
  return key!;
}

/**
 * A first-sync test's sign-in for an OAuth popup provider (describeGeneratedSync, describeOddRecordsSync): the
 * server configured with the provider's app on its fake, and the key the real popup shows.
 */
export function popupSignIn(provider: string, oauth: OAuthFakeOptions): { env: (fakeUrl: string) => Record<string, string>; signIn: SyncSignIn } {
  return {
    env: (fakeUrl) => oauthAppEnv(provider, fakeUrl, oauth),
    signIn: async (server, client) => ({ api_key: await popupKey(server, client, provider) }),
  };
}
