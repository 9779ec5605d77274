// Retry-After on GraphQL answers. GraphQL over HTTP answers 200 with the errors in the body, where
// extensions.retryAfter says when to come back (202 while the first sync runs, 429 when rate limited); HTTP
// clients, proxies and retry middleware only read the header, so it is set too: the longest wait asked for.
import type { ApolloServerPlugin } from '@apollo/server';

export function retryAfterPlugin<Context extends object>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const waits = (response.body.singleResult.errors ?? [])
            .map((error) => error.extensions?.retryAfter)
            .filter((seconds): seconds is number => typeof seconds === 'number' && Number.isFinite(seconds));
          if (waits.length > 0) response.http.headers.set('retry-after', String(Math.max(...waits)));
        },
      };
    },
  };
}
