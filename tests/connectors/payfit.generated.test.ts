// PayFit's first sync through the real server against answers generated from its description alone. The popup
// runs through the real start and callback routes against PayFit's OAuth server on the fake (beside the API), and
// the introspection call PayFit documents apart answers with the company of the tokens.
import { describeGeneratedSync } from '../fakes/described-sync';
import { popupSignIn } from '../fakes/oauth-popup';
import { OAuthFake } from '../fakes/oauth-provider';
import { PAYFIT_BASE, PAYFIT_OAUTH, payfitIntrospection } from '../fakes/payfit/server';

const oauth = new OAuthFake(PAYFIT_OAUTH);

describeGeneratedSync({
  provider: 'payfit',
  basePath: PAYFIT_BASE,
  beside: (req) => oauth.route(req),
  answers: { 'POST /introspect': payfitIntrospection(oauth) },
  ...popupSignIn('payfit', PAYFIT_OAUTH),
});
