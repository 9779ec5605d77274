// PayFit's first sync through the real server against answers generated from its description alone. The popup
// runs through the real start and callback routes against PayFit's OAuth server on the fake (beside the API), and
// the introspection call PayFit documents apart answers with the company of the tokens.
import { describeGeneratedSync } from '../fakes/described-sync';
import { newPayfitOAuth, PAYFIT_BASE, payfitIntrospection, payfitOAuthEnv } from '../fakes/payfit/server';
import { keyThroughPopup } from '../helpers/oauth-popup';

const oauth = newPayfitOAuth();

describeGeneratedSync({
  provider: 'payfit',
  basePath: PAYFIT_BASE,
  env: payfitOAuthEnv,
  beside: (req) => oauth.route(req),
  answers: { 'POST /introspect': payfitIntrospection(oauth) },
  signIn: async (server, client) => ({ api_key: await keyThroughPopup(server, client, 'payfit') }),
});
