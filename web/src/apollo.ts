import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

// Every call the widget makes is a one-off (validate, catalogue, authorize), so nothing is cached;
// the header makes Apollo Server's CSRF prevention accept the request (it forces a preflight).
export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri, headers: { 'apollo-require-preflight': 'true' } }),
    cache: new InMemoryCache(),
    defaultOptions: {
      query: { fetchPolicy: 'no-cache' },
      mutate: { fetchPolicy: 'no-cache' },
    },
  });
}
