// Validation rule bounding what one GraphQL document may ask for, before anything runs:
// - depth: nested selections, fragments expanded (the standard introspection query is 15 deep);
// - cost: fields selected, fragments expanded as often as they are spread (aliases count each time);
// - introspection fan-out: on a path inside __schema/__type, list fields (types, fields, args, ...)
//   may appear at most three times and each name once, so `fields { type { fields { ... } } }`
//   cannot multiply the schema by itself while the standard query (types.fields.args) still passes.
import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';

export const QUERY_LIMITS = { maxDepth: 15, maxCost: 2500, maxIntrospectionLists: 3 } as const;

const INTROSPECTION_LISTS = new Set(['types', 'fields', 'args', 'inputFields', 'interfaces', 'possibleTypes', 'enumValues', 'directives']);

interface Measure {
  depth: number;
  cost: number;
  /** The first introspection path that fans out too far, if any. */
  fanOut: string | null;
}

export function queryLimitsRule(limits: { maxDepth: number; maxCost: number; maxIntrospectionLists: number } = QUERY_LIMITS) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const d of context.getDocument().definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);

    // `lists`: introspection list fields on the path so far (null outside __schema/__type).
    // `level`: fields above this selection set; past the limit there is no need to look further.
    const measure = (set: SelectionSetNode, lists: string[] | null, spreading: Set<string>, level: number): Measure => {
      const total: Measure = { depth: 0, cost: 0, fanOut: null };
      if (level > limits.maxDepth) return { depth: 1, cost: 1, fanOut: null };
      for (const selection of set.selections) {
        let inner: Measure = { depth: 0, cost: 0, fanOut: null };
        if (selection.kind === Kind.FIELD) {
          const name = selection.name.value;
          let path = lists ?? (name === '__schema' || name === '__type' ? [] : null);
          if (path && INTROSPECTION_LISTS.has(name)) path = [...path, name];
          const tooFar = path && (path.length > limits.maxIntrospectionLists || new Set(path).size < path.length) ? path.join('.') : null;
          if (selection.selectionSet && !tooFar) inner = measure(selection.selectionSet, path, spreading, level + 1);
          inner = { depth: inner.depth + 1, cost: inner.cost + 1, fanOut: tooFar ?? inner.fanOut };
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          inner = measure(selection.selectionSet, lists, spreading, level);
        } else {
          // Cycles are NoFragmentsCycles' to report; here a cycle simply stops.
          const fragment = fragments.get(selection.name.value);
          if (fragment && !spreading.has(fragment.name.value)) {
            inner = measure(fragment.selectionSet, lists, new Set(spreading).add(fragment.name.value), level);
          }
        }
        total.depth = Math.max(total.depth, inner.depth);
        total.cost += inner.cost;
        total.fanOut ??= inner.fanOut;
        // Stop early: a document of nested spreads could otherwise take exponential time to expand.
        if (total.cost > limits.maxCost || total.depth > limits.maxDepth) break;
      }
      return total;
    };

    return {
      OperationDefinition(node) {
        const { depth, cost, fanOut } = measure(node.selectionSet, null, new Set(), 0);
        const fail = (message: string) => context.reportError(new GraphQLError(message, { nodes: [node] }));
        if (depth > limits.maxDepth) fail(`the query is nested too deeply: at most ${limits.maxDepth} levels`);
        else if (cost > limits.maxCost) fail(`the query selects too many fields: at most ${limits.maxCost}, fragments and aliases counted each time`);
        else if (fanOut) fail(`the introspection query fans out too far (${fanOut}): list fields may nest ${limits.maxIntrospectionLists} deep, each once`);
      },
    };
  };
}
