// Signed out: the sign-in form. Signed in: the dashboard, with the credentials in a ref (memory only).
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { ApolloClient } from '@apollo/client';
import type { Credentials } from './session';
import { SignIn } from './sign-in';

// Started at once, loaded while the developer types. Not React.lazy: a sign-in awaits the module anyway,
// and a Suspense boundary would hold the dashboard back (React throttles revealing suspended content).
const signedIn = import('./signed-in');
type SignedInView = ComponentType<{ client: ApolloClient; session: SessionControl }>;

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
  const [SignedIn, setSignedIn] = useState<SignedInView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** The rest of the console has loaded: a sign-in goes out at once. */
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void signedIn.then(() => setReady(true));
  }, []);
  /** Set while a session is open: ends it (the error link calls it when the server refuses the credentials). */
  const endSession = useRef<((message?: string) => void) | null>(null);

  const signIn = async (attempt: Credentials): Promise<string | null> => {
    credentials.current = attempt;
    const { openSession, default: view } = await signedIn;
    const opened = await openSession(
      () => credentials.current ?? { clientId: '', secret: '' },
      () => endSession.current?.('Signed out: the client secret no longer works.'),
    );
    if (!opened.client) {
      credentials.current = null;
      return opened.problem;
    }
    setNotice(null);
    setSignedIn(() => view);
    setClient(opened.client);
    return null;
  };

  if (!client || !SignedIn || !credentials.current) return <SignIn onSignIn={signIn} notice={notice} ready={ready} />;

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
  return <SignedIn client={client} session={session} />;
}
