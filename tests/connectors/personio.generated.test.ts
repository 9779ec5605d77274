// Personio's first sync through the real server against answers generated from its descriptions alone (the
// token exchange excepted: a generated token may be no header value at all).
import { describeGeneratedSync } from '../fakes/described-sync';
import { PERSONIO_BASE, PERSONIO_CLIENT_ID, PERSONIO_SECRET, personioToken } from '../fakes/personio/server';

describeGeneratedSync({
  provider: 'personio.de',
  basePath: PERSONIO_BASE,
  signIn: { username: PERSONIO_CLIENT_ID, password: PERSONIO_SECRET },
  answers: { 'POST /auth': personioToken },
  answeredInGenerated: ['POST /auth'],
});
