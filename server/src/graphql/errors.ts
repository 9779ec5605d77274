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
  return { ...formatted, extensions };
}
