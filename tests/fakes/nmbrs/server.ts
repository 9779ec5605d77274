// Nmbrs stand-in, written from its public reference and the clients that read it (fixtures/README.md): the OAuth
// server (identityservice.nmbrs.com/connect/authorize and /connect/token, client credentials in the form body,
// PKCE, refresh tokens used once) and the REST calls nmbrs.provider.ts declares with their docs, below /nmbrs (the
// API's host). Data calls need the bearer token and the operator's X-Subscription-Key; lists page by pageNumber
// (the personal info list answers two a page whatever pageSize asks).
import { fixture, json, type FakeRequest } from '../fake-server';
import { startDocumentedFake, type DocumentedAnswer, type DocumentedFake, type DocumentedRequest } from '../documented';
import { OAuthFake, type OAuthFakeOptions, type WithOAuth } from '../oauth-provider';

export const NMBRS_CLIENT_ID = 'nmbrs-app-4f1e';
export const NMBRS_CLIENT_SECRET = 'nmbrs-secret-9a2c';
export const NMBRS_SUBSCRIPTION_KEY = '69641f4e3906497da60bee40b6751b0a';
export const NMBRS_COMPANY = '6d4ed88e-7044-42b8-b5f1-606f27873f14';
export const NMBRS_BASE = '/nmbrs';

const f = (name: string) => fixture('nmbrs', name);
const ours = (handler: (req: DocumentedRequest) => ReturnType<DocumentedAnswer>): DocumentedAnswer => (req) =>
  req.params.companyId === NMBRS_COMPANY ? handler(req) : json({ title: 'Not found', status: 404 }, 404);

export const NMBRS_ANSWERS: Record<string, DocumentedAnswer> = {
  'GET /api/companies': () => json(f('companies')),
  'GET /api/companies/{companyId}/employees/personalinfo': ours((req) => json(f(`personalinfo_page${req.query.get('pageNumber') === '2' ? 2 : 1}`))),
  'GET /api/companies/{companyId}/employees/employments': ours(() => json(f('employments'))),
  'GET /api/companies/{companyId}/employees/functions': ours(() => json(f('functions'))),
  'GET /api/companies/{companyId}/employees/departments': ours(() => json(f('departments'))),
};

/** The same calls answered with odd records (no ids, unreadable dates, unknown values), for the first-sync test. */
export const NMBRS_ODD_ANSWERS: Record<string, DocumentedAnswer> = {
  ...NMBRS_ANSWERS,
  'GET /api/companies/{companyId}/employees/personalinfo': ours(() => json(f('personalinfo_odd'))),
  'GET /api/companies/{companyId}/employees/employments': ours(() => json(f('employments_odd'))),
  'GET /api/companies/{companyId}/employees/departments': ours(() => json(f('departments_odd'))),
};

export const NMBRS_OAUTH: OAuthFakeOptions = {
  clientId: NMBRS_CLIENT_ID,
  clientSecret: NMBRS_CLIENT_SECRET,
  clientAuth: 'post',
  authorizePath: '/connect/authorize',
  tokenPath: '/connect/token',
  prefix: 'nm',
  // Access tokens last an hour, refresh tokens 30 days and are used once.
  expiresIn: 3600,
  rotateRefresh: true,
};

export type NmbrsFake = WithOAuth<DocumentedFake>;

export async function startNmbrsFake(answers = NMBRS_ANSWERS): Promise<NmbrsFake> {
  const oauth = new OAuthFake(NMBRS_OAUTH);
  const fake = await startDocumentedFake({
    provider: 'nmbrs',
    basePath: NMBRS_BASE,
    answers,
    authenticate: (req: FakeRequest) => oauth.isAuthorized(req) && req.headers['x-subscription-key'] === NMBRS_SUBSCRIPTION_KEY,
    beside: (req) => oauth.route(req),
  });
  return { ...fake, oauth };
}
