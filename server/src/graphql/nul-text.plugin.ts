// Refuses GraphQL operations whose variables or string literals hold U+0000 (see core/nul-text.ts).
import type { ApolloServerPlugin } from '@apollo/server';
import { visit } from 'graphql';
import { findNulText, nulTextError } from '../core/nul-text';
import { toGraphQLError } from './errors';

export function nulTextPlugin<Context extends object>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          let field = findNulText(request.variables ?? {});
          if (field === null) {
            visit(document, {
              StringValue(node) {
                if (field === null && node.value.includes('\u0000')) field = 'query';
              },
            });
          }
          if (field === null) return;
          const error = toGraphQLError(nulTextError(field));
          // Apollo answers a plugin's error with HTTP 500 unless told otherwise; it drops `http` from the body.
          Object.assign(error.extensions, { http: { status: 400 } });
          throw error;
        },
      };
    },
  };
}
