// Everything after the sign-in form: the Apollo client, the sign-in call and the dashboard. Its own chunk,
// fetched while the form is shown (console-app.tsx), so the form appears after React alone.
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { SessionControl } from './console-app';
import { Dashboard } from './dashboard';
import { ConsoleSignInQuery } from './overview.query';
import { createConsoleClient, problemText, type Credentials } from './session';

export type Opened = { client: ApolloClient; problem: null } | { client: null; problem: string };

/** Checks the credentials with the one query that also fills the first screen. */
export async function openSession(current: () => Credentials, onRefused: () => void): Promise<Opened> {
  const client = createConsoleClient(current, onRefused);
  try {
    await client.query({ query: ConsoleSignInQuery, variables: { mode: 'xhr', state: null, search: null }, fetchPolicy: 'network-only' });
    return { client, problem: null };
  } catch (error) {
    client.stop();
    return { client: null, problem: problemText(error) };
  }
}

export default function SignedIn({ client, session }: { client: ApolloClient; session: SessionControl }) {
  return (
    <ApolloProvider client={client}>
      <Dashboard session={session} />
    </ApolloProvider>
  );
}
