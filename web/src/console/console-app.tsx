// Signed out: the sign-in form. Signed in: the dashboard, with the credentials in a ref (memory only).
import { useRef, useState } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { Dashboard } from './dashboard';
import { createConsoleClient, problemText, type Credentials } from './session';
import { ConsoleOverviewQuery } from './overview.query';
import { SignIn } from './sign-in';

export interface SessionControl {
  clientId: string;
  /** The secret this page signs in with (to tell which stored secret is in use). */
  secret: () => string;
  /** After a rotation: sign the next calls with the new secret. */
  switchSecret: (secret: string) => void;
  signOut: (message?: string) => void;
}

export function ConsoleApp() {
  const credentials = useRef<Credentials | null>(null);
  const [client, setClient] = useState<ApolloClient | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** Set while a session is open: ends it (the error link calls it when the server refuses the credentials). */
  const signedIn = useRef<((message?: string) => void) | null>(null);

  const signIn = async (attempt: Credentials): Promise<string | null> => {
    credentials.current = attempt;
    const candidate = createConsoleClient(
      () => credentials.current ?? { clientId: '', secret: '' },
      () => signedIn.current?.('Signed out: the client secret no longer works.'),
    );
    try {
      await candidate.query({ query: ConsoleOverviewQuery, fetchPolicy: 'network-only' });
    } catch (error) {
      credentials.current = null;
      candidate.stop();
      return problemText(error);
    }
    setNotice(null);
    setClient(candidate);
    return null;
  };

  if (!client || !credentials.current) return <SignIn onSignIn={signIn} notice={notice} />;

  const signOut = (message?: string) => {
    signedIn.current = null;
    credentials.current = null;
    client.stop();
    void client.clearStore();
    setClient(null);
    setNotice(message ?? null);
  };
  signedIn.current = signOut;
  const session: SessionControl = {
    clientId: credentials.current.clientId,
    secret: () => credentials.current?.secret ?? '',
    switchSecret: (secret) => {
      if (credentials.current) credentials.current = { ...credentials.current, secret };
    },
    signOut,
  };
  return (
    <ApolloProvider client={client}>
      <Dashboard session={session} />
    </ApolloProvider>
  );
}
