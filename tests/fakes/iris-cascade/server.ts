// IRIS Cascade stand-in on its published description (iris-cascade/iris.co.uk_Cascade.yaml): the HR API under
// /hr/v2, and beside it the client-credentials token endpoint IRIS documents at /oauth2/v1/token (HTTP Basic with
// the client key and secret). Lists answer in the OData envelope ({ ODataContext, ODataCount, Value }) and honour
// $top and $skip; $filter is recorded, not evaluated. Fixtures are written from the description's schemas and
// validated against them on every answer (described.ts).
import { basicCredentials, fixture, json, type FakeRequest } from '../fake-server';
import { startDescribedFake, type Answer, type DescribedFake } from '../described';

export const IRIS_CLIENT_KEY = '12345678901234567890';
export const IRIS_CLIENT_SECRET = 'abcdefghijklmnopqrs';
export const IRIS_BASE = '/hr/v2';
export const CREATED_EMPLOYEE_ID = '6b1e2f7a-0c41-4d6e-9a51-1f2b3c4d5e42';

const f = <T = unknown>(name: string) => fixture<T>('iris-cascade', name);

/** The token endpoint as IRIS's guide shows it (expires_in as a string), with a token of our own. */
export const irisToken = (token: string) => json({ access_token: token, expires_in: '3599', scope: 'iris.hr.write iris.hr.read', token_type: 'Bearer' });

export interface IrisFake extends DescribedFake {
  tokens: string[];
}

export async function startIrisFake(): Promise<IrisFake> {
  const tokens: string[] = [];

  /** One $top/$skip page of a fixture list, in the OData envelope. */
  const page =
    (name: string): Answer =>
    (req) => {
      const items = f<unknown[]>(name);
      const top = Number(req.query.get('$top') ?? 250);
      const skip = Number(req.query.get('$skip') ?? 0);
      return json({ ODataContext: `${IRIS_BASE}/$metadata#${name}`, ODataCount: items.length, Value: items.slice(skip, skip + top) });
    };

  const answers: Record<string, Answer> = {
    'POST /oauth2/v1/token': (req) => {
      const client = basicCredentials(req);
      if (client?.user !== IRIS_CLIENT_KEY || client.password !== IRIS_CLIENT_SECRET || !/grant_type=client_credentials/.test(req.body)) {
        return json({ error: 'invalid_client' }, 401);
      }
      const token = `iris-token-${tokens.length + 1}`;
      tokens.push(token);
      return irisToken(token);
    },
    'GET /employees': page('employees'),
    'GET /jobs': page('jobs'),
    'GET /bankdetails': page('bankdetails'),
    'GET /hierarchy': page('hierarchy'),
    'GET /attendance/absencereasons': page('absencereasons'),
    'GET /attendance/absences': page('absences'),
    'GET /attendance/absencedays': page('absencedays'),
    'POST /employees': () => json(CREATED_EMPLOYEE_ID),
    'GET /employees/{id}': (req) => (req.params.id === CREATED_EMPLOYEE_ID ? json(f('employee_created')) : json({ title: 'Not Found', status: 404 }, 404)),
  };

  const bearer = (req: FakeRequest) => /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const fake = await startDescribedFake({
    provider: 'iris cascade',
    basePath: IRIS_BASE,
    answers,
    authenticate: (req) => req.path === '/oauth2/v1/token' || tokens.includes(bearer(req) ?? ''),
  });
  return Object.assign(fake, { tokens });
}
