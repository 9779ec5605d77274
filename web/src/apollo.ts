import { ApolloCache, ApolloClient, type Cache } from '@apollo/client';
import { BaseHttpLink } from '@apollo/client/link/http';

/**
 * The widget's cache: it keeps nothing. Every call the widget makes is a one-off (validate, catalogue,
 * authorize) and runs with fetchPolicy no-cache, so Apollo never reads or writes a cache; InMemoryCache
 * (normalisation, field policies, about a tenth of the widget's JavaScript) would only be carried along.
 * ApolloCache is Apollo's documented base for caches; this one answers "nothing stored" to everything.
 */
export class NoStoreCache extends ApolloCache {
  read(): null {
    return null;
  }

  write(): undefined {
    return undefined;
  }

  diff<TData>(): Cache.DiffResult<TData> {
    return { result: null, complete: false };
  }

  watch(): () => void {
    return () => {};
  }

  async reset(): Promise<void> {}

  evict(): boolean {
    return false;
  }

  restore(): this {
    return this;
  }

  extract(): Record<string, never> {
    return {};
  }

  removeOptimistic(): void {}

  fragmentMatches(): boolean {
    return false;
  }

  performTransaction(transaction: (cache: ApolloCache) => void): void {
    transaction(this);
  }
}

// The header makes Apollo Server's CSRF prevention accept the request (it forces a preflight).
// BaseHttpLink is HttpLink without client-awareness headers, which the widget does not send.
export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new BaseHttpLink({ uri, headers: { 'apollo-require-preflight': 'true' } }),
    cache: new NoStoreCache(),
    defaultOptions: {
      query: { fetchPolicy: 'no-cache' },
      mutate: { fetchPolicy: 'no-cache' },
    },
  });
}
