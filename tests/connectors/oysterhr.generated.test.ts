// Oyster HR's first sync through the real server against answers generated from its description alone (the token
// exchange excepted: a generated token could not be sent back). The popup runs through the real start and callback
// routes to the developer app's consent page on the fake; the token request itself is checked against the
// description.
import { describeGeneratedSync } from '../fakes/described-sync';
import { popupSignIn } from '../fakes/oauth-popup';
import { OAuthFake } from '../fakes/oauth-provider';
import { OYSTER_OAUTH, oysterConsent, oysterToken } from '../fakes/oysterhr/server';

const oauth = new OAuthFake(OYSTER_OAUTH);

describeGeneratedSync({
  provider: 'oysterhr',
  beside: oysterConsent(oauth),
  answers: { 'POST /oauth2/token': oysterToken(oauth) },
  answeredInGenerated: ['POST /oauth2/token'],
  ...popupSignIn('oysterhr', OYSTER_OAUTH),
});
