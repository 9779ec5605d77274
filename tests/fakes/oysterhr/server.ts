// Oyster HR stand-in on its published description (oyster-hr/oysterhr.com.yaml): the v1 API and POST /oauth2/token
// (documented there: form body with the client id and secret, answering 201), with the developer app's own consent
// page beside them (Oyster gives each app an Authorization URL of its own). Oyster rotates refresh tokens. Lists
// honour page and per_page with meta.pages. Fixtures are written from the description's schemas and examples and
// validated against them on every answer (described.ts); their states and types are the documented ones only
// (engagements DRAFT and IN_PROGRESS, requests SUBMITTED, APPROVED and REJECTED, type VACATION: oysterhr.mapper.ts).
// Undocumented values are tried in oysterhr.test.ts, where they are nulled and counted.
import { fixture, json, type FakeResponse } from '../fake-server';
import { startDescribedFake, type Answer, type DescribedFake } from '../described';
import { OAuthFake, type OAuthFakeOptions, type WithOAuth } from '../oauth-provider';

export const OYSTER_CLIENT_ID = 'oyster-app-1234ABCD';
export const OYSTER_CLIENT_SECRET = 'oyster-secret-5678';
/** The app's Authorization URL path (https://app.oysterhr.com/oauth/authorize/<app>). */
export const OYSTER_AUTHORIZE_PATH = '/oauth/authorize/a1B2c3D4';
export const COMPANY_ID = 'uPeGkqOp';

const f = <T = unknown>(name: string) => fixture<T>('oysterhr', name);

export const OYSTER_OAUTH: OAuthFakeOptions = {
  clientId: OYSTER_CLIENT_ID,
  clientSecret: OYSTER_CLIENT_SECRET,
  clientAuth: 'post',
  authorizePath: OYSTER_AUTHORIZE_PATH,
  tokenPath: '/oauth2/token',
  prefix: 'oyster',
  expiresIn: 7200,
  rotateRefresh: true,
};

/** The consent page only: the token endpoint is the description's and is checked against it. */
export const oysterConsent = (oauth: OAuthFake) => (req: Parameters<OAuthFake['route']>[0]) =>
  req.path === OYSTER_AUTHORIZE_PATH ? oauth.route(req) : undefined;

/** POST /oauth2/token as the description has it: 201 on success. */
export const oysterToken = (oauth: OAuthFake): Answer => (req) => {
  const answer = oauth.route(req) as FakeResponse;
  return answer.status === 200 || answer.status === undefined ? { ...answer, status: 201 } : answer;
};

export type OysterFake = WithOAuth<DescribedFake>;

export async function startOysterFake(): Promise<OysterFake> {
  const oauth = new OAuthFake(OYSTER_OAUTH);
  const page =
    (name: string): Answer =>
    (req) => {
      const items = f<unknown[]>(name);
      const perPage = Number(req.query.get('per_page') ?? '100');
      const current = Number(req.query.get('page') ?? '1');
      const pages = Math.max(1, Math.ceil(items.length / perPage));
      const url = (p: number | '') => `${req.path}?perPage=${perPage}&page=${p}`;
      return json({
        data: items.slice((current - 1) * perPage, current * perPage),
        meta: { items: perPage, count: items.length, page: current, pages, firstUrl: url(1), lastUrl: url(pages), pageUrl: url(current), nextUrl: url(current < pages ? current + 1 : ''), prevUrl: url(current > 1 ? current - 1 : '') },
      });
    };
  const fake = await startDescribedFake({
    provider: 'oysterhr',
    beside: oysterConsent(oauth),
    answers: {
      'POST /oauth2/token': oysterToken(oauth),
      'GET /v1/company': () => json({ data: f('company') }),
      'GET /v1/engagements': page('engagements'),
      'GET /v1/departments': page('departments'),
      'GET /v1/time_off/requests': page('time_off_requests'),
      'GET /v1/time_off/entitlements': page('entitlements'),
    },
    authenticate: (req) => req.path === '/oauth2/token' || oauth.isAuthorized(req),
  });
  return Object.assign(fake, { oauth });
}
