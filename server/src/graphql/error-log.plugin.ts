// Unexpected errors of GraphQL operations reach the operator's log, with the request's id: formatError
// turns them into a bare 500 for the client, which must not be the only trace of them.
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { AppError } from '../core/errors';
import type { Logger } from '../core/logger';
import type { GraphQLContext } from './context';

/** `logger` serves when the request's own (req.log, with its id) is not at hand. */
export function errorLogPlugin(logger: Logger): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue, operationName }) {
          for (const error of errors) {
            const original = error.originalError;
            if (!original || original instanceof AppError || original instanceof GraphQLError) continue;
            (contextValue?.req?.log ?? logger).error({ err: original, operationName, path: error.path }, 'unexpected error');
          }
        },
      };
    },
  };
}
