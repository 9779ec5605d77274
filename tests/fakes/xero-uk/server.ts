// Xero stand-in. The API origin (api.xero.com) answers Payroll UK under /payroll.xro/2.0 from its published
// description (xero-uk/xero-payroll-uk.yaml): every request must be a documented operation, Xero-Tenant-Id and
// a bearer token included, and every fixture validates against its response schema. The two calls that live in
// Xero's other descriptions (/connections, Accounting /api.xro/2.0/Organisation) are declared undocumented calls.
// The identity server (login.xero.com/identity/connect/authorize, identity.xero.com/connect/token: HTTP Basic
// client auth, PKCE, rotating refresh tokens, an id token) answers beside the API, outside the description.
import { fixture, json, type FakeResponse } from '../fake-server';
import { startDescribedFake, type Answer, type DescribedFake } from '../described';
import { OAuthFake, type OAuthFakeOptions, type WithOAuth } from '../oauth-provider';

export const XERO_CLIENT_ID = 'XERO8F2A1C';
export const XERO_CLIENT_SECRET = 'xero-secret-77d0';
export const XERO_TENANT = 'fe79f7dd-b6d4-4a92-ba7b-538af6289c58';
export const XERO_PAYROLL = '/payroll.xro/2.0';
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

export type XeroFake = WithOAuth<DescribedFake> & {
  twoOrganisations(on: boolean): void;
};

const forbidden: FakeResponse = { status: 403, json: { Title: 'Forbidden', Status: 403, Detail: 'AuthorizationUnsuccessful' } };
/** Tenant calls answer only for the connected organisation. */
const tenant = (answer: Answer): Answer => (req) => (req.headers['xero-tenant-id'] === XERO_TENANT ? answer(req) : forbidden);

/** Answers by operationId; the calls of Xero's other APIs by their declared paths. */
export function xeroAnswers(two: () => boolean = () => false): Record<string, Answer> {
  return {
    'GET /connections': () => json(f(two() ? 'connections_two' : 'connections')),
    'GET /api.xro/2.0/Organisation': tenant(() => json(f('organisation'))),
    getEmployees: tenant((req) => {
      const all = f<unknown[]>('employees');
      const page = Number(req.query.get('page') ?? '1');
      const pageCount = Math.ceil(all.length / EMPLOYEES_PAGE);
      return json({
        id: '1a14e877-773d-4cd3-b253-f559a4b4be65',
        providerName: 'Staffbridge',
        dateTimeUTC: '2024-06-15T12:00:00.000000',
        httpStatusCode: 'OK',
        pagination: { page, pageSize: EMPLOYEES_PAGE, pageCount, itemCount: all.length },
        problem: null,
        employees: all.slice((page - 1) * EMPLOYEES_PAGE, page * EMPLOYEES_PAGE),
      });
    }),
  };
}

export const XERO_OAUTH: OAuthFakeOptions = {
  clientId: XERO_CLIENT_ID,
  clientSecret: XERO_CLIENT_SECRET,
  clientAuth: 'basic',
  authorizePath: '/identity/connect/authorize',
  tokenPath: '/connect/token',
  prefix: 'xero',
  expiresIn: 1800,
  rotateRefresh: true,
  idToken: XERO_ID_TOKEN,
};

export async function startXeroFake(): Promise<XeroFake> {
  let two = false;
  const oauth = new OAuthFake(XERO_OAUTH);
  const fake = await startDescribedFake({ provider: 'xero uk', basePath: XERO_PAYROLL, answers: xeroAnswers(() => two), ...oauth.guard() });
  return Object.assign(fake, { oauth, twoOrganisations: (on: boolean) => void (two = on) });
}
