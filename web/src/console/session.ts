// The console's session: the client credentials, held in this page's memory only (CONTRACT §10: never in
// storage or cookies), and an Apollo client that sends them as HTTP Basic on every call, form-encoded first
// as the server reads them (RFC 6749 §2.3.1). Signing out drops both.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { readApiError } from '../lib/api-error';

export interface Credentials {
  clientId: string;
  secret: string;
}

const formEncode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');

export function basicAuthorization({ clientId, secret }: Credentials): string {
  return `Basic ${btoa(`${formEncode(clientId)}:${formEncode(secret)}`)}`;
}

/**
 * `current` is read on every call, so a rotated secret takes over without a new client; `onRefused` hears of
 * any call the server answered as unauthenticated (a secret retired elsewhere ends the session).
 */
export function createConsoleClient(current: () => Credentials, onRefused: () => void): ApolloClient {
  const auth = new SetContextLink(() => ({
    // apollo-require-preflight: Apollo Server's CSRF prevention accepts the call.
    headers: { authorization: basicAuthorization(current()), 'apollo-require-preflight': 'true' },
  }));
  const refused = new ErrorLink(({ error }) => {
    if (isUnauthenticated(error)) onRefused();
  });
  return new ApolloClient({
    link: ApolloLink.from([refused, auth, new HttpLink({ uri: '/graphql' })]),
    cache: new InMemoryCache({
      typePolicies: {
        ManagementClient: { keyFields: ['clientId'] },
        WebhookEndpoint: { keyFields: [] },
        // Attempts and headers have no id: a newer answer replaces them whole.
        WebhookDelivery: { fields: { attempts: { merge: false } } },
      },
    }),
    // Every read is an explicit one (a tab opened, Refresh): the console spends the client's rate limits sparingly.
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-first' } },
  });
}

/** What went wrong, in words for the page. */
export function problemText(error: unknown): string {
  const { message, code } = readApiError(error);
  if (code === 'UNAUTHENTICATED') return 'Wrong client ID or client secret.';
  if (message) return message;
  if (CombinedGraphQLErrors.is(error)) return 'The server refused the request.';
  return 'Staffbridge could not be reached. Check the server and try again.';
}

export const isUnauthenticated = (error: unknown) => readApiError(error).code === 'UNAUTHENTICATED';
