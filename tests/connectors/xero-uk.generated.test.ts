// Xero UK's first sync through the real server against Payroll UK answers generated from its description alone,
// after the real OAuth popup (start -> Xero's authorize page -> callback -> pasted key). The tenant list and the
// Accounting organisation, which the description lacks, are answered as Xero documents them.
import { describeGeneratedSync } from '../fakes/described-sync';
import { startOAuthServer } from '../fakes/oauth-provider';
import { POPUP_PUBLIC_URL, popupKey } from '../fakes/oauth-popup';
import { XERO_OAUTH, XERO_PAYROLL, xeroAnswers } from '../fakes/xero-uk/server';

const { getEmployees: _documented, ...undocumented } = xeroAnswers();

describeGeneratedSync({
  provider: 'xero uk',
  basePath: XERO_PAYROLL,
  answers: undocumented,
  beside: async () => {
    const identity = await startOAuthServer(XERO_OAUTH);
    return {
      env: {
        PUBLIC_URL: POPUP_PUBLIC_URL,
        PROVIDER_XERO_UK_CLIENT_ID: XERO_OAUTH.clientId,
        PROVIDER_XERO_UK_CLIENT_SECRET: XERO_OAUTH.clientSecret,
        PROVIDER_XERO_UK_AUTHORIZE_URL: `${identity.url}${XERO_OAUTH.authorizePath}`,
        PROVIDER_XERO_UK_TOKEN_URL: `${identity.url}${XERO_OAUTH.tokenPath}`,
      },
      close: () => identity.close(),
    };
  },
  signIn: async (server, client) => ({ api_key: await popupKey(server, client, 'xero-uk') }),
});
