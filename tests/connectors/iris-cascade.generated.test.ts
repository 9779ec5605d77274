// IRIS Cascade's first sync through the real server against answers generated from its description alone (the
// token call excepted: IRIS documents it beside the description, see iris-cascade.provider.ts).
import { describeGeneratedSync } from '../fakes/described-sync';
import { IRIS_BASE, IRIS_CLIENT_KEY, IRIS_CLIENT_SECRET, irisToken } from '../fakes/iris-cascade/server';

describeGeneratedSync({
  provider: 'iris cascade',
  basePath: IRIS_BASE,
  signIn: { username: IRIS_CLIENT_KEY, password: IRIS_CLIENT_SECRET },
  answers: { 'POST /oauth2/v1/token': () => irisToken('iris-generated-token') },
});
