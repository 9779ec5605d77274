// Deel's first sync through the real server against answers generated from its description alone, after the
// real OAuth popup (start -> Deel's authorize page -> callback -> pasted key). The organization list is the
// sign-in's entity list: a generated one (sparse: no list at all) would rightly end the sign-in with
// no_valid_accounts, so it is answered from the fixture (and with it the company); people and time off are
// generated.
import { deelAnswers, DEEL_API, DEEL_OAUTH } from '../fakes/deel/server';
import { describeGeneratedSync } from '../fakes/described-sync';
import { startOAuthServer } from '../fakes/oauth-provider';
import { POPUP_PUBLIC_URL, popupKey } from '../fakes/oauth-popup';

describeGeneratedSync({
  provider: 'deel',
  basePath: DEEL_API,
  answers: { getOrganizations: deelAnswers().getOrganizations! },
  answeredInGenerated: ['getOrganizations'],
  beside: async () => {
    const auth = await startOAuthServer(DEEL_OAUTH);
    return {
      env: {
        PUBLIC_URL: POPUP_PUBLIC_URL,
        PROVIDER_DEEL_CLIENT_ID: DEEL_OAUTH.clientId,
        PROVIDER_DEEL_CLIENT_SECRET: DEEL_OAUTH.clientSecret,
        PROVIDER_DEEL_AUTHORIZE_URL: `${auth.url}${DEEL_OAUTH.authorizePath}`,
        PROVIDER_DEEL_TOKEN_URL: `${auth.url}${DEEL_OAUTH.tokenPath}`,
      },
      close: () => auth.close(),
    };
  },
  signIn: async (server, client) => ({ api_key: await popupKey(server, client, 'deel') }),
});
