// What a GraphQL operation will build, costed before it runs (docs/operations.md, "GraphQL query cost"): every field
// selected counts once per record it is selected on. A list field multiplies what is selected below it by
// the records it may return: its `first` argument where it takes one (absent: the default page), a nominal
// size otherwise. Aliases and fragments count each time they are spread. An operation over the budget is
// refused with HTTP 400 before any resolver runs: one request of 40 aliases × employees(first: 1000) would
// otherwise build tens of megabytes and hold the server for seconds.
import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  isInterfaceType,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type DocumentNode,
  type ValueNode,
  visit,
} from 'graphql';
import { getArgumentValues, getVariableValues } from 'graphql/execution/values';

export const QUERY_COST = {
  /** What one operation may cost. A page of 1,000 employees with every field (about 180 each) fits once. */
  budget: 250_000,
  /** Records assumed for a paged field called without `first`. */
  defaultPage: 100,
  /** Records assumed for a root list without paging (groups, time off, ...). */
  rootList: 100,
  /** Records assumed for a list inside a record (employment history, groups of an employee, ...). */
  nestedList: 5,
} as const;

type Costs = typeof QUERY_COST;

/** The cost of `operation`, its variables coerced. */
export function operationCost(
  schema: GraphQLSchema,
  document: { definitions: readonly unknown[] },
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  costs: Costs = QUERY_COST,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions as Array<{ kind: string }>) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set((d as FragmentDefinitionNode).name.value, d as FragmentDefinitionNode);
  }
  const root = operation.operation === 'mutation' ? schema.getMutationType() : operation.operation === 'subscription' ? schema.getSubscriptionType() : schema.getQueryType();
  if (!root) return 0;

  const cost = (set: SelectionSetNode, parent: GraphQLNamedType, depth: number, spreading: ReadonlySet<string>): number => {
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const field = fieldOf(parent, selection.name.value);
        total += 1;
        if (!field || !selection.selectionSet) continue;
        const records = recordsOf(field, parent, selection, depth, variables, costs);
        total += records * cost(selection.selectionSet, getNamedType(field.type), depth + 1, spreading);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) ?? parent : parent;
        total += cost(selection.selectionSet, on, depth, spreading);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // Cycles are reported by validation; here a cycle simply stops.
        if (!fragment || spreading.has(name)) continue;
        const on = schema.getType(fragment.typeCondition.name.value) ?? parent;
        total += cost(fragment.selectionSet, on, depth, new Set(spreading).add(name));
      }
      // The budget is a bound, not a measure: stop counting once it is passed.
      if (total > costs.budget) return total;
    }
    return total;
  };
  return cost(operation.selectionSet, root, 0, new Set());
}

function fieldOf(parent: GraphQLNamedType, name: string): GraphQLField<unknown, unknown> | undefined {
  return isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
}

/** How many records the selection below `field` is made for. */
function recordsOf(
  field: GraphQLField<unknown, unknown>,
  parent: GraphQLNamedType,
  node: Parameters<typeof getArgumentValues>[1],
  depth: number,
  variables: Record<string, unknown>,
  costs: Costs,
): number {
  if (field.args.some((a) => a.name === 'first')) {
    const first = getArgumentValues(field, node, variables).first;
    return typeof first === 'number' && first > 0 ? first : costs.defaultPage;
  }
  if (!isListType(getNullableType(field.type))) return 1;
  // A connection's edges are the page its field already counted.
  if (parent.name.endsWith('Connection')) return 1;
  return depth === 0 ? costs.rootList : costs.nestedList;
}

/** The variables an operation's `first` arguments read: the only ones its cost depends on. */
function pagingVariables(document: DocumentNode): string[] {
  const names = new Set<string>();
  const collect = (value: ValueNode): void => {
    if (value.kind === Kind.VARIABLE) names.add(value.name.value);
    else if (value.kind === Kind.LIST) value.values.forEach(collect);
    else if (value.kind === Kind.OBJECT) value.fields.forEach((f) => collect(f.value));
  };
  visit(document, { Argument: (node) => (node.name.value === 'first' ? collect(node.value) : undefined) });
  return [...names];
}

/** Distinct paging values kept per operation; past it the operation's costs start over. */
const MEMO_SIZE = 64;

export function queryCostPlugin<Context extends object>(costs: Costs = QUERY_COST): ApolloServerPlugin<Context> {
  // Apollo hands over the same parsed document for the same query text: an operation is walked once per set of
  // paging values, not on every request.
  const paging = new WeakMap<DocumentNode, string[]>();
  const memo = new WeakMap<OperationDefinitionNode, Map<string, number>>();
  /** null when the variables do not coerce (execution reports that itself). */
  const costed = (schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown> | undefined) => {
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
    if (coerced.errors) return null;
    let names = paging.get(document);
    if (!names) paging.set(document, (names = pagingVariables(document)));
    // [[value]] when given, [] when absent: an absent variable leaves the argument's default, null does not.
    const key = JSON.stringify(names.map((name) => (name in coerced.coerced ? [coerced.coerced[name]] : [])));
    let known = memo.get(operation);
    if (!known || known.size >= MEMO_SIZE) memo.set(operation, (known = new Map()));
    let cost = known.get(key);
    if (cost === undefined) known.set(key, (cost = operationCost(schema, document, operation, coerced.coerced, costs)));
    return cost;
  };
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operation, schema }) {
          if (!operation) return;
          const cost = costed(schema, document, operation, request.variables);
          if (cost === null || cost <= costs.budget) return;
          throw new GraphQLError(
            `the query costs too much: at most ${costs.budget.toLocaleString('en')} (fields × records; see docs/operations.md)`,
            { extensions: { code: 'QUERY_TOO_COSTLY', budget: costs.budget, http: { status: 400 } } },
          );
        },
      };
    },
  };
}
