// Reads the spec message and code out of whatever a GraphQL call threw. The server puts the
// spec's text in error.message and the SPEC §8 code in extensions.code (connect contract).
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

export interface ApiError {
  message: string | null;
  code: string | null;
}

interface FormattedError {
  message?: unknown;
  extensions?: { code?: unknown } | null;
}

function fromList(errors: readonly FormattedError[] | undefined): ApiError | null {
  const first = errors?.[0];
  if (!first) return null;
  const message = typeof first.message === 'string' && first.message.trim() ? first.message : null;
  const code = typeof first.extensions?.code === 'string' ? first.extensions.code : null;
  return { message, code };
}

export function readApiError(error: unknown): ApiError {
  if (CombinedGraphQLErrors.is(error)) {
    return fromList(error.errors as readonly FormattedError[]) ?? { message: null, code: null };
  }
  // A non-2xx answer (rate limit, bad request) may still carry a GraphQL error body.
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: FormattedError[]; message?: unknown };
      const listed = fromList(body.errors);
      if (listed) return listed;
      if (typeof body.message === 'string') return { message: body.message, code: null };
    } catch {
      // not JSON: fall through to the caller's fallback text
    }
  }
  return { message: null, code: null };
}

/** The message to show: the server's when present, else the screen's fallback text. */
export function errorText(error: unknown, fallback: string): string {
  return readApiError(error).message ?? fallback;
}
