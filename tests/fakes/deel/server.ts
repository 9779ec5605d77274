// Deel stand-in: the OAuth server (app.deel.com/oauth2/authorize and /oauth2/tokens, HTTP Basic client
// auth, refresh tokens not rotated) and the REST v2 endpoints the connector reads, with bearer tokens.
// /people pages by offset/limit (at most two a page, whatever limit says) with page.total_rows;
// /time_offs pages by an opaque `next` cursor with has_next_page.
import { fixture, json, startFakeServer, type FakeRequest, type FakeResponse, type FakeServer } from '../fake-server';
import { OAuthFake } from '../oauth-provider';

export const DEEL_CLIENT_ID = 'deel-app-3f1c';
export const DEEL_CLIENT_SECRET = 'deel-secret-9a7e';
export const PEOPLE_PAGE = 2;

const f = <T = unknown>(name: string) => fixture<T>('deel', name);

export interface DeelFake extends FakeServer {
  oauth: OAuthFake;
  /** Answer /organizations with two organizations (a CHOOSE step). */
  twoOrganizations(on: boolean): void;
}

export async function startDeelFake(): Promise<DeelFake> {
  const oauth = new OAuthFake({
    clientId: DEEL_CLIENT_ID,
    clientSecret: DEEL_CLIENT_SECRET,
    clientAuth: 'basic',
    authorizePath: '/oauth2/authorize',
    tokenPath: '/oauth2/tokens',
    prefix: 'deel',
    expiresIn: 3600,
    rotateRefresh: false,
  });
  let two = false;

  const route = (req: FakeRequest): FakeResponse | undefined => {
    const auth = oauth.route(req);
    if (auth) return auth;
    if (!req.path.startsWith('/rest/v2/')) return undefined;
    if (!oauth.isAuthorized(req)) return json({ errors: [{ message: 'Unauthorized' }] }, 401);
    if (req.method !== 'GET') return undefined;
    if (req.path === '/rest/v2/organizations') return json(f(two ? 'organizations_two' : 'organizations'));
    if (req.path === '/rest/v2/people') {
      const all = f<unknown[]>('people');
      const offset = Number(req.query.get('offset') ?? '0');
      const limit = Math.min(Number(req.query.get('limit') ?? '50'), PEOPLE_PAGE);
      return json({ data: all.slice(offset, offset + limit), page: { offset, total_rows: all.length, items_per_page: limit } });
    }
    if (req.path === '/rest/v2/time_offs') {
      const all = f<Array<{ start_date: string }>>('time_offs');
      const from = (req.query.get('start_date') ?? '').slice(0, 10);
      const to = (req.query.get('end_date') ?? '').slice(0, 10);
      const inRange = all.filter((t) => t.start_date.slice(0, 10) >= from && t.start_date.slice(0, 10) <= to);
      const start = Number(req.query.get('next') ?? '0');
      const size = Number(req.query.get('page_size') ?? '10');
      const page = inRange.slice(start, start + Math.min(size, 2));
      const more = start + page.length < inRange.length;
      return json({ data: page, next: more ? String(start + page.length) : null, has_next_page: more, page: start / 2 + 1, page_size: 2 });
    }
    return undefined;
  };

  const server = await startFakeServer(route);
  return Object.assign(server, { oauth, twoOrganizations: (on: boolean) => void (two = on) });
}
