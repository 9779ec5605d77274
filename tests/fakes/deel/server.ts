// Deel stand-in. The REST API (api.letsdeel.com/rest/v2) answers from Deel's published description
// (deel/openapi.yaml): every request must be a documented operation with a bearer token, and every fixture
// validates against its response schema. /people pages by offset/limit with page.total_rows; /time_offs pages
// by an opaque `next` cursor with has_next_page (two a page, whatever page_size says).
// The OAuth server (app.deel.com/oauth2/authorize and /oauth2/tokens, HTTP Basic client auth, refresh tokens
// not rotated) answers beside the API, outside the description.
import { fixture, json } from '../fake-server';
import { startDescribedFake, type Answer, type DescribedFake } from '../described';
import { OAuthFake, type OAuthFakeOptions, type WithOAuth } from '../oauth-provider';

export const DEEL_CLIENT_ID = 'deel-app-3f1c';
export const DEEL_CLIENT_SECRET = 'deel-secret-9a7e';
export const DEEL_API = '/rest/v2';

const f = <T = unknown>(name: string) => fixture<T>('deel', name);

export const DEEL_OAUTH: OAuthFakeOptions = {
  clientId: DEEL_CLIENT_ID,
  clientSecret: DEEL_CLIENT_SECRET,
  clientAuth: 'basic',
  authorizePath: '/oauth2/authorize',
  tokenPath: '/oauth2/tokens',
  prefix: 'deel',
  expiresIn: 3600,
  rotateRefresh: false,
};

export type DeelFake = WithOAuth<DescribedFake> & {
  /** Answer /organizations with two organizations (a CHOOSE step). */
  twoOrganizations(on: boolean): void;
};

/** Answers by operationId. */
export function deelAnswers(two: () => boolean = () => false): Record<string, Answer> {
  return {
    getOrganizations: () => json(f(two() ? 'organizations_two' : 'organizations')),
    getPeopleList: (req) => {
      const all = f<unknown[]>('people');
      const offset = Number(req.query.get('offset') ?? '0');
      const limit = Number(req.query.get('limit') ?? '50');
      return json({ data: all.slice(offset, offset + limit), page: { offset, total_rows: all.length, items_per_page: limit } });
    },
    getTimeOffsQueryForOrganization: (req) => {
      const all = f<Array<{ start_date: string }>>('time_offs');
      const from = (req.query.get('start_date') ?? '').slice(0, 10);
      const to = (req.query.get('end_date') ?? '').slice(0, 10);
      const inRange = all.filter((t) => t.start_date.slice(0, 10) >= from && t.start_date.slice(0, 10) <= to);
      const start = Number(req.query.get('next') ?? '0');
      const size = Math.min(Number(req.query.get('page_size') ?? '10'), 2);
      const page = inRange.slice(start, start + size);
      const more = start + page.length < inRange.length;
      return json({ data: page, ...(more ? { next: String(start + page.length) } : {}), has_next_page: more, page: start / 2 + 1, page_size: 5 });
    },
  };
}

export async function startDeelFake(): Promise<DeelFake> {
  let two = false;
  const oauth = new OAuthFake(DEEL_OAUTH);
  const fake = await startDescribedFake({ provider: 'deel', basePath: DEEL_API, answers: deelAnswers(() => two), ...oauth.guard() });
  return Object.assign(fake, { oauth, twoOrganizations: (on: boolean) => void (two = on) });
}
