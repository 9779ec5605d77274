// PayFit stand-in on its published description (payfit/payfit.com.yaml, the Partner API): the API under /api,
// and beside it PayFit's OAuth server (oauth-provider.ts: /authorize, /token with the client id and secret in the
// form) and the token introspection endpoint PayFit documents apart (/introspect, answering the company id).
// Lists page by nextPageToken and maxResults. Fixtures are written from the description's schemas and examples and
// validated against them on every answer (described.ts).
import { fixture, json, type FakeRequest } from '../fake-server';
import { startDescribedFake, type Answer, type DescribedFake } from '../described';
import { OAuthFake, type OAuthFakeOptions, type WithOAuth } from '../oauth-provider';

export const PAYFIT_CLIENT_ID = 'payfit-partner-7c1d';
export const PAYFIT_CLIENT_SECRET = 'payfit-secret-41aa';
export const PAYFIT_BASE = '/api';
export const COMPANY_ID = '5b59e7b182ddef55f860d311';

const f = <T = unknown>(name: string) => fixture<T>('payfit', name);

export const PAYFIT_OAUTH: OAuthFakeOptions = {
  clientId: PAYFIT_CLIENT_ID,
  clientSecret: PAYFIT_CLIENT_SECRET,
  clientAuth: 'post',
  authorizePath: '/authorize',
  tokenPath: '/token',
  prefix: 'payfit',
  expiresIn: 3600,
  rotateRefresh: false,
};

/** POST /introspect as PayFit's guide shows it. */
export const payfitIntrospection = (oauth: OAuthFake): Answer => (req: FakeRequest) => {
  const body = JSON.parse(req.body || '{}') as { token?: string };
  const active = oauth.isAuthorized(req) && req.headers.authorization === `Bearer ${body.token}`;
  return json(active ? { active: true, scope: 'collaborators:read contracts:read', client_id: PAYFIT_CLIENT_ID, company_id: COMPANY_ID, token_type: 'bearer' } : { active: false });
};

export type PayfitFake = WithOAuth<DescribedFake>;

export async function startPayfitFake(): Promise<PayfitFake> {
  const oauth = new OAuthFake(PAYFIT_OAUTH);
  /** One page of a fixture list: the token is the offset, base64 (as PayFit's example token is). */
  const page =
    (name: string, field: string): Answer =>
    (req) => {
      const items = f<unknown[]>(name);
      const size = Number(req.query.get('maxResults') ?? '10');
      const token = req.query.get('nextPageToken');
      const offset = token ? Number(JSON.parse(Buffer.from(token, 'base64').toString('utf8')).offset) : 0;
      const next = offset + size < items.length ? Buffer.from(JSON.stringify({ limit: size, offset: offset + size })).toString('base64') : null;
      return json({ [field]: items.slice(offset, offset + size), meta: { nextPageToken: next, count: items.length } });
    };
  const ours = (answer: Answer): Answer => (req) => (req.params.companyId === COMPANY_ID ? answer(req) : json({ error: 'Forbidden action' }, 403));

  const fake = await startDescribedFake({
    provider: 'payfit',
    basePath: PAYFIT_BASE,
    answers: {
      'POST /introspect': payfitIntrospection(oauth),
      GET_company: ours(() => json(f('company'))),
      GET_collaborators: ours(page('collaborators', 'collaborators')),
      GET_contracts: ours(page('contracts', 'contracts')),
    },
    ...oauth.guard(),
  });
  return Object.assign(fake, { oauth });
}
