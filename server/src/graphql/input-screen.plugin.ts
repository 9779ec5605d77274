// Refuses GraphQL operations whose variables or string literals hold what no field may carry (NUL, a lone
// surrogate) or whose variables are nested too deeply (see core/input-screen.ts).
import type { ApolloServerPlugin } from '@apollo/server';
import { visit, type DocumentNode } from 'graphql';
import { inputError, MAX_INPUT_DEPTH, screenInput, type InputProblem } from '../core/input-screen';
import { toGraphQLError } from './errors';

export function inputScreenPlugin<Context extends object>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          // Depth problems name the variable and its first field: `input.customFields`.
          const problem = screenInput(request.variables ?? {}, 2) ?? literalProblem(document);
          if (problem === null) return;
          const error = toGraphQLError(inputError(problem));
          // Apollo answers a plugin's error with HTTP 500 unless told otherwise; it drops `http` from the body.
          Object.assign(error.extensions, { http: { status: 400 } });
          throw error;
        },
      };
    },
  };
}

// Apollo hands over the same document object for the same query text (its parsed-document cache): the
// literals of a document are screened once.
const screened = new WeakMap<DocumentNode, InputProblem | null>();

function literalProblem(document: DocumentNode): InputProblem | null {
  let problem = screened.get(document);
  if (problem === undefined) screened.set(document, (problem = screenLiterals(document)));
  return problem;
}

/**
 * A literal of the query text that holds what no field may carry, or objects and lists nested deeper than
 * variables may be (reported as the field `query`).
 */
function screenLiterals(document: DocumentNode): InputProblem | null {
  let problem: InputProblem | null = null;
  let depth = 0;
  const nest = {
    enter() {
      depth += 1;
      if (depth > MAX_INPUT_DEPTH && problem === null) problem = { field: 'query', kind: 'depth' };
    },
    leave() {
      depth -= 1;
    },
  };
  visit(document, {
    ObjectValue: nest,
    ListValue: nest,
    StringValue(node) {
      const found = screenInput(node.value);
      if (found && problem === null) problem = { ...found, field: 'query' };
    },
  });
  return problem;
}
