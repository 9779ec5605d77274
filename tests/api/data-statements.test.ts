// No N+1: reading employees with their manager, groups and work location costs the same number of SQL
// statements for a 10-person company as for a 1,000-person one, through GraphQL and REST (one statement
// building the JSON, references included).
import { expect, it } from 'vitest';
import { useSeededServer } from '../helpers/seed';
import { recordStatements } from '../helpers/statements';

const t = useSeededServer({ small: { employees: 10 }, large: { employees: 1000 } });

/** The statements `work` sends, pg-boss's polling and the outbox sweep aside. */
async function counted<T>(work: () => Promise<T>): Promise<{ result: T; count: number; sql: string[] }> {
  const { result, statements } = await recordStatements(t.server, work, (sql) => !/pgboss|_boss\.|FROM webhook_delivery/.test(sql));
  return { result, count: statements.length, sql: statements };
}

const QUERY = `query { employees(mode: xhr, first: 1000) {
  totalCount
  edges { cursor node { id firstName manager { id firstName lastName workEmail remoteId } groups { id name type } workLocation { id name address { country } } } }
  pageInfo { hasNextPage endCursor } } }`;

it('GraphQL: the same statements for 10 and for 1,000 employees with manager, groups and work location', async () => {
  const ten = await counted(() => t.server.gql(QUERY, {}, t.small.headers));
  const thousand = await counted(() => t.server.gql(QUERY, {}, t.large.headers));
  expect(ten.result.errors).toBeUndefined();
  expect(thousand.result.errors).toBeUndefined();
  expect(ten.result.data.employees.edges).toHaveLength(10);
  expect(thousand.result.data.employees.edges).toHaveLength(1000);
  expect(thousand.result.data.employees.totalCount).toBe(1000);
  const withManager = thousand.result.data.employees.edges.filter((e: any) => e.node.manager);
  expect(withManager).toHaveLength(999);
  expect(thousand.result.data.employees.edges.every((e: any) => e.node.groups.length > 0 && e.node.workLocation)).toBe(true);
  expect(thousand.count, `10:\n${ten.sql.join('\n')}\n1000:\n${thousand.sql.join('\n')}`).toBe(ten.count);
  // The caller's token with its connection and client (once, for the limiter and the scope check alike), the page
  // as JSON with every reference (one statement, as REST's list), and totalCount.
  expect(ten.count, ten.sql.join('\n')).toBe(3);
});

it('REST: the same statements for 10 and for 1,000 employees', async () => {
  const ten = await counted(() => t.server.rest('GET', '/2023-03-01/xhr/employees', { headers: t.small.headers }));
  const thousand = await counted(() => t.server.rest('GET', '/2023-03-01/xhr/employees', { headers: t.large.headers }));
  expect(ten.result.body).toHaveLength(10);
  expect(thousand.result.body).toHaveLength(1000);
  expect(thousand.count).toBe(ten.count);
  // The caller's token with its connection and client, then the list as JSON with every reference (one statement).
  expect(ten.count, ten.sql.join('\n')).toBe(2);
});

it('REST with a filter: managers outside the filtered set cost no statement of their own', async () => {
  const ten = await counted(() => t.server.rest('GET', '/2023-03-01/xhr/employees?employment_status=leave', { headers: t.small.headers }));
  const thousand = await counted(() => t.server.rest('GET', '/2023-03-01/xhr/employees?employment_status=leave', { headers: t.large.headers }));
  expect(thousand.result.body.length).toBe(200);
  expect(thousand.count).toBe(ten.count);
});
