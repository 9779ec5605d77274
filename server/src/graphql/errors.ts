// AppError -> GraphQL error: the spec's message, the code in extensions.code, the REST status beside it.
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { AppError, type ErrorKind } from '../core/errors';
import { HTTP_STATUS } from '../core/http-status';

const CODES: Record<Exclude<ErrorKind, 'authentication'>, string> = {
  validation: 'BAD_USER_INPUT',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
  pending: 'PENDING',
  rate_limited: 'RATE_LIMITED',
  internal: 'INTERNAL_SERVER_ERROR',
  not_implemented: 'NOT_IMPLEMENTED',
  unavailable: 'SERVICE_UNAVAILABLE',
};

const REQUEST_ERROR_STATUS: Record<string, number> = {
  BAD_USER_INPUT: 400,
  BAD_REQUEST: 400,
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  OPERATION_RESOLUTION_FAILURE: 400,
};

export function toGraphQLError(error: AppError): GraphQLError {
  const { options } = error;
  const code = error.kind === 'authentication' ? options.code ?? 'UNAUTHENTICATED' : CODES[error.kind];
  return new GraphQLError(error.message, {
    extensions: {
      code,
      status: HTTP_STATUS[error.kind],
      ...(options.validation ? { validationError: options.validation } : {}),
      ...(options.id !== undefined ? { id: options.id } : {}),
      ...(options.retryAfterSeconds !== undefined ? { retryAfter: options.retryAfterSeconds } : {}),
      ...(options.oauthError ? { oauthError: options.oauthError } : {}),
      ...(options.extra ?? {}),
    },
  });
}

/** Apollo's formatError: typed errors keep their shape; anything unexpected becomes a bare 500 (no stack, no text). */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = error instanceof GraphQLError ? error.originalError : undefined;
  if (original instanceof AppError) {
    const mapped = toGraphQLError(original);
    return { message: mapped.message, locations: formatted.locations, path: formatted.path, extensions: mapped.extensions };
  }
  const code = formatted.extensions?.code;
  if (original && !(original instanceof GraphQLError) && (code === undefined || code === 'INTERNAL_SERVER_ERROR')) {
    return { message: 'Internal server error', locations: formatted.locations, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 } };
  }
  const { stacktrace: _drop, ...extensions } = (formatted.extensions ?? {}) as Record<string, unknown>;
  // Apollo's and graphql-js's own refusals (a variable of the wrong type, a document that does not parse or
  // validate) are bad input: they carry the REST status beside the code, as ours do.
  const status = typeof code === 'string' ? REQUEST_ERROR_STATUS[code] : undefined;
  // graphql-js parses recursively: a document nested past the stack fails with the engine's words.
  const message = code === 'GRAPHQL_PARSE_FAILED' && /call stack/i.test(formatted.message) ? 'the query is nested too deeply to parse' : formatted.message;
  return { ...formatted, message, extensions: status && extensions.status === undefined ? { ...extensions, status } : extensions };
}
