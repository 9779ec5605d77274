// GraphQL query cost (docs/operations.md): fields × records, refused past the budget before anything runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_FIELDS } from '../helpers/data-doors';
import { hrFixture } from '../helpers/hr-fixture';
import { seedConnection, type Seeded } from '../helpers/seed';
import { startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let seeded: Seeded;

beforeAll(async () => {
  server = await startServer();
  seeded = await seedConnection(server, { snapshot: hrFixture(3) });
});
afterAll(async () => {
  await server?.close();
});

async function post(query: string, variables?: Record<string, unknown>) {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { ...seeded.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, ratelimit: res.headers.get('ratelimit'), body: (await res.json()) as { data?: any; errors?: any[] } };
}

const PAGE = (alias: string, first: string) => `${alias}: employees(first: ${first}) { totalCount edges { node { ${EMPLOYEE_FIELDS} } } }`;

describe('GraphQL query cost', () => {
  it('runs one page of 1,000 employees with every field', async () => {
    const res = await post(`{ ${PAGE('a', '1000')} }`);
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.a.totalCount).toBe(3);
  });

  it('refuses 40 aliases of employees(first: 1000) with 400 before any resolver runs', async () => {
    const aliases = Array.from({ length: 40 }, (_, i) => `e${i}: employees(first: 1000) { edges { node { id firstName lastName workEmail jobTitle } } }`);
    const res = await post(`{ ${aliases.join(' ')} }`);
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors).toStrictEqual([
      {
        message: 'the query costs too much: at most 250,000 (fields × records; see docs/operations.md)',
        extensions: { code: 'QUERY_TOO_COSTLY', budget: 250_000 },
      },
    ]);
    // Nothing ran: the rate limiter, which counts each root field as it resolves, was never asked.
    expect(res.ratelimit).toBeNull();
  });

  it('costs `first` from variables, fragments as often as they are spread, and the default page when absent', async () => {
    const twoPages = `query($n: Int) { ${PAGE('a', '$n')} ${PAGE('b', '$n')} }`;
    expect((await post(twoPages, { n: 1000 })).status).toBe(400);
    expect((await post(twoPages, { n: 10 })).status).toBe(200);
    // Absent `first` is costed as a page of 100 (about 18,000 with every field): three such pages pass, twenty do not.
    const pages = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `p${i}: employees { ...F }`).join(' ')} } fragment F on EmployeeConnection { edges { node { ${EMPLOYEE_FIELDS} } } }`;
    expect((await post(pages(3))).status).toBe(200);
    expect((await post(pages(20))).body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
  });
});
