// Xero UK's first sync through the real server against Payroll UK answers generated from its description alone,
// after the real OAuth popup (start -> Xero's authorize page -> callback -> pasted key). The tenant list and the
// Accounting organisation, which the description lacks, are answered as Xero documents them.
import { describeGeneratedSync } from '../fakes/described-sync';
import { popupSignIn } from '../fakes/oauth-popup';
import { OAuthFake } from '../fakes/oauth-provider';
import { XERO_OAUTH, XERO_PAYROLL, xeroAnswers } from '../fakes/xero-uk/server';

const answers = xeroAnswers();
const oauth = new OAuthFake(XERO_OAUTH);

describeGeneratedSync({
  provider: 'xero uk',
  basePath: XERO_PAYROLL,
  beside: (req) => oauth.route(req),
  answers: { 'GET /connections': answers['GET /connections']!, 'GET /api.xro/2.0/Organisation': answers['GET /api.xro/2.0/Organisation']! },
  ...popupSignIn('xero uk', XERO_OAUTH),
});
