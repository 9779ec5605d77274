// Optional paging of every REST list (issue 18): `limit` and `cursor` give pages that cover the list exactly
// once, in order, each announcing the next in an RFC 8288 Link header; without them the answer is the whole list
// as before, whether it fits one read batch or is streamed over several. Bad paging input is a 400 that
// changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedConnection, type Seeded } from '../helpers/seed';
import { dist, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let small: Seeded;
let large: Seeded;
const { LIST_BATCH } = dist('modules/hr/json-list');
const { fieldsOf } = dist('model/declare');
const { EMPLOYEE, EMPLOYEE_MANAGER, GROUP, WORK_LOCATION } = dist('model/resources');

beforeAll(async () => {
  server = await startServer();
  small = await seedConnection(server, { employees: 12 });
  // More than one read batch: the whole list is streamed in several.
  large = await seedConnection(server, { employees: LIST_BATCH + 250 });
});
afterAll(async () => {
  await server?.close();
});

const list = (seeded: Seeded, query = '') => server.rest('GET', `/2023-03-01/xhr/employees${query}`, { headers: seeded.headers });

/** The pages from `first` on, following each Link rel="next". */
async function walk(seeded: Seeded, first: string): Promise<{ pages: any[][]; links: Array<string | null> }> {
  const pages: any[][] = [];
  const links: Array<string | null> = [];
  for (let query: string | null = first; query !== null; ) {
    const res = await list(seeded, query);
    expect(res.status).toBe(200);
    pages.push(res.body);
    const link = res.headers.get('link');
    links.push(link);
    const next = link ? /^<\/2023-03-01\/xhr\/employees(\?[^>]+)>; rel="next"$/.exec(link) : null;
    if (link) expect(next, link).not.toBeNull();
    query = next ? next[1] : null;
  }
  return { pages, links };
}

describe('GET /{mode}/employees without paging', () => {
  it('answers every employee, keys in the wire order, no Link', async () => {
    const res = await list(small);
    expect(res.status).toBe(200);
    expect(res.headers.get('link')).toBeNull();
    expect(res.body).toHaveLength(12);
    const keys = (decl: unknown) => fieldsOf(decl, 'api').map((f: { key: string }) => f.key);
    for (const employee of res.body) expect(Object.keys(employee)).toStrictEqual(keys(EMPLOYEE));
    const withRefs = res.body.find((e: any) => e.manager && e.work_location && e.groups.length);
    expect(Object.keys(withRefs.manager)).toStrictEqual(keys(EMPLOYEE_MANAGER));
    expect(Object.keys(withRefs.work_location)).toStrictEqual(keys(WORK_LOCATION));
    expect(Object.keys(withRefs.groups[0])).toStrictEqual(keys(GROUP));
  });

  it('streams a list longer than one read batch whole, in order, each employee once', async () => {
    const res = await list(large);
    expect(res.status).toBe(200);
    expect(res.headers.get('link')).toBeNull();
    expect(res.body).toHaveLength(LIST_BATCH + 250);
    const expected = large.snapshot.employees!.map((e) => e.remote_id);
    expect(res.body.map((e: any) => e.remote_id)).toStrictEqual(expected);
    expect(new Set(res.body.map((e: any) => e.id)).size).toBe(LIST_BATCH + 250);
  });
});

describe('GET /{mode}/employees?limit=N', () => {
  it('pages cover the whole list exactly once, in order, with the same records as the whole list', async () => {
    const whole = (await list(small)).body;
    const { pages, links } = await walk(small, '?limit=5');
    expect(pages.map((p) => p.length)).toStrictEqual([5, 5, 2]);
    expect(pages.flat()).toStrictEqual(whole);
    expect(links.at(-1)).toBeNull();
    expect(links.slice(0, -1).every((l) => l?.includes('limit=5'))).toBe(true);
  });

  it('a limit of the list length is one page with no Link; a limit beyond it too', async () => {
    for (const limit of [12, 1000]) {
      const res = await list(small, `?limit=${limit}`);
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(12);
      expect(res.headers.get('link')).toBeNull();
    }
  });

  it('keeps the filter in the next page’s link', async () => {
    const whole = (await list(large, '?employment_status=leave')).body;
    expect(whole.length).toBeGreaterThan(0);
    const { pages, links } = await walk(large, '?employment_status=leave&limit=70');
    expect(links[0]).toContain('employment_status=leave');
    expect(pages.flat()).toStrictEqual(whole);
    expect(pages.flat().every((e: any) => e.employment_status === 'leave')).toBe(true);
  });

  it('pages of a streamed list join up to the whole of it', async () => {
    const whole = (await list(large)).body;
    const { pages } = await walk(large, `?limit=1000`);
    expect(pages.map((p) => p.length)).toStrictEqual([1000, 250]);
    expect(pages.flat()).toStrictEqual(whole);
  });
});

describe('bad paging input', () => {
  it.each([
    ['?limit=0', 'limit must be an integer from 1 to 1000', 'limit'],
    ['?limit=1001', 'limit must be an integer from 1 to 1000', 'limit'],
    ['?limit=abc', 'limit must be an integer from 1 to 1000', 'limit'],
    ['?limit=2.5', 'limit must be an integer from 1 to 1000', 'limit'],
    ['?limit=-1', 'limit must be an integer from 1 to 1000', 'limit'],
    ['?limit=5&cursor=nonsense', 'cursor is not a cursor of this list', 'cursor'],
    // Another list's position is not one of this list.
    [`?limit=5&cursor=${Buffer.from('payrun:3').toString('base64url')}`, 'cursor is not a cursor of this list', 'cursor'],
  ])('%s is a 400 naming the parameter', async (query, message, field) => {
    const res = await list(small, query);
    expect(res.status).toBe(400);
    expect(res.body).toStrictEqual({ message, validation_error: { field, rule: field === 'limit' ? 'range' : 'format' } });
  });

  it('is checked after authorization: without a token it is a 401, not a 400', async () => {
    const res = await server.rest('GET', '/2023-03-01/xhr/employees?limit=0', {});
    expect(res.status).toBe(401);
  });
});

/** The other REST lists (paths as in SPEC §7), each with a query that narrows it where it has a filter. */
const ALL_DAYS = 'start_date=2000-01-01&end_date=2100-01-01';
const LISTS: Array<{ name: string; path: (seeded: Seeded) => Promise<string>; query: string; narrowed?: string }> = [
  { name: 'groups', path: async () => '/xhr/groups', query: '' },
  { name: 'work locations', path: async () => '/xhr/work-locations', query: '' },
  { name: 'time off entries', path: async () => '/xhr/time-off-entries', query: ALL_DAYS, narrowed: 'start_date=2024-01-01&end_date=2024-01-20' },
  { name: 'time off balances', path: async () => '/xhr/time-off-balances', query: '' },
  { name: 'timesheets', path: async () => '/xhr/timesheets', query: ALL_DAYS, narrowed: 'start_date=2024-01-30&end_date=2024-02-01' },
  { name: 'payruns', path: async () => '/xhr/payruns', query: ALL_DAYS, narrowed: 'start_date=2024-02-01&end_date=2024-02-29' },
  {
    name: 'payslips',
    path: async (seeded) => {
      const runs = await server.rest('GET', `/2023-03-01/xhr/payruns?${ALL_DAYS}`, { headers: seeded.headers });
      return `/xhr/payruns/${runs.body[0].id}`;
    },
    query: '',
  },
];

const get = (seeded: Seeded, path: string, query: string) => server.rest('GET', `/2023-03-01${path}${query ? `?${query}` : ''}`, { headers: seeded.headers });

/** Every page of `path` from `query` on, following each Link rel="next" (which must name the same path). */
async function walkList(seeded: Seeded, path: string, query: string): Promise<{ pages: any[][]; links: Array<string | null> }> {
  const pages: any[][] = [];
  const links: Array<string | null> = [];
  for (let next: string | null = query; next !== null; ) {
    const res = await get(seeded, path, next);
    expect(res.status).toBe(200);
    pages.push(res.body);
    const link = res.headers.get('link');
    links.push(link);
    const match = link ? new RegExp(`^<\\/2023-03-01${path}\\?([^>]+)>; rel="next"$`).exec(link) : null;
    if (link) expect(match, link).not.toBeNull();
    next = match ? match[1] : null;
  }
  return { pages, links };
}

describe.each(LISTS)('GET $name with paging', ({ path: pathOf, query }) => {
  const withQuery = (...parts: string[]) => [query, ...parts].filter(Boolean).join('&');

  it('without limit: the whole list, no Link', async () => {
    const path = await pathOf(small);
    const res = await get(small, path, query);
    expect(res.status).toBe(200);
    expect(res.headers.get('link')).toBeNull();
    expect(res.body.length).toBeGreaterThan(1);
  });

  it('pages of 2 cover the whole list exactly once, in order, with the same records', async () => {
    const path = await pathOf(small);
    const whole = (await get(small, path, query)).body;
    const { pages, links } = await walkList(small, path, withQuery('limit=2'));
    expect(pages.map((p) => p.length)).toStrictEqual(Array.from({ length: Math.ceil(whole.length / 2) }, (_, i) => Math.min(2, whole.length - 2 * i)));
    expect(pages.flat()).toStrictEqual(whole);
    expect(links.at(-1)).toBeNull();
    expect(links.slice(0, -1).every((l) => l?.includes('limit=2'))).toBe(true);
  });

  it('a limit of the list length or more is one page with no Link', async () => {
    const path = await pathOf(small);
    const whole = (await get(small, path, query)).body;
    for (const limit of [whole.length, 1000]) {
      const res = await get(small, path, withQuery(`limit=${limit}`));
      expect(res.status).toBe(200);
      expect(res.body).toStrictEqual(whole);
      expect(res.headers.get('link')).toBeNull();
    }
  });

  it.each([
    ['limit=0', 'limit must be an integer from 1 to 1000', 'limit'],
    ['limit=1001', 'limit must be an integer from 1 to 1000', 'limit'],
    ['limit=x', 'limit must be an integer from 1 to 1000', 'limit'],
    ['limit=2&cursor=nonsense', 'cursor is not a cursor of this list', 'cursor'],
    // An employees cursor is not a position in this list.
    [`limit=2&cursor=${Buffer.from('employee:3').toString('base64url')}`, 'cursor is not a cursor of this list', 'cursor'],
  ])('%s is a 400 naming the parameter', async (bad, message, field) => {
    const path = await pathOf(small);
    const res = await get(small, path, withQuery(bad));
    expect(res.status).toBe(400);
    expect(res.body).toStrictEqual({ message, validation_error: { field, rule: field === 'limit' ? 'range' : 'format' } });
  });
});

describe.each(LISTS.filter((l) => l.narrowed))('GET $name with a date range and paging', ({ path: pathOf, query, narrowed }) => {
  it('keeps the range in the next page’s link and in every page', async () => {
    const path = await pathOf(small);
    const all = (await get(small, path, query)).body;
    const whole = (await get(small, path, narrowed!)).body;
    expect(whole.length).toBeGreaterThan(0);
    expect(whole.length).toBeLessThan(all.length);
    const { pages, links } = await walkList(small, path, `${narrowed}&limit=1`);
    expect(pages).toHaveLength(whole.length);
    for (const link of links.slice(0, -1)) expect(link).toContain(narrowed);
    expect(pages.flat()).toStrictEqual(whole);
  });
});

it('a cursor of one list is refused by every other', async () => {
  const first = await walkList(small, '/xhr/groups', 'limit=2');
  const cursor = /cursor=([^&>]+)/.exec(first.links[0]!)![1];
  const res = await get(small, '/xhr/work-locations', `limit=2&cursor=${cursor}`);
  expect(res.status).toBe(400);
  expect(res.body.validation_error).toStrictEqual({ field: 'cursor', rule: 'format' });
});
