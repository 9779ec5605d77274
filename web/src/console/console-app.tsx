// Signed out: the sign-in form. Signed in: the dashboard, with the credentials in a ref (memory only).
import { lazy, Suspense, useRef, useState } from 'react';
import type { ApolloClient } from '@apollo/client';
import type { Credentials } from './session';
import { SignIn } from './sign-in';

// Started at once, loaded while the developer types.
const signedIn = import('./signed-in');
const SignedIn = lazy(() => signedIn);

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
  const endSession = useRef<((message?: string) => void) | null>(null);

  const signIn = async (attempt: Credentials): Promise<string | null> => {
    credentials.current = attempt;
    const { openSession } = await signedIn;
    const opened = await openSession(
      () => credentials.current ?? { clientId: '', secret: '' },
      () => endSession.current?.('Signed out: the client secret no longer works.'),
    );
    if (!opened.client) {
      credentials.current = null;
      return opened.problem;
    }
    setNotice(null);
    setClient(opened.client);
    return null;
  };

  if (!client || !credentials.current) return <SignIn onSignIn={signIn} notice={notice} />;

  const signOut = (message?: string) => {
    endSession.current = null;
    credentials.current = null;
    client.stop();
    void client.clearStore();
    setClient(null);
    setNotice(message ?? null);
  };
  endSession.current = signOut;
  const session: SessionControl = {
    clientId: credentials.current.clientId,
    secret: () => credentials.current?.secret ?? '',
    switchSecret: (secret) => {
      if (credentials.current) credentials.current = { ...credentials.current, secret };
    },
    signOut,
  };
  return (
    <Suspense fallback={null}>
      <SignedIn client={client} session={session} />
    </Suspense>
  );
}
