// Xero stand-in on one origin: the identity server (login.xero.com/identity/connect/authorize and
// identity.xero.com/connect/token, HTTP Basic client auth, PKCE, rotating refresh tokens, an id token),
// GET /connections (tenants of the grant), Accounting GET /api.xro/2.0/Organisation and Payroll UK
// GET /payroll.xro/2.0/Employees (two a page, with pagination.pageCount). Tenant calls need Xero-Tenant-Id.
import { fixture, json, startFakeServer, type FakeRequest, type FakeResponse, type FakeServer } from '../fake-server';
import { OAuthFake } from '../oauth-provider';

export const XERO_CLIENT_ID = 'XERO8F2A1C';
export const XERO_CLIENT_SECRET = 'xero-secret-77d0';
export const XERO_TENANT = 'fe79f7dd-b6d4-4a92-ba7b-538af6289c58';
export const EMPLOYEES_PAGE = 2;

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An OpenID Connect id token as Xero issues it (the signature is not checked by the connector). */
export const XERO_ID_TOKEN = `${b64({ alg: 'RS256', kid: '1CAF8E66772D6DC028D6726FD0261581570EFC19', typ: 'JWT' })}.${b64({
  nbf: 1718452800,
  exp: 1718453100,
  iss: 'https://identity.xero.com',
  aud: XERO_CLIENT_ID,
  sub: 'a3a4dbafh3495a808ed7a7b964388f53',
  given_name: 'Sam',
  family_name: 'Reid',
  email: 'sam.reid@democompany.example',
  xero_userid: '1945393b-6eb7-4143-b083-7ab26cd7690b',
})}.c2lnbmF0dXJl`;

const f = <T = unknown>(name: string) => fixture<T>('xero-uk', name);

export interface XeroFake extends FakeServer {
  oauth: OAuthFake;
  twoOrganisations(on: boolean): void;
}

export async function startXeroFake(): Promise<XeroFake> {
  const oauth = new OAuthFake({
    clientId: XERO_CLIENT_ID,
    clientSecret: XERO_CLIENT_SECRET,
    clientAuth: 'basic',
    authorizePath: '/identity/connect/authorize',
    tokenPath: '/connect/token',
    prefix: 'xero',
    expiresIn: 1800,
    rotateRefresh: true,
    idToken: XERO_ID_TOKEN,
  });
  let two = false;

  const route = (req: FakeRequest): FakeResponse | undefined => {
    const auth = oauth.route(req);
    if (auth) return auth;
    if (!oauth.isAuthorized(req)) return json({ Type: null, Title: 'Unauthorized', Status: 401, Detail: 'AuthenticationUnsuccessful' }, 401);
    if (req.method !== 'GET') return undefined;
    if (req.path === '/connections') return json(f(two ? 'connections_two' : 'connections'));
    if (req.headers['xero-tenant-id'] !== XERO_TENANT) return json({ Title: 'Forbidden', Status: 403, Detail: 'AuthorizationUnsuccessful' }, 403);
    if (req.path === '/api.xro/2.0/Organisation') return json(f('organisation'));
    if (req.path === '/payroll.xro/2.0/Employees') {
      const all = f<unknown[]>('employees');
      const page = Number(req.query.get('page') ?? '1');
      const pageCount = Math.ceil(all.length / EMPLOYEES_PAGE);
      const employees = all.slice((page - 1) * EMPLOYEES_PAGE, page * EMPLOYEES_PAGE);
      return json({
        id: '1a14e877-773d-4cd3-b253-f559a4b4be65',
        providerName: 'Staffbridge',
        dateTimeUTC: '2024-06-15T12:00:00.000000',
        httpStatusCode: 'OK',
        pagination: { page, pageSize: EMPLOYEES_PAGE, pageCount, itemCount: all.length },
        problem: null,
        employees,
      });
    }
    return undefined;
  };

  const server = await startFakeServer(route);
  return Object.assign(server, { oauth, twoOrganisations: (on: boolean) => void (two = on) });
}
