// HTTP headers that GraphQL answers carry for their errors. GraphQL over HTTP answers 200 with the errors in
// the body; HTTP clients, proxies and retry middleware only read headers, so they are set too:
// - Retry-After when an error's extensions.retryAfter says when to come back (202 while the first sync runs,
//   429 when rate limited): the longest wait asked for;
// - WWW-Authenticate when an error is a 401 asking for Basic or Bearer credentials (RFC 7235 §4.1, RFC 6750 §3),
//   as the REST door sends it.
import type { ApolloServerPlugin } from '@apollo/server';
import { AppError, wwwAuthenticate } from '../core/errors';

export function errorHeadersPlugin<Context extends object>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, errors }) {
          if (response.body.kind !== 'single') return;
          const waits = (response.body.singleResult.errors ?? [])
            .map((error) => error.extensions?.retryAfter)
            .filter((seconds): seconds is number => typeof seconds === 'number' && Number.isFinite(seconds));
          if (waits.length > 0) response.http.headers.set('retry-after', String(Math.max(...waits)));
          const challenges = new Set((errors ?? []).map((e) => (e.originalError instanceof AppError ? e.originalError.options.challenge : undefined)));
          const schemes = (['Basic', 'Bearer'] as const).filter((scheme) => challenges.has(scheme));
          if (schemes.length > 0) response.http.headers.set('www-authenticate', schemes.map(wwwAuthenticate).join(', '));
        },
      };
    },
  };
}
