// Deel's first sync through the real server against answers generated from its description alone, after the
// real OAuth popup (start -> Deel's authorize page -> callback -> pasted key). The organization list is the
// sign-in's entity list: a generated one (sparse: no list at all) would rightly end the sign-in with
// no_valid_accounts, so it is answered from the fixture (and with it the company); people and time off are
// generated.
import { deelAnswers, DEEL_API, DEEL_OAUTH } from '../fakes/deel/server';
import { describeGeneratedSync } from '../fakes/described-sync';
import { popupSignIn } from '../fakes/oauth-popup';
import { OAuthFake } from '../fakes/oauth-provider';

const oauth = new OAuthFake(DEEL_OAUTH);

describeGeneratedSync({
  provider: 'deel',
  basePath: DEEL_API,
  beside: (req) => oauth.route(req),
  answers: { getOrganizations: deelAnswers().getOrganizations! },
  answeredInGenerated: ['getOrganizations'],
  emptyOnExamples: {
    // The connector rightly stores nothing from a list whose cursor repeats (deel.test.ts).
    'time-off-entries': "GET /time_offs's example says has_next_page: true, and a generated page is the same whatever cursor is asked for, so its next cursor repeats",
  },
  ...popupSignIn('deel', DEEL_OAUTH),
});
