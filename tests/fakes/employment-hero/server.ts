// Employment Hero stand-in, written from its public reference (fixtures/README.md): the OAuth server
// (oauth.employmenthero.com/oauth2/authorize and /oauth2/token, client credentials in the form body) and the
// HR API calls employment-hero.provider.ts declares with their docs, below /eh (the API's host), with bearer
// tokens. Lists page by page_index; the employee list answers two a page whatever item_per_page asks.
import { fixture, json } from '../fake-server';
import { startDocumentedFake, type DocumentedAnswer, type DocumentedFake, type DocumentedRequest } from '../documented';
import { OAuthFake, type OAuthFakeOptions, type WithOAuth } from '../oauth-provider';

export const EH_CLIENT_ID = 'eh-app-7c41';
export const EH_CLIENT_SECRET = 'eh-secret-0b9d';
export const EH_ORG = '90a34ef1-50e4-4930-a9d6-1b2c3d4e5f60';
export const EH_BASE = '/eh';

const f = (name: string) => fixture('employment-hero', name);
const ours = (handler: (req: DocumentedRequest) => ReturnType<DocumentedAnswer>): DocumentedAnswer => (req) =>
  req.params.organisation_id === EH_ORG ? handler(req) : json({ error: 'Not found' }, 404);

export const EH_ANSWERS: Record<string, DocumentedAnswer> = {
  'GET /api/v1/organisations': () => json(f('organisations')),
  'GET /api/v1/organisations/{organisation_id}': ours(() => json(f('organisation'))),
  'GET /api/v1/organisations/{organisation_id}/employees': ours((req) => json(f(`employees_page${req.query.get('page_index') === '2' ? 2 : 1}`))),
  'GET /api/v1/organisations/{organisation_id}/teams': ours(() => json(f('teams'))),
  'GET /api/v1/organisations/{organisation_id}/leave_requests': ours(() => json(f('leave_requests'))),
  'GET /api/v1/organisations/{organisation_id}/employees/{employee_id}/timesheet_entries': ours((req) =>
    req.params.employee_id === '-' ? json(f('timesheet_entries')) : json({ data: { items: [], page_index: 1, total_pages: 1 } }),
  ),
};

/** The same calls answered with odd records (no ids, unreadable dates), for the first-sync test. */
export const EH_ODD_ANSWERS: Record<string, DocumentedAnswer> = {
  ...EH_ANSWERS,
  'GET /api/v1/organisations/{organisation_id}/employees': ours(() => json(f('employees_odd'))),
  'GET /api/v1/organisations/{organisation_id}/leave_requests': ours(() => json(f('leave_requests_odd'))),
};

export const EH_OAUTH: OAuthFakeOptions = {
  clientId: EH_CLIENT_ID,
  clientSecret: EH_CLIENT_SECRET,
  clientAuth: 'post',
  authorizePath: '/oauth2/authorize',
  tokenPath: '/oauth2/token',
  prefix: 'eh',
  // "the lifetime of the access token is 15 minutes"
  expiresIn: 900,
  rotateRefresh: false,
};

export type EmploymentHeroFake = WithOAuth<DocumentedFake>;

export async function startEmploymentHeroFake(answers = EH_ANSWERS): Promise<EmploymentHeroFake> {
  const oauth = new OAuthFake(EH_OAUTH);
  const fake = await startDocumentedFake({ provider: 'employment hero', basePath: EH_BASE, answers, ...oauth.guard() });
  return { ...fake, oauth };
}
