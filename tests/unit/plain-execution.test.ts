// Queries run through plain copies of their records (graphql/plain-execution.ts) answer what graphql-js answers,
// byte for byte and error for error, and count each root field once even when the copy gives up.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ExecutionResult, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { dist, ROOT } from '../helpers/server';

// The compiled server's graphql (CommonJS), not Vitest's ESM copy: a schema works with one instance only.
const { execute, parse } = createRequire(path.join(ROOT, 'dist/server/index.js'))('graphql') as typeof import('graphql');
const schema: GraphQLSchema = dist('graphql/schema').buildGraphQLSchema();
const executor = dist('graphql/plain-execution').plainExecutor(schema);

const LISTS = { groups: [], employment_history: [], compensation_history: [], dependents: [], emergency_contacts: [] };
const employee = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `e${n}`,
  first_name: `First ${n}`,
  last_name: null,
  gender: 'female',
  custom_fields: { shoe: n },
  home_location: { locality: 'Leeds', country: 'GB' },
  manager: n > 1 ? { id: 'e1', first_name: 'First 1' } : null,
  ...LISTS,
  groups: [{ id: 'g1', name: 'Sales', type: 'team' }],
  ...extra,
});

/** A context whose store answers `rows` (fresh copies each time) and counts the root field's calls. */
function context(rows: object[]) {
  const calls = { page: 0, limiter: 0 };
  const text = JSON.stringify(rows);
  const services = {
    rateLimits: { check: async () => (calls.limiter++, null) },
    hr: {
      employees: {
        page: async () => {
          calls.page++;
          const parsed = JSON.parse(text) as object[];
          return { rows: parsed.map((employee, i) => ({ seq: String(i + 1), employee })), hasNextPage: false, hasPreviousPage: false, connectionId: 'c' };
        },
      },
    },
  };
  return { calls, value: { services, caller: {}, req: {}, res: { headersSent: true } } };
}

async function both(query: string, rows: object[], variables: Record<string, unknown> = {}) {
  const document = parse(query);
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition') as OperationDefinitionNode;
  const plainContext = context(rows);
  const plain: ExecutionResult = await executor({ document, operation, request: { variables }, context: plainContext.value });
  const graphqlContext = context(rows);
  const graphqlJs = await execute({ schema, document, variableValues: variables, contextValue: graphqlContext.value });
  expect(JSON.stringify(plain)).toBe(JSON.stringify(graphqlJs));
  expect(plain.errors?.map((e) => e.toJSON())).toStrictEqual(graphqlJs.errors?.map((e) => e.toJSON()));
  expect(plainContext.calls).toStrictEqual({ page: 1, limiter: 1 });
  // graphql-js builds null-prototype objects; the plain copy builds ordinary ones.
  const edge = (plain.data?.employees as { edges?: object[] } | null)?.edges?.[0];
  return { plain, copied: edge !== undefined && Object.getPrototypeOf(edge) === Object.prototype };
}

const FIELDS = `id firstName lastName gender customFields homeLocation { locality country postCode } manager { id firstName }
  groups { id name type } employmentHistory { jobTitle } dependents { name }`;

describe('plain execution', () => {
  it('copies a page with nested records, lists, enums and JSON as graphql-js completes it', async () => {
    const { plain, copied } = await both(`{ employees { edges { cursor node { ${FIELDS} } } pageInfo { hasNextPage startCursor endCursor } } }`, [employee(1), employee(2)]);
    expect(copied).toBe(true);
    expect(plain.errors).toBeUndefined();
  });

  it('merges aliases, repeated fields, fragments and inline fragments in graphql-js order, with __typename', async () => {
    const query = `query Q { employees(first: 5) { edges { ...E node { __typename a: id ... on Employee { lastName manager { firstName } } } } } }
      fragment E on EmployeeEdge { node { firstName id manager { id __typename } ...N } __typename }
      fragment N on Employee { b: firstName groups { __typename name } ...N2 }
      fragment N2 on Employee { id }`;
    const { copied } = await both(query, [employee(1), employee(2)]);
    expect(copied).toBe(true);
  });

  it('gives up where graphql-js reports an error, and answers as graphql-js does with the root field resolved once', async () => {
    const query = `{ employees { edges { node { ${FIELDS} } } } }`;
    // A null where the schema says non-null, a value the enum refuses, a list that is not one.
    for (const bad of [{ id: null }, { gender: 'robot' }, { groups: 'Sales' }, { home_location: { locality: { no: 1 } } }]) {
      const { plain, copied } = await both(query, [employee(1), employee(2, bad)]);
      expect(copied).toBe(false);
      expect(plain.errors?.length).toBeGreaterThan(0);
    }
  });

  it('introspects the public schema, not the one it executes on', async () => {
    const query = `{ __type(name: "EmployeeConnection") { fields { name type { kind name ofType { kind name } } } } __schema { types { name } } }`;
    const document = parse(query);
    const operation = document.definitions[0] as OperationDefinitionNode;
    const plain: ExecutionResult = await executor({ document, operation, request: {}, context: context([]).value });
    expect(JSON.stringify(plain)).toBe(JSON.stringify(await execute({ schema, document })));
    expect(JSON.stringify(plain)).not.toContain('PlainData');
  });

  it('leaves documents with directives to graphql-js', async () => {
    const { copied } = await both(`query($all: Boolean!) { employees { edges { node { id firstName @include(if: $all) } } } }`, [employee(1)], { all: false });
    expect(copied).toBe(false);
  });
});
