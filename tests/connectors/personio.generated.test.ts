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
  emptyOnExamples: {
    'time-off-entries': 'the example time-off period\'s employee id is { label: 1, value: "id" } (label and value swapped), which names no example employee (id 1)',
    'work-locations': "the example employees' offices have a name (Munich) and no id",
  },
});
