// Oyster HR's first sync through the real server against answers generated from its description alone (the token
// exchange excepted: a generated token could not be sent back). The popup runs through the real start and callback
// routes to the developer app's consent page on the fake; the token request itself is checked against the
// description.
import { describeGeneratedSync } from '../fakes/described-sync';
import { newOysterOAuth, oysterConsent, oysterOAuthEnv, oysterToken } from '../fakes/oysterhr/server';
import { keyThroughPopup } from '../helpers/oauth-popup';

const oauth = newOysterOAuth();

describeGeneratedSync({
  provider: 'oysterhr',
  env: oysterOAuthEnv,
  beside: oysterConsent(oauth),
  answers: { 'POST /oauth2/token': oysterToken(oauth) },
  answeredInGenerated: ['POST /oauth2/token'],
  signIn: async (server, client) => ({ api_key: await keyThroughPopup(server, client, 'oysterhr') }),
});
